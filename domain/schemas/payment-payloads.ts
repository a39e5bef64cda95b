// One schema per payment and staff-order payload (docs/api/payments.md). Multipart forms are
// checked field by field with these after their parts are read.
import { Type, type Static } from 'typebox';
import { PageQuery } from './page-query.ts';
import { Nullable } from './nullable.ts';

const Id = Type.Integer({ minimum: 1 });

/** sale/memberUploadPayReceipt (multipart): the text fields besides `file`. */
export const ReceiptFields = Type.Object({ orderId: Id });
export type ReceiptFields = Static<typeof ReceiptFields>;

/** future/memberUploadPayReceipt (multipart): a credit repayment of amountFen, besides `file`. */
export const CreditReceiptFields = Type.Object({ orderId: Id, amountFen: Type.Integer({ minimum: 1, maximum: 100_000_000_000 }) });
export type CreditReceiptFields = Static<typeof CreditReceiptFields>;

/** staff/order/list. */
export const StaffOrderListBody = Type.Intersect([
  PageQuery,
  Type.Object({
    status: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 5 }))),
    /** An order number or part of one. */
    keyword: Type.Optional(Type.String({ maxLength: 40 })),
  }),
]);
export type StaffOrderListBody = Static<typeof StaffOrderListBody>;

/** staff/order/complete. */
export const OrderIdBody = Type.Object({ orderId: Id });
export type OrderIdBody = Static<typeof OrderIdBody>;

/** The fields of a sandbox checkout link, as signed by the provider. */
export const SandboxCheckoutFields = Type.Object({
  paymentId: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }),
  orderNo: Type.String({ minLength: 1, maxLength: 40 }),
  amountFen: Type.String({ pattern: '^[0-9]{1,15}$' }),
  subject: Type.String({ maxLength: 100 }),
  returnUrl: Type.String({ maxLength: 200 }),
  sign: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});
export type SandboxCheckoutFields = Static<typeof SandboxCheckoutFields>;

/** The sandbox page's form post: the signed link fields and the buyer's choice. */
export const SandboxDecisionBody = Type.Intersect([SandboxCheckoutFields, Type.Object({ decision: Type.Union([Type.Literal('paid'), Type.Literal('failed')]) })]);
export type SandboxDecisionBody = Static<typeof SandboxDecisionBody>;
