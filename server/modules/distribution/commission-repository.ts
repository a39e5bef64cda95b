// The queries of the commission ledger (commission): the earn rows written once per line, the
// pending rows due for settlement, the row locks, the settlement and the clawback rows. Writes
// run with the caller's executor (the clawback inside the refund's transaction).
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { CommissionTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Writes earn rows; a line that already has one is skipped. Answers how many were written. */
export async function insertEarnRows(db: Db, rows: Insertable<CommissionTable>[]): Promise<number> {
  const written = await db
    .insertInto('commission')
    .values(rows)
    .onConflict((oc) => oc.column('orderLineId').where('kind', '=', 'earn').doNothing())
    .returning('id')
    .execute();
  return written.length;
}

export interface DueFilter {
  pending: number;
  cancelled: number;
  completed: number;
  /** Completed orders count when completed at or before this. */
  closedBefore: Date;
  distributorId?: number | undefined;
}

/** Pending rows of cancelled orders or of completed orders whose window has closed, by id, at most `limit`. */
export async function duePendingRows(db: Db, f: DueFilter, limit: number) {
  // reads sale_order of orders: the status and completion of each pending row's order, one query per run
  let q = db
    .selectFrom('commission')
    .innerJoin('saleOrder', 'saleOrder.id', 'commission.orderId')
    .select(['commission.id', 'saleOrder.status as orderStatus'])
    .where('commission.status', '=', f.pending)
    .where((eb) =>
      eb.or([eb('saleOrder.status', '=', f.cancelled), eb.and([eb('saleOrder.status', '=', f.completed), eb('saleOrder.completedAt', '<=', f.closedBefore)])]),
    );
  if (f.distributorId !== undefined) q = q.where('commission.distributorId', '=', f.distributorId);
  return q.orderBy('commission.id').limit(limit).execute();
}

/** The row locked FOR UPDATE while it is still in `status`, or undefined. */
export async function lockCommissionInStatus(trx: Transaction<Database>, id: number, status: number) {
  return trx.selectFrom('commission').selectAll().where('id', '=', id).where('status', '=', status).forUpdate().executeTakeFirst();
}

export async function updateCommission(trx: Transaction<Database>, id: number, set: Updateable<CommissionTable>): Promise<void> {
  await trx.updateTable('commission').set(set).where('id', '=', id).execute();
}

/** The earn row of an order line locked FOR UPDATE, or undefined. */
export async function lockEarnRow(trx: Transaction<Database>, orderLineId: number) {
  return trx.selectFrom('commission').selectAll().where('orderLineId', '=', orderLineId).where('kind', '=', 'earn').forUpdate().executeTakeFirst();
}

/** The commission already clawed back on an order line (0 or less), fen. */
export async function clawedBackFen(trx: Transaction<Database>, orderLineId: number): Promise<number> {
  const row = await trx
    .selectFrom('commission')
    .select(sql<string>`coalesce(sum(commission_fen), 0)`.as('fen'))
    .where('orderLineId', '=', orderLineId)
    .where('kind', '=', 'clawback')
    .executeTakeFirstOrThrow();
  return Number(row.fen);
}

/** Writes a clawback row once per refund and line; true when written. */
export async function insertClawback(trx: Transaction<Database>, row: Insertable<CommissionTable>): Promise<boolean> {
  const written = await trx
    .insertInto('commission')
    .values(row)
    .onConflict((oc) => oc.columns(['refundId', 'orderLineId']).where('kind', '=', 'clawback').doNothing())
    .returning('id')
    .executeTakeFirst();
  return written !== undefined;
}
