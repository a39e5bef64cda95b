// What the commission ledger is computed from, read from the tables of other modules in joins
// (each marked with its reason): the paid orders of bound buyers not yet earned on, their lines
// with the goods' categories, the money refunds gave back per line, and the lines of a refund.
// Read-only.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Paid orders of members bound to a distributor (paid after the binding, while the referrer is a
 * distributor) with no earn row yet, by id, at most `limit`; optionally of one distributor's buyers.
 */
export async function ordersToEarn(db: Db, distributorId: number | undefined, limit: number) {
  // reads sale_order of orders and member of account: which orders earn is a join of the order, its buyer and the referrer, one query per batch
  let q = db
    .selectFrom('saleOrder')
    .innerJoin('member as buyer', 'buyer.id', 'saleOrder.memberId')
    .innerJoin('member as referrer', 'referrer.id', 'buyer.referrerId')
    .select(['saleOrder.id', 'saleOrder.discountFen', 'saleOrder.paidAt', 'buyer.id as buyerId', 'referrer.id as distributorId'])
    .where('saleOrder.paidAt', 'is not', null)
    .where('referrer.isDistributor', '=', true)
    .where((eb) => eb('saleOrder.paidAt', '>=', eb.ref('buyer.referredAt')))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('commission').select('commission.id').whereRef('commission.orderId', '=', 'saleOrder.id').where('commission.kind', '=', 'earn'))));
  if (distributorId !== undefined) q = q.where('referrer.id', '=', distributorId);
  return q.orderBy('saleOrder.id').limit(limit).execute();
}

/** The lines of these orders with their goods' category. */
export async function orderLinesWithCategory(db: Db, orderIds: number[]) {
  // reads sale_order_line of orders and goods of catalogue: the category of every line of a batch in one query
  return db
    .selectFrom('saleOrderLine')
    .innerJoin('goods', 'goods.id', 'saleOrderLine.goodsId')
    .select(['saleOrderLine.id', 'saleOrderLine.orderId', 'saleOrderLine.lineFen', 'goods.categoryId'])
    .where('saleOrderLine.orderId', 'in', orderIds)
    .execute();
}

/** Money given back for each of these order lines by refunds in `status` (已退款). */
export async function refundedFenByLine(db: Db, orderLineIds: number[], status: number) {
  // reads refund_line and refund_order of after-sales: inside the caller's transaction after its row lock (a refund is counted here or clawed back, never neither); after-sales calls this module's clawback, so its public.ts would be an import cycle
  return db
    .selectFrom('refundLine')
    .innerJoin('refundOrder', 'refundOrder.id', 'refundLine.refundId')
    .select(['refundLine.orderLineId', sql<string>`sum(refund_line.amount_fen)`.as('fen')])
    .where('refundLine.orderLineId', 'in', orderLineIds)
    .where('refundOrder.status', '=', status)
    .groupBy('refundLine.orderLineId')
    .execute();
}

/** The lines of a refund request (order line and money). */
export async function refundLinesOf(db: Db, refundId: number) {
  // reads refund_line of after-sales: called inside the refund's own transaction by after-sales' hook, so its public.ts would be an import cycle
  return db.selectFrom('refundLine').select(['orderLineId', 'amountFen']).where('refundId', '=', refundId).execute();
}
