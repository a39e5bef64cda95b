// What the staff order API (POST /order/api/staff/order/*) and the orders CLI show of an order:
// the order's money and status, the buyer, and the payments that wait for a reviewer. One schema
// (the server's response schema) and its type of the same name.
import { Type, type Static } from 'typebox';
import { ID_MAX } from '../shared/row-id.ts';
import { Nullable } from '../shared/nullable.ts';
import { PaymentView } from './orders.ts';
import { OrderStatusSchema, PayMethodSchema } from './order-status.ts';
import { OrderTypeSchema } from './order-rules.ts';
import { OrderExportBody } from './order-payloads.ts';
import { ApprovalStatusField } from '../approvals/approval-views.ts';

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
    /** Issue 38: the buyer's PO number and cost centre, and the approval (null: none needed). */
    poNumber: NullableText(40, '采购单号'),
    costCentre: NullableText(20, '成本中心'),
    approvalStatus: Nullable(ApprovalStatusField),
    approvalStatusText: NullableText(20, '审批状态名称'),
    /** Receipts (and unpaid gateway attempts) still waiting, oldest first. */
    pendingPayments: Type.Array(PaymentView, { maxItems: 1000, description: '待确认的付款（最早的在前）' }),
  },
  { additionalProperties: false },
);
export type StaffOrderRow = Static<typeof StaffOrderRow>;

/**
 * staff/order/export: the member list's filters (status, keyword, date range; no paging) and,
 * for the staff, one member by id. The keyword reads as on /myOrder: an order number or a goods
 * model, name or code.
 */
export const StaffOrderExportBody = Type.Object(
  {
    ...OrderExportBody.properties,
    memberId: Type.Optional(Type.Integer({ minimum: 1, maximum: ID_MAX, description: '只导出该会员的订单（不传为全部会员）' })),
  },
  { additionalProperties: false },
);
export type StaffOrderExportBody = Static<typeof StaffOrderExportBody>;

/** staff/order/export's answer: the .xlsx inside the envelope, like every staff answer (decisions.md). */
export const StaffOrderExportFile = Type.Object(
  {
    fileName: Type.String({ maxLength: 100, description: '文件名' }),
    mime: Type.String({ maxLength: 100, description: '文件类型' }),
    orders: Type.Integer({ minimum: 0, maximum: 1_000_000, description: '表格中的订单数' }),
    truncated: Type.Boolean({ description: '符合条件的订单多于上限，只导出了最近的订单' }),
    base64: Type.String({ maxLength: 50_000_000, description: '文件内容（Base64）' }),
  },
  { additionalProperties: false },
);
export type StaffOrderExportFile = Static<typeof StaffOrderExportFile>;
