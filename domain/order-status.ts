// The life of an order, as the buyer and the back office see it:
// 待付款 -> 待确认 (a transfer receipt waits for staff) -> 待发货 -> 已发货 -> 已完成, or 已取消.
export const ORDER_STATUS = {
  awaitingPayment: 0,
  awaitingConfirmation: 1,
  awaitingShipment: 2,
  shipped: 3,
  completed: 4,
  cancelled: 5,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  0: '待付款',
  1: '待确认',
  2: '待发货',
  3: '已发货',
  4: '已完成',
  5: '已取消',
};

/** Which status may follow which; everything else is refused. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  0: [1, 2, 5],
  1: [2, 0, 5],
  2: [3, 5],
  3: [4],
  4: [],
  5: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export function isOrderStatus(n: number): n is OrderStatus {
  return Number.isInteger(n) && n >= 0 && n <= 5;
}

export const PAY_METHOD = { online: 1, bankTransfer: 2, credit: 3 } as const;
export type PayMethod = (typeof PAY_METHOD)[keyof typeof PAY_METHOD];
export const PAY_METHOD_TEXT: Record<PayMethod, string> = { 1: '在线支付', 2: '对公转账', 3: '账期支付' };
