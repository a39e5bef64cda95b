// Consistency checks by SQL after a fault-injection run: stock reservations against live
// allocations, orders against their lines, allocations and status logs, uniqueness of order
// numbers and client keys, drafts against the orders they became, and the orders the clients saw
// acknowledged against what the database holds. Every check counts offending rows; 0 passes.
import { sql, type Kysely } from 'kysely';
import { ORDER_STATUS } from '../../domain/orders/order-status.ts';
import type { Database } from '../../server/db/schema.ts';

/** An order a client saw acknowledged (HTTP 200, success, an order id and number). */
export interface AcknowledgedOrder {
  orderId: number;
  orderNo: string;
  clientKey: string;
  memberId: number;
  /** The client saw its cancellation acknowledged too. */
  cancelled: boolean;
}

export interface CheckResult {
  name: string;
  what: string;
  count: number;
}

const CANCELLED = ORDER_STATUS.cancelled;
const UNPAID = ORDER_STATUS.awaitingPayment;

async function count(db: Kysely<Database>, query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  const { rows } = await query.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export async function runConsistencyChecks(db: Kysely<Database>, acknowledged: readonly AcknowledgedOrder[]): Promise<CheckResult[]> {
  const ids = acknowledged.map((a) => a.orderId);
  const nos = acknowledged.map((a) => a.orderNo);
  const keys = acknowledged.map((a) => a.clientKey);
  const members = acknowledged.map((a) => a.memberId);
  const cancelledIds = acknowledged.filter((a) => a.cancelled).map((a) => a.orderId);
  const checks: [string, string, ReturnType<typeof sql<{ n: number }>>][] = [
    [
      'reservedVsAllocationsPerGoods',
      'goods whose reserved stock differs from the units its unreleased allocations hold',
      sql`with r as (select goods_id, sum(reserved)::bigint as q from goods_stock group by goods_id),
               a as (select goods_id, sum(qty)::bigint as q from order_allocation where not released group by goods_id)
          select count(*)::int as n from r full join a using (goods_id) where coalesce(r.q, 0) <> coalesce(a.q, 0)`,
    ],
    [
      'reservedVsAllocationsPerWarehouse',
      'stock rows (goods, warehouse) whose reserved differs from their unreleased allocations',
      sql`with a as (select goods_id, warehouse_id, sum(qty)::bigint as q from order_allocation where not released group by goods_id, warehouse_id)
          select count(*)::int as n from goods_stock s full join a using (goods_id, warehouse_id) where coalesce(s.reserved, 0) <> coalesce(a.q, 0)`,
    ],
    ['stockOutOfRange', 'stock rows with reserved < 0 or reserved > qty', sql`select count(*)::int as n from goods_stock where reserved < 0 or reserved > qty`],
    ['ordersWithoutLines', 'orders without a line', sql`select count(*)::int as n from sale_order o where not exists (select 1 from sale_order_line l where l.order_id = o.id)`],
    [
      'ordersWithoutAllocations',
      'orders without a stock allocation (every checkout order reserves its lines)',
      sql`select count(*)::int as n from sale_order o where not exists (select 1 from order_allocation a where a.order_id = o.id)`,
    ],
    [
      'allocationsVsLines',
      '(order, goods) whose allocated units differ from the ordered units',
      sql`with l as (select order_id, goods_id, sum(num)::bigint as q from sale_order_line group by order_id, goods_id),
               a as (select order_id, goods_id, sum(qty)::bigint as q from order_allocation group by order_id, goods_id)
          select count(*)::int as n from l full join a using (order_id, goods_id) where coalesce(l.q, 0) <> coalesce(a.q, 0)`,
    ],
    ['duplicateOrderNo', 'order numbers held by more than one order', sql`select count(*)::int as n from (select order_no from sale_order group by order_no having count(*) > 1) d`],
    [
      'duplicateClientKey',
      '(member, client key) pairs held by more than one order',
      sql`select count(*)::int as n from (select member_id, client_key from sale_order where client_key is not null group by member_id, client_key having count(*) > 1) d`,
    ],
    [
      'duplicateDraftOrder',
      'drafts that became more than one order',
      sql`select count(*)::int as n from (select tmp_order_id from sale_order where tmp_order_id is not null group by tmp_order_id having count(*) > 1) d`,
    ],
    [
      'cancelledHoldingStock',
      'cancelled orders with an unreleased allocation',
      sql`select count(*)::int as n from sale_order o where o.status = ${CANCELLED} and exists (select 1 from order_allocation a where a.order_id = o.id and not a.released)`,
    ],
    [
      'liveOrderStockReleased',
      'orders not cancelled whose stock was given back',
      sql`select count(*)::int as n from sale_order o where o.status <> ${CANCELLED} and exists (select 1 from order_allocation a where a.order_id = o.id and a.released)`,
    ],
    ['ordersWithoutStatusLog', 'orders without a status log', sql`select count(*)::int as n from sale_order o where not exists (select 1 from order_status_log g where g.order_id = o.id)`],
    [
      'statusLogDisagrees',
      "orders whose last status log entry is not the order's status",
      sql`select count(*)::int as n from sale_order o
          join lateral (select to_status from order_status_log g where g.order_id = o.id order by g.id desc limit 1) last on true
          where last.to_status <> o.status`,
    ],
    [
      'draftsVsOrders',
      'drafts marked submitted without their order, or orders whose draft is not marked submitted',
      sql`select (select count(*) from tmp_order t where t.status = 1 and not exists (select 1 from sale_order o where o.id = t.sale_order_id and o.tmp_order_id = t.id))::int
               + (select count(*) from sale_order o join tmp_order t on t.id = o.tmp_order_id where t.status <> 1 or t.sale_order_id is distinct from o.id)::int as n`,
    ],
    [
      'overdueUnpaid',
      'unpaid orders more than 30 s past their payment deadline (the timeout sweepers missed them)',
      sql`select count(*)::int as n from sale_order where status = ${UNPAID} and pay_deadline < now() - interval '30 seconds'`,
    ],
    [
      'acknowledgedMissing',
      'orders a client saw acknowledged that the database lacks (same id, number, member and client key)',
      sql`select count(*)::int as n from unnest(${ids}::bigint[], ${nos}::text[], ${keys}::text[], ${members}::bigint[]) as a(id, no, key, member)
          where not exists (select 1 from sale_order o where o.id = a.id and o.order_no = a.no and o.client_key = a.key and o.member_id = a.member)`,
    ],
    [
      'acknowledgedCancelNotCancelled',
      'orders whose cancellation a client saw acknowledged that are not cancelled',
      sql`select count(*)::int as n from unnest(${cancelledIds}::bigint[]) as a(id) where not exists (select 1 from sale_order o where o.id = a.id and o.status = ${CANCELLED})`,
    ],
  ];
  const results: CheckResult[] = [];
  for (const [name, what, query] of checks) results.push({ name, what, count: await count(db, query) });
  const twice = new Map<number, Set<string>>();
  for (const a of acknowledged) twice.set(a.orderId, (twice.get(a.orderId) ?? new Set()).add(a.clientKey));
  results.push({
    name: 'acknowledgedTwice',
    what: 'order ids acknowledged to more than one client key',
    count: [...twice.values()].filter((k) => k.size > 1).length,
  });
  return results;
}
