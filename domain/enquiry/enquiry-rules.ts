// Batch enquiry (批量询价, issue 14): the limits, the column synonyms a purchasing sheet is read
// with, and how a typed quantity is read. Shared by the SPA (the limits shown on the page, the
// paste box) and the server (the reader and the matcher).
import { toHalfWidth } from '../shared/half-width.ts';

/** The largest file accepted. */
export const ENQUIRY_MAX_BYTES = 5 * 1024 * 1024;
/** The most lines one enquiry holds (file or paste). */
export const ENQUIRY_MAX_LINES = 10_000;
/** The most candidates offered for one line. */
export const ENQUIRY_MAX_CANDIDATES = 5;
/** The most units of one line (the cart's limit). */
export const ENQUIRY_MAX_QTY = 99_999;
/** Longest kept text of one cell. */
export const ENQUIRY_CELL_MAX = 200;
/** The file types accepted, as the page states them. */
export const ENQUIRY_FILE_TYPES = ['.xlsx', '.xls', '.csv', '.ods'] as const;
/** Staff quote limits. */
export const QUOTE_NOTE_MAX = 200;
export const QUOTE_MAX_LEAD_DAYS = 365;
export const QUOTE_MAX_PRICE_FEN = 100_000_000_00;

/** The columns of a purchasing sheet and the header names each is recognised by (any order). */
export const ENQUIRY_COLUMNS = {
  model: ['型号', '规格型号', '订货号', '物料型号', '产品型号', '型号规格', '规格', 'Part No', 'PartNo', 'Part Number', 'P/N', 'PN', 'Model', 'Model No', 'Type'],
  brand: ['品牌', '厂家', '制造商', '生产厂家', '品牌名称', 'Brand', 'Manufacturer', 'Maker', 'MFR'],
  qty: ['数量', '采购数量', '需求数量', '询价数量', '订购数量', 'Qty', 'Quantity', 'QTY'],
  unit: ['单位', 'Unit', 'UOM'],
  remark: ['备注', '说明', 'Remark', 'Remarks', 'Note', 'Notes'],
  // The buyer's own code of the part: never the model (column-roles.ts tells the columns apart).
  buyerCode: ['物料编码', '物料号', '料号', '存货编码', '物料代码', 'Material', 'Item Code', 'Item No'],
} as const satisfies Record<string, readonly string[]>;

/** What a quantity cell reads as: a whole number, or the reason it is not one. */
export type QtyReading = { ok: true; qty: number } | { ok: false; reason: string };

/**
 * Reads a quantity as people type it: `1,000`, `1 000`, `10个`, `10 PCS`, full-width `２０`. Blank
 * means 1 (a sheet of models only). Zero, negatives, fractions and text are refused with a reason.
 */
export function readSheetQty(text: string): QtyReading {
  const t = toHalfWidth(text).trim();
  if (t === '') return { ok: true, qty: 1 };
  // A unit word after the number: 个 件 只 套 台 pcs ...
  const m = /^([+-]?[\d,，\s]*\.?\d*)\s*([\u4e00-\u9fffA-Za-z]{0,6})$/.exec(t);
  const num = m ? m[1]!.replace(/[,，\s]/g, '') : '';
  if (!m || num === '' || num === '.' || num === '+' || num === '-') return { ok: false, reason: `数量“${t.slice(0, 20)}”不是数字` };
  // Thousands separators must group by three.
  const grouped = m[1]!.trim();
  if (/[,，]/.test(grouped) && !/^[+-]?\d{1,3}([,，]\d{3})+(\.\d+)?$/.test(grouped)) return { ok: false, reason: `数量“${t.slice(0, 20)}”不是数字` };
  const value = Number(num);
  if (!Number.isFinite(value)) return { ok: false, reason: `数量“${t.slice(0, 20)}”不是数字` };
  if (value < 0) return { ok: false, reason: '数量不能为负数' };
  if (value === 0) return { ok: false, reason: '数量不能为 0' };
  if (!Number.isInteger(value)) return { ok: false, reason: '数量须为整数（该类商品按整件销售）' };
  if (value > ENQUIRY_MAX_QTY) return { ok: false, reason: `数量不能超过 ${ENQUIRY_MAX_QTY}` };
  return { ok: true, qty: value };
}

/** The quantity to put in the cart: at least the minimum order, rounded up to whole packs. */
export function cartQtyFor(qty: number, minOrderQty: number, packQty: number): number {
  const pack = Math.max(1, packQty);
  const atLeast = Math.max(qty, minOrderQty);
  return Math.ceil(atLeast / pack) * pack;
}
