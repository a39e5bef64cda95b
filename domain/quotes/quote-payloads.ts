// The bodies of the quote calls (issue 39), shared by the forms and the server. Objects refuse
// unknown fields (a price sent by a client is refused, never read); every string has a maxLength
// and every number a bound. Prices come only from 客服 (staff price body) or from the server.
import { Type, type Static } from 'typebox';
import { DateText } from '../shared/date-field.ts';
import { Nullable } from '../shared/nullable.ts';
import { PageQuery } from '../shared/page-query.ts';
import { ID_MAX } from '../shared/row-id.ts';
import {
  QUOTE_LEAD_DAYS_MAX, QUOTE_LINES_MAX, QUOTE_MESSAGE_MAX, QUOTE_PRICE_MAX_FEN, QUOTE_REMARK_MAX, QUOTE_SOURCES, QUOTE_STATUSES, QUOTE_TERMS_MAX,
  type QuoteSource, type QuoteStatus,
} from './quote-rules.ts';

const closed = { additionalProperties: false } as const;
const RowId = Type.Integer({ minimum: 1, maximum: ID_MAX });

export const QuoteStatusField = Type.Unsafe<QuoteStatus>({ type: 'string', enum: [...QUOTE_STATUSES], description: '状态：requested 待报价，quoted 已报价，accepted 已接受，expired 已过期，withdrawn 已撤回' });
export const QuoteSourceField = Type.Unsafe<QuoteSource>({ type: 'string', enum: [...QUOTE_SOURCES], description: '来源：cart 购物车，enquiry 批量询价，list 采购清单' });

export const QuoteLineRequest = Type.Object({
  goodsId: RowId,
  num: Type.Integer({ minimum: 1, maximum: 999_999, description: '数量' }),
}, closed);
export type QuoteLineRequest = Static<typeof QuoteLineRequest>;

/**
 * A buyer asks for a quote. `cart`: the checked lines of the cart (or `lines`, a subset by goods);
 * `enquiry`: the matched lines of batch enquiry `sourceId`; `list`: requisition list `sourceId`'s
 * lines. `lines`, when given, replaces what the source holds (goods and quantities only).
 */
export const QuoteRequestBody = Type.Object({
  source: QuoteSourceField,
  sourceId: Type.Optional(RowId),
  lines: Type.Optional(Type.Array(QuoteLineRequest, { minItems: 1, maxItems: QUOTE_LINES_MAX })),
  message: Type.Optional(Type.String({ maxLength: QUOTE_MESSAGE_MAX, description: '给客服的留言' })),
  wantedDate: Type.Optional(Nullable(DateText('希望收到报价的日期'))),
}, closed);
export type QuoteRequestBody = Static<typeof QuoteRequestBody>;

export const QuotePageBody = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(Nullable(QuoteStatusField)),
  keyword: Type.Optional(Type.String({ maxLength: 40, description: '报价单号或型号' })),
}, closed);
export type QuotePageBody = Static<typeof QuotePageBody>;

/** 客服 prices every line and sends the quote: the prices, lead times, validity and terms. */
export const QuotePriceLine = Type.Object({
  lineNo: Type.Integer({ minimum: 1, maximum: QUOTE_LINES_MAX }),
  priceFen: Type.Integer({ minimum: 1, maximum: QUOTE_PRICE_MAX_FEN, description: '含税单价（分）' }),
  leadDays: Type.Integer({ minimum: 0, maximum: QUOTE_LEAD_DAYS_MAX, description: '交期（天）' }),
  remark: Type.Optional(Type.String({ maxLength: QUOTE_REMARK_MAX })),
}, closed);
export type QuotePriceLine = Static<typeof QuotePriceLine>;

export const QuoteSendBody = Type.Object({
  id: RowId,
  /** The version the desk read: a concurrent send answers 409. */
  version: Type.Integer({ minimum: 1 }),
  lines: Type.Array(QuotePriceLine, { minItems: 1, maxItems: QUOTE_LINES_MAX }),
  validUntil: DateText('有效期至（含当日）'),
  terms: Type.Optional(Type.String({ maxLength: QUOTE_TERMS_MAX, description: '报价条款' })),
  staffNote: Type.Optional(Type.String({ maxLength: QUOTE_MESSAGE_MAX, description: '给客户的说明' })),
}, closed);
export type QuoteSendBody = Static<typeof QuoteSendBody>;

export const StaffQuotePageBody = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(Nullable(QuoteStatusField)),
  keyword: Type.Optional(Type.String({ maxLength: 40, description: '报价单号、企业名或手机号' })),
}, closed);
export type StaffQuotePageBody = Static<typeof StaffQuotePageBody>;
