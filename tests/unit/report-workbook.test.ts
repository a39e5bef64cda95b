// The enquiry download (server/modules/enquiry/report-workbook.ts), read back with SheetJS: the sheet
// rows not read as lines (report.skipped) are listed in 问题行 with their reason, and a line's buyer
// code, remark, quantity note and stock note are in 询价结果.
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { EnquiryGoods, EnquiryReport } from '../../domain/enquiry/enquiry-views.ts';
import { reportWorkbook } from '../../server/modules/enquiry/report-workbook.ts';

const goods: EnquiryGoods = { goodsId: 7, goodsCode: 'G7', model: '6205-2RSH', brandName: 'SKF', name: '深沟球轴承', unit: '个', minOrderQty: 1, packQty: 1, unitPriceFen: 2_350, priceSource: 'member', contractValidTo: null, stockQty: 46, leadTimeDays: 7 };
const REPORT: EnquiryReport = {
  id: 1, enquiryNo: 'XJ1', fileName: 'a.xlsx', createdAt: '2026-11-28T00:00:00.000Z', matchedAt: '2026-11-28T00:00:00.000Z', status: 0, statusText: '已匹配', lineCount: 1,
  counts: { matched: 1, candidates: 0, unmatched: 0, invalid: 0, duplicate: 0 }, priceKind: 'member', buyerName: null,
  lines: [{
    id: 3, rowNo: 8, inputModel: '6205-2RSH', inputBrand: 'SKF', inputQty: '', inputUnit: '', remark: '车间二', buyerCode: 'WL-001', qty: 1000, cartQty: 1000, status: 'matched', reason: '型号完全一致',
    how: 'exact', goodsId: 7, goods, candidates: [], quote: null, chosenGoodsId: null, qtyNote: '未填写数量，按 1 个计', stock: { inStock: 46, short: 954, leadTimeDays: 7 },
  }],
  skipped: [{ rowNo: 40, text: '以上价格请含13%增值税专票及运费', reason: '说明行，不是询价行' }],
};

describe('reportWorkbook', () => {
  it('writes the buyer columns and notes, and the skipped rows into the problem sheet', () => {
    const wb = XLSX.read(reportWorkbook(REPORT), { type: 'buffer' });
    const lines = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets['询价结果']!, { defval: null });
    expect(lines[0]).toMatchObject({ 行号: 8, 物料编码: 'WL-001', 备注: '车间二', 数量说明: '未填写数量，按 1 个计', 商品来源: '自动匹配', 匹配型号: '6205-2RSH' });
    expect(String(lines[0]!['库存说明'])).toBe('现货 46 个，其余 954 个货期 7 天（可先购买现货，其余申请人工报价）');
    const problems = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets['问题行']!, { defval: null });
    expect(problems).toEqual([expect.objectContaining({ 行号: 40, 填写型号: '以上价格请含13%增值税专票及运费', 状态: '未读取', 说明: '说明行，不是询价行' })]);
  });
});
