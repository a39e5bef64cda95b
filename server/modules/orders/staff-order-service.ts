// The back office's order actions, shared by the staff API (staff-order-routes.ts) and the
// orders CLI (scripts/orders.ts): list orders with the payments that wait, ship, complete (the
// review of a transfer receipt is the payments module's). Every status change goes through
// moveOrder in one transaction.
import type { Kysely } from 'kysely';
import { ORDER_STATUS_TEXT, PAY_METHOD_TEXT, type OrderStatus, type PayMethod } from '../../../domain/orders/order-status.ts';
import type { OrderType } from '../../../domain/orders/order-rules.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { StaffOrderRow } from '../../../domain/orders/staff-orders.ts';
import type { Database } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { memberContacts } from '../account/public.ts';
import { ORDER_MSG } from './messages.ts';
import { ordersByIds, staffOrderPage } from './order-list-repository.ts';
import { waitingPaymentsOf } from './order-payment-repository.ts';
import { completeOrderIn, moveOrder } from './order-transitions.ts';
import type { StaffActor } from '../../../domain/staff/staff-actor.ts';
import { paymentView } from './payment-view.ts';
import { approvalOf } from './order-detail.ts';
import { orderIdOfNo } from './sale-order-repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export interface StaffOrderQuery {
  status?: number | null | undefined;
  keyword?: string | undefined;
  current: number;
  size: number;
}

export async function listStaffOrders(db: Kysely<Database>, q: StaffOrderQuery): Promise<Page<StaffOrderRow>> {
  const { total, ids } = await staffOrderPage(db, q, q.size, (q.current - 1) * q.size);
  const rows = await staffRows(db, ids);
  return page(rows, total, q.current, q.size);
}

/** The staff view of the given orders, in the given order. */
export async function staffRows(db: Kysely<Database>, ids: number[]): Promise<StaffOrderRow[]> {
  if (ids.length === 0) return [];
  const orders = await ordersByIds(db, ids);
  const contacts = await memberContacts(db, orders.map((o) => o.memberId));
  const payments = await waitingPaymentsOf(db, ids);
  const byId = new Map(orders.map((o) => [o.id, o]));
  return ids.flatMap((id) => {
    const o = byId.get(id);
    const m = o && contacts.get(o.memberId);
    if (!o || !m) return [];
    const status = o.status as OrderStatus;
    const payMethod = o.payMethod as PayMethod | null;
    return [
      {
        id: o.id,
        orderNo: o.orderNo,
        orderType: o.orderType as OrderType,
        memberId: o.memberId,
        memberMobile: m.mobile,
        memberName: m.companyName || m.nickname || m.mobile || ORDER_MSG.memberName(o.memberId),
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
        poNumber: o.poNumber,
        costCentre: o.costCentre,
        ...approvalOf(o.approvalStatus),
        pendingPayments: payments.filter((p) => p.orderId === id).map(paymentView),
      },
    ];
  });
}

export async function staffRow(db: Kysely<Database>, orderId: number): Promise<StaffOrderRow> {
  const [row] = await staffRows(db, [orderId]);
  if (!row) throw notFound(ORDER_MSG.orderNotFound);
  return row;
}

export async function orderIdByNo(db: Kysely<Database>, orderNo: string): Promise<number> {
  const id = await orderIdOfNo(db, orderNo.trim().toUpperCase());
  if (id === undefined) throw notFound(ORDER_MSG.orderNoNotFound(orderNo));
  return id;
}

export interface ShipInput {
  orderId: number;
  carrier: string;
  trackingNo: string;
}

/** 待发货 -> 已发货 with the carrier and tracking number. */
export async function shipOrder(db: Kysely<Database>, who: StaffActor, input: ShipInput): Promise<number> {
  const carrier = input.carrier.trim();
  if (!carrier) throw badRequest(ORDER_MSG.carrierRequired);
  const trackingNo = input.trackingNo.trim().toUpperCase();
  if (!/^[A-Z0-9-]{6,40}$/.test(trackingNo)) throw badRequest(ORDER_MSG.trackingNoFormat);
  await db.transaction().execute((trx) =>
    moveOrder(trx, input.orderId, 'ship', { actor: who.actor, note: `${carrier} ${trackingNo}`, set: { carrier, trackingNo } }),
  );
  return input.orderId;
}

/** 已发货 -> 已完成 by staff or the CLI, through the one completion (completeOrderIn). */
export async function completeOrder(db: Kysely<Database>, who: StaffActor, orderId: number): Promise<number> {
  await db.transaction().execute((trx) => completeOrderIn(trx, orderId, { actor: who.actor }));
  return orderId;
}
