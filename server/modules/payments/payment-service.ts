// Online payment of an order through the payment provider (docs/api/payments.md):
// - startOnlinePayment: a pending order_payment row (purpose 1) for what the order still owes and
//   the gateway page to send the buyer to.
// - applyNotification: the gateway's verified notification, in one transaction (order row, then
//   payment row locked). Idempotent on the gateway's transaction id; the amount must be the
//   payment's; a paid order moves 待付款 -> 待发货 through moveOrder. Money that arrives for an
//   order that is no longer waiting (cancelled, timed out, already paid) is recorded on the
//   payment with a note and logged; the order is never revived and an operator refunds it.
import type { Kysely } from 'kysely';
import { ORDER_CODE, PAYMENT_PURPOSE, PAYMENT_STATUS } from '../../../domain/orders/order-rules.ts';
import { ORDER_STATUS, PAY_METHOD, type OrderStatus } from '../../../domain/orders/order-status.ts';
import type { PayStart } from '../../../domain/orders/orders.ts';
import { formatPrice } from '../../../domain/shared/money.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import type { PaymentNotification, PaymentProvider } from '../../providers/payment/payment-provider.ts';
import {
  failWaitingOfProvider, insertDuplicateGatewayPayment, insertOnlinePayment, lockOrder, lockPayment, markGatewayFailed, markGatewayPaid, moveOrder,
  ORDER_MSG, paymentHead, providerRefUsed, recordPaid, statusRefusal,
} from '../orders/public.ts';
import { actingOf, assertRecordPayer } from '../company/public.ts';
import { PAY_MSG } from './messages.ts';

/** A same-site SPA path; '//host' (another site) is refused. */
export function checkReturnPath(path: string | undefined, orderId: number): string {
  if (path === undefined) return `/myOrderDetail/${orderId}`;
  if (!path.startsWith('/') || path.startsWith('//')) throw badRequest(PAY_MSG.badReturnPath);
  return path;
}

export interface StartPayment {
  orderId: number;
  memberId: number;
  returnPath?: string | undefined;
  now?: Date;
}

export async function startOnlinePayment(db: Kysely<Database>, provider: PaymentProvider, input: StartPayment): Promise<PayStart> {
  const returnUrl = checkReturnPath(input.returnPath, input.orderId);
  const now = input.now ?? new Date();
  const acting = await actingOf(db, input.memberId);
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.orderId);
    if (order?.deletedByMember) throw notFound(ORDER_MSG.orderNotFound);
    // Issue 37: the placer, or the company's admin or finance who reads the order (403 otherwise).
    await assertRecordPayer(trx, acting, order, { missing: ORDER_MSG.orderNotFound, forbidden: ORDER_MSG.colleagueOrder, payerOnly: PAY_MSG.payerOnly });
    if (!order) throw notFound(ORDER_MSG.orderNotFound);
    if (order.payMethod !== PAY_METHOD.online) throw badRequest(PAY_MSG.notOnlineOrder);
    if (order.status !== ORDER_STATUS.awaitingPayment) throw statusRefusal(order.status as OrderStatus, PAY_MSG.actionPay);
    if (order.payDeadline && new Date(order.payDeadline) <= now) throw new AppError(409, PAY_MSG.payDeadlinePassed, ORDER_CODE.orderStatus, { status: order.status });
    const amountFen = order.totalFen - order.paidFen;
    if (amountFen <= 0) throw conflict(PAY_MSG.nothingToPay);
    // An earlier page left open is superseded: only the newest attempt waits for the gateway.
    await failWaitingOfProvider(trx, order.id, provider.name, PAY_MSG.noteSuperseded);
    const paymentId = await insertOnlinePayment(trx, { orderId: order.id, provider: provider.name, amountFen });
    const payUrl = provider.checkoutUrl({ paymentId, orderNo: order.orderNo, amountFen, subject: PAY_MSG.paySubject(order.orderNo), returnUrl });
    return { paymentId, payUrl, amountFen };
  });
}

export type NotifyOutcome =
  /** The order is paid and moved to 待发货. */
  | 'paid'
  /** The gateway reports a failed payment; the order stays 待付款. */
  | 'failed'
  /** The same notification again: nothing changed. */
  | 'repeat'
  /** Money for an order that no longer waits for it: recorded, to be refunded by an operator. */
  | 'refundNeeded';

export interface NotifyResult {
  outcome: NotifyOutcome;
  orderId: number;
  paymentId: number;
}

export interface WarnLogger {
  warn(obj: object, msg: string): void;
}

export async function applyNotification(
  db: Kysely<Database>,
  providerName: string,
  n: PaymentNotification,
  log: WarnLogger,
): Promise<NotifyResult> {
  const head = await paymentHead(db, n.paymentId);
  if (!head || head.provider !== providerName) throw notFound(PAY_MSG.paymentNotFound);
  return db.transaction().execute(async (trx) => {
    // Lock order, then payment: the order every writer of both uses.
    const order = await lockOrder(trx, head.orderId);
    const payment = await lockPayment(trx, n.paymentId);
    if (!order || !payment) throw notFound(PAY_MSG.paymentNotFound);
    const result = { orderId: order.id, paymentId: payment.id };
    if (order.orderNo !== n.orderNo) throw badRequest(PAY_MSG.notifyOrderMismatch);
    if (payment.providerRef === n.providerRef) return { ...result, outcome: 'repeat' };
    if (n.amountFen !== payment.amountFen) {
      log.warn({ paymentId: payment.id, expected: payment.amountFen, got: n.amountFen }, 'payment notification amount mismatch refused');
      throw badRequest(PAY_MSG.notifyAmountMismatch);
    }
    if (await providerRefUsed(trx, n.providerRef)) throw conflict(PAY_MSG.notifyRefUsed);

    if (n.status === 'failed') {
      if (payment.status === PAYMENT_STATUS.pending) await markGatewayFailed(trx, payment.id, n.providerRef, PAY_MSG.noteFailed);
      return { ...result, outcome: 'failed' };
    }

    const stillOwed = order.totalFen - order.paidFen;
    const settles = order.status === ORDER_STATUS.awaitingPayment && payment.purpose === PAYMENT_PURPOSE.order && payment.amountFen <= stillOwed;
    if (payment.status === PAYMENT_STATUS.succeeded) {
      // A second successful transaction for a payment already paid: record it beside the first.
      await insertDuplicateGatewayPayment(trx, {
        orderId: order.id, provider: providerName, amountFen: n.amountFen, purpose: payment.purpose, providerRef: n.providerRef, note: PAY_MSG.noteDuplicate,
      });
      log.warn({ orderId: order.id, orderNo: order.orderNo, paymentId: payment.id, providerRef: n.providerRef, amountFen: n.amountFen }, 'duplicate payment recorded: refund needed');
      return { ...result, outcome: 'refundNeeded' };
    }
    const lateNote = settles
      ? null
      : order.status === ORDER_STATUS.cancelled
        ? PAY_MSG.noteOrderCancelled
        : PAY_MSG.noteOrderPaid;
    await markGatewayPaid(trx, payment.id, n.providerRef, lateNote);
    if (lateNote) {
      log.warn(
        { orderId: order.id, orderNo: order.orderNo, status: order.status, paymentId: payment.id, providerRef: n.providerRef, amountFen: n.amountFen },
        'payment for an order that no longer waits for it: recorded, order not revived, refund needed',
      );
      return { ...result, outcome: 'refundNeeded' };
    }
    await recordPaid(trx, order.id, order.paidFen + payment.amountFen, null);
    await moveOrder(trx, order.id, 'pay', {
      actor: `gateway:${providerName}`,
      note: PAY_MSG.notePaidOnline(formatPrice(payment.amountFen), n.providerRef),
    });
    return { ...result, outcome: 'paid' };
  });
}
