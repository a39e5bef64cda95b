// One schema per order-service payload, shared by the SPA and the server.
import { Type, type Static } from 'typebox';
import { Nullable } from './nullable.ts';
import { PageQuery } from './page-query.ts';

const Id = Type.Integer({ minimum: 1 });

/** tmp/personalOrder and tmp/enterpriseOrder: buy one goods now. */
export const QuickBuyBody = Type.Object({ goodsId: Id, num: Type.Integer({ minimum: 1, maximum: 99_999 }) });
export type QuickBuyBody = Static<typeof QuickBuyBody>;

/** tmp/cartPersonalOrder and tmp/cartEnterpriseOrder: the ticked cart lines. */
export const CartCheckoutBody = Type.Object({ cartIds: Type.Array(Id, { minItems: 1, maxItems: 200 }) });
export type CartCheckoutBody = Static<typeof CartCheckoutBody>;

/** tmp/xuOrder: buy a past order's goods again. */
export const ReorderBody = Type.Object({ orderId: Id });
export type ReorderBody = Static<typeof ReorderBody>;

/** tmp/unified/create: turn a draft into an order. */
export const SubmitOrderBody = Type.Object({
  tmpOrderId: Id,
  addressId: Id,
  invoiceId: Type.Optional(Nullable(Id)),
  payMethod: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  remark: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  /** The idempotency key, made once per checkout page (a UUID). */
  clientKey: Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' }),
  /** The total the buyer saw; a different server total refuses with ORDER_CODE.priceChanged. */
  expectedTotalFen: Type.Integer({ minimum: 0 }),
});
export type SubmitOrderBody = Static<typeof SubmitOrderBody>;

export const DraftListBody = Type.Intersect([PageQuery, Type.Object({ status: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 2 }))) })]);
export type DraftListBody = Static<typeof DraftListBody>;

export const IdBody = Type.Object({ id: Id });
export type IdBody = Static<typeof IdBody>;

export const OrderListBody = Type.Intersect([
  PageQuery,
  Type.Object({
    status: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 5 }))),
    /** An order number or a goods model, name or code. */
    keyword: Type.Optional(Type.String({ maxLength: 60 })),
    startDate: Type.Optional(Type.String({ format: 'date' })),
    endDate: Type.Optional(Type.String({ format: 'date' })),
  }),
]);
export type OrderListBody = Static<typeof OrderListBody>;

export const CancelOrderBody = Type.Object({ id: Id, reason: Type.String({ minLength: 1, maxLength: 100 }) });
export type CancelOrderBody = Static<typeof CancelOrderBody>;

/** sale/findMemberOrderInfo: look an order up by its number. */
export const OrderNoBody = Type.Object({ orderNo: Type.String({ pattern: '^SO\\d{12}$' }) });
export type OrderNoBody = Static<typeof OrderNoBody>;

/** common/api/pay: start an online payment of an order. */
export const PayBody = Type.Object({
  orderId: Id,
  channel: Type.Optional(Type.Literal('sandbox')),
  /** An SPA path to come back to (defaults to /myOrderDetail/{id}). */
  returnPath: Type.Optional(Type.String({ pattern: '^/[A-Za-z0-9/_?=&.-]*$', maxLength: 200 })),
});
export type PayBody = Static<typeof PayBody>;

/** Staff: ship with a tracking number. */
export const ShipBody = Type.Object({ orderId: Id, carrier: Type.String({ minLength: 1, maxLength: 30 }), trackingNo: Type.String({ pattern: '^[A-Za-z0-9-]{6,40}$' }) });
export type ShipBody = Static<typeof ShipBody>;

/** Staff: accept or refuse a payment receipt. */
export const ReviewPaymentBody = Type.Object({ paymentId: Id, approve: Type.Boolean(), note: Type.Optional(Type.String({ maxLength: 200 })) });
export type ReviewPaymentBody = Static<typeof ReviewPaymentBody>;
