// The 订单发货 queue's list (issue 22): orders in one of 待发货 / 已发货 / 已完成 (default
// 待发货, oldest order first), by order number and order date (China days),
// with the count of each; rows are the staff order view (staff-order-service.ts).
import type { Kysely } from 'kysely';
import { SHIP_BATCH_MSG, SHIPPING_STATE_STATUS, type ShippingCounts, type ShippingListAnswer, type ShippingListBody } from '../../../domain/orders/staff-shipping-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { shippingCounts, shippingPage } from './order-list-repository.ts';
import { staffRows } from './staff-order-service.ts';

export async function listShippingOrders(db: Kysely<Database>, q: ShippingListBody): Promise<ShippingListAnswer> {
  if (q.from && q.to && q.from > q.to) throw badRequest(SHIP_BATCH_MSG.dateRange);
  const state = q.state ?? 'toShip';
  const dir = state === 'toShip' ? 'asc' : 'desc';
  const by = state === 'toShip' ? 'createdAt' : state === 'shipped' ? 'shippedAt' : 'updatedAt';
  const { total, ids } = await shippingPage(db, q, SHIPPING_STATE_STATUS[state], { by, dir }, q.size, (q.current - 1) * q.size);
  const grouped = await shippingCounts(db, q, Object.values(SHIPPING_STATE_STATUS));
  const n = (status: number) => Number(grouped.find((r) => r.status === status)?.n ?? 0);
  const counts: ShippingCounts = { toShip: n(SHIPPING_STATE_STATUS.toShip), shipped: n(SHIPPING_STATE_STATUS.shipped), completed: n(SHIPPING_STATE_STATUS.completed) };
  const records = await staffRows(db, ids);
  return { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size), counts };
}
