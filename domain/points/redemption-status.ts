// Points mall redemptions (积分兑换, issue 17): the statuses of a redemption order. The single
// definition the points feature builds on and the dictionaries serve
// (GET /open/sys/dict/data/redemption_status). Flow: 待发货 -> 已发货 -> 已完成, or 已取消 with
// the points and stock returned.

/** The stored number of each status (points_order.status). */
export const REDEMPTION_STATUS = { awaitingShipment: 0, shipped: 1, completed: 2, cancelled: 3 } as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUS)[keyof typeof REDEMPTION_STATUS];

export const REDEMPTION_STATUS_TEXT: Record<RedemptionStatus, string> = { 0: '待发货', 1: '已发货', 2: '已完成', 3: '已取消' };
