// What the staff order API (POST /order/api/staff/order/*) and the orders CLI show of an order:
// the order's money and status, the buyer, and the payments that wait for a reviewer.
import type { PaymentView } from './orders.ts';
import type { OrderStatus, PayMethod } from './order-status.ts';
import type { OrderType } from './order-rules.ts';

export interface StaffOrderRow {
  id: number;
  orderNo: string;
  orderType: OrderType;
  memberId: number;
  memberMobile: string | null;
  /** The company of an enterprise member, else the nickname. */
  memberName: string;
  status: OrderStatus;
  statusText: string;
  payMethod: PayMethod | null;
  payMethodText: string | null;
  totalFen: number;
  paidFen: number;
  payDeadline: string | null;
  payDueAt: string | null;
  carrier: string | null;
  trackingNo: string | null;
  createdAt: string;
  /** Receipts (and unpaid gateway attempts) still waiting, oldest first. */
  pendingPayments: PaymentView[];
}
