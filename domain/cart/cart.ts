// The cart as the server sends it (docs/api/cart.md) and the SPA shows it: one TypeBox schema each
// (the server's response schema) and its type of the same name (what the SPA reads), so the two
// cannot drift. Every price is re-read from the goods at the viewer's price kind and quantity
// tier each time the cart is read; money is integer fen.
import { Type, type Static } from 'typebox';
import { CountField, FenField, IdField, TextField } from '../shared/fields.ts';
import { PriceKind, PriceSourceField } from '../shared/pricing.ts';
import { Nullable } from '../shared/nullable.ts';

export { CART_MAX_LINES, CART_MAX_NUM } from './cart-limits.ts';

const PROBLEMS = ['offShelf', 'outOfStock', 'short', 'belowMinimum'] as const;

/** Why a line cannot be bought as it stands; null when it can (one type list, not anyOf). */
export const CartProblem = Type.Unsafe<(typeof PROBLEMS)[number] | null>({
  type: ['string', 'null'],
  enum: [...PROBLEMS, null],
  description: '不能购买的原因（offShelf 已下架，outOfStock 缺货，short 库存不足，belowMinimum 低于起订量；可买为 null）',
});
export type CartProblem = Static<typeof CartProblem>;

export const CartGoods = Type.Object(
  {
    goodsCode: TextField('商品编码'),
    model: TextField('型号'),
    name: TextField('商品名称'),
    brandName: TextField('品牌'),
    unit: TextField('单位'),
    imageUrl: TextField('商品图片'),
    minOrderQty: CountField('起订量'),
    packQty: CountField('包装数量'),
    leadTimeDays: CountField('货期（天）'),
  },
  { additionalProperties: false },
);
export type CartGoods = Static<typeof CartGoods>;

/** The staff quote a cart line is priced by (added from a batch enquiry's quoted line). */
export const CartLineQuote = Type.Object(
  {
    enquiryId: IdField('询价编号'),
    lineId: IdField('询价行编号'),
    enquiryNo: TextField('询价单号'),
    priceFen: FenField('报价单价（分）'),
    validUntil: TextField('报价有效期至（YYYY-MM-DD，含当天）'),
    /** Past validUntil: the line is priced at the normal price again (note says so). */
    expired: Type.Boolean({ description: '报价已过期（已按当前价格计）' }),
    note: TextField('报价说明（如“报价单价，有效期至 2026-12-31”或“报价已过期，按当前价格计”）'),
  },
  { additionalProperties: false },
);
export type CartLineQuote = Static<typeof CartLineQuote>;

export const CartLine = Type.Object(
  {
    id: IdField('购物车行编号'),
    goodsId: IdField('商品编号'),
    vendorId: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: '商家编号（0 为自营）' }),
    num: CountField('数量'),
    selected: Type.Boolean({ description: '已勾选' }),
    goods: CartGoods,
    /** The unit price for this quantity (viewer price kind, then quantity tier). */
    unitPriceFen: FenField('单价（分）'),
    /** Issue 39: where the unit price comes from, and the agreement's last day for 协议价. */
    priceSource: PriceSourceField,
    contractValidTo: Nullable(Type.String({ maxLength: 10, description: '协议价有效期至（yyyy-mm-dd；非协议价为 null）' })),
    listPriceFen: FenField('市场价（分）'),
    lineFen: FenField('小计（分）'),
    /** Units that can still be sold now. */
    stockQty: CountField('可售库存'),
    problem: CartProblem,
    /** The problem as a Chinese sentence, or null. */
    problemText: Nullable(TextField('不能购买的原因')),
    /** The buyer's own 物料编码 and 备注 when the line was added from a batch enquiry, else null. */
    buyerCode: Nullable(TextField('贵司物料编码（来自批量询价）')),
    buyerRemark: Nullable(TextField('备注（来自批量询价）')),
    quote: Nullable(CartLineQuote),
  },
  { additionalProperties: false },
);
export type CartLine = Static<typeof CartLine>;

export const CartView = Type.Object(
  {
    lines: Type.Array(CartLine, { description: '购物车行（最新加入在前）' }),
    priceKind: PriceKind,
    /** Selected lines without a problem: the ones checkout takes. */
    selectedCount: CountField('已选可结算的商品种数'),
    selectedNum: CountField('已选可结算的件数'),
    selectedTotalFen: FenField('已选合计（分）'),
    /** All lines in the cart (the header badge). */
    lineCount: CountField('购物车商品种数'),
  },
  { additionalProperties: false },
);
export type CartView = Static<typeof CartView>;

/** A goods that save/batch could not add, with the reason. */
export const CartSkipped = Type.Object(
  {
    goodsId: IdField('商品编号'),
    msg: TextField('未能加入的原因'),
  },
  { additionalProperties: false },
);
export type CartSkipped = Static<typeof CartSkipped>;

/** The answer of save/batch: the fresh cart and the goods it skipped. */
export const CartBatchResult = Type.Object(
  {
    cart: CartView,
    skipped: Type.Array(CartSkipped, { description: '未能加入的商品' }),
  },
  { additionalProperties: false },
);
export type CartBatchResult = Static<typeof CartBatchResult>;

/** GET cart/count: how many lines the member's cart holds (the shell's cart badges). */
export const CartCount = Type.Object({ lines: CountField('购物车商品种数') }, { additionalProperties: false });
export type CartCount = Static<typeof CartCount>;
