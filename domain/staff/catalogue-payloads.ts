// The 商品管理 page of the staff console (issue 22 item 4): search goods, and on one goods edit its
// quantity tiers (运营), shelf status (运营), zone membership (运营) and stock per warehouse (仓库).
// Payloads and views of /api/staff/goods/catalogue/*, and the rules the server and the console's
// forms share (one Chinese sentence per problem). Money is integer fen on the wire.
import { Type, type Static } from 'typebox';
import { ID_MAX } from '../shared/row-id.ts';
import { PageQuery } from '../shared/page-query.ts';
import { Nullable } from '../shared/nullable.ts';

const closed = { additionalProperties: false } as const;
const Id = (description: string) => Type.Integer({ minimum: 1, maximum: ID_MAX, description });
const Text = (maxLength: number, description: string) => Type.String({ maxLength, description });

/** The most tiers a goods may have, and the largest unit price (10 million yuan) and quantity. */
export const TIER_MAX = 6;
export const PRICE_MAX_FEN = 1_000_000_000;
export const QTY_MAX = 1_000_000_000;
export const REASON_MIN = 2;
export const REASON_MAX = 200;

export const SHELF_FILTERS = ['all', 'on', 'off'] as const;
export type ShelfFilter = (typeof SHELF_FILTERS)[number];

export const CatalogueListBody = Type.Object(
  {
    ...PageQuery.properties,
    keyword: Type.Optional(Type.String({ maxLength: 60, description: '商品名称、型号或商品编码' })),
    brand: Type.Optional(Type.String({ maxLength: 40, description: '品牌' })),
    category: Type.Optional(Type.String({ maxLength: 40, description: '分类' })),
    shelf: Type.Optional(Type.Unsafe<ShelfFilter>({ type: 'string', enum: [...SHELF_FILTERS], description: '上下架状态（all 全部，on 上架，off 下架）' })),
  },
  closed,
);
export type CatalogueListBody = Static<typeof CatalogueListBody>;

export const CatalogueRow = Type.Object(
  {
    id: Id('商品编号'),
    goodsCode: Text(40, '商品编码'),
    model: Text(100, '型号'),
    name: Text(200, '商品名称'),
    brandName: Text(100, '品牌'),
    categoryName: Text(100, '分类'),
    unit: Text(20, '单位'),
    listPriceFen: Type.Integer({ description: '市场价（分）' }),
    memberPriceFen: Type.Integer({ description: '会员价（分）' }),
    vipPriceFen: Type.Integer({ description: 'VIP 价（分）' }),
    stockQty: Type.Integer({ description: '可售库存（各仓合计，减去订单占用）' }),
    onShelf: Type.Boolean({ description: '是否上架' }),
    customTiers: Type.Boolean({ description: '是否设置了自己的阶梯价' }),
  },
  closed,
);
export type CatalogueRow = Static<typeof CatalogueRow>;

export const Tier = Type.Object(
  {
    minQty: Type.Integer({ minimum: 1, maximum: QTY_MAX, description: '起购数量' }),
    listPriceFen: Type.Integer({ minimum: -PRICE_MAX_FEN, maximum: PRICE_MAX_FEN * 10, description: '市场价（分）' }),
    memberPriceFen: Type.Integer({ minimum: -PRICE_MAX_FEN, maximum: PRICE_MAX_FEN * 10, description: '会员价（分）' }),
    vipPriceFen: Type.Integer({ minimum: -PRICE_MAX_FEN, maximum: PRICE_MAX_FEN * 10, description: 'VIP 价（分）' }),
  },
  closed,
);
export type Tier = Static<typeof Tier>;

export const WarehouseStock = Type.Object(
  {
    warehouseId: Id('仓库编号'),
    warehouseName: Text(100, '仓库'),
    city: Text(50, '城市'),
    qty: Type.Integer({ description: '实际库存' }),
    reserved: Type.Integer({ description: '订单占用' }),
  },
  closed,
);
export type WarehouseStock = Static<typeof WarehouseStock>;

export const ZoneMembership = Type.Object({ id: Id('专区编号'), name: Text(100, '专区名称'), member: Type.Boolean({ description: '商品是否在该专区' }) }, closed);
export type ZoneMembership = Static<typeof ZoneMembership>;

export const StockAdjustmentRow = Type.Object(
  {
    id: Id('调整编号'),
    warehouseName: Text(100, '仓库'),
    mode: Type.Unsafe<StockMode>({ type: 'string', enum: ['set', 'adjust'], description: '方式' }),
    qtyBefore: Type.Integer({ description: '调整前' }),
    qtyAfter: Type.Integer({ description: '调整后' }),
    reason: Text(REASON_MAX, '原因'),
    actor: Text(100, '操作人'),
    createdAt: Text(40, '时间'),
  },
  closed,
);
export type StockAdjustmentRow = Static<typeof StockAdjustmentRow>;

export const CatalogueDetail = Type.Object(
  {
    ...CatalogueRow.properties,
    minOrderQty: Type.Integer({ description: '起订量' }),
    imageUrl: Text(500, '主图'),
    tiers: Type.Array(Tier, { description: '阶梯价（自己的，或默认的）' }),
    stock: Type.Array(WarehouseStock, { description: '各仓库存' }),
    zones: Type.Array(ZoneMembership, { description: '专区' }),
    adjustments: Type.Array(StockAdjustmentRow, { description: '最近的库存调整' }),
    updatedAt: Nullable(Text(40, '最近修改时间')),
  },
  closed,
);
export type CatalogueDetail = Static<typeof CatalogueDetail>;

const GoodsId = Id('商品编号');

export const PriceBody = Type.Object({ goodsId: GoodsId, tiers: Type.Array(Tier, { maxItems: 20, description: '阶梯价（至少一档，最多 6 档；空表由业务规则答复）' }) }, closed);
export type PriceBody = Static<typeof PriceBody>;

export const ShelfBody = Type.Object({ goodsId: GoodsId, onShelf: Type.Boolean({ description: '上架（true）或下架（false）' }) }, closed);
export type ShelfBody = Static<typeof ShelfBody>;

export const ZoneBody = Type.Object({ goodsId: GoodsId, zoneIds: Type.Array(Id('专区编号'), { maxItems: 50, description: '商品所在的专区' }) }, closed);
export type ZoneBody = Static<typeof ZoneBody>;

export const STOCK_MODES = ['set', 'adjust'] as const;
export type StockMode = (typeof STOCK_MODES)[number];
export const STOCK_MODE_TEXT: Record<StockMode, string> = { set: '设为', adjust: '增减' };

export const StockBody = Type.Object(
  {
    goodsId: GoodsId,
    warehouseId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '仓库编号' }),
    mode: Type.Unsafe<StockMode>({ type: 'string', enum: [...STOCK_MODES], description: '方式（set 设为，adjust 增减）' }),
    qty: Type.Integer({ minimum: -QTY_MAX, maximum: QTY_MAX, description: '数量' }),
    reason: Type.String({ maxLength: REASON_MAX, description: '调整原因' }),
    requestKey: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: '请求编号（重复提交同一编号只调整一次）' }),
  },
  closed,
);
export type StockBody = Static<typeof StockBody>;

export const CATALOGUE_RULES = {
  noTiers: '请至少填写一档价格',
  tooManyTiers: `阶梯价最多 ${TIER_MAX} 档`,
  firstTier: (moq: number) => `第一档的起购数量须等于起订量 ${moq}`,
  qtyNotInteger: (n: number) => `第 ${n} 档的起购数量须为正整数`,
  notAscending: (n: number) => `第 ${n} 档的起购数量须大于上一档`,
  pricePositive: (n: number, what: string) => `第 ${n} 档的${what}须大于 0`,
  priceTooHigh: (n: number, what: string) => `第 ${n} 档的${what}不能超过 1000 万元`,
  memberAboveList: (n: number) => `第 ${n} 档的会员价不能高于市场价`,
  vipAboveMember: (n: number) => `第 ${n} 档的VIP价不能高于会员价`,
  dearerWithMore: (n: number) => `第 ${n} 档的价格不能高于上一档（买得越多单价不能越高）`,
  qtyNotInteger2: '数量须为整数',
  setNegative: '库存不能设为负数',
  zeroAdjust: '增减数量不能为 0',
  belowReserved: (reserved: number) => `调整后库存不能少于订单已占用的 ${reserved} 件`,
  negativeAfter: (qty: number) => `该仓库现有 ${qty} 件，调整后库存不能为负数`,
  tooMuch: '调整后库存不能超过 10 亿',
  reasonShort: `请填写调整原因（至少 ${REASON_MIN} 个字）`,
  // the console's forms (machines/staff/staff-catalogue-goods.ts): what is typed before it is a number
  qtyMissing: (n: number) => `请填写第 ${n} 档的起购数量`,
  priceMissing: (n: number, what: string) => `请填写第 ${n} 档的${what}`,
  priceFormat: (n: number, what: string) => `第 ${n} 档的${what}格式不正确（元，最多两位小数）`,
  noWarehouse: '请选择仓库',
  stockMissing: (mode: StockMode) => (mode === 'set' ? '请填写库存数量' : '请填写增减数量'),
  saveFailed: '保存失败，请稍后重试',
} as const;

/** The names of the three prices, in the order of a tier row. */
export const PRICE_TEXT = { listPriceFen: '市场价', memberPriceFen: '会员价', vipPriceFen: 'VIP价' } as const;

const PRICE_NAMES = [
  ['listPriceFen', PRICE_TEXT.listPriceFen],
  ['memberPriceFen', PRICE_TEXT.memberPriceFen],
  ['vipPriceFen', PRICE_TEXT.vipPriceFen],
] as const;

/** The first problem of a tier list as one Chinese sentence, or null when it may be saved. */
export function tierProblem(tiers: readonly Tier[], minOrderQty: number): string | null {
  const R = CATALOGUE_RULES;
  if (tiers.length === 0) return R.noTiers;
  if (tiers.length > TIER_MAX) return R.tooManyTiers;
  for (const [i, t] of tiers.entries()) {
    const n = i + 1;
    if (!Number.isSafeInteger(t.minQty) || t.minQty < 1) return R.qtyNotInteger(n);
    if (i === 0 && t.minQty !== minOrderQty) return R.firstTier(minOrderQty);
    if (i > 0 && t.minQty <= tiers[i - 1]!.minQty) return R.notAscending(n);
    for (const [key, what] of PRICE_NAMES) {
      if (!Number.isSafeInteger(t[key]) || t[key] <= 0) return R.pricePositive(n, what);
      if (t[key] > PRICE_MAX_FEN) return R.priceTooHigh(n, what);
    }
    if (t.memberPriceFen > t.listPriceFen) return R.memberAboveList(n);
    if (t.vipPriceFen > t.memberPriceFen) return R.vipAboveMember(n);
    const prev = tiers[i - 1];
    if (prev && PRICE_NAMES.some(([key]) => t[key] > prev[key])) return R.dearerWithMore(n);
  }
  return null;
}

/** The problem of a stock correction before it meets the row (the row's own limits are checked under lock). */
export function stockInputProblem(mode: StockMode, qty: number, reason: string): string | null {
  const R = CATALOGUE_RULES;
  if (!Number.isSafeInteger(qty)) return R.qtyNotInteger2;
  if (mode === 'set' && qty < 0) return R.setNegative;
  if (mode === 'adjust' && qty === 0) return R.zeroAdjust;
  if (reason.trim().length < REASON_MIN) return R.reasonShort;
  return null;
}

/** The count a correction leaves, or the sentence refusing it (never negative, never below what orders hold). */
export function stockAfter(mode: StockMode, qty: number, row: { qty: number; reserved: number }): { qty: number } | { problem: string } {
  const next = mode === 'set' ? qty : row.qty + qty;
  if (next < 0) return { problem: mode === 'set' ? CATALOGUE_RULES.setNegative : CATALOGUE_RULES.negativeAfter(row.qty) };
  if (next < row.reserved) return { problem: CATALOGUE_RULES.belowReserved(row.reserved) };
  if (next > QTY_MAX) return { problem: CATALOGUE_RULES.tooMuch };
  return { qty: next };
}
