// The buyer's sales orders: the filtered list, counts per status, cancelling, and the figures of
// the member centre. Orders the member deleted are hidden from lists and counts. Inside a company
// (issue 37) the list and counts follow the 全公司 / 我的 scope, an order is read as far as the
// role reaches, and only its placer acts on it (docs/decisions.md "Company accounts: who sees and who acts").
import type { Kysely } from 'kysely';
import type { Page } from '../../../domain/shared/envelope.ts';
import { ORDER_STATUS, ORDER_STATUS_TEXT, type OrderStatus } from '../../../domain/orders/order-status.ts';
import type { MemberStatistics, OrderDetail, OrderSummary, StatusCount } from '../../../domain/orders/orders.ts';
import type { OrderCountBody, OrderExportBody, OrderListBody } from '../../../domain/orders/order-payloads.ts';
import { offsetOf } from '../../../domain/shared/page-query.ts';
import type { Database } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { cancelOrderIn } from './order-cancel.ts';
import { completeOrderIn, lockOrder, statusRefusal } from './order-transitions.ts';
import { actingOf, assertRecordAccess, assertRecordActor, listScope, mayActOn, mayPayFor, memberNames, type Acting } from '../company/public.ts';
import { detailOf, toOrderSummary, type OrderLineRow, type OrderReader, type OrderRow } from './order-detail.ts';
import { ORDER_MSG } from './messages.ts';
import { exportOrders, type OrderExport } from './order-export-service.ts';
import { chinaYearStartUtc } from '../../../domain/shared/china-time.ts';
import { memberCartCount, memberOpenDrafts } from './member-statistics-repository.ts';
import { memberOrderPage, memberPaidSums, memberStatusCounts, scopedStatusCounts } from './order-list-repository.ts';
import { findOrder, linesOfOrders, orderIdOfNo } from './sale-order-repository.ts';

const ORDER_ACCESS = { missing: ORDER_MSG.orderNotFound, forbidden: ORDER_MSG.colleagueOrder, placerOnly: ORDER_MSG.placerOnly };

/** How the caller reads an order: acts on it only as its placer while allowed to order, pays it also as the company's admin or finance; the placer's name on a company's order. */
function readerOf(acting: Acting, order: OrderRow, names: ReadonlyMap<number, string>): OrderReader {
  return {
    mayAct: mayActOn(acting, order),
    mayPay: mayPayFor(acting, order),
    buyerName: order.companyId === null ? null : (names.get(order.memberId) ?? null),
  };
}

async function namesOf(db: Kysely<Database>, orders: readonly OrderRow[]): Promise<Map<number, string>> {
  return memberNames(db, orders.filter((o) => o.companyId !== null).map((o) => o.memberId));
}

export async function listOrders(db: Kysely<Database>, memberId: number, q: OrderListBody): Promise<Page<OrderSummary>> {
  const acting = await actingOf(db, memberId);
  const scope = await listScope(db, acting, q, ORDER_MSG.ordersWord);
  const { total: n, rows: orders } = await memberOrderPage(db, scope, q, q.size, offsetOf(q));
  const [lines, names] = await Promise.all([linesOfOrders(db, orders.map((o) => o.id)), namesOf(db, orders)]);
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
  return page(orders.map((o) => toOrderSummary(o, byOrder.get(o.id) ?? [], readerOf(acting, o, names))), Number(n), q.current, q.size);
}

/** The member's export (sale/exportMyOrders): the list's filters in the list's scope; 全公司 names each order's placer. */
export async function exportMemberOrders(db: Kysely<Database>, memberId: number, q: OrderExportBody): Promise<OrderExport> {
  const { scope: _scope, scopeMemberId: _member, scopeDepartmentId: _dept, ...filters } = q;
  const records = await listScope(db, await actingOf(db, memberId), q, ORDER_MSG.ordersWord);
  return exportOrders(db, { ...filters, mine: true, records });
}

/** 全部 first, then 待付款 … 已取消, in the list's scope (我的 when no body). */
export async function orderCounts(db: Kysely<Database>, memberId: number, q: OrderCountBody = {}): Promise<StatusCount[]> {
  const scope = await listScope(db, await actingOf(db, memberId), q, ORDER_MSG.ordersWord);
  const by = await scopedStatusCounts(db, scope);
  const statuses = Object.values(ORDER_STATUS) as OrderStatus[];
  return [
    { status: null, text: ORDER_MSG.allStatuses, count: [...by.values()].reduce((a, b) => a + b, 0) },
    ...statuses.map((s) => ({ status: s, text: ORDER_STATUS_TEXT[s], count: by.get(s) ?? 0 })),
  ];
}

/** One order as the caller may read it: their own, or a colleague's within the role's reach (404 another's, 403 out of reach). */
export async function orderDetailFor(db: Kysely<Database>, memberId: number, orderId: number): Promise<OrderDetail> {
  const acting = await actingOf(db, memberId);
  const order = await findOrder(db, orderId, null);
  await assertRecordAccess(db, acting, order, ORDER_ACCESS);
  const row = order!;
  return detailOf(db, row, readerOf(acting, row, await namesOf(db, [row])));
}

export async function orderDetailByNo(db: Kysely<Database>, memberId: number, orderNo: string): Promise<OrderDetail> {
  const id = await orderIdOfNo(db, orderNo);
  if (id === undefined) throw notFound(ORDER_MSG.orderNotFound);
  return orderDetailFor(db, memberId, id);
}

/** The buyer cancels an order still 待付款 or 待确认: stock released, waiting payments failed. */
export async function memberCancelOrder(db: Kysely<Database>, memberId: number, orderId: number, reason: string): Promise<OrderDetail> {
  const acting = await actingOf(db, memberId);
  await db.transaction().execute(async (trx) => {
    await assertRecordActor(trx, acting, await findOrder(trx, orderId, null), ORDER_ACCESS);
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
  const acting = await actingOf(db, memberId);
  const again = await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    await assertRecordActor(trx, acting, order, ORDER_ACCESS);
    if (!order) throw notFound(ORDER_MSG.orderNotFound);
    if (order.status === ORDER_STATUS.completed) return true;
    if (order.status !== ORDER_STATUS.shipped) throw statusRefusal(order.status as OrderStatus, ORDER_MSG.confirmReceiptAction);
    await completeOrderIn(trx, orderId, { actor: `member:${memberId}` });
    return false;
  });
  return { order: await orderDetailFor(db, memberId, orderId), again };
}

export async function memberStatistics(db: Kysely<Database>, memberId: number, now: Date = new Date()): Promise<MemberStatistics> {
  const yearStart = chinaYearStartUtc(now);
  const [by, paid, cart, favs, drafts] = await Promise.all([
    memberStatusCounts(db, memberId, false),
    memberPaidSums(db, memberId, yearStart),
    memberCartCount(db, 'cartItem', memberId),
    memberCartCount(db, 'favourite', memberId),
    memberOpenDrafts(db, memberId),
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
    cartLines: cart,
    favourites: favs,
    openDrafts: drafts,
  };
}
