// After-sales (售后, issue 16): the statuses of a refund request, its two types and the reasons a
// member picks from. The single definition the after-sales feature builds on and the dictionaries
// (GET /open/sys/dict/data/refund_status, refund_type, refund_reason) serve. Flow:
// 申请中 -> (staff) 已同意 / 已拒绝; for a return 已同意 -> (member) 已寄回 -> (staff) 已收货 / 拒收;
// -> (finance) 退款中 -> 已退款; the member may cancel (已取消) before goods are sent back.
// Every change is a named transition of REFUND_TRANSITIONS, applied by the server's one move function.
import { IntEnum } from '../shared/int-enum.ts';

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
export const REFUND_STATUSES: readonly RefundStatus[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
export const RefundStatusSchema = IntEnum<RefundStatus>([...REFUND_STATUSES], '售后状态（0 申请中，1 已同意，2 已拒绝，3 已寄回，4 已收货，5 拒收，6 退款中，7 已退款，8 已取消）');

export const REFUND_STATUS_TEXT: Record<RefundStatus, string> = {
  0: '申请中',
  1: '已同意',
  2: '已拒绝',
  3: '已寄回',
  4: '已收货',
  5: '拒收',
  6: '退款中',
  7: '已退款',
  8: '已取消',
};

/** 仅退款 (not shipped, short-shipped, price difference) and 退货退款 (goods come back). */
export const REFUND_TYPE = { refundOnly: 1, returnAndRefund: 2 } as const;
export type RefundType = (typeof REFUND_TYPE)[keyof typeof REFUND_TYPE];
export const RefundTypeSchema = IntEnum<RefundType>([1, 2], '售后类型（1 仅退款，2 退货退款）');
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

/** Everything that can happen to a request, and who does it. */
export type RefundTransition =
  /** staff */
  | 'approve'
  /** staff, with a reason */
  | 'reject'
  /** member, a return only: carrier and tracking number */
  | 'shipBack'
  /** staff: goods back (received and damaged quantities) */
  | 'receive'
  /** staff: goods back refused */
  | 'refuseReturn'
  /** finance: money on its way back */
  | 'refund'
  /** the provider's notification or the recorded transfer: money back */
  | 'settle'
  /** member, before goods are sent back */
  | 'cancel';

type Name = keyof typeof REFUND_STATUS;
/** Which transition leads where from each status; a transition a status does not list is refused. */
export const REFUND_TRANSITIONS = {
  applying: { approve: 'agreed', reject: 'refused', cancel: 'cancelled' },
  agreed: { shipBack: 'awaitingReturn', refund: 'refunding', cancel: 'cancelled' },
  refused: {},
  awaitingReturn: { receive: 'received', refuseReturn: 'returnRefused' },
  received: { refund: 'refunding' },
  returnRefused: {},
  refunding: { settle: 'refunded' },
  refunded: {},
  cancelled: {},
} as const satisfies Record<Name, Partial<Record<RefundTransition, Name>>>;

/** What each transition is called in a refusal (「售后单当前状态为「已拒绝」，不能取消」). */
export const REFUND_TRANSITION_TEXT: Record<RefundTransition, string> = {
  approve: '同意',
  reject: '拒绝',
  shipBack: '填写退货物流',
  receive: '确认收货',
  refuseReturn: '拒收',
  refund: '退款',
  settle: '确认退款到账',
  cancel: '取消',
};

const NAME_OF = Object.fromEntries(Object.entries(REFUND_STATUS).map(([k, v]) => [v, k])) as Record<RefundStatus, Name>;

/** The status `transition` leads to from `from`, or null when `from` does not allow it. */
export function nextRefundStatus(from: RefundStatus, transition: RefundTransition): RefundStatus | null {
  const moves: Partial<Record<RefundTransition, Name>> = REFUND_TRANSITIONS[NAME_OF[from]];
  const to = moves[transition];
  return to === undefined ? null : REFUND_STATUS[to];
}

/** Statuses whose quantities and money still count against the order (not refused, refused back or cancelled). */
export function isLiveRefund(status: RefundStatus): boolean {
  return status !== REFUND_STATUS.refused && status !== REFUND_STATUS.returnRefused && status !== REFUND_STATUS.cancelled;
}

