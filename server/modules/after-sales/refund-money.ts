// Money back, exactly once (docs/api/after-sales.md "Money back"). payRefund (finance) writes one
// refund_payment per request (unique refund_id) and moves the request to 退款中:
// - an online order is refunded to its original payment through the payment provider; the
//   provider's signed refund notification (applyRefundNotification, idempotent on the provider's
//   refund id) settles it;
// - a bank-transfer order (or any order, when staff give a transfer reference) is settled at once
//   by recording the transfer back;
// - a credit-terms (账期) order owing at least the amount owes that much less (credit relief).
// settleRefund then, in the same transaction: marks the payment done, adds to the order's
// refunded_fen (the CHECK refunded_fen <= paid_fen is the last guard) or credit_relief_fen, moves
// the request to 已退款, gives back the reserved stock of units refunded before shipping (a full
// refund of an unshipped order cancels it through moveOrder 'refund'), and calls the rewards hook.
import type { Kysely, Transaction } from 'kysely';
import { REFUND_METHOD, REFUND_METHOD_TEXT, REFUND_PAYMENT_STATUS, TRACKING_NO_PATTERN, type RefundMethod } from '../../../domain/after-sales/refund-rules.ts';
import { REFUND_STATUS, REFUND_TYPE, type RefundStatus } from '../../../domain/after-sales/refund-status.ts';
import type { PayRefundBody } from '../../../domain/after-sales/refund-payloads.ts';
import { ORDER_STATUS, PAY_METHOD } from '../../../domain/orders/order-status.ts';
import { formatPrice } from '../../../domain/shared/money.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { PaymentProvider, RefundNotification } from '../../providers/payment/payment-provider.ts';
import { lockOrder, moveOrder, orderedUnits, recordRefunded, releaseOrderUnits } from '../orders/public.ts';
import type { StaffActor } from '../../../domain/staff/staff-actor.ts';
import { originalOnlinePayment } from '../payments/public.ts';
import { AS_MSG, AS_NOTICE } from './messages.ts';
import { moveRefund, refundStatusRefusal } from './refund-moves.ts';
import { insertRefundPayment, lockRefundPayment, refundPaymentByProviderRef, refundPaymentHead, settleRefundPayment, type RefundPaymentRow } from './refund-payment-repository.ts';
import { lockRefund, refundLinesWithGoods, refundOwner, unitsInStatus, type RefundRow } from './refund-repository.ts';
import { reverseOrderRewards } from './refund-hooks.ts';

type OrderRow = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** Locks the request's order, then the request (404 when missing). */
export async function lockOrderAndRefund(trx: Transaction<Database>, id: number): Promise<{ order: OrderRow; refund: RefundRow }> {
  const head = await refundOwner(trx, id);
  if (!head) throw notFound(AS_MSG.refundNotFound);
  const order = await lockOrder(trx, head.orderId);
  const refund = await lockRefund(trx, id);
  if (!order || !refund) throw notFound(AS_MSG.refundNotFound);
  return { order, refund };
}

export type PayOutcome = 'refunded' | 'refunding';

/**
 * Finance refunds an agreed refund-only request or a received return. Answers 'refunded' when the
 * money is back now (transfer, credit, or the sandbox's notification), 'refunding' when the
 * gateway answers later. Again on a request still 退款中 by the gateway, the same refund is asked
 * again (the gateway knows it by refundPaymentId).
 */
export async function payRefund(db: Kysely<Database>, provider: PaymentProvider, who: StaffActor, body: PayRefundBody): Promise<PayOutcome> {
  const step = await db.transaction().execute(async (trx) => {
    const { order, refund } = await lockOrderAndRefund(trx, body.id);
    const existing = await lockRefundPayment(trx, refund.id);
    if (refund.status === REFUND_STATUS.refunding && existing && existing.status === REFUND_PAYMENT_STATUS.pending && existing.method === REFUND_METHOD.original) {
      return { order, refund, payment: existing };
    }
    if (refund.status === REFUND_STATUS.agreed && refund.refundType === REFUND_TYPE.returnAndRefund) throw conflict(AS_MSG.returnNotReceived);
    if (refund.status !== REFUND_STATUS.agreed && refund.status !== REFUND_STATUS.received) throw refundStatusRefusal(refund.status as RefundStatus, AS_MSG.actionRefund);
    const amountFen = Number(refund.amountFen);
    const transferRef = body.transferRef?.trim().toUpperCase() || null;
    if (transferRef !== null && !new RegExp(TRACKING_NO_PATTERN).test(transferRef)) throw badRequest(AS_MSG.transferRefFormat);
    let method: RefundMethod;
    let paymentRef: string | null = null;
    const owed = Number(order.totalFen) - Number(order.paidFen) - Number(order.creditReliefFen);
    if (order.payMethod === PAY_METHOD.credit && !transferRef && amountFen <= owed) {
      method = REFUND_METHOD.creditRelief;
    } else if (transferRef) {
      method = REFUND_METHOD.transferBack;
    } else if (order.payMethod === PAY_METHOD.online) {
      const original = await originalOnlinePayment(trx, order.id, provider.name);
      if (!original) throw badRequest(AS_MSG.noOnlinePayment);
      method = REFUND_METHOD.original;
      paymentRef = original.providerRef;
    } else {
      throw badRequest(AS_MSG.transferRefRequired);
    }
    if (method !== REFUND_METHOD.creditRelief && Number(order.refundedFen) + amountFen > Number(order.paidFen)) throw conflict(AS_MSG.refundExceedsPaid);
    const payment = await insertRefundPayment(trx, {
      refundId: refund.id, orderId: order.id, method, amountFen, status: REFUND_PAYMENT_STATUS.pending, actor: who.actor,
      provider: method === REFUND_METHOD.original ? provider.name : null, transferRef,
    });
    await moveRefund(trx, refund, 'refund', {
      actor: who.actor,
      note: AS_MSG.trace.refunding(REFUND_METHOD_TEXT[method], formatPrice(amountFen)),
      notice: method === REFUND_METHOD.original ? AS_NOTICE.refunding(formatPrice(amountFen)) : undefined,
    });
    if (method !== REFUND_METHOD.original) {
      await settleRefund(trx, order, refund, payment, { ref: transferRef, actor: who.actor });
      return null;
    }
    return { order, refund, payment: { ...payment, paymentRef } };
  });
  if (!step) return 'refunded';
  const paymentRef = 'paymentRef' in step.payment && step.payment.paymentRef ? step.payment.paymentRef : (await originalPaymentRef(db, step.order.id, provider.name));
  const notification = await provider.requestRefund({ refundPaymentId: step.payment.id, orderNo: step.order.orderNo, paymentRef, amountFen: Number(step.payment.amountFen) });
  if (!notification) return 'refunding';
  const verified = provider.verifyRefundNotification(notification);
  if (!verified) throw badRequest(AS_MSG.notifyBadSign);
  await applyRefundNotification(db, provider.name, verified);
  return 'refunded';
}

async function originalPaymentRef(db: Kysely<Database>, orderId: number, provider: string): Promise<string> {
  const row = await db.transaction().execute((trx) => originalOnlinePayment(trx, orderId, provider));
  if (!row?.providerRef) throw badRequest(AS_MSG.noOnlinePayment);
  return row.providerRef;
}

export type RefundNotifyOutcome = 'refunded' | 'repeat';

/** The provider's verified refund notification: settles its refund once; the same one again changes nothing. */
export async function applyRefundNotification(db: Kysely<Database>, providerName: string, n: RefundNotification): Promise<RefundNotifyOutcome> {
  const head = await refundPaymentHead(db, n.refundPaymentId);
  if (!head || head.provider !== providerName) throw notFound(AS_MSG.notifyNotFound);
  return db.transaction().execute(async (trx) => {
    const { order, refund } = await lockOrderAndRefund(trx, head.refundId);
    const payment = await lockRefundPayment(trx, refund.id);
    if (!payment || payment.id !== n.refundPaymentId) throw notFound(AS_MSG.notifyNotFound);
    if (payment.providerRef === n.providerRef) return 'repeat';
    if (order.orderNo !== n.orderNo || Number(payment.amountFen) !== n.amountFen) throw badRequest(AS_MSG.notifyMismatch);
    if (payment.status === REFUND_PAYMENT_STATUS.settled) throw conflict(AS_MSG.notifyRefUsed);
    const used = await refundPaymentByProviderRef(trx, n.providerRef);
    if (used) throw conflict(AS_MSG.notifyRefUsed);
    await settleRefund(trx, order, refund, payment, { ref: n.providerRef, actor: `gateway:${providerName}` });
    return 'refunded';
  });
}

/** Marks the money back and applies everything that follows from it (see the file comment). */
async function settleRefund(
  trx: Transaction<Database>,
  order: OrderRow,
  refund: RefundRow,
  payment: RefundPaymentRow,
  how: { ref: string | null; actor: string },
): Promise<void> {
  const amountFen = Number(payment.amountFen);
  const method = payment.method as RefundMethod;
  await settleRefundPayment(trx, payment.id, REFUND_PAYMENT_STATUS.settled, method === REFUND_METHOD.original ? how.ref : undefined);
  await recordRefunded(trx, order.id, amountFen, method === REFUND_METHOD.creditRelief ? 'creditRelief' : 'refunded');
  const methodText = REFUND_METHOD_TEXT[method];
  await moveRefund(trx, refund, 'settle', {
    actor: how.actor,
    note: method === REFUND_METHOD.creditRelief ? AS_MSG.trace.creditRelieved(formatPrice(amountFen)) : AS_MSG.trace.refunded(methodText, formatPrice(amountFen), how.ref ?? '—'),
    set: { refundedAt: true },
    notice: AS_NOTICE.refunded(formatPrice(amountFen), methodText),
  });
  if (order.status === ORDER_STATUS.awaitingShipment) await releaseUnshipped(trx, order, refund, how.actor);
  await reverseOrderRewards(trx, { orderId: order.id, refundId: refund.id, memberId: refund.memberId, amountFen });
}

/** Units refunded before shipping give their reservation back; when no unit is left to ship, the order is cancelled. */
async function releaseUnshipped(trx: Transaction<Database>, order: OrderRow, refund: RefundRow, actor: string): Promise<void> {
  const lines = await refundLinesWithGoods(trx, refund.id);
  for (const l of lines) await releaseOrderUnits(trx, order.id, l.goodsId, l.num);
  const ordered = await orderedUnits(trx, order.id);
  const refunded = await unitsInStatus(trx, order.id, REFUND_STATUS.refunded);
  if (refunded >= ordered) {
    await moveOrder(trx, order.id, 'refund', { actor, note: AS_MSG.fullRefundCancel(refund.refundNo), set: { cancelReason: AS_MSG.fullRefundCancel(refund.refundNo) } });
  }
}
