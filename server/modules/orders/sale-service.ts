// The buyer's sales orders: the filtered list, counts per status, cancelling, and the figures of
// the member centre. Orders the member deleted are hidden from lists and counts.
import { sql, type Kysely } from 'kysely';
import type { Page } from '../../../domain/shared/envelope.ts';
import { DRAFT_STATUS } from '../../../domain/orders/order-rules.ts';
import { ORDER_STATUS, ORDER_STATUS_TEXT, type OrderStatus } from '../../../domain/orders/order-status.ts';
import type { MemberStatistics, OrderDetail, OrderSummary, StatusCount } from '../../../domain/orders/orders.ts';
import type { OrderListBody } from '../../../domain/orders/order-payloads.ts';
import { offsetOf } from '../../../domain/shared/page-query.ts';
import type { Database } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { cancelOrderIn } from './order-cancel.ts';
import { completeOrderIn, lockOrder, statusRefusal } from './order-transitions.ts';
import { LINE_COLUMNS, loadOrderDetail, toOrderSummary, type OrderLineRow } from './order-detail.ts';
import { ORDER_MSG } from './messages.ts';
import { chinaYearStartUtc } from '../../../domain/shared/china-time.ts';
import { orderFilter } from './order-filters.ts';

export async function listOrders(db: Kysely<Database>, memberId: number, q: OrderListBody): Promise<Page<OrderSummary>> {
  const base = db.selectFrom('saleOrder as o').where('o.memberId', '=', memberId).where('o.deletedByMember', '=', false).where(orderFilter(q));
  const [{ n }, orders] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll('o').orderBy('o.createdAt', 'desc').orderBy('o.id', 'desc').limit(q.size).offset(offsetOf(q)).execute(),
  ]);
  const lines = orders.length === 0 ? [] : await db.selectFrom('saleOrderLine').select(LINE_COLUMNS).where('orderId', 'in', orders.map((o) => o.id)).orderBy('id').execute();
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
  return page(orders.map((o) => toOrderSummary(o, byOrder.get(o.id) ?? [])), Number(n), q.current, q.size);
}

async function statusCounts(db: Kysely<Database>, memberId: number, hideDeleted: boolean): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('saleOrder')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('memberId', '=', memberId)
    .$if(hideDeleted, (qb) => qb.where('deletedByMember', '=', false))
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** 全部 first, then 待付款 … 已取消. */
export async function orderCounts(db: Kysely<Database>, memberId: number): Promise<StatusCount[]> {
  const by = await statusCounts(db, memberId, true);
  const statuses = Object.values(ORDER_STATUS) as OrderStatus[];
  return [
    { status: null, text: ORDER_MSG.allStatuses, count: [...by.values()].reduce((a, b) => a + b, 0) },
    ...statuses.map((s) => ({ status: s, text: ORDER_STATUS_TEXT[s], count: by.get(s) ?? 0 })),
  ];
}

export async function orderDetailFor(db: Kysely<Database>, memberId: number, orderId: number): Promise<OrderDetail> {
  const detail = await loadOrderDetail(db, orderId, memberId);
  if (!detail) throw notFound(ORDER_MSG.orderNotFound);
  return detail;
}

export async function orderDetailByNo(db: Kysely<Database>, memberId: number, orderNo: string): Promise<OrderDetail> {
  const row = await db.selectFrom('saleOrder').select('id').where('orderNo', '=', orderNo).where('memberId', '=', memberId).executeTakeFirst();
  if (!row) throw notFound(ORDER_MSG.orderNotFound);
  return orderDetailFor(db, memberId, row.id);
}

/** The buyer cancels an order still 待付款 or 待确认: stock released, waiting payments failed. */
export async function memberCancelOrder(db: Kysely<Database>, memberId: number, orderId: number, reason: string): Promise<OrderDetail> {
  await db.transaction().execute(async (trx) => {
    const mine = await trx.selectFrom('saleOrder').select('id').where('id', '=', orderId).where('memberId', '=', memberId).executeTakeFirst();
    if (!mine) throw notFound(ORDER_MSG.orderNotFound);
    await cancelOrderIn(trx, orderId, { actor: `member:${memberId}`, reason: reason.trim(), transition: 'cancel' });
  });
  return orderDetailFor(db, memberId, orderId);
}

/**
 * 确认收货 (issue 34): the buyer completes their own 已发货 order through the one completion
 * (completeOrderIn). Another member's order is missing (404). Idempotent: an order already 已完成
 * (a retry, a second tab, staff or the automatic confirmation first) answers the order as it is,
 * with `again` true and nothing written; any other status is refused 409.
 */
export async function memberConfirmReceipt(db: Kysely<Database>, memberId: number, orderId: number): Promise<{ order: OrderDetail; again: boolean }> {
  const again = await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order || order.memberId !== memberId) throw notFound(ORDER_MSG.orderNotFound);
    if (order.status === ORDER_STATUS.completed) return true;
    if (order.status !== ORDER_STATUS.shipped) throw statusRefusal(order.status as OrderStatus, ORDER_MSG.confirmReceiptAction);
    await completeOrderIn(trx, orderId, { actor: `member:${memberId}` });
    return false;
  });
  return { order: await orderDetailFor(db, memberId, orderId), again };
}

export async function memberStatistics(db: Kysely<Database>, memberId: number, now: Date = new Date()): Promise<MemberStatistics> {
  const count = (table: 'cartItem' | 'favourite') =>
    db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).where('memberId', '=', memberId).executeTakeFirstOrThrow();
  const yearStart = chinaYearStartUtc(now);
  const [by, paid, cart, favs, drafts] = await Promise.all([
    statusCounts(db, memberId, false),
    db
      .selectFrom('saleOrder')
      .select([
        sql<number>`coalesce(sum(paid_fen), 0)::bigint`.as('all'),
        sql<number>`coalesce(sum(paid_fen) filter (where paid_at >= ${yearStart}), 0)::bigint`.as('year'),
      ])
      .where('memberId', '=', memberId)
      .executeTakeFirstOrThrow(),
    count('cartItem'),
    count('favourite'),
    db
      .selectFrom('tmpOrder')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('memberId', '=', memberId)
      .where('status', '=', DRAFT_STATUS.open)
      .where('deletedByMember', '=', false)
      .executeTakeFirstOrThrow(),
  ]);
  const c = (s: OrderStatus) => by.get(s) ?? 0;
  return {
    awaitingPayment: c(ORDER_STATUS.awaitingPayment),
    awaitingConfirmation: c(ORDER_STATUS.awaitingConfirmation),
    awaitingShipment: c(ORDER_STATUS.awaitingShipment),
    shipped: c(ORDER_STATUS.shipped),
    completed: c(ORDER_STATUS.completed),
    cancelled: c(ORDER_STATUS.cancelled),
    totalOrders: [...by.values()].reduce((a, b) => a + b, 0),
    paidFen: Number(paid.all),
    paidThisYearFen: Number(paid.year),
    cartLines: Number(cart.n),
    favourites: Number(favs.n),
    openDrafts: Number(drafts.n),
  };
}
