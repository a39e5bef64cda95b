// The roles of a purchasing sheet's columns by header words and content (domain/enquiry/column-roles.ts).
import { describe, expect, it } from 'vitest';
import { findHeaderRow, guessMapping, headerKeyOf, headerRoleOf, splitRows, type FactsOf } from '../../../domain/enquiry/column-roles.ts';

const CATALOGUE = new Set(['6205-2RSH', 'LC1D09M7C', 'XB2BA31C']);
const facts: FactsOf = (v) => ({ hitsCatalogue: CATALOGUE.has(v), isBrand: ['SKF', '施耐德', 'NSK'].includes(v) });

describe('headerRoleOf', () => {
  it('reads combined and bracketed header words, and the buyer\'s code is never the model', () => {
    const roles = Object.fromEntries(
      ['订货号/型号', '规格型号（必填）', '型号规格', 'Part No./型号', '物料描述', '物料编码', '物料号', '料号', '存货编码', 'Material', 'Item Code', 'Item No', '需求数量（个）', 'Unit Price', '单价', '序号', '名称', '备注说明', 'Brand/品牌', '']
        .map((h) => [h, headerRoleOf(h)]),
    );
    expect(roles).toEqual({
      '订货号/型号': 'model', '规格型号（必填）': 'model', 型号规格: 'model', 'Part No./型号': 'model', 物料描述: 'model',
      物料编码: 'buyerCode', 物料号: 'buyerCode', 料号: 'buyerCode', 存货编码: 'buyerCode', Material: 'buyerCode', 'Item Code': 'buyerCode', 'Item No': 'buyerCode',
      '需求数量（个）': 'qty', 'Unit Price': 'other', 单价: 'other', 序号: 'other', 名称: 'other', 备注说明: 'remark', 'Brand/品牌': 'brand', '': null,
    });
  });
});

describe('findHeaderRow and guessMapping', () => {
  it('finds the header below a title and a contact block, not a data row whose remark says 型号', () => {
    const grid = [['采购询价单'], ['联系人：张工', '电话：1380000'], ['物料编码', '规格型号', '品牌', '数量'], ['WL-1', '6205-2RSH', 'SKF', '2', '型号里写了品牌']];
    expect(findHeaderRow(grid)).toBe(2);
    expect(headerKeyOf(['物料编码', ' 规格型号（必填）', '品牌', '', ''])).toBe('物料编码|规格型号|品牌');
  });

  it('takes the column whose values hit the catalogue as the model, with no header at all', () => {
    const samples = [['1', '2', '3'], ['6205-2RSH', 'LC1D09M7C', 'XB2BA31C'], ['SKF', '施耐德', '施耐德'], ['10', '2', '5'], ['个', '个', '只']];
    expect(guessMapping(null, samples, facts)).toEqual({ model: 1, brand: 2, qty: 3, unit: 4, buyerCode: null, remark: null });
  });

  it('prefers catalogue hits over a header that says model, and never picks the code, quantity or other columns', () => {
    const header = ['物料编码', '规格', '型号', '数量', '单价'];
    const samples = [['6205-2RSH', 'LC1D09M7C'], ['深沟球轴承 内径25', '接触器'], ['6205-2RSH', 'LC1D09M7C'], ['1', '2'], ['12', '30']];
    expect(guessMapping(header, samples, facts)).toMatchObject({ model: 2, buyerCode: 0, qty: 3 });
    // Nothing hits: the header's model column.
    expect(guessMapping(['物料编码', '规格型号', '数量'], [['WL-1'], ['ZZZ-1'], ['1']], () => ({ hitsCatalogue: false, isBrand: false }))).toMatchObject({ model: 1, buyerCode: 0, qty: 2 });
    // A 名称 column that holds the models beside the names is the model when no model column hits.
    expect(guessMapping(['序号', '名称', '数量'], [['1', '2'], ['深沟球轴承 6205-2RSH', '接触器 LC1D09M7C'], ['1', '2']], (v) => ({ hitsCatalogue: /6205|LC1D/.test(v), isBrand: false }))).toMatchObject({ model: 1, qty: 2 });
    // No header and nothing like a model: no model column.
    expect(guessMapping(null, [['请报价'], ['张工']], facts).model).toBeNull();
  });
});

describe('splitRows', () => {
  it('skips a merged footer, a total and a signature, keeps the lines', () => {
    const grid = [['物料编码', '型号', '数量'], ['WL-1', '6205-2RSH', '2'], ['合计', '', '2'], ['以上价格请含13%增值税专票及运费'], ['制表：王五'], ['', '', '']];
    const out = splitRows(grid, 0, { model: 1, brand: null, qty: 2, unit: null, buyerCode: 0, remark: null }, [{ r: 3, c: 0, to: 2 }], (t) => t.trim());
    expect(out.lines).toEqual([{ rowNo: 2, cells: ['WL-1', '6205-2RSH', '2'] }]);
    expect(out.skipped.map((s) => [s.rowNo, s.why])).toEqual([[3, 'note'], [4, 'merged'], [5, 'note']]);
  });
});
