// One schema per order-service payload, shared by the SPA and the server. Objects refuse unknown
// properties; every number and string is bounded; field labels are the OpenAPI descriptions.
import { Type, type Static } from 'typebox';
import { DateText } from '../shared/date-field.ts';
import { ID_MAX } from '../shared/row-id.ts';
import { Nullable } from '../shared/nullable.ts';
import { PageQuery } from '../shared/page-query.ts';
import { CompanyScopeFields } from '../shared/company-scope.ts';
import { PO_NUMBER_MAX, PO_NUMBER_PATTERN } from '../approvals/approval-rules.ts';
import { COST_CENTRE_MAX, COST_CENTRE_PATTERN } from '../company/company-limits.ts';

const Id = (description: string) => Type.Integer({ minimum: 1, maximum: ID_MAX, description });
const closed = { additionalProperties: false } as const;

/** tmp/personalOrder and tmp/enterpriseOrder: buy one goods now. */
export const QuickBuyBody = Type.Object({ goodsId: Id('商品编号'), num: Type.Integer({ minimum: 1, maximum: 99_999, description: '数量' }) }, closed);
export type QuickBuyBody = Static<typeof QuickBuyBody>;

/** tmp/cartPersonalOrder and tmp/cartEnterpriseOrder: the ticked cart lines. */
export const CartCheckoutBody = Type.Object({ cartIds: Type.Array(Id('购物车行编号'), { minItems: 1, maxItems: 200, description: '勾选的购物车行' }) }, closed);
export type CartCheckoutBody = Static<typeof CartCheckoutBody>;

/** tmp/xuOrder: buy a past order's goods again. */
export const ReorderBody = Type.Object({ orderId: Id('原订单编号') }, closed);
export type ReorderBody = Static<typeof ReorderBody>;

/** tmp/unified/create: turn a draft into an order. */
export const SubmitOrderBody = Type.Object(
  {
    tmpOrderId: Id('待提交订单编号'),
    addressId: Id('收货地址编号'),
    invoiceId: Type.Optional(Nullable(Id('开票信息编号（企业订单必填）'))),
    payMethod: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '支付方式（1 在线支付，2 对公转账，3 账期支付）' }),
    remark: Type.Optional(Nullable(Type.String({ maxLength: 200, description: '订单备注' }))),
    /** The idempotency key, made once per checkout page (a UUID). */
    clientKey: Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$', maxLength: 64, description: '幂等键（每个结算页生成一次）' }),
    /** The total the buyer saw; a different server total refuses with ORDER_CODE.priceChanged. */
    expectedTotalFen: Type.Integer({ minimum: 0, maximum: 10_000_000_000_000, description: '买家看到的应付总额（分）' }),
    /** Issue 38: the buyer's PO number (required when the company says so) and cost centre. */
    poNumber: Type.Optional(Nullable(Type.String({ maxLength: PO_NUMBER_MAX, pattern: PO_NUMBER_PATTERN, description: '采购单号（企业设置必填时必填）' }))),
    costCentre: Type.Optional(Nullable(Type.String({ maxLength: COST_CENTRE_MAX, pattern: COST_CENTRE_PATTERN, description: '成本中心（默认为下单人部门的成本中心代码）' }))),
  },
  closed,
);
export type SubmitOrderBody = Static<typeof SubmitOrderBody>;

export const DraftListBody = Type.Object(
  { ...PageQuery.properties, status: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 2, description: '状态（0 待确认，1 已提交，2 已取消；不传为全部）' }))) },
  closed,
);
export type DraftListBody = Static<typeof DraftListBody>;

export const IdBody = Type.Object({ id: Id('编号') }, closed);
export type IdBody = Static<typeof IdBody>;

export const OrderListBody = Type.Object(
  {
    ...PageQuery.properties,
    status: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 6, description: '订单状态（不传为全部）' }))),
    /** An order number or a goods model, name or code. */
    keyword: Type.Optional(Type.String({ maxLength: 60, description: '订单号或商品型号、名称、编码' })),
    startDate: Type.Optional(DateText('下单日期起（北京时间）')),
    endDate: Type.Optional(DateText('下单日期止（北京时间）')),
    /** Issue 37: 我的 or 全公司, by member and department. */
    ...CompanyScopeFields,
  },
  closed,
);
export type OrderListBody = Static<typeof OrderListBody>;

/** sale/findOrderStatusCnt (issue 37): the counts follow the list's scope; no body counts 我的. */
export const OrderCountBody = Type.Object({ ...CompanyScopeFields }, closed);
export type OrderCountBody = Static<typeof OrderCountBody>;

/** The most recent orders one export holds (sale/exportMyOrders, staff/order/export, npm run orders -- export). */
export const ORDER_EXPORT_MAX_ORDERS = 2000;

/** sale/exportMyOrders: the member order list's filters, without paging. */
export const OrderExportBody = Type.Object(
  {
    status: OrderListBody.properties.status,
    keyword: OrderListBody.properties.keyword,
    startDate: OrderListBody.properties.startDate,
    endDate: OrderListBody.properties.endDate,
    /** Issue 37: the list's scope, so 全公司 exports what 全公司 shows (with a 下单人 column). */
    ...CompanyScopeFields,
  },
  closed,
);
export type OrderExportBody = Static<typeof OrderExportBody>;

export const CancelOrderBody = Type.Object({ id: Id('订单编号'), reason: Type.String({ minLength: 1, maxLength: 100, description: '取消原因' }) }, closed);
export type CancelOrderBody = Static<typeof CancelOrderBody>;

/** sale/memberConfirmReceipt (issue 34): the member confirms a shipped order arrived. */
export const ConfirmReceiptBody = Type.Object({ orderId: Id('订单编号') }, closed);
export type ConfirmReceiptBody = Static<typeof ConfirmReceiptBody>;

/** sale/findMemberOrderInfo: look an order up by its number. */
export const OrderNoBody = Type.Object({ orderNo: Type.String({ pattern: '^SO\\d{12}$', maxLength: 14, description: '订单号' }) }, closed);
export type OrderNoBody = Static<typeof OrderNoBody>;

/** common/api/pay: start an online payment of an order. */
export const PayBody = Type.Object(
  {
    orderId: Id('订单编号'),
    channel: Type.Optional(Type.Literal('sandbox', { description: '支付渠道' })),
    /** An SPA path to come back to (defaults to /myOrderDetail/{id}). */
    returnPath: Type.Optional(Type.String({ pattern: '^/[A-Za-z0-9/_?=&.-]*$', maxLength: 200, description: '支付后返回的页面（本站路径）' })),
  },
  closed,
);
export type PayBody = Static<typeof PayBody>;

/** Staff: ship with a tracking number. */
export const ShipBody = Type.Object(
  {
    orderId: Id('订单编号'),
    carrier: Type.String({ minLength: 1, maxLength: 30, description: '物流公司' }),
    trackingNo: Type.String({ pattern: '^[A-Za-z0-9-]{6,40}$', maxLength: 40, description: '物流单号' }),
  },
  closed,
);
export type ShipBody = Static<typeof ShipBody>;

/** Staff: accept or refuse a payment receipt. */
export const ReviewPaymentBody = Type.Object(
  {
    paymentId: Id('付款编号'),
    approve: Type.Boolean({ description: '确认收款（false 为驳回）' }),
    note: Type.Optional(Type.String({ maxLength: 200, description: '备注（驳回时必填）' })),
    /** Issue 34: confirming a receipt whose stated amount differs from the amount due, or was not stated. */
    acknowledgeMismatch: Type.Optional(Type.Boolean({ description: '已核对银行流水，按实收金额确认（会员填写的转账金额与应付金额不符或未填写时，确认收款须为 true）' })),
  },
  closed,
);
export type ReviewPaymentBody = Static<typeof ReviewPaymentBody>;
