// The read queries of a distributor's reports: the commission per month the order was paid, per
// month it was settled or clawed back, the totals, and the lines of one month with their order,
// goods and buyer. Read-only.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Earn rows per month the order was paid (of `months`): orders, sales, commission pending and void. */
export async function earnByPaidMonth(db: Kysely<Database>, distributorId: number, months: string[]) {
  return db
    .selectFrom('commission')
    .select([
      'paidMonth',
      sql<string>`count(distinct order_id)`.as('orders'),
      sql<string>`sum(base_fen)`.as('sales'),
      sql<string>`sum(commission_fen) filter (where status = 0)`.as('pending'),
      sql<string>`sum(commission_fen) filter (where status = 2)`.as('void'),
    ])
    .where('distributorId', '=', distributorId)
    .where('kind', '=', 'earn')
    .where('paidMonth', 'in', months)
    .groupBy('paidMonth')
    .execute();
}

/** Settled rows (status `settled`) per month of settlement (of `months`): earned and clawed back. */
export async function settledBySettleMonth(db: Kysely<Database>, distributorId: number, months: string[], settled: number) {
  return db
    .selectFrom('commission')
    .select([
      'settleMonth',
      sql<string>`sum(commission_fen) filter (where kind = 'earn')`.as('settled'),
      sql<string>`-sum(commission_fen) filter (where kind = 'clawback')`.as('clawback'),
    ])
    .where('distributorId', '=', distributorId)
    .where('status', '=', settled)
    .where('settleMonth', 'in', months)
    .groupBy('settleMonth')
    .execute();
}

/** The distributor's totals: sales since `firstMonth`, commission pending, settled and clawed back. */
export async function commissionTotals(db: Kysely<Database>, distributorId: number, firstMonth: string) {
  return db
    .selectFrom('commission')
    .select([
      sql<string>`sum(base_fen) filter (where kind = 'earn' and paid_month >= ${firstMonth})`.as('sales'),
      sql<string>`sum(commission_fen) filter (where status = 0)`.as('pending'),
      sql<string>`sum(commission_fen) filter (where status = 1)`.as('settled'),
      sql<string>`-sum(commission_fen) filter (where kind = 'clawback')`.as('clawback'),
    ])
    .where('distributorId', '=', distributorId)
    .executeTakeFirstOrThrow();
}

function monthRows(db: Kysely<Database>, distributorId: number, month: string) {
  // reads sale_order and sale_order_line of orders and member of account: the order number, goods and buyer of every line of a page in one query
  return db
    .selectFrom('commission')
    .innerJoin('saleOrder', 'saleOrder.id', 'commission.orderId')
    .innerJoin('saleOrderLine', 'saleOrderLine.id', 'commission.orderLineId')
    .innerJoin('member as buyer', 'buyer.id', 'commission.buyerId')
    .where('commission.distributorId', '=', distributorId)
    .where((eb) =>
      eb.or([
        eb.and([eb('commission.kind', '=', 'earn'), eb('commission.paidMonth', '=', month)]),
        eb.and([eb('commission.kind', '=', 'clawback'), eb('commission.settleMonth', '=', month)]),
      ]),
    );
}

const DETAIL_COLUMNS = [
  'commission.id', 'commission.kind', 'saleOrder.orderNo', 'buyer.username', 'saleOrderLine.name', 'saleOrderLine.model', 'commission.baseFen', 'commission.rateBp',
  'commission.commissionFen', 'commission.status', 'saleOrder.paidAt', 'commission.settleMonth',
] as const;

/** The lines of a month (earned that month or clawed back in it): how many. */
export async function countMonthLines(db: Kysely<Database>, distributorId: number, month: string): Promise<number> {
  const row = await monthRows(db, distributorId, month).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The lines of a month with their order, goods and buyer, by id (`desc`: newest first), one page. */
export async function monthLines(db: Kysely<Database>, distributorId: number, month: string, page: { desc: boolean; limit: number; offset?: number }) {
  let q = monthRows(db, distributorId, month).select(DETAIL_COLUMNS).orderBy('commission.id', page.desc ? 'desc' : 'asc').limit(page.limit);
  if (page.offset !== undefined) q = q.offset(page.offset);
  return q.execute();
}
