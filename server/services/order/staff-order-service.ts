// The back office's order actions, shared by the staff API (staff-order-routes.ts) and the
// orders CLI (scripts/orders.ts): list orders with the payments that wait, review a transfer
// receipt, ship, complete. Every status change goes through moveOrder in one transaction.
import { sql, type Kysely } from 'kysely';
import { PAYMENT_STATUS, TRANSFER_PAY_HOURS } from '../../../domain/order-rules.ts';
import { ORDER_STATUS, ORDER_STATUS_TEXT, PAY_METHOD_TEXT, type OrderStatus, type PayMethod } from '../../../domain/order-status.ts';
import type { OrderType } from '../../../domain/order-rules.ts';
import type { Page } from '../../../domain/envelope.ts';
import type { StaffOrderRow } from '../../../domain/staff-orders.ts';
import { formatPrice } from '../../../domain/money.ts';
import type { Database } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { lockOrder, moveOrder } from './order-transitions.ts';
import { PAY_MSG } from './payment-messages.ts';
import { BANK_TRANSFER, PAYMENT_PURPOSE, paymentView, statusRefusal } from './payment-service.ts';

/** Who acts: staff:<id> through the API (reviewedBy = id), cli from the command line. */
export interface StaffActor {
  actor: string;
  staffId: number | null;
}

export const staffActor = (staffId: number): StaffActor => ({ actor: `staff:${staffId}`, staffId });
export const CLI_ACTOR: StaffActor = { actor: 'cli', staffId: null };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export interface StaffOrderQuery {
  status?: number | null | undefined;
  keyword?: string | undefined;
  current: number;
  size: number;
}

export async function listStaffOrders(db: Kysely<Database>, q: StaffOrderQuery): Promise<Page<StaffOrderRow>> {
  let base = db.selectFrom('saleOrder');
  if (q.status !== undefined && q.status !== null) base = base.where('saleOrder.status', '=', q.status);
  const keyword = q.keyword?.trim();
  if (keyword) base = base.where('saleOrder.orderNo', 'like', `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const ids = await base
    .select('saleOrder.id')
    .orderBy('saleOrder.createdAt', 'desc')
    .orderBy('saleOrder.id', 'desc')
    .limit(q.size)
    .offset((q.current - 1) * q.size)
    .execute();
  const rows = await staffRows(db, ids.map((r) => r.id));
  return page(rows, Number(total.n), q.current, q.size);
}

/** The staff view of the given orders, in the given order. */
export async function staffRows(db: Kysely<Database>, ids: number[]): Promise<StaffOrderRow[]> {
  if (ids.length === 0) return [];
  const orders = await db
    .selectFrom('saleOrder')
    .innerJoin('member', 'member.id', 'saleOrder.memberId')
    .selectAll('saleOrder')
    .select(['member.mobile as memberMobile', 'member.nickname as memberNickname', 'member.companyName as memberCompany'])
    .where('saleOrder.id', 'in', ids)
    .execute();
  const payments = await db
    .selectFrom('orderPayment')
    .selectAll()
    .where('orderId', 'in', ids)
    .where('status', '=', PAYMENT_STATUS.pending)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const byId = new Map(orders.map((o) => [o.id, o]));
  return ids.flatMap((id) => {
    const o = byId.get(id);
    if (!o) return [];
    const status = o.status as OrderStatus;
    const payMethod = o.payMethod as PayMethod | null;
    return [
      {
        id: o.id,
        orderNo: o.orderNo,
        orderType: o.orderType as OrderType,
        memberId: o.memberId,
        memberMobile: o.memberMobile,
        memberName: o.memberCompany || o.memberNickname || o.memberMobile || `会员${o.memberId}`,
        status,
        statusText: ORDER_STATUS_TEXT[status],
        payMethod,
        payMethodText: payMethod ? PAY_METHOD_TEXT[payMethod] : null,
        totalFen: o.totalFen,
        paidFen: o.paidFen,
        payDeadline: iso(o.payDeadline),
        payDueAt: iso(o.payDueAt),
        carrier: o.carrier,
        trackingNo: o.trackingNo,
        createdAt: iso(o.createdAt)!,
        pendingPayments: payments.filter((p) => p.orderId === id).map(paymentView),
      },
    ];
  });
}

export async function staffRow(db: Kysely<Database>, orderId: number): Promise<StaffOrderRow> {
  const [row] = await staffRows(db, [orderId]);
  if (!row) throw notFound(PAY_MSG.orderNotFound);
  return row;
}

export async function orderIdByNo(db: Kysely<Database>, orderNo: string): Promise<number> {
  const row = await db.selectFrom('saleOrder').select('id').where('orderNo', '=', orderNo.trim().toUpperCase()).executeTakeFirst();
  if (!row) throw notFound(`订单 ${orderNo} 不存在`);
  return row.id;
}

/** The oldest transfer receipt of an order still waiting for review (CLI confirm/reject by order number). */
export async function pendingReceiptOf(db: Kysely<Database>, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('orderPayment')
    .select('id')
    .where('orderId', '=', orderId)
    .where('provider', '=', BANK_TRANSFER)
    .where('status', '=', PAYMENT_STATUS.pending)
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw conflict(PAY_MSG.noPendingPayment);
  return row.id;
}

export interface ReviewInput {
  paymentId: number;
  approve: boolean;
  note?: string | null | undefined;
  now?: Date;
}

/**
 * Accept or refuse a transfer receipt. Accept: the payment 已到账, paid_fen += amount; an order
 * payment also moves 待确认 -> 待发货. Refuse (a note is required): the payment 未通过 with the
 * note; an order payment moves 待确认 -> 待付款 with a fresh TRANSFER_PAY_HOURS deadline.
 * Returns the order id.
 */
export async function reviewPayment(db: Kysely<Database>, who: StaffActor, input: ReviewInput): Promise<number> {
  const note = input.note?.trim() || null;
  if (!input.approve && !note) throw badRequest(PAY_MSG.rejectNoteRequired);
  const head = await db.selectFrom('orderPayment').select(['orderId']).where('id', '=', input.paymentId).executeTakeFirst();
  if (!head) throw notFound(PAY_MSG.paymentNotFound);
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, head.orderId);
    const payment = await trx.selectFrom('orderPayment').selectAll().where('id', '=', input.paymentId).forUpdate().executeTakeFirst();
    if (!order || !payment) throw notFound(PAY_MSG.paymentNotFound);
    if (payment.provider !== BANK_TRANSFER) throw badRequest(PAY_MSG.paymentNotReviewable);
    if (payment.status !== PAYMENT_STATUS.pending) throw conflict(PAY_MSG.paymentReviewed);
    const forOrder = payment.purpose === PAYMENT_PURPOSE.order;
    if (forOrder && order.status !== ORDER_STATUS.awaitingConfirmation) {
      throw statusRefusal(order.status as OrderStatus, input.approve ? '确认收款' : '驳回回单');
    }
    if (!forOrder && order.status === ORDER_STATUS.cancelled) throw statusRefusal(order.status as OrderStatus, '确认还款');
    if (input.approve && order.paidFen + payment.amountFen > order.totalFen) throw conflict(`确认后已付金额将超过订单总额 ${formatPrice(order.totalFen)}，请驳回该回单`);
    await trx
      .updateTable('orderPayment')
      .set({
        status: input.approve ? PAYMENT_STATUS.succeeded : PAYMENT_STATUS.failed,
        note,
        reviewedBy: who.staffId,
        reviewedAt: now,
        ...(input.approve ? { paidAt: now } : {}),
      })
      .where('id', '=', payment.id)
      .execute();
    const amount = formatPrice(payment.amountFen);
    if (input.approve) {
      await trx.updateTable('saleOrder').set({ paidFen: order.paidFen + payment.amountFen, paidAt: now, updatedAt: now }).where('id', '=', order.id).execute();
      // A credit repayment changes no status: the payment row (已到账, reviewer, time) is its record.
      if (forOrder) {
        await moveOrder(trx, order.id, ORDER_STATUS.awaitingShipment, { actor: who.actor, from: [ORDER_STATUS.awaitingConfirmation], note: note ?? `已确认收到转账 ${amount}` });
      }
    } else if (forOrder) {
      await moveOrder(trx, order.id, ORDER_STATUS.awaitingPayment, {
        actor: who.actor,
        from: [ORDER_STATUS.awaitingConfirmation],
        note: `回单未通过：${note}`,
        set: { payDeadline: new Date(now.getTime() + TRANSFER_PAY_HOURS * 3_600_000) },
      });
    }
    return order.id;
  });
}

export interface ShipInput {
  orderId: number;
  carrier: string;
  trackingNo: string;
}

/** 待发货 -> 已发货 with the carrier and tracking number. */
export async function shipOrder(db: Kysely<Database>, who: StaffActor, input: ShipInput): Promise<number> {
  const carrier = input.carrier.trim();
  if (!carrier) throw badRequest(PAY_MSG.carrierRequired);
  const trackingNo = input.trackingNo.trim().toUpperCase();
  if (!/^[A-Z0-9-]{6,40}$/.test(trackingNo)) throw badRequest('物流单号须为 6-40 位字母、数字或短横线');
  await db.transaction().execute((trx) =>
    moveOrder(trx, input.orderId, ORDER_STATUS.shipped, { actor: who.actor, from: [ORDER_STATUS.awaitingShipment], note: `${carrier} ${trackingNo}`, set: { carrier, trackingNo } }),
  );
  return input.orderId;
}

/** 已发货 -> 已完成. */
export async function completeOrder(db: Kysely<Database>, who: StaffActor, orderId: number): Promise<number> {
  await db.transaction().execute((trx) => moveOrder(trx, orderId, ORDER_STATUS.completed, { actor: who.actor, from: [ORDER_STATUS.shipped] }));
  return orderId;
}
