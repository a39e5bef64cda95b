// Checkout drafts, orders and payments as the order service sends them (docs/api/orders.md) and
// the SPA shows them: one TypeBox schema each (the server's response schema) and its type of the
// same name (what the SPA reads), so the two cannot drift. Money is integer fen; times are ISO 8601.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { BankAccount } from '../shared/bank-account.ts';
import { OrderStatusSchema, PayMethodSchema } from './order-status.ts';
import { DraftSourceSchema, DraftStatusSchema, OrderTypeSchema, PaymentPurposeSchema, PaymentStatusSchema } from './order-rules.ts';
import { PriceSourceField, type PriceKind } from '../shared/pricing.ts';
import { ApprovalStatusField, CheckoutCompany } from '../approvals/approval-views.ts';

const ROW_ID = Number.MAX_SAFE_INTEGER;
/** Fen up to a hundred million yuan. */
const FEN_MAX = 10_000_000_000_000;
const QTY_MAX = 100_000_000;

const Id = (description: string) => Type.Integer({ minimum: 1, maximum: ROW_ID, description });
const Fen = (description: string) => Type.Integer({ minimum: -FEN_MAX, maximum: FEN_MAX, description });
const Qty = (description: string) => Type.Integer({ minimum: 0, maximum: QTY_MAX, description });
const Text = (maxLength: number, description: string) => Type.String({ maxLength, description });
const Time = (description: string) => Type.String({ maxLength: 40, description });
const NullableTime = (description: string) => Nullable(Time(description));
const NullableText = (maxLength: number, description: string) => Nullable(Text(maxLength, description));

export const PriceKindSchema = Type.Unsafe<PriceKind>({ type: 'string', enum: ['list', 'member', 'vip'], description: '价格类型（list 市场价，member 会员价，vip VIP 价）' });

export const StatusCount = Type.Object(
  {
    status: Nullable(Type.Integer({ minimum: 0, maximum: 99, description: '状态（null 为全部）' })),
    text: Text(20, '状态名称'),
    count: Qty('数量'),
  },
  { additionalProperties: false },
);
export type StatusCount = Static<typeof StatusCount>;

/** A line of a draft, priced now. */
export const DraftLine = Type.Object(
  {
    goodsId: Id('商品编号'),
    goodsCode: Text(60, '商品编码'),
    model: Text(200, '型号'),
    name: Text(200, '商品名称'),
    brandName: Text(100, '品牌'),
    unit: Text(20, '单位'),
    imageUrl: Text(500, '商品图片'),
    minOrderQty: Qty('起订量'),
    num: Qty('数量'),
    unitPriceFen: Fen('单价（分）'),
    lineFen: Fen('小计（分）'),
    /** Issue 39: where the unit price comes from (协议价, 报价, 阶梯价, ...) and, for 协议价, the agreement's last day. */
    priceSource: PriceSourceField,
    contractValidTo: NullableText(10, '协议价有效期至（yyyy-mm-dd，协议价时）'),
    stockQty: Qty('可售库存'),
    /** Why the line cannot be ordered as it stands (下架, 库存不足, 低于起订量), or null. */
    problemText: NullableText(100, '不能下单的原因（下架、库存不足、低于起订量）'),
  },
  { additionalProperties: false },
);
export type DraftLine = Static<typeof DraftLine>;

export const CreditTerms = Type.Object(
  {
    limitFen: Fen('账期额度（分）'),
    /** Limit minus what its unpaid credit orders owe. */
    availableFen: Fen('可用额度（分）'),
    termDays: Type.Integer({ minimum: 0, maximum: 3650, description: '账期天数' }),
  },
  { additionalProperties: false },
);
export type CreditTerms = Static<typeof CreditTerms>;

/** A checkout draft (tmp order), with prices re-read at the moment it is read. */
export const DraftView = Type.Object(
  {
    id: Id('待提交订单编号'),
    tmpNo: Text(20, '待提交订单号'),
    orderType: OrderTypeSchema,
    source: DraftSourceSchema,
    status: DraftStatusSchema,
    statusText: Text(20, '状态名称'),
    saleOrderId: Nullable(Id('提交后生成的订单编号')),
    priceKind: PriceKindSchema,
    lines: Type.Array(DraftLine, { maxItems: 1000, description: '商品行' }),
    goodsAmountFen: Fen('商品金额（分）'),
    freightFen: Fen('运费（分）'),
    totalFen: Fen('应付总额（分）'),
    totalNum: Qty('商品件数'),
    /** True when every line can be ordered now. */
    orderable: Type.Boolean({ description: '能否下单（每一行都可下单）' }),
    payMethods: Type.Array(PayMethodSchema, { maxItems: 3, description: '可选的支付方式' }),
    /** Credit terms of an enterprise with 账期, else null. */
    credit: Type.Union([CreditTerms, Type.Null()], { description: '账期（有账期的企业会员）' }),
    /** Issue 38: a company member's PO setting, cost centre, budgets and the approval the order would need; null for a personal member. */
    company: Nullable(CheckoutCompany),
    createdAt: Time('创建时间'),
  },
  { additionalProperties: false },
);
export type DraftView = Static<typeof DraftView>;

export const DraftPreview = Type.Object(
  { goodsId: Id('商品编号'), model: Text(200, '型号'), name: Text(200, '商品名称'), imageUrl: Text(500, '商品图片'), num: Qty('数量') },
  { additionalProperties: false },
);

export const DraftSummary = Type.Object(
  {
    id: Id('待提交订单编号'),
    tmpNo: Text(20, '待提交订单号'),
    orderType: OrderTypeSchema,
    source: DraftSourceSchema,
    status: DraftStatusSchema,
    statusText: Text(20, '状态名称'),
    saleOrderId: Nullable(Id('提交后生成的订单编号')),
    lineCount: Qty('商品行数'),
    totalNum: Qty('商品件数'),
    /** At today's prices. */
    totalFen: Fen('应付总额（分，按当前价格）'),
    previews: Type.Array(DraftPreview, { maxItems: 3, description: '前三行商品' }),
    createdAt: Time('创建时间'),
  },
  { additionalProperties: false },
);
export type DraftSummary = Static<typeof DraftSummary>;

/** What unified/create answers (the same body again for a repeated client key). */
export const SubmittedOrder = Type.Object(
  {
    orderId: Id('订单编号'),
    orderNo: Text(20, '订单号'),
    status: OrderStatusSchema,
    payMethod: PayMethodSchema,
    totalFen: Fen('应付总额（分）'),
    payDeadline: NullableTime('付款期限'),
    payDueAt: NullableTime('账期还款日'),
  },
  { additionalProperties: false },
);
export type SubmittedOrder = Static<typeof SubmittedOrder>;

export const OrderLineView = Type.Object(
  {
    id: Id('订单行编号'),
    goodsId: Id('商品编号'),
    goodsCode: Text(60, '商品编码'),
    model: Text(200, '型号'),
    name: Text(200, '商品名称'),
    brandName: Text(100, '品牌'),
    unit: Text(20, '单位'),
    imageUrl: NullableText(500, '商品图片'),
    num: Qty('数量'),
    unitPriceFen: Fen('单价（分）'),
    lineFen: Fen('小计（分）'),
    /** The buyer's own 物料编码 and 备注 carried from a batch enquiry line (via the cart), else null. */
    buyerCode: NullableText(200, '贵司物料编码（来自批量询价）'),
    buyerRemark: NullableText(200, '备注（来自批量询价）'),
  },
  { additionalProperties: false },
);
export type OrderLineView = Static<typeof OrderLineView>;

/** none: nothing given back; partial: some; full: all the order's money (or what it owed) given back. */
export const REFUND_STATES = ['none', 'partial', 'full'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const RefundStateSchema = Type.Unsafe<RefundState>({ type: 'string', enum: [...REFUND_STATES], description: '退款情况（none 无，partial 部分退款，full 已全额退款）' });

/** Where an order stands with refunds: money back (refunded) and credit owed no more (relief) against what it came to. */
export function refundStateOf(o: { totalFen: number; refundedFen: number; creditReliefFen: number }): RefundState {
  const back = o.refundedFen + o.creditReliefFen;
  if (back <= 0) return 'none';
  return back >= o.totalFen ? 'full' : 'partial';
}

const orderSummaryFields = {
  id: Id('订单编号'),
  orderNo: Text(20, '订单号'),
  orderType: OrderTypeSchema,
  status: OrderStatusSchema,
  statusText: Text(20, '状态名称'),
  payMethod: Type.Union([PayMethodSchema, Type.Null()], { description: '支付方式' }),
  payMethodText: NullableText(20, '支付方式名称'),
  totalFen: Fen('应付总额（分）'),
  paidFen: Fen('已付金额（分）'),
  lineCount: Qty('商品行数'),
  totalNum: Qty('商品件数'),
  /** The first three lines. */
  lines: Type.Array(OrderLineView, { maxItems: 1000, description: '商品行（列表中为前三行）' }),
  payDeadline: NullableTime('付款期限'),
  payDueAt: NullableTime('账期还款日'),
  createdAt: Time('下单时间'),
  /** What the buyer may do now. */
  canPay: Type.Boolean({ description: '可在线付款' }),
  canUploadReceipt: Type.Boolean({ description: '可上传转账回单' }),
  canCancel: Type.Boolean({ description: '可取消' }),
  /** Issue 34: the member confirms receipt of a shipped order (sale/memberConfirmReceipt). */
  canConfirmReceipt: Type.Boolean({ description: '可确认收货（已发货）' }),
  /** Issue 37: 再次购买 is the placer's (while their role may order); false on a colleague's order. */
  canReorder: Type.Boolean({ description: '可再次购买（本人下的订单）' }),
  /** Issue 34: money given back by after-sales (refund_payment settled; credit relief not included). */
  refundedFen: Fen('已退款金额（分）'),
  netPaidFen: Fen('实付净额（分）：已付金额减已退款金额'),
  refundState: RefundStateSchema,
  /** Issue 37: who placed the order, on a company's order (null on a personal member's). */
  buyerName: NullableText(40, '下单人（企业订单）'),
  /** Issue 38: the company's own PO number and cost centre given at checkout (null when none). */
  poNumber: NullableText(40, '采购单号'),
  costCentre: NullableText(20, '成本中心'),
  /** Issue 38: where the order stands in approval; null when it needed none. */
  approvalStatus: Nullable(ApprovalStatusField),
  approvalStatusText: NullableText(20, '审批状态名称'),
};

export const OrderSummary = Type.Object(orderSummaryFields, { additionalProperties: false });
export type OrderSummary = Static<typeof OrderSummary>;

export const AddressSnapshot = Type.Object(
  {
    consignee: Text(50, '收货人'),
    mobile: Text(20, '手机号'),
    regionText: Text(200, '所在地区'),
    detail: Text(300, '详细地址'),
    postcode: Type.Optional(NullableText(10, '邮编')),
  },
  { additionalProperties: false },
);
export type AddressSnapshot = Static<typeof AddressSnapshot>;

export const InvoiceSnapshot = Type.Object(
  {
    invoiceType: Type.Integer({ minimum: 1, maximum: 2, description: '发票类型（1 普通，2 专用）' }),
    invoiceTypeText: Text(20, '发票类型名称'),
    titleType: Type.Integer({ minimum: 1, maximum: 2, description: '抬头类型（1 个人，2 单位）' }),
    title: Text(100, '发票抬头'),
    taxNo: NullableText(30, '纳税人识别号'),
    regAddress: NullableText(200, '注册地址'),
    regPhone: NullableText(30, '注册电话'),
    bankName: NullableText(100, '开户银行'),
    bankAccount: NullableText(50, '银行账号'),
  },
  { additionalProperties: false },
);
export type InvoiceSnapshot = Static<typeof InvoiceSnapshot>;

export const PaymentView = Type.Object(
  {
    id: Id('付款编号'),
    /** sandbox, bankTransfer or credit. */
    provider: Text(30, '付款渠道（sandbox 在线支付，bankTransfer 对公转账）'),
    purpose: PaymentPurposeSchema,
    amountFen: Fen('金额（分）'),
    status: PaymentStatusSchema,
    statusText: Text(20, '付款状态名称'),
    receiptUrl: NullableText(500, '回单文件'),
    receiptType: NullableText(50, '回单文件类型'),
    note: NullableText(500, '备注'),
    createdAt: Time('提交时间'),
    reviewedAt: NullableTime('审核时间'),
  },
  { additionalProperties: false },
);
export type PaymentView = Static<typeof PaymentView>;

export const StatusLogView = Type.Object(
  {
    fromStatus: Nullable(Type.Integer({ minimum: 0, maximum: 6, description: '原状态' })),
    toStatus: Type.Integer({ minimum: 0, maximum: 6, description: '新状态' }),
    text: Text(100, '说明'),
    actor: Text(60, '操作人'),
    /** Issue 34: who it was, in Chinese (买家, the staff member's role 客服/财务/仓库/运营/管理员, 支付平台, 系统). */
    actorText: Text(20, '操作人（中文）'),
    note: NullableText(500, '备注'),
    createdAt: Time('时间'),
  },
  { additionalProperties: false },
);
export type StatusLogView = Static<typeof StatusLogView>;

/** One refund of an order: the after-sales request it came from (number, link id) and the money. */
export const OrderRefundView = Type.Object(
  {
    refundId: Id('售后单编号（/afterSaleDetail/{refundId}）'),
    refundNo: Text(30, '售后单号'),
    amountFen: Fen('退款金额（分）'),
    methodText: Text(20, '退款方式'),
    settled: Type.Boolean({ description: '已退款（false：退款中）' }),
    statusText: Text(20, '退款状态'),
    settledAt: NullableTime('退款时间'),
  },
  { additionalProperties: false },
);
export type OrderRefundView = Static<typeof OrderRefundView>;

export const OrderDetail = Type.Object(
  {
    ...orderSummaryFields,
    lines: Type.Array(OrderLineView, { maxItems: 1000, description: '商品行' }),
    goodsAmountFen: Fen('商品金额（分）'),
    freightFen: Fen('运费（分）'),
    discountFen: Fen('优惠（分）'),
    address: AddressSnapshot,
    invoice: Type.Union([InvoiceSnapshot, Type.Null()], { description: '发票信息' }),
    /**
     * What the invoice's remarks carry: first, on a company order with them, "采购单号：X；成本中心：Y"
     * (issue 38), then the lines' buyer codes (one per line with a code), e.g. ["6205-2RSH 物料编码 WL-001"].
     */
    invoiceRemarks: Type.Array(Text(300, '发票备注（采购单号与成本中心；每行：型号 物料编码 X）'), { description: '开票时写入发票备注的采购单号、成本中心与物料编码（无则为空）' }),
    remark: NullableText(200, '订单备注'),
    carrier: NullableText(30, '物流公司'),
    trackingNo: NullableText(40, '物流单号'),
    paidAt: NullableTime('付款时间'),
    shippedAt: NullableTime('发货时间'),
    completedAt: NullableTime('完成时间'),
    cancelledAt: NullableTime('取消时间'),
    cancelReason: NullableText(100, '取消原因'),
    payments: Type.Array(PaymentView, { maxItems: 1000, description: '付款记录' }),
    timeline: Type.Array(StatusLogView, { maxItems: 1000, description: '状态流转' }),
    /** Issue 34: each refund of the order (settled or on its way), oldest first. */
    refunds: Type.Array(OrderRefundView, { maxItems: 1000, description: '退款记录' }),
    /** Shown for bank transfer and credit orders. */
    bankAccount: Type.Union([BankAccount, Type.Null()], { description: '收款账户（对公转账、账期订单）' }),
  },
  { additionalProperties: false },
);
export type OrderDetail = Static<typeof OrderDetail>;

export const MemberStatistics = Type.Object(
  {
    awaitingPayment: Qty('待付款订单数'),
    awaitingConfirmation: Qty('待提交订单数'),
    awaitingShipment: Qty('待发货订单数'),
    shipped: Qty('已发货订单数'),
    completed: Qty('已完成订单数'),
    cancelled: Qty('已取消订单数'),
    totalOrders: Qty('订单总数'),
    /** What the member has paid, all time and this calendar year (China time). */
    paidFen: Fen('累计付款（分）'),
    paidThisYearFen: Fen('今年付款（分）'),
    cartLines: Qty('购物车商品数'),
    favourites: Qty('收藏数'),
    openDrafts: Qty('待提交订单数（未提交）'),
  },
  { additionalProperties: false },
);
export type MemberStatistics = Static<typeof MemberStatistics>;

/** future/getRestPayInfo/{id}: what a credit order still owes. */
export const RestPayInfo = Type.Object(
  {
    orderId: Id('订单编号'),
    orderNo: Text(20, '订单号'),
    totalFen: Fen('应付总额（分）'),
    paidFen: Fen('已还金额（分）'),
    /** Receipts waiting for staff (not yet in paidFen). */
    pendingFen: Fen('待确认的还款（分）'),
    restFen: Fen('待还金额（分）'),
    payDueAt: NullableTime('账期还款日'),
    overdue: Type.Boolean({ description: '是否逾期' }),
    bankAccount: BankAccount,
    payments: Type.Array(PaymentView, { maxItems: 1000, description: '还款记录' }),
  },
  { additionalProperties: false },
);
export type RestPayInfo = Static<typeof RestPayInfo>;

/** POST /common/api/pay answers where to send the buyer. */
export const PayStart = Type.Object(
  { paymentId: Id('付款编号'), payUrl: Text(2000, '支付页面地址'), amountFen: Fen('支付金额（分）') },
  { additionalProperties: false },
);
export type PayStart = Static<typeof PayStart>;
