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
import { sql, type Kysely, type Transaction } from 'kysely';
import { REFUND_METHOD, REFUND_METHOD_TEXT, REFUND_PAYMENT_STATUS, TRACKING_NO_PATTERN, type RefundMethod } from '../../../domain/after-sales/refund-rules.ts';
import { REFUND_STATUS, REFUND_TYPE, type RefundStatus } from '../../../domain/after-sales/refund-status.ts';
import type { PayRefundBody } from '../../../domain/after-sales/refund-payloads.ts';
import { PAYMENT_PURPOSE, PAYMENT_STATUS } from '../../../domain/orders/order-rules.ts';
import { ORDER_STATUS, PAY_METHOD } from '../../../domain/orders/order-status.ts';
import { formatPrice } from '../../../domain/shared/money.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { PaymentProvider, RefundNotification } from '../../providers/payment/payment-provider.ts';
import { lockOrder, moveOrder, recordRefunded, releaseOrderUnits, type StaffActor } from '../orders/public.ts';
import { AS_MSG, AS_NOTICE } from './messages.ts';
import { lockRefund, moveRefund, refundStatusRefusal, type RefundRow } from './refund-moves.ts';
import { reverseOrderRewards } from './refund-hooks.ts';

type OrderRow = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;
type PaymentRow = Awaited<ReturnType<typeof lockPayment>>;

async function lockPayment(trx: Transaction<Database>, refundId: number) {
  return (await trx.selectFrom('refundPayment').selectAll().where('refundId', '=', refundId).forUpdate().executeTakeFirst()) ?? null;
}

/** Locks the request's order, then the request (404 when missing). */
export async function lockOrderAndRefund(trx: Transaction<Database>, id: number): Promise<{ order: OrderRow; refund: RefundRow }> {
  const head = await trx.selectFrom('refundOrder').select('orderId').where('id', '=', id).executeTakeFirst();
  if (!head) throw notFound(AS_MSG.refundNotFound);
  const order = await lockOrder(trx, head.orderId);
  const refund = await lockRefund(trx, id);
  if (!order || !refund) throw notFound(AS_MSG.refundNotFound);
  return { order, refund };
}

/** The order's successful online payment the refund goes back to (the latest), or null. */
async function originalPayment(trx: Transaction<Database>, orderId: number, provider: string) {
  return (
    (await trx
      .selectFrom('orderPayment')
      .select(['id', 'providerRef'])
      .where('orderId', '=', orderId)
      .where('provider', '=', provider)
      .where('purpose', '=', PAYMENT_PURPOSE.order)
      .where('status', '=', PAYMENT_STATUS.succeeded)
      .where('providerRef', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirst()) ?? null
  );
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
    const existing = await lockPayment(trx, refund.id);
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
      const original = await originalPayment(trx, order.id, provider.name);
      if (!original) throw badRequest(AS_MSG.noOnlinePayment);
      method = REFUND_METHOD.original;
      paymentRef = original.providerRef;
    } else {
      throw badRequest(AS_MSG.transferRefRequired);
    }
    if (method !== REFUND_METHOD.creditRelief && Number(order.refundedFen) + amountFen > Number(order.paidFen)) throw conflict(AS_MSG.refundExceedsPaid);
    const payment = await trx
      .insertInto('refundPayment')
      .values({
        refundId: refund.id, orderId: order.id, method, amountFen, status: REFUND_PAYMENT_STATUS.pending, actor: who.actor,
        provider: method === REFUND_METHOD.original ? provider.name : null, transferRef,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
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
  const row = await db.transaction().execute((trx) => originalPayment(trx, orderId, provider));
  if (!row?.providerRef) throw badRequest(AS_MSG.noOnlinePayment);
  return row.providerRef;
}

export type RefundNotifyOutcome = 'refunded' | 'repeat';

/** The provider's verified refund notification: settles its refund once; the same one again changes nothing. */
export async function applyRefundNotification(db: Kysely<Database>, providerName: string, n: RefundNotification): Promise<RefundNotifyOutcome> {
  const head = await db.selectFrom('refundPayment').select(['refundId', 'provider']).where('id', '=', n.refundPaymentId).executeTakeFirst();
  if (!head || head.provider !== providerName) throw notFound(AS_MSG.notifyNotFound);
  return db.transaction().execute(async (trx) => {
    const { order, refund } = await lockOrderAndRefund(trx, head.refundId);
    const payment = await lockPayment(trx, refund.id);
    if (!payment || payment.id !== n.refundPaymentId) throw notFound(AS_MSG.notifyNotFound);
    if (payment.providerRef === n.providerRef) return 'repeat';
    if (order.orderNo !== n.orderNo || Number(payment.amountFen) !== n.amountFen) throw badRequest(AS_MSG.notifyMismatch);
    if (payment.status === REFUND_PAYMENT_STATUS.settled) throw conflict(AS_MSG.notifyRefUsed);
    const used = await trx.selectFrom('refundPayment').select('id').where('providerRef', '=', n.providerRef).executeTakeFirst();
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
  payment: NonNullable<PaymentRow>,
  how: { ref: string | null; actor: string },
): Promise<void> {
  const amountFen = Number(payment.amountFen);
  const method = payment.method as RefundMethod;
  await trx
    .updateTable('refundPayment')
    .set({ status: REFUND_PAYMENT_STATUS.settled, settledAt: sql`now()`, ...(method === REFUND_METHOD.original ? { providerRef: how.ref } : {}) })
    .where('id', '=', payment.id)
    .execute();
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
  const lines = await trx
    .selectFrom('refundLine')
    .innerJoin('saleOrderLine', 'saleOrderLine.id', 'refundLine.orderLineId')
    .select(['saleOrderLine.goodsId', 'refundLine.num'])
    .where('refundLine.refundId', '=', refund.id)
    .orderBy('saleOrderLine.goodsId')
    .execute();
  for (const l of lines) await releaseOrderUnits(trx, order.id, l.goodsId, l.num);
  const left = await trx
    .selectFrom('saleOrderLine')
    .select(sql<number>`coalesce(sum(num), 0)::int`.as('ordered'))
    .where('orderId', '=', order.id)
    .executeTakeFirstOrThrow();
  const refunded = await trx
    .selectFrom('refundLine')
    .innerJoin('refundOrder', 'refundOrder.id', 'refundLine.refundId')
    .select(sql<number>`coalesce(sum(refund_line.num), 0)::int`.as('n'))
    .where('refundOrder.orderId', '=', order.id)
    .where('refundOrder.status', '=', REFUND_STATUS.refunded)
    .executeTakeFirstOrThrow();
  if (Number(refunded.n) >= Number(left.ordered)) {
    await moveOrder(trx, order.id, 'refund', { actor, note: AS_MSG.fullRefundCancel(refund.refundNo), set: { cancelReason: AS_MSG.fullRefundCancel(refund.refundNo) } });
  }
}
