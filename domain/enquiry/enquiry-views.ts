// The views the enquiry calls answer (TypeBox schemas; the SPA's types are the same definitions):
// the report of one enquiry (every line in sheet order), and a row of the list of my enquiries.
import { Type, type Static } from 'typebox';
import { PriceKind, PriceSourceField } from '../shared/pricing.ts';
import { Nullable } from '../shared/nullable.ts';
import { ENQUIRY_LINE_STATUSES, MATCH_HOWS } from './enquiry-status.ts';
import { EnquirySkippedRow, SheetMapping } from './sheet-mapping.ts';

const Int = (description: string) => Type.Integer({ description });
const Str = (description: string) => Type.String({ description });

export const LineStatusSchema = Type.Unsafe<(typeof ENQUIRY_LINE_STATUSES)[number]>({ type: 'string', enum: [...ENQUIRY_LINE_STATUSES], description: '行状态：matched 已匹配 / candidates 待选择 / unmatched 未匹配 / invalid 无效行 / duplicate 重复行' });
export const MatchHowSchema = Type.Unsafe<(typeof MATCH_HOWS)[number]>({ type: 'string', enum: [...MATCH_HOWS], description: '匹配方式' });

/** A goods as the report shows it, priced for the viewer. */
export const EnquiryGoods = Type.Object({
  goodsId: Int('商品编号'),
  goodsCode: Str('商品编码'),
  model: Str('型号'),
  brandName: Str('品牌'),
  name: Str('名称'),
  unit: Str('单位'),
  minOrderQty: Int('最小起订量'),
  packQty: Int('包装数量（按整包销售）'),
  unitPriceFen: Int('当前查看者的单价（分，按数量阶梯与协议价）'),
  /** Issue 39: where the unit price comes from, and the agreement's last day for 协议价. */
  priceSource: PriceSourceField,
  contractValidTo: Nullable(Type.String({ maxLength: 10, description: '协议价有效期至（yyyy-mm-dd；非协议价为 null）' })),
  stockQty: Int('可售库存'),
  leadTimeDays: Int('货期（天，0 为现货）'),
});
export type EnquiryGoods = Static<typeof EnquiryGoods>;

export const EnquiryCandidate = Type.Object({
  goodsId: Int('商品编号'),
  model: Str('型号'),
  brandName: Str('品牌'),
  why: MatchHowSchema,
  goods: EnquiryGoods,
});
export type EnquiryCandidate = Static<typeof EnquiryCandidate>;

export const QuoteStateSchema = Type.Unsafe<'requested' | 'quoted'>({ type: 'string', enum: ['requested', 'quoted'], description: '人工报价：requested 待报价 / quoted 已报价' });

export const EnquiryQuote = Type.Object({
  state: QuoteStateSchema,
  requestedAt: Str('申请报价时间'),
  goods: Nullable(EnquiryGoods),
  priceFen: Nullable(Int('报价单价（分）')),
  leadTimeDays: Nullable(Int('货期（天）')),
  validUntil: Nullable(Str('报价有效期至（YYYY-MM-DD）')),
  expired: Type.Boolean({ description: '报价是否已过有效期' }),
  note: Nullable(Str('报价说明')),
  quotedAt: Nullable(Str('报价时间')),
});
export type EnquiryQuote = Static<typeof EnquiryQuote>;

/** The line's goods cannot cover the quantity from stock now: what is in stock and what waits. */
export const EnquiryLineStock = Type.Object({
  inStock: Int('现在可售的件数'),
  short: Int('超出库存的件数（需等货期）'),
  leadTimeDays: Int('超出部分的货期（天）'),
});
export type EnquiryLineStock = Static<typeof EnquiryLineStock>;

export const EnquiryLine = Type.Object({
  id: Int('行编号'),
  rowNo: Int('表格中的行号'),
  inputModel: Str('填写的型号'),
  inputBrand: Str('填写的品牌'),
  inputQty: Str('填写的数量'),
  inputUnit: Str('填写的单位'),
  remark: Str('备注'),
  buyerCode: Str('买家的物料编码（表格中没有为空）'),
  qty: Nullable(Int('读出的数量（无效行为 null）')),
  cartQty: Nullable(Int('按起订量与包装取整后的加购数量')),
  status: LineStatusSchema,
  reason: Str('状态说明'),
  how: Nullable(MatchHowSchema),
  goodsId: Nullable(Int('匹配的商品编号')),
  goods: Nullable(EnquiryGoods),
  candidates: Type.Array(EnquiryCandidate),
  quote: Nullable(EnquiryQuote),
  chosenGoodsId: Nullable(Int('买家在结果中选择的商品编号（chooseGoods 保存；null：未选择）')),
  qtyNote: Str('数量的说明：未填写数量时写明按几件计（如“未填写数量，按 1 件计”），否则为空'),
  stock: Nullable(EnquiryLineStock),
});
export type EnquiryLine = Static<typeof EnquiryLine>;

export const EnquiryCounts = Type.Object({
  matched: Int('已匹配'),
  candidates: Int('待选择'),
  unmatched: Int('未匹配'),
  invalid: Int('无效行'),
  duplicate: Int('重复行'),
});
export type EnquiryCounts = Static<typeof EnquiryCounts>;

export const EnquirySummary = Type.Object({
  id: Int('询价编号'),
  enquiryNo: Str('询价单号'),
  fileName: Str('文件名（粘贴为空）'),
  createdAt: Str('询价时间'),
  matchedAt: Str('最近匹配时间'),
  status: Int('状态：0 已匹配 / 1 待报价 / 2 已报价 / 3 已过期'),
  statusText: Str('状态文字'),
  lineCount: Int('行数'),
  counts: EnquiryCounts,
  /** Issue 37: who made it, on a company's enquiry (null on a personal member's). */
  buyerName: Nullable(Str('提交人（企业询价）')),
});
export type EnquirySummary = Static<typeof EnquirySummary>;

/** A row of my enquiries (getMyEnquiryList): the summary and what the reader may do with it (issue 37: in 全公司 a colleague's row is read only). */
export const EnquiryListRow = Type.Object({
  ...EnquirySummary.properties,
  canDelete: Type.Boolean({ description: '可删除（提交人本人，且其角色仍可采购）' }),
});
export type EnquiryListRow = Static<typeof EnquiryListRow>;

export const EnquiryReport = Type.Object({
  ...EnquirySummary.properties,
  priceKind: PriceKind,
  lines: Type.Array(EnquiryLine),
  skipped: Type.Array(EnquirySkippedRow, { description: '表格中未作为询价行读取的行（说明、合计、联系人等）及原因' }),
});
export type EnquiryReport = Static<typeof EnquiryReport>;

export const ImportAnswer = Type.Object({
  enquiryId: Int('询价编号'),
  lineCount: Int('行数'),
  counts: EnquiryCounts,
  mapping: Nullable(Type.Object(SheetMapping.properties, { additionalProperties: false, description: '读取表格所用的列（粘贴与重新询价为 null）' })),
});
export type ImportAnswer = Static<typeof ImportAnswer>;

export const SaveCartAnswer = Type.Object({
  added: Int('加入购物车的行数'),
  skipped: Type.Array(Type.Object({ lineId: Int('行编号'), rowNo: Int('行号'), reason: Str('原因') })),
});
export type SaveCartAnswer = Static<typeof SaveCartAnswer>;

/** A line waiting for a staff quote (staff list). */
export const StaffQuoteRow = Type.Object({
  lineId: Int('行编号'),
  enquiryId: Int('询价编号'),
  enquiryNo: Str('询价单号'),
  memberId: Int('会员编号'),
  memberName: Str('会员'),
  rowNo: Int('行号'),
  inputModel: Str('型号'),
  inputBrand: Str('品牌'),
  qty: Nullable(Int('数量')),
  state: QuoteStateSchema,
  requestedAt: Str('申请时间'),
});
export type StaffQuoteRow = Static<typeof StaffQuoteRow>;
