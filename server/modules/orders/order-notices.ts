// The member message of each order event (issue 13 item 2): paid (online, or a transfer receipt
// confirmed by staff), receipt refused (with the staff note), shipped, cancelled by the payment
// timeout, completed (issue 34: by the member's 确认收货, by staff named by their role, or by the
// automatic confirmation). Written by moveOrder in the transaction of the move, through messages/public.ts. The
// event key makes each message at most once per event: paid, shipped and expired happen once per
// order; a refused receipt can happen again after a new upload, so its key carries the log row.
import type { Transaction } from 'kysely';
import { APPROVAL_HOLD_HOURS } from '../../../domain/approvals/approval-rules.ts';
import type { OrderTransition } from '../../../domain/orders/order-status.ts';
import { formatChinaDateTime } from '../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../domain/shared/money.ts';
import type { Database } from '../../db/schema.ts';
import { notifyMember } from '../messages/public.ts';
import { ORDER_NOTICE } from './messages.ts';
import { actorText } from './order-actors.ts';

export interface MovedOrder {
  id: number;
  orderNo: string;
  memberId: number;
  paidFen: number;
  totalFen: number;
}

export interface MoveFacts {
  note?: string | null;
  carrier?: string;
  trackingNo?: string;
  payDeadline?: Date | null;
  /** The order_status_log row of the move. */
  logId: number;
  /** Who moved it (member:<id>, staff:<id>, system:<job>, cli…). */
  actor: string;
}

/** Sends the member the message of `transition`, when it has one (cancel, upload, refund: none). */
export async function notifyOrderMoved(trx: Transaction<Database>, order: MovedOrder, transition: OrderTransition, facts: MoveFacts): Promise<void> {
  const base = { memberId: order.memberId, kind: 'order' as const, link: `/myOrderDetail/${order.id}` };
  switch (transition) {
    case 'pay':
    case 'confirmPayment':
      return notifyMember(trx, {
        ...base,
        title: ORDER_NOTICE.paidTitle(order.orderNo),
        body: ORDER_NOTICE.paidBody(formatPrice(order.paidFen || order.totalFen)),
        eventKey: `order:${order.id}:paid`,
      });
    case 'rejectReceipt':
      return notifyMember(trx, {
        ...base,
        title: ORDER_NOTICE.receiptRejectedTitle(order.orderNo),
        body: ORDER_NOTICE.receiptRejectedBody(facts.note ?? '', facts.payDeadline ? formatChinaDateTime(facts.payDeadline.toISOString()) : null),
        eventKey: `order:${order.id}:rejectReceipt:${facts.logId}`,
      });
    case 'ship':
      return notifyMember(trx, {
        ...base,
        title: ORDER_NOTICE.shippedTitle(order.orderNo),
        body: ORDER_NOTICE.shippedBody(facts.carrier ?? '', facts.trackingNo ?? ''),
        eventKey: `order:${order.id}:shipped`,
      });
    case 'complete': {
      const body = facts.actor.startsWith('member:')
        ? ORDER_NOTICE.completedByMember
        : facts.actor.startsWith('system:')
          ? ORDER_NOTICE.completedAutomatically(facts.note ?? '')
          : ORDER_NOTICE.completedByStaff(await actorText(trx, facts.actor));
      return notifyMember(trx, { ...base, title: ORDER_NOTICE.completedTitle(order.orderNo), body, eventKey: `order:${order.id}:completed` });
    }
    case 'expire':
      return notifyMember(trx, { ...base, title: ORDER_NOTICE.expiredTitle(order.orderNo), body: ORDER_NOTICE.expiredBody, eventKey: `order:${order.id}:expired` });
    case 'expireApproval':
      return notifyMember(trx, {
        ...base,
        title: ORDER_NOTICE.approvalExpiredTitle(order.orderNo),
        body: ORDER_NOTICE.approvalExpiredBody(APPROVAL_HOLD_HOURS),
        eventKey: `order:${order.id}:approvalExpired`,
      });
    default:
      return;
  }
}
