// Staff review of bank-transfer receipts (the staff API's reviewPayment and the orders CLI's
// confirm/reject): accept or refuse one waiting receipt, in one transaction that locks the order
// and then the payment, and moves the order through the orders module's moveOrder.
import type { Kysely } from 'kysely';
import { BANK_TRANSFER, PAYMENT_PURPOSE, PAYMENT_STATUS, TRANSFER_PAY_HOURS } from '../../../domain/orders/order-rules.ts';
import { ORDER_STATUS, type OrderStatus } from '../../../domain/orders/order-status.ts';
import { formatPrice } from '../../../domain/shared/money.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { lockOrder, lockPayment, markReviewed, moveOrder, oldestWaitingReceiptId, paymentHead, recordPaid, statusRefusal } from '../orders/public.ts';
import type { StaffActor } from '../../../domain/staff/staff-actor.ts';
import { PAY_MSG } from './messages.ts';

/** The oldest transfer receipt of an order still waiting for review (CLI confirm/reject by order number). */
export async function pendingReceiptOf(db: Kysely<Database>, orderId: number): Promise<number> {
  const id = await oldestWaitingReceiptId(db, orderId);
  if (id === undefined) throw conflict(PAY_MSG.noPendingPayment);
  return id;
}

export interface ReviewInput {
  paymentId: number;
  approve: boolean;
  note?: string | null | undefined;
  /** 财务 checked the bank statement: needed to confirm a receipt whose stated amount differs from what is due, or was not stated. */
  acknowledgeMismatch?: boolean | undefined;
  now?: Date;
}

/** Whether an order receipt's stated amount was not shown to match the amount it pays (issue 34). */
export const unmatchedReceipt = (payment: { purpose: number; statedAmountFen: number | null; amountFen: number }) =>
  payment.purpose === PAYMENT_PURPOSE.order && payment.statedAmountFen !== payment.amountFen;

/**
 * Accept or refuse a transfer receipt. Accept: the payment 已到账, paid_fen += amount (the amount
 * due when the receipt came); an order payment also moves 待确认 -> 待发货. An order receipt whose
 * stated amount differs from that, or was not stated, is confirmed only with acknowledgeMismatch
 * (财务 checked the bank statement), and the status log says so with the difference. Refuse (a note is required): the payment 未通过 with the
 * note; an order payment moves 待确认 -> 待付款 with a fresh TRANSFER_PAY_HOURS deadline.
 * Returns the order id.
 */
export async function reviewPayment(db: Kysely<Database>, who: StaffActor, input: ReviewInput): Promise<number> {
  const note = input.note?.trim() || null;
  if (!input.approve && !note) throw badRequest(PAY_MSG.rejectNoteRequired);
  const head = await paymentHead(db, input.paymentId);
  if (!head) throw notFound(PAY_MSG.paymentNotFound);
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, head.orderId);
    const payment = await lockPayment(trx, input.paymentId);
    if (!order || !payment) throw notFound(PAY_MSG.paymentNotFound);
    if (payment.provider !== BANK_TRANSFER) throw badRequest(PAY_MSG.paymentNotReviewable);
    if (payment.status !== PAYMENT_STATUS.pending) throw conflict(PAY_MSG.paymentReviewed);
    const forOrder = payment.purpose === PAYMENT_PURPOSE.order;
    if (forOrder && order.status !== ORDER_STATUS.awaitingConfirmation) {
      throw statusRefusal(order.status as OrderStatus, input.approve ? PAY_MSG.actionConfirm : PAY_MSG.actionReject);
    }
    if (!forOrder && order.status === ORDER_STATUS.cancelled) throw statusRefusal(order.status as OrderStatus, PAY_MSG.actionConfirmRepayment);
    if (input.approve && order.paidFen + payment.amountFen > order.totalFen) throw conflict(PAY_MSG.overpaid(formatPrice(order.totalFen)));
    const unmatched = unmatchedReceipt(payment);
    if (input.approve && unmatched && input.acknowledgeMismatch !== true) throw conflict(PAY_MSG.mismatchNeedsAck(payment.statedAmountFen, payment.amountFen));
    await markReviewed(trx, payment.id, { approve: input.approve, note, reviewedBy: who.staffId, at: now });
    const amount = formatPrice(payment.amountFen);
    if (input.approve) {
      await recordPaid(trx, order.id, order.paidFen + payment.amountFen, now);
      // A credit repayment changes no status: the payment row (已到账, reviewer, time) is its record.
      if (forOrder) {
        const confirmed = unmatched ? PAY_MSG.transferConfirmedChecked(amount, payment.statedAmountFen, payment.amountFen) : PAY_MSG.transferConfirmed(amount);
        await moveOrder(trx, order.id, 'confirmPayment', { actor: who.actor, note: note ? PAY_MSG.withStaffNote(confirmed, note) : confirmed });
      }
    } else if (forOrder) {
      await moveOrder(trx, order.id, 'rejectReceipt', {
        actor: who.actor,
        note: PAY_MSG.receiptRejected(note ?? ''),
        set: { payDeadline: new Date(now.getTime() + TRANSFER_PAY_HOURS * 3_600_000) },
      });
    }
    return order.id;
  });
}
