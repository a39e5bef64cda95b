// The 订单发货 queue's list (issue 22): orders in one of 待发货 / 已发货 / 已完成 (default
// 待发货, oldest order first), by order number and order date (China days),
// with the count of each; rows are the staff order view (staff-order-service.ts).
import { sql, type Kysely } from 'kysely';
import { chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import { SHIP_BATCH_MSG, SHIPPING_STATE_STATUS, type ShippingCounts, type ShippingListAnswer, type ShippingListBody } from '../../../domain/orders/staff-shipping-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { staffRows } from './staff-order-service.ts';

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Kysely<Database>, q: ShippingListBody) {
  if (q.from && q.to && q.from > q.to) throw badRequest(SHIP_BATCH_MSG.dateRange);
  let base = db.selectFrom('saleOrder');
  const orderNo = q.orderNo?.trim().toUpperCase();
  if (orderNo) base = base.where('orderNo', 'like', likeText(orderNo));
  if (q.from) base = base.where('createdAt', '>=', chinaMidnightUtc(q.from));
  if (q.to) base = base.where('createdAt', '<', chinaMidnightUtc(q.to, 1));
  return base;
}

export async function listShippingOrders(db: Kysely<Database>, q: ShippingListBody): Promise<ShippingListAnswer> {
  const state = q.state ?? 'toShip';
  const base = filtered(db, q).where('status', '=', SHIPPING_STATE_STATUS[state]);
  const total = Number((await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);
  const dir = state === 'toShip' ? 'asc' : 'desc';
  const ids = await base
    .select('id')
    .orderBy(state === 'toShip' ? 'createdAt' : state === 'shipped' ? 'shippedAt' : 'updatedAt', dir)
    .orderBy('id', dir)
    .limit(q.size)
    .offset((q.current - 1) * q.size)
    .execute();
  const grouped = await filtered(db, q)
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('status', 'in', Object.values(SHIPPING_STATE_STATUS))
    .groupBy('status')
    .execute();
  const n = (status: number) => Number(grouped.find((r) => r.status === status)?.n ?? 0);
  const counts: ShippingCounts = { toShip: n(SHIPPING_STATE_STATUS.toShip), shipped: n(SHIPPING_STATE_STATUS.shipped), completed: n(SHIPPING_STATE_STATUS.completed) };
  const records = await staffRows(db, ids.map((r) => r.id));
  return { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size), counts };
}
