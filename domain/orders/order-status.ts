// The life of an order, as the buyer and the back office see it:
// 待付款 -> 待确认 (a transfer receipt waits for staff) -> 待发货 -> 已发货 -> 已完成, or 已取消.
// A company order that needs approval (issue 38) starts in 待审批 and moves to 待付款 (or 待发货 on
// credit terms) on its last approval, or to 已取消 on a rejection, the hold running out or its buyer.
// Statuses have names (PENDING_PAYMENT …) and stored numbers (0 …); every change is one of the
// named transitions of ORDER_TRANSITIONS, applied by the server's one move function.
import { IntEnum } from '../shared/int-enum.ts';

/** The stored number of each status (sale_order.status), by its name in the code. */
export const ORDER_STATUS = {
  awaitingPayment: 0,
  awaitingConfirmation: 1,
  awaitingShipment: 2,
  shipped: 3,
  completed: 4,
  cancelled: 5,
  awaitingApproval: 6,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const OrderStatusSchema = IntEnum<OrderStatus>([0, 1, 2, 3, 4, 5, 6], '订单状态（0 待付款，1 待确认，2 待发货，3 已发货，4 已完成，5 已取消，6 待审批）');

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  0: '待付款',
  1: '待确认',
  2: '待发货',
  3: '已发货',
  4: '已完成',
  5: '已取消',
  6: '待审批',
};

/** The status names of the transition table, each with its stored number. */
export const STATUS_CODE = {
  PENDING_PAYMENT: ORDER_STATUS.awaitingPayment,
  TO_CONFIRM: ORDER_STATUS.awaitingConfirmation,
  TO_SHIP: ORDER_STATUS.awaitingShipment,
  SHIPPED: ORDER_STATUS.shipped,
  COMPLETED: ORDER_STATUS.completed,
  CANCELLED: ORDER_STATUS.cancelled,
  AWAITING_APPROVAL: ORDER_STATUS.awaitingApproval,
} as const;
export type OrderStatusName = keyof typeof STATUS_CODE;

export const STATUS_NAME: Record<OrderStatus, OrderStatusName> = {
  0: 'PENDING_PAYMENT',
  1: 'TO_CONFIRM',
  2: 'TO_SHIP',
  3: 'SHIPPED',
  4: 'COMPLETED',
  5: 'CANCELLED',
  6: 'AWAITING_APPROVAL',
};

/** Everything that can happen to an order. */
export type OrderTransition =
  | 'pay' | 'uploadReceipt' | 'confirmPayment' | 'rejectReceipt' | 'ship' | 'complete' | 'cancel' | 'expire' | 'refund'
  | 'approve' | 'approveOnCredit' | 'rejectApproval' | 'expireApproval';

/**
 * Which transition leads where from each status; a transition a status does not list is refused.
 * pay: the gateway reports an online payment. uploadReceipt: the buyer sends a transfer receipt.
 * confirmPayment / rejectReceipt: staff review it. cancel: the buyer cancels. expire: the
 * payment deadline passed (the timeout sweeper). refund: every unit of an unshipped order was
 * refunded by after-sales (issue 16). approve / approveOnCredit: the last approval level agreed
 * (issue 38); rejectApproval: an approver refused; expireApproval: the stock hold ran out (the sweeper).
 */
export const ORDER_TRANSITIONS = {
  PENDING_PAYMENT: { pay: 'TO_SHIP', uploadReceipt: 'TO_CONFIRM', cancel: 'CANCELLED', expire: 'CANCELLED' },
  TO_CONFIRM: { confirmPayment: 'TO_SHIP', rejectReceipt: 'PENDING_PAYMENT', cancel: 'CANCELLED' },
  TO_SHIP: { ship: 'SHIPPED', refund: 'CANCELLED' },
  SHIPPED: { complete: 'COMPLETED' },
  COMPLETED: {},
  CANCELLED: {},
  AWAITING_APPROVAL: { approve: 'PENDING_PAYMENT', approveOnCredit: 'TO_SHIP', rejectApproval: 'CANCELLED', expireApproval: 'CANCELLED', cancel: 'CANCELLED' },
} as const satisfies Record<OrderStatusName, Partial<Record<OrderTransition, OrderStatusName>>>;

/** What each transition is called in a refusal (「订单当前状态为「已发货」，不能取消」). */
export const ORDER_TRANSITION_TEXT: Record<OrderTransition, string> = {
  pay: '确认收款',
  uploadReceipt: '提交付款凭证',
  confirmPayment: '确认收款',
  rejectReceipt: '执行此操作',
  ship: '发货',
  complete: '完成',
  cancel: '取消',
  expire: '取消',
  refund: '全额退款',
  approve: '审批通过',
  approveOnCredit: '审批通过',
  rejectApproval: '驳回',
  expireApproval: '取消',
};

/** The status `transition` leads to from `from`, or null when `from` does not allow it. */
export function nextStatus(from: OrderStatus, transition: OrderTransition): OrderStatus | null {
  const moves: Partial<Record<OrderTransition, OrderStatusName>> = ORDER_TRANSITIONS[STATUS_NAME[from]];
  const to = moves[transition];
  return to === undefined ? null : STATUS_CODE[to];
}

/** True when some transition leads from `from` to `to`. */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return Object.values(ORDER_TRANSITIONS[STATUS_NAME[from]]).some((name) => STATUS_CODE[name] === to);
}

export function isOrderStatus(n: number): n is OrderStatus {
  return Number.isInteger(n) && n >= 0 && n <= 6;
}

export const PAY_METHOD = { online: 1, bankTransfer: 2, credit: 3 } as const;
export type PayMethod = (typeof PAY_METHOD)[keyof typeof PAY_METHOD];
export const PayMethodSchema = IntEnum<PayMethod>([1, 2, 3], '支付方式（1 在线支付，2 对公转账，3 账期支付）');
export const PAY_METHOD_TEXT: Record<PayMethod, string> = { 1: '在线支付', 2: '对公转账', 3: '账期支付' };
