// The queries of the after-sales requests themselves (refund_order, refund_line, refund_trace):
// the row lock, the head lookups, the writes of a new request and of each move, and what live or
// refunded requests already took of an order's lines. Writes run inside the caller's transaction.
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, RefundLineTable, RefundOrderTable, RefundTraceTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The request locked FOR UPDATE (callers lock its order first), or null. */
export async function lockRefund(trx: Transaction<Database>, id: number) {
  return (await trx.selectFrom('refundOrder').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()) ?? null;
}

export type RefundRow = NonNullable<Awaited<ReturnType<typeof lockRefund>>>;

/** The order and member of a request (no lock: read to lock the order first), or undefined. */
export async function refundOwner(db: Db, id: number) {
  return db.selectFrom('refundOrder').select(['orderId', 'memberId', 'companyId', 'departmentId']).where('id', '=', id).executeTakeFirst();
}

/** The member's request written with this client key, or undefined. */
export async function refundByClientKey(db: Db, memberId: number, clientKey: string) {
  return db.selectFrom('refundOrder').select(['id', 'orderId']).where('memberId', '=', memberId).where('clientKey', '=', clientKey).executeTakeFirst();
}

/** The next number of refund_no_seq. */
export async function nextRefundSeq(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select nextval('refund_no_seq') as n`.execute(db);
  return Number(rows[0]!.n);
}

export async function insertRefund(trx: Transaction<Database>, values: Insertable<RefundOrderTable>): Promise<{ id: number }> {
  return trx.insertInto('refundOrder').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function insertRefundLines(trx: Transaction<Database>, lines: Insertable<RefundLineTable>[]): Promise<void> {
  await trx.insertInto('refundLine').values(lines).execute();
}

/** One trace row; answers its id. */
export async function insertTrace(trx: Transaction<Database>, values: Insertable<RefundTraceTable>): Promise<{ id: number }> {
  return trx.insertInto('refundTrace').values(values).returning('id').executeTakeFirstOrThrow();
}

export interface RefundStamps {
  returnShippedAt?: true | undefined;
  receivedAt?: true | undefined;
  refundedAt?: true | undefined;
  cancelledAt?: true | undefined;
}

/**
 * Moves the request from `from` with the columns given, updated_at and the `stamps` set to the
 * database's now(); answers how many rows changed (0 when its status moved meanwhile).
 */
export async function updateRefundFrom(
  trx: Transaction<Database>,
  id: number,
  from: number,
  set: Updateable<RefundOrderTable>,
  stamps: RefundStamps = {},
): Promise<number> {
  const now = sql<Date>`now()`;
  const updated = await trx
    .updateTable('refundOrder')
    .set({
      ...set,
      updatedAt: now,
      ...(stamps.returnShippedAt ? { returnShippedAt: now } : {}),
      ...(stamps.receivedAt ? { receivedAt: now } : {}),
      ...(stamps.refundedAt ? { refundedAt: now } : {}),
      ...(stamps.cancelledAt ? { cancelledAt: now } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

export async function setRefundAmount(trx: Transaction<Database>, id: number, amountFen: number): Promise<void> {
  await trx.updateTable('refundOrder').set({ amountFen }).where('id', '=', id).execute();
}

/** What staff received back of one line of the request, and the line's amount after it. */
export async function setLineReceived(
  trx: Transaction<Database>,
  refundId: number,
  orderLineId: number,
  got: { receivedNum: number; damagedNum: number; amountFen: number },
): Promise<void> {
  await trx
    .updateTable('refundLine')
    .set({ receivedNum: got.receivedNum, damagedNum: got.damagedNum, amountFen: got.amountFen })
    .where('refundId', '=', refundId)
    .where('orderLineId', '=', orderLineId)
    .execute();
}

/** The request's lines with the order line's goods and name, by goods id (the stock lock order). */
export async function refundLinesWithGoods(db: Db, refundId: number) {
  // reads sale_order_line of orders: the goods and name of each refunded line, one join in the request's transaction
  return db
    .selectFrom('refundLine')
    .innerJoin('saleOrderLine', 'saleOrderLine.id', 'refundLine.orderLineId')
    .select(['refundLine.orderLineId', 'refundLine.num', 'refundLine.amountFen', 'saleOrderLine.goodsId', 'saleOrderLine.name'])
    .where('refundLine.refundId', '=', refundId)
    .orderBy('saleOrderLine.goodsId')
    .execute();
}

/** Per order line: the units and money live requests (`statuses`) of the order already took. */
export async function takenByLine(db: Db, orderId: number, statuses: readonly number[]) {
  return db
    .selectFrom('refundLine')
    .innerJoin('refundOrder', 'refundOrder.id', 'refundLine.refundId')
    .select(['refundLine.orderLineId', sql<number>`sum(refund_line.num)::int`.as('qty'), sql<string>`sum(refund_line.amount_fen)`.as('fen')])
    .where('refundOrder.orderId', '=', orderId)
    .where('refundOrder.status', 'in', [...statuses])
    .groupBy('refundLine.orderLineId')
    .execute();
}

/** The freight live requests (`statuses`) of the order already took, fen. */
export async function freightTaken(db: Db, orderId: number, statuses: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('refundOrder')
    .select(sql<string>`coalesce(sum(freight_fen), 0)`.as('fen'))
    .where('orderId', '=', orderId)
    .where('status', 'in', [...statuses])
    .executeTakeFirstOrThrow();
  return Number(row.fen);
}

/** The units of the order's requests in `status` (已退款: refunded units). */
export async function unitsInStatus(db: Db, orderId: number, status: number): Promise<number> {
  const row = await db
    .selectFrom('refundLine')
    .innerJoin('refundOrder', 'refundOrder.id', 'refundLine.refundId')
    .select(sql<number>`coalesce(sum(refund_line.num), 0)::int`.as('n'))
    .where('refundOrder.orderId', '=', orderId)
    .where('refundOrder.status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The order fields of a refund.completed webhook event (issue 40). */
export async function orderOfRefundEvent(trx: Transaction<Database>, orderId: number) {
  // reads sale_order of orders: the order number, PO number, status and total the company's webhook event carries
  return trx.selectFrom('saleOrder').select(['orderNo', 'poNumber', 'status', 'totalFen']).where('id', '=', orderId).executeTakeFirst();
}
