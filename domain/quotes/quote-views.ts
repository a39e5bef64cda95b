// What the quote calls answer (issue 39): TypeBox schemas, so the response schema and the SPA's
// type are one definition. Money is integer fen, tax-inclusive; dates are yyyy-mm-dd (China);
// times ISO 8601.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { PriceSourceField } from '../shared/pricing.ts';
import { QuoteSourceField, QuoteStatusField } from './quote-payloads.ts';

const Fen = (description: string) => Type.Integer({ description });

export const QuoteLineView = Type.Object({
  lineNo: Type.Integer(),
  goodsId: Type.Integer(),
  goodsCode: Type.String(),
  model: Type.String(),
  name: Type.String(),
  brandName: Type.String(),
  unit: Type.String(),
  imageUrl: Type.String(),
  num: Type.Integer(),
  askedPriceFen: Fen('申请时买家看到的单价（分）'),
  askedPriceSource: PriceSourceField,
  priceFen: Nullable(Fen('报价含税单价（分），未报价为 null')),
  lineFen: Nullable(Fen('报价小计（分）')),
  leadDays: Nullable(Type.Integer({ description: '交期（天）' })),
  remark: Type.String(),
});
export type QuoteLineView = Static<typeof QuoteLineView>;

export const QuoteSummary = Type.Object({
  id: Type.Integer(),
  quoteNo: Type.String(),
  status: QuoteStatusField,
  statusText: Type.String(),
  source: QuoteSourceField,
  sourceText: Type.String(),
  lineCount: Type.Integer(),
  /** The quoted total (tax-inclusive), or null while requested. */
  totalFen: Nullable(Fen('报价合计（分）')),
  requesterName: Type.String(),
  /** The requester's company (its name now), or null for a personal member's quote. */
  companyName: Nullable(Type.String()),
  wantedDate: Nullable(Type.String()),
  validUntil: Nullable(Type.String()),
  createdAt: Type.String(),
  quotedAt: Nullable(Type.String()),
});
export type QuoteSummary = Static<typeof QuoteSummary>;

export const QuoteDetail = Type.Object({
  ...QuoteSummary.properties,
  message: Type.String(),
  terms: Type.String(),
  staffNote: Type.String(),
  lines: Type.Array(QuoteLineView),
  goodsFen: Nullable(Fen('货款合计（含税，分）')),
  taxFen: Nullable(Fen('其中增值税 13%（分）')),
  /** What the viewer may do now. */
  canAccept: Type.Boolean(),
  canWithdraw: Type.Boolean(),
  canRerequest: Type.Boolean(),
  /** After acceptance: the checkout draft (order draft) at the quoted prices, and the order once submitted. */
  draftId: Nullable(Type.Integer()),
  orderId: Nullable(Type.Integer()),
  acceptedAt: Nullable(Type.String()),
  version: Type.Integer(),
});
export type QuoteDetail = Static<typeof QuoteDetail>;

export const QuoteStatusCounts = Type.Record(Type.String(), Type.Integer(), { description: '各状态数量（键为状态）' });

export const QuotePage = Type.Object({
  records: Type.Array(QuoteSummary),
  total: Type.Integer(),
  current: Type.Integer(),
  size: Type.Integer(),
  counts: QuoteStatusCounts,
});
export type QuotePage = Static<typeof QuotePage>;
