// The one way an after-sales request changes status: a named transition of
// domain/after-sales/refund-status.ts (REFUND_TRANSITIONS), applied to the locked row with the
// columns that go with it, logged in refund_trace (the trace getTrace answers), and, for the steps
// the member did not take, a message to the member (kind afterSales) in the same transaction.
// Callers lock the order first, then the request (lockRefund), the order every writer uses.
import type { Transaction } from 'kysely';
import { nextRefundStatus, REFUND_STATUS, REFUND_STATUS_TEXT, REFUND_TRANSITION_TEXT, type RefundStatus, type RefundTransition } from '../../../domain/after-sales/refund-status.ts';
import type { Database, RefundOrderTable } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { notifyMember } from '../messages/public.ts';
import { AS_MSG, AS_NOTICE } from './messages.ts';
import { insertTrace, updateRefundFrom, type RefundRow } from './refund-repository.ts';
import { recordRefundCompleted } from './refund-webhooks.ts';

/** The envelope code of a request whose status does not allow the action (data is { status }). */
export const REFUND_STATUS_CODE = 2101;

export function refundStatusRefusal(status: RefundStatus, action: string): AppError {
  return new AppError(409, AS_MSG.statusRefusal(status, action), REFUND_STATUS_CODE, { status });
}

type Settable = Partial<
  Pick<RefundOrderTable, 'refuseReason' | 'returnCarrier' | 'returnTrackingNo'> & {
    returnShippedAt: true;
    receivedAt: true;
    refundedAt: true;
    cancelledAt: true;
  }
>;

export interface RefundMove {
  /** member:<id>, staff:<id>, gateway:<provider>, cli. */
  actor: string;
  /** The trace line. */
  note: string;
  set?: Settable;
  /** The member's message body; none when the member took the step. */
  notice?: string;
}

/** Applies `transition` to the locked request (409 when its status does not allow it); returns the new status. */
export async function moveRefund(trx: Transaction<Database>, refund: RefundRow, transition: RefundTransition, move: RefundMove): Promise<RefundStatus> {
  const from = refund.status as RefundStatus;
  const to = nextRefundStatus(from, transition);
  if (to === null) throw refundStatusRefusal(from, REFUND_TRANSITION_TEXT[transition]);
  const { returnShippedAt, receivedAt, refundedAt, cancelledAt, ...text } = move.set ?? {};
  const updated = await updateRefundFrom(trx, refund.id, from, { ...text, status: to }, { returnShippedAt, receivedAt, refundedAt, cancelledAt });
  if (updated !== 1) throw notFound(AS_MSG.refundNotFound);
  const trace = await insertTrace(trx, { refundId: refund.id, fromStatus: from, status: to, actor: move.actor, note: move.note });
  if (move.notice) {
    await notifyMember(trx, {
      memberId: refund.memberId,
      kind: 'afterSales',
      title: AS_NOTICE.title(refund.refundNo, REFUND_STATUS_TEXT[to]),
      body: move.notice,
      link: `/afterSaleDetail/${refund.id}`,
      eventKey: `refund:${refund.id}:${transition}:${trace.id}`,
    });
  }
  // Issue 40: the company's refund.completed webhook event, in the transaction of the move.
  if (to === REFUND_STATUS.refunded) await recordRefundCompleted(trx, refund);
  refund.status = to;
  return to;
}
