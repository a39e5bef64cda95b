// One schema per payment and staff-order payload (docs/api/payments.md). Multipart forms are
// checked field by field with these after their parts are read.
import { Type, type Static } from 'typebox';
import { ID_MAX } from '../shared/row-id.ts';
import { PageQuery } from '../shared/page-query.ts';
import { Nullable } from '../shared/nullable.ts';

const Id = Type.Integer({ minimum: 1, maximum: ID_MAX, description: '订单编号' });
const closed = { additionalProperties: false } as const;

/** The longest payer account name a receipt takes (characters, after trimming). */
export const PAYER_NAME_MAX = 60;
/** The largest amount a receipt may state (fen): ¥1,000,000,000.00. */
export const RECEIPT_AMOUNT_MAX_FEN = 100_000_000_000;

/**
 * sale/memberUploadPayReceipt (multipart): the text fields besides `file`: the order, the amount
 * the member says was transferred (fen) and the payer account's name (trimmed), issue 34.
 */
export const ReceiptFields = Type.Object(
  {
    orderId: Id,
    amountFen: Type.Integer({ minimum: 1, maximum: RECEIPT_AMOUNT_MAX_FEN, description: '本次转账金额（分，大于 0 的整数）' }),
    payerName: Type.String({ minLength: 1, maxLength: PAYER_NAME_MAX, description: '付款账户名称（去掉首尾空格，1 至 60 个字）' }),
  },
  closed,
);
export type ReceiptFields = Static<typeof ReceiptFields>;

/** future/memberUploadPayReceipt (multipart): a credit repayment of amountFen, besides `file`. */
export const CreditReceiptFields = Type.Object({ orderId: Id, amountFen: Type.Integer({ minimum: 1, maximum: 100_000_000_000, description: '还款金额（分）' }) }, closed);
export type CreditReceiptFields = Static<typeof CreditReceiptFields>;

/** staff/order/list. */
export const StaffOrderListBody = Type.Object(
  {
    ...PageQuery.properties,
    status: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 6, description: '订单状态（不传为全部）' }))),
    /** An order number or part of one. */
    keyword: Type.Optional(Type.String({ maxLength: 40, description: '订单号（可只填一部分）' })),
  },
  closed,
);
export type StaffOrderListBody = Static<typeof StaffOrderListBody>;

/** staff/order/complete. */
export const OrderIdBody = Type.Object({ orderId: Id }, closed);
export type OrderIdBody = Static<typeof OrderIdBody>;

/** The fields of a sandbox checkout link, as signed by the provider. */
export const SandboxCheckoutFields = Type.Object({
  paymentId: Type.String({ pattern: '^[1-9][0-9]{0,15}$', maxLength: 16 }),
  orderNo: Type.String({ minLength: 1, maxLength: 40 }),
  amountFen: Type.String({ pattern: '^[0-9]{1,15}$', maxLength: 15 }),
  subject: Type.String({ maxLength: 100 }),
  returnUrl: Type.String({ maxLength: 200 }),
  sign: Type.String({ pattern: '^[0-9a-f]{64}$', maxLength: 64 }),
}, closed);
export type SandboxCheckoutFields = Static<typeof SandboxCheckoutFields>;

/** The sandbox page's form post: the signed link fields and the buyer's choice. */
export const SandboxDecisionBody = Type.Object({ ...SandboxCheckoutFields.properties, decision: Type.Union([Type.Literal('paid'), Type.Literal('failed')]) }, closed);
export type SandboxDecisionBody = Static<typeof SandboxDecisionBody>;
