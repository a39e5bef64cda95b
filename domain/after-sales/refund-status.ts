// After-sales (售后, issue 16): the statuses of a refund request, its two types and the reasons a
// member picks from. The single definition the after-sales feature builds on and the dictionaries
// (GET /open/sys/dict/data/refund_status, refund_type, refund_reason) serve. Flow:
// 申请中 -> (staff) 已同意 / 已拒绝; for a return 已同意 -> (member) 待退货 -> (staff) 已收货 / 拒收;
// -> (finance) 退款中 -> 已退款; the member may cancel (已取消) before goods are sent back.

/** The stored number of each status (refund_order.status). */
export const REFUND_STATUS = {
  applying: 0,
  agreed: 1,
  refused: 2,
  awaitingReturn: 3,
  received: 4,
  returnRefused: 5,
  refunding: 6,
  refunded: 7,
  cancelled: 8,
} as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

export const REFUND_STATUS_TEXT: Record<RefundStatus, string> = {
  0: '申请中',
  1: '已同意',
  2: '已拒绝',
  3: '待退货',
  4: '已收货',
  5: '拒收',
  6: '退款中',
  7: '已退款',
  8: '已取消',
};

/** 仅退款 (not shipped, short-shipped, price difference) and 退货退款 (goods come back). */
export const REFUND_TYPE = { refundOnly: 1, returnAndRefund: 2 } as const;
export type RefundType = (typeof REFUND_TYPE)[keyof typeof REFUND_TYPE];
export const REFUND_TYPE_TEXT: Record<RefundType, string> = { 1: '仅退款', 2: '退货退款' };

/** The reasons a member picks from (stored as the text). */
export const REFUND_REASONS = [
  '订单未发货，不想要了',
  '少发、漏发',
  '价格差额退款',
  '商品质量问题',
  '型号规格与描述不符',
  '发错货',
  '运输途中损坏',
  '其他原因',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
