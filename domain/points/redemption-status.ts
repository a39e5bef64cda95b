// Points mall redemptions (积分兑换, issue 17): the statuses of a redemption order. The single
// definition the points feature builds on and the dictionaries serve
// (GET /open/sys/dict/data/redemption_status). Flow: 待发货 -> 已发货 -> 已完成, or 已取消 with
// the points and stock returned.

/** The stored number of each status (points_order.status). */
export const REDEMPTION_STATUS = { awaitingShipment: 0, shipped: 1, completed: 2, cancelled: 3 } as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUS)[keyof typeof REDEMPTION_STATUS];

export const REDEMPTION_STATUS_TEXT: Record<RedemptionStatus, string> = { 0: '待发货', 1: '已发货', 2: '已完成', 3: '已取消' };

/** Everything that can happen to a redemption: staff ship it, it is received, or it is cancelled (points and stock back). */
export type RedemptionTransition = 'ship' | 'complete' | 'cancel';

/** Which transition leads where from each status; a transition a status does not list is refused. */
export const REDEMPTION_TRANSITIONS: Record<RedemptionStatus, Partial<Record<RedemptionTransition, RedemptionStatus>>> = {
  0: { ship: REDEMPTION_STATUS.shipped, cancel: REDEMPTION_STATUS.cancelled },
  1: { complete: REDEMPTION_STATUS.completed },
  2: {},
  3: {},
};

export const REDEMPTION_TRANSITION_TEXT: Record<RedemptionTransition, string> = { ship: '发货', complete: '完成', cancel: '取消' };

/** The status `transition` leads to from `from`, or null when `from` does not allow it. */
export function nextRedemptionStatus(from: RedemptionStatus, transition: RedemptionTransition): RedemptionStatus | null {
  return REDEMPTION_TRANSITIONS[from][transition] ?? null;
}

export const REDEMPTION_STATUSES: readonly RedemptionStatus[] = [0, 1, 2, 3];
