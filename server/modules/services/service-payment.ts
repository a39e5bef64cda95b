// Paying a service order through the payment provider (docs/api/services.md, "Payment"), the
// way the 688 year does it: the services module keeps its own payment records (service_payment)
// and the payments module's sandbox page and notify route hand a trade number starting "SV" here.
// - startServicePayment: the member's quoted and accepted order, not paid yet: a service_payment
//   (status 0) with its trade number, and the gateway page. An earlier attempt still waiting is
//   voided: only the newest one can be paid.
// - serviceTradeLink: what the sandbox page needs to show or refuse a checkout link.
// - applyServicePaymentNotification: the gateway's verified notification, in one transaction
//   (order row, then payment row locked). Idempotent on the gateway's transaction id; a paid
//   notification records paid_at/paid_fen on the order, a timeline entry and the member's
//   message. Money for an attempt that was voided, or for an order paid or cancelled meanwhile,
//   is logged for an operator to refund, never applied twice.
import type { Kysely } from 'kysely';
import { isServiceTradeNo, SERVICE_PAYMENT_STATUS, serviceTradeNo, type ServicePaymentStatus } from '../../../domain/services/service-rules.ts';
import { SERVICE_STATUS, SERVICE_STATUS_TEXT, type ServiceStatus } from '../../../domain/services/service-status.ts';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { PaymentNotification, PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { notifyMember } from '../messages/public.ts';
import { SVC_MSG } from './messages.ts';
import {
  insertOnlinePayment, lockPayment, markAttemptFailed, markAttemptPaid, markRefundNeeded, paymentByProviderRef, paymentHead, paymentWithOrder, recordOrderPaid, setTradeNo,
  voidPendingPayments,
} from './service-payment-repository.ts';
import { addEvent, lockOrder, waitingReceipt } from './service-repository.ts';

export interface ServicePayStart {
  paymentId: number;
  tradeNo: string;
  amountFen: number;
  payUrl: string;
}

export const serviceReturnPath = (id: number) => `/serviceOrderDetail/${id}`;

/** Why the order cannot be paid now, or null when it can. */
export function payProblem(order: { status: number; quoteFen: number | string | null; acceptedAt: Date | string | null; paidAt: Date | string | null }): string | null {
  const status = order.status as ServiceStatus;
  if (order.paidAt !== null) return SVC_MSG.alreadyPaid;
  if (status === SERVICE_STATUS.awaitingConfirmation) return SVC_MSG.notQuotedYet;
  if (status !== SERVICE_STATUS.quoted || order.quoteFen === null) return SVC_MSG.notPayable(SERVICE_STATUS_TEXT[status]);
  if (order.acceptedAt === null) return SVC_MSG.acceptFirst;
  return null;
}

/** Why the order cannot be paid online now (a credit order repays by transfer; a receipt waiting for staff), or null. */
export function onlinePayProblem(order: Parameters<typeof payProblem>[0] & { creditAt: Date | string | null }, receiptWaiting: boolean): string | null {
  const problem = payProblem(order);
  if (problem) return problem;
  if (order.creditAt !== null) return SVC_MSG.creditOrderOnline;
  if (receiptWaiting) return SVC_MSG.receiptWaitingNoPay;
  return null;
}

/** serviceOrder/pay: start paying the member's quoted and accepted order; answers the gateway page. */
export async function startServicePayment(db: Kysely<Database>, provider: PaymentProvider, input: { id: number; memberId: number; now?: Date }): Promise<ServicePayStart> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.id, input.memberId);
    if (!order) throw notFound(SVC_MSG.orderNotFound);
    const problem = onlinePayProblem(order, (await waitingReceipt(trx, Number(order.id))) !== undefined);
    if (problem) throw conflict(problem);
    const amountFen = Number(order.quoteFen);
    await voidPendingPayments(trx, Number(order.id), SVC_MSG.paySuperseded);
    const paymentId = await insertOnlinePayment(trx, { serviceOrderId: Number(order.id), memberId: input.memberId, amountFen, provider: provider.name, createdAt: now });
    const tradeNo = serviceTradeNo(chinaDateKey(now).replaceAll('-', ''), paymentId);
    await setTradeNo(trx, paymentId, tradeNo);
    // checkoutUrl throws (503) when online payment is off: the transaction then writes nothing.
    const payUrl = provider.checkoutUrl({ paymentId, orderNo: tradeNo, amountFen, subject: SVC_MSG.paySubject(order.serviceNo), returnUrl: serviceReturnPath(Number(order.id)) });
    return { paymentId, tradeNo, amountFen, payUrl };
  });
}

export interface ServiceTradeLink {
  amountFen: number;
  provider: string;
  tradeNo: string;
  status: ServicePaymentStatus;
  /** The sentence why the order cannot be paid any more, or null. */
  orderProblem: string | null;
}

/** What a checkout link of a service order payment points at, or null. */
export async function serviceTradeLink(db: Kysely<Database>, paymentId: number): Promise<ServiceTradeLink | null> {
  const row = await paymentWithOrder(db, paymentId);
  if (!row || row.tradeNo === null) return null;
  const status = row.status as ServicePaymentStatus;
  return {
    amountFen: Number(row.amountFen),
    provider: row.provider,
    tradeNo: row.tradeNo,
    status,
    orderProblem: status === SERVICE_PAYMENT_STATUS.pending ? payProblem({ status: row.orderStatus, quoteFen: row.quoteFen, acceptedAt: row.acceptedAt, paidAt: row.paidAt }) ?? (row.creditAt !== null ? SVC_MSG.creditOrderOnline : null) : null,
  };
}

export type ServicePaymentOutcome = 'paid' | 'failed' | 'repeat' | 'refundNeeded';

export interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/** The gateway's verified notification of a service order payment (trade number "SV…"). */
export async function applyServicePaymentNotification(
  db: Kysely<Database>,
  providerName: string,
  n: PaymentNotification,
  log: WarnLogger,
  now: Date = new Date(),
): Promise<{ outcome: ServicePaymentOutcome; serviceOrderId: number }> {
  if (!isServiceTradeNo(n.orderNo)) throw badRequest(SVC_MSG.payNotifyMismatch);
  const head = await paymentHead(db, n.paymentId);
  if (!head || head.provider !== providerName) throw notFound(SVC_MSG.paymentNotFound);
  if (head.tradeNo !== n.orderNo) throw badRequest(SVC_MSG.payNotifyMismatch);
  return db.transaction().execute(async (trx) => {
    // Lock order, then payment: the order every writer of both uses (startServicePayment locks the order first too).
    const order = await lockOrder(trx, Number(head.serviceOrderId), null);
    const payment = await lockPayment(trx, n.paymentId);
    if (!order || !payment) throw notFound(SVC_MSG.paymentNotFound);
    const result = { serviceOrderId: Number(order.id) };
    if (payment.providerRef === n.providerRef) return { ...result, outcome: 'repeat' as const };
    if (n.amountFen !== Number(payment.amountFen)) {
      log.warn({ servicePaymentId: payment.id, expected: payment.amountFen, got: n.amountFen }, 'service payment notification amount mismatch refused');
      throw badRequest(SVC_MSG.payAmountMismatch);
    }
    const used = await paymentByProviderRef(trx, n.providerRef);
    if (used) throw conflict(SVC_MSG.payRefUsed);
    if (n.status === 'failed') {
      if (payment.status === SERVICE_PAYMENT_STATUS.pending) {
        await markAttemptFailed(trx, Number(payment.id), n.providerRef, SVC_MSG.payFailed);
      }
      return { ...result, outcome: 'failed' as const };
    }
    if (payment.status !== SERVICE_PAYMENT_STATUS.pending || payProblem(order) !== null || order.creditAt !== null) {
      // Paid for an attempt that no longer waits, or an order paid or cancelled meanwhile: nothing is applied; an operator refunds it.
      log.warn(
        { servicePaymentId: payment.id, tradeNo: payment.tradeNo, status: payment.status, orderStatus: order.status, providerRef: n.providerRef, amountFen: n.amountFen },
        'service payment for an attempt or order that no longer waits: refund needed',
      );
      await markRefundNeeded(trx, Number(payment.id), n.providerRef, SVC_MSG.payRefundNeeded);
      return { ...result, outcome: 'refundNeeded' as const };
    }
    await markAttemptPaid(trx, Number(payment.id), n.providerRef, now);
    await recordOrderPaid(trx, Number(order.id), Number(payment.amountFen), now);
    await addEvent(trx, { serviceOrderId: Number(order.id), action: 'pay', status: order.status, actor: `gateway:${providerName}`, note: SVC_MSG.payNote(payment.tradeNo ?? '', Number(payment.amountFen)), at: now });
    await notifyMember(trx, {
      memberId: Number(order.memberId),
      kind: 'service',
      title: SVC_MSG.titles.paid,
      body: SVC_MSG.bodies.paid(order.serviceNo, Number(payment.amountFen)),
      link: serviceReturnPath(Number(order.id)),
      eventKey: `service:${order.id}:pay`,
    });
    return { ...result, outcome: 'paid' as const };
  });
}
