// The queries of one sales order's row and its status log: lock, find, the status move's update,
// the money columns (paid, refunded, credit relief), the log rows, the lines, ids by number, and
// the sweepers' scan. Writes name their columns and run in the caller's transaction.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, SaleOrderTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type OrderRow = Selectable<SaleOrderTable>;
export type OrderLineRow = Pick<Selectable<Database['saleOrderLine']>, 'id' | 'orderId' | 'goodsId' | 'goodsCode' | 'model' | 'name' | 'brandName' | 'unit' | 'imageUrl' | 'num' | 'unitPriceFen' | 'lineFen' | 'buyerCode' | 'buyerRemark'>;

export const LINE_COLUMNS = ['id', 'orderId', 'goodsId', 'goodsCode', 'model', 'name', 'brandName', 'unit', 'imageUrl', 'num', 'unitPriceFen', 'lineFen', 'buyerCode', 'buyerRemark'] as const;

/** Locks the order row (SELECT … FOR UPDATE); null when it does not exist. */
export async function lockOrderRow(trx: Transaction<Database>, orderId: number): Promise<OrderRow | null> {
  return (await trx.selectFrom('saleOrder').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst()) ?? null;
}

/** The order (scoped to its buyer unless memberId is null), or undefined. */
export async function findOrder(db: Db, orderId: number, memberId: number | null): Promise<OrderRow | undefined> {
  let q = db.selectFrom('saleOrder').selectAll().where('id', '=', orderId);
  if (memberId !== null) q = q.where('memberId', '=', memberId);
  return q.executeTakeFirst();
}

/** The id of the order with this number (as given), or undefined. */
export async function orderIdOfNo(db: Db, orderNo: string): Promise<number | undefined> {
  return (await db.selectFrom('saleOrder').select('id').where('orderNo', '=', orderNo).executeTakeFirst())?.id;
}

/** The state the batch shipping judges, of the orders with these numbers. */
export async function shipStatesByNo(db: Db, orderNos: string[]) {
  if (orderNos.length === 0) return [];
  return db.selectFrom('saleOrder').select(['id', 'orderNo', 'status', 'trackingNo']).where('orderNo', 'in', orderNos).execute();
}

export interface StatusSet {
  carrier?: string;
  trackingNo?: string;
  cancelReason?: string;
  paidFen?: number;
  payDeadline?: Date | null;
  payDueAt?: Date | null;
  /** Issue 38: the approval's status, the level waiting, the moment the order committed company money. */
  approvalStatus?: string | null;
  approvalLevel?: number | null;
  committedAt?: Date | null;
}

/** The update of a status move: the new status, the extra columns, updated_at and the status's stamp column (all `now()`). */
export async function setOrderStatus(
  trx: Transaction<Database>,
  orderId: number,
  status: number,
  set: StatusSet | undefined,
  stamp: 'confirmedAt' | 'shippedAt' | 'completedAt' | 'cancelledAt' | undefined,
): Promise<void> {
  await trx
    .updateTable('saleOrder')
    .set({ ...set, status, updatedAt: sql`now()`, ...(stamp ? { [stamp]: sql`now()` } : {}) })
    .where('id', '=', orderId)
    .execute();
}

/** A row of the order's timeline; returns its id. */
export async function insertStatusLog(
  trx: Transaction<Database>,
  row: { orderId: number; fromStatus: number | null; toStatus: number; actor: string; note: string | null },
): Promise<number> {
  const log = await trx.insertInto('orderStatusLog').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(log.id);
}

/** paid_fen and paid_at (the transaction's `now()` when `paidAt` is null; updated_at the same). */
export async function setOrderPaid(trx: Transaction<Database>, orderId: number, paidFen: number, paidAt: Date | null): Promise<void> {
  const at = paidAt ?? sql<Date>`now()`;
  await trx.updateTable('saleOrder').set({ paidFen, paidAt: at, updatedAt: at }).where('id', '=', orderId).execute();
}

/** Adds to refunded_fen or credit_relief_fen. */
export async function addOrderRefunded(trx: Transaction<Database>, orderId: number, amountFen: number, how: 'refunded' | 'creditRelief'): Promise<void> {
  const set = how === 'creditRelief' ? { creditReliefFen: sql<number>`credit_relief_fen + ${amountFen}` } : { refundedFen: sql<number>`refunded_fen + ${amountFen}` };
  await trx.updateTable('saleOrder').set({ ...set, updatedAt: sql`now()` }).where('id', '=', orderId).execute();
}

/** The lines of the given orders (the views' columns), by line id. */
export async function linesOfOrders(db: Db, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('saleOrderLine').select(LINE_COLUMNS).where('orderId', 'in', orderIds).orderBy('id').execute();
}

/** The timeline rows of an order, oldest first. */
export async function statusLogOf(db: Db, orderId: number) {
  return db.selectFrom('orderStatusLog').selectAll().where('orderId', '=', orderId).orderBy('createdAt').orderBy('id').execute();
}

/** What the sweepers scan: ids of orders in `status` after `afterId`, due by deadline or by shipping day, `limit` at a time. */
export async function dueOrderIds(
  db: Db,
  status: number,
  afterId: number,
  limit: number,
  due: { payDeadlineBefore: Date } | { shippedAtOrBefore: Date } | { approvalHoldBefore: Date },
): Promise<{ id: number }[]> {
  let q = db.selectFrom('saleOrder').select('id').where('status', '=', status).where('id', '>', afterId);
  if ('payDeadlineBefore' in due) q = q.where('payDeadline', '<', due.payDeadlineBefore);
  else if ('shippedAtOrBefore' in due) q = q.where('shippedAt', '<=', due.shippedAtOrBefore);
  else q = q.where('approvalHoldUntil', '<', due.approvalHoldBefore);
  return q.orderBy('id').limit(limit).execute();
}

/** Issue 38: a locked 待审批 order moves on to its next approval level (no status change). */
export async function setApprovalLevel(trx: Transaction<Database>, orderId: number, level: number): Promise<void> {
  await trx.updateTable('saleOrder').set({ approvalLevel: level, updatedAt: sql`now()` }).where('id', '=', orderId).execute();
}
