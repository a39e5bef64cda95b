// What the staff order API (POST /order/api/staff/order/*) and the orders CLI show of an order:
// the order's money and status, the buyer, and the payments that wait for a reviewer. One schema
// (the server's response schema) and its type of the same name.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { PaymentView } from './orders.ts';
import { OrderStatusSchema, PayMethodSchema } from './order-status.ts';
import { OrderTypeSchema } from './order-rules.ts';

const Fen = (description: string) => Type.Integer({ minimum: -10_000_000_000_000, maximum: 10_000_000_000_000, description });
const NullableText = (maxLength: number, description: string) => Nullable(Type.String({ maxLength, description }));

export const StaffOrderRow = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '订单编号' }),
    orderNo: Type.String({ maxLength: 20, description: '订单号' }),
    orderType: OrderTypeSchema,
    memberId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '会员编号' }),
    memberMobile: NullableText(20, '会员手机号'),
    /** The company of an enterprise member, else the nickname. */
    memberName: Type.String({ maxLength: 100, description: '会员名称（企业会员为公司名称）' }),
    status: OrderStatusSchema,
    statusText: Type.String({ maxLength: 20, description: '状态名称' }),
    payMethod: Type.Union([PayMethodSchema, Type.Null()], { description: '支付方式' }),
    payMethodText: NullableText(20, '支付方式名称'),
    totalFen: Fen('应付总额（分）'),
    paidFen: Fen('已付金额（分）'),
    payDeadline: NullableText(40, '付款期限'),
    payDueAt: NullableText(40, '账期还款日'),
    carrier: NullableText(30, '物流公司'),
    trackingNo: NullableText(40, '物流单号'),
    createdAt: Type.String({ maxLength: 40, description: '下单时间' }),
    /** Receipts (and unpaid gateway attempts) still waiting, oldest first. */
    pendingPayments: Type.Array(PaymentView, { maxItems: 1000, description: '待确认的付款（最早的在前）' }),
  },
  { additionalProperties: false },
);
export type StaffOrderRow = Static<typeof StaffOrderRow>;
