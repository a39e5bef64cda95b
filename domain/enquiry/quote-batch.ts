// The bulk quote of the staff console (issue 22): several waiting enquiry lines answered at once,
// each with its own price, lead time, validity and note. One payload schema (the server validates
// with it), its answer, and the per-cell checks the console's bulk-edit table runs before sending.
import { Type, type Static } from 'typebox';
import { QUOTE_MAX_LEAD_DAYS, QUOTE_MAX_PRICE_FEN, QUOTE_NOTE_MAX } from './enquiry-rules.ts';
import { StaffQuoteBody } from './enquiry-payloads.ts';

/** The most lines one bulk save answers. */
export const QUOTE_BATCH_MAX = 100;

export const QuoteBatchBody = Type.Object(
  { lines: Type.Array(StaffQuoteBody, { minItems: 1, maxItems: QUOTE_BATCH_MAX, description: '每行的报价（最多 100 行，同一行只能出现一次）' }) },
  { additionalProperties: false },
);
export type QuoteBatchBody = Static<typeof QuoteBatchBody>;

export const QuoteBatchAnswer = Type.Object({
  quoted: Type.Integer({ description: '本次报价的行数' }),
  unchanged: Type.Integer({ description: '此前已按相同内容报价的行数（重复提交）' }),
  enquiryIds: Type.Array(Type.Integer(), { description: '涉及的询价编号' }),
});
export type QuoteBatchAnswer = Static<typeof QuoteBatchAnswer>;

/** What a staff member types into one row of the bulk-edit table. */
export interface QuoteDraft {
  /** 单价（元）, as typed. */
  price: string;
  /** 货期（天）, as typed. */
  lead: string;
  /** 有效期至 (YYYY-MM-DD). */
  validUntil: string;
  note: string;
}

export type QuoteCell = 'price' | 'lead' | 'validUntil' | 'note';
export type QuoteCellErrors = Partial<Record<QuoteCell, string>>;

export const QUOTE_CELL_MSG = {
  priceRequired: '请填写单价',
  priceFormat: '单价须为数字，最多两位小数',
  priceZero: '单价须大于 0',
  priceTooHigh: `单价不能超过 ${QUOTE_MAX_PRICE_FEN / 100} 元`,
  leadRequired: '请填写货期',
  leadFormat: `货期须为 0 到 ${QUOTE_MAX_LEAD_DAYS} 的整数天`,
  validRequired: '请选择有效期',
  validFormat: '有效期不是有效的日期',
  validPast: '有效期不能早于今天',
  noteTooLong: `说明不能超过 ${QUOTE_NOTE_MAX} 个字`,
  nothingTyped: '请至少为一行填写单价和货期',
} as const;

/** The bulk save's answers and refusals (server/modules/enquiry/quote-batch-service.ts). */
export const QUOTE_BATCH_MSG = {
  duplicateLine: (lineId: number) => `询价行 #${lineId} 在本次报价中出现了不止一次`,
  saved: (quoted: number, unchanged: number) => (unchanged > 0 ? `已保存 ${quoted} 行报价（${unchanged} 行此前已按相同内容报价），会员已收到站内消息` : `已保存 ${quoted} 行报价，会员已收到站内消息`),
} as const;

/** 元 as typed (digits, at most two decimals) to integer fen, or null when it is not a price. */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

function realDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** The Chinese error of each bad cell of a row (empty: the row can be sent). `today` is China's YYYY-MM-DD. */
export function quoteDraftErrors(d: QuoteDraft, today: string): QuoteCellErrors {
  const out: QuoteCellErrors = {};
  const price = d.price.trim();
  if (!price) out.price = QUOTE_CELL_MSG.priceRequired;
  else {
    const fen = yuanToFen(price);
    if (fen === null) out.price = QUOTE_CELL_MSG.priceFormat;
    else if (fen <= 0) out.price = QUOTE_CELL_MSG.priceZero;
    else if (fen > QUOTE_MAX_PRICE_FEN) out.price = QUOTE_CELL_MSG.priceTooHigh;
  }
  const lead = d.lead.trim();
  if (!lead) out.lead = QUOTE_CELL_MSG.leadRequired;
  else if (!/^\d{1,3}$/.test(lead) || Number(lead) > QUOTE_MAX_LEAD_DAYS) out.lead = QUOTE_CELL_MSG.leadFormat;
  const valid = d.validUntil.trim();
  if (!valid) out.validUntil = QUOTE_CELL_MSG.validRequired;
  else if (!realDate(valid)) out.validUntil = QUOTE_CELL_MSG.validFormat;
  else if (valid < today) out.validUntil = QUOTE_CELL_MSG.validPast;
  if (d.note.trim().length > QUOTE_NOTE_MAX) out.note = QUOTE_CELL_MSG.noteTooLong;
  return out;
}

/** A valid row as the wire line of POST .../quoteBatch. */
export function quoteLineOf(lineId: number, d: QuoteDraft): StaffQuoteBody {
  const note = d.note.trim();
  return { lineId, priceFen: yuanToFen(d.price) ?? 0, leadTimeDays: Number(d.lead.trim()), validUntil: d.validUntil.trim(), ...(note ? { note } : {}) };
}
