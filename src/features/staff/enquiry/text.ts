// Every word of the staff console's manual-quote queue (/admin/enquiry).
import type { QuoteCell } from '../../../../domain/enquiry/quote-batch.ts';

export const enquiryText = {
  title: '询价报价',
  intro: '会员询价中没有匹配到商品、申请人工报价的行。可一次为多行填写单价、货期与有效期，点击“保存全部”一起提交；没填写的行不提交。',
  total: (n: number) => `待报价 ${n} 行`,
  typed: (n: number) => `已填写 ${n} 行`,
  empty: '没有等待人工报价的询价行',
  failed: '待报价的询价行加载失败',
  tableLabel: '待报价的询价行（可批量填写）',
  columns: { enquiry: '询价单号 / 会员', rowNo: '行号', model: '型号 / 品牌', qty: '数量', requestedAt: '申请时间', price: '单价（元）', lead: '货期（天）', validUntil: '有效期至', note: '说明', clear: '' },
  cellLabel: (cell: QuoteCell, rowNo: number, model: string) => `第 ${rowNo} 行 ${model} 的${({ price: '单价（元）', lead: '货期（天）', validUntil: '有效期至', note: '说明' } as const)[cell]}`,
  clearRow: '清空',
  clearLabel: (rowNo: number, model: string) => `清空第 ${rowNo} 行 ${model} 的报价`,
  save: '保存全部',
  saving: '保存中…',
  saved: (quoted: number, unchanged: number) => (unchanged > 0 ? `已保存 ${quoted} 行报价（${unchanged} 行此前已保存），会员已收到站内消息` : `已保存 ${quoted} 行报价，会员已收到站内消息`),
  fixErrors: (n: number) => `有 ${n} 行填写有误，请按提示修改后再保存`,
  none: '—',
  noBrand: '未填品牌',
};
