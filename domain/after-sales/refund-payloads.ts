// The payloads of the after-sales calls (docs/api/after-sales.md), one TypeBox schema each: the
// server validates with them and the SPA checks its forms with the same ones.
import { Type, type Static } from 'typebox';
import { ID_MAX } from '../shared/row-id.ts';
import { PageQuery } from '../shared/page-query.ts';
import { Nullable } from '../shared/nullable.ts';
import { CompanyScopeFields } from '../shared/company-scope.ts';
import {
  CARRIER_MAX, DESCRIPTION_MAX, EVIDENCE_MAX, REFUND_LINES_MAX, REFUND_QTY_MAX, REFUND_TAB_KEYS, REFUSE_REASON_MAX, TRACKING_NO_PATTERN,
  type RefundTabKey,
} from './refund-rules.ts';
import { REFUND_REASONS, RefundStatusSchema, RefundTypeSchema, type RefundReason } from './refund-status.ts';

const closed = { additionalProperties: false } as const;
const Id = (description: string) => Type.Integer({ minimum: 1, maximum: ID_MAX, description });
const FEN_MAX = 10_000_000_000_000;

export const RefundReasonSchema = Type.Unsafe<RefundReason>({ type: 'string', enum: [...REFUND_REASONS], description: '售后原因（字典 refund_reason）' });
export const RefundTabSchema = Type.Unsafe<RefundTabKey>({ type: 'string', enum: [...REFUND_TAB_KEYS], description: '标签（all 全部，applying 申请中，processing 处理中，refunded 已退款，closed 已关闭）' });

/** An evidence image: the address answered by refund/uploadEvidence. */
export const EvidenceUrl = Type.String({ pattern: '^/files/uploads/[A-Za-z0-9_-]{8,64}$', maxLength: 100, description: '凭证图片地址（refund/uploadEvidence 的返回值）' });

export const RefundLineInput = Type.Object(
  {
    orderLineId: Id('订单行编号'),
    num: Type.Integer({ minimum: 1, maximum: REFUND_QTY_MAX, description: '申请数量' }),
  },
  closed,
);
export type RefundLineInput = Static<typeof RefundLineInput>;

/** writeRefundOrder: one request covering one or more lines of one order. */
export const WriteRefundBody = Type.Object(
  {
    orderId: Id('订单编号'),
    refundType: RefundTypeSchema,
    reason: RefundReasonSchema,
    description: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX, description: '问题描述' })),
    images: Type.Optional(Type.Array(EvidenceUrl, { maxItems: EVIDENCE_MAX, uniqueItems: true, description: '凭证图片（最多 6 张）' })),
    lines: Type.Array(RefundLineInput, { minItems: 1, maxItems: REFUND_LINES_MAX, description: '申请的商品行与数量' }),
    /** Less than the maximum for a price difference; unset asks for the maximum. */
    amountFen: Type.Optional(Type.Integer({ minimum: 1, maximum: FEN_MAX, description: '申请退款金额（分，不超过可退金额；不填为可退全额）' })),
    clientKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', maxLength: 64, description: '客户端幂等键（同一键重复提交只生成一张售后单）' }),
  },
  closed,
);
export type WriteRefundBody = Static<typeof WriteRefundBody>;

/** refund/list: paging, a tab and a keyword (售后单号、订单号或商品名称、型号). */
export const RefundListBody = Type.Object(
  {
    ...PageQuery.properties,
    tab: Type.Optional(RefundTabSchema),
    keyword: Type.Optional(Type.String({ maxLength: 50, description: '售后单号、订单号、商品名称或型号' })),
    /** Issue 37: 我的 or 全公司, by member and department. */
    ...CompanyScopeFields,
  },
  closed,
);
export type RefundListBody = Static<typeof RefundListBody>;

/** refund/findRefundStatusCnt (issue 37): the counts follow the list's scope; no body counts 我的. */
export const RefundCountBody = Type.Object({ ...CompanyScopeFields }, closed);
export type RefundCountBody = Static<typeof RefundCountBody>;

export const RefundIdBody = Type.Object({ id: Id('售后单编号') }, closed);
export type RefundIdBody = Static<typeof RefundIdBody>;

/** refund/shipBack: the member sends the goods back. */
export const ShipBackBody = Type.Object(
  {
    id: Id('售后单编号'),
    carrier: Type.String({ minLength: 1, maxLength: CARRIER_MAX, description: '快递公司' }),
    trackingNo: Type.String({ pattern: TRACKING_NO_PATTERN, maxLength: 40, description: '快递单号' }),
  },
  closed,
);
export type ShipBackBody = Static<typeof ShipBackBody>;

/** Staff list. */
export const StaffRefundQuery = Type.Object(
  {
    ...PageQuery.properties,
    status: Type.Optional(Nullable(RefundStatusSchema)),
    refundType: Type.Optional(RefundTypeSchema),
    keyword: Type.Optional(Type.String({ maxLength: 50, description: '售后单号或订单号' })),
  },
  closed,
);
export type StaffRefundQuery = Static<typeof StaffRefundQuery>;

/** Staff: approve, or reject with a reason. */
export const ReviewRefundBody = Type.Object(
  {
    id: Id('售后单编号'),
    approve: Type.Boolean({ description: 'true 同意，false 拒绝' }),
    reason: Type.Optional(Type.String({ maxLength: REFUSE_REASON_MAX, description: '拒绝原因（拒绝时必填）' })),
  },
  closed,
);
export type ReviewRefundBody = Static<typeof ReviewRefundBody>;

export const ReceivedLine = Type.Object(
  {
    orderLineId: Id('订单行编号'),
    receivedNum: Type.Integer({ minimum: 0, maximum: REFUND_QTY_MAX, description: '收到数量' }),
    damagedNum: Type.Integer({ minimum: 0, maximum: REFUND_QTY_MAX, description: '其中损坏数量' }),
  },
  closed,
);
export type ReceivedLine = Static<typeof ReceivedLine>;

/** Staff: the goods came back (quantities per line), or are refused with a reason. */
export const ReceiveRefundBody = Type.Object(
  {
    id: Id('售后单编号'),
    accept: Type.Boolean({ description: 'true 确认收货，false 拒收' }),
    lines: Type.Optional(Type.Array(ReceivedLine, { maxItems: REFUND_LINES_MAX, description: '每行收到与损坏的数量（确认收货时必填，覆盖申请的每一行）' })),
    reason: Type.Optional(Type.String({ maxLength: REFUSE_REASON_MAX, description: '拒收原因（拒收时必填）' })),
  },
  closed,
);
export type ReceiveRefundBody = Static<typeof ReceiveRefundBody>;

/** Finance: send the money back (a bank-transfer order needs the reference of the transfer back). */
export const PayRefundBody = Type.Object(
  {
    id: Id('售后单编号'),
    transferRef: Type.Optional(Type.String({ pattern: TRACKING_NO_PATTERN, maxLength: 40, description: '退款转账流水号（对公转账订单必填）' })),
  },
  closed,
);
export type PayRefundBody = Static<typeof PayRefundBody>;
