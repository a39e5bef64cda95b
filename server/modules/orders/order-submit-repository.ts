// The queries of a checkout submission on the order tables (the checkout module calls them through
// orders/public.ts, inside its one transaction): the order a client key or a draft already made,
// and the new order's row and lines. Its allocations and first timeline row are written with
// insertAllocations and insertStatusLog. Writes run inside the caller's transaction.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, SaleOrderLineTable, SaleOrderTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface SubmittedRow {
  id: number;
  orderNo: string;
  status: number;
  payMethod: number | null;
  totalFen: number;
  payDeadline: Date | null;
  payDueAt: Date | null;
}

const SUBMITTED_COLUMNS = ['id', 'orderNo', 'status', 'payMethod', 'totalFen', 'payDeadline', 'payDueAt'] as const;

/** The order the member's client key made, if any. */
export async function orderByClientKey(db: Db, memberId: number, clientKey: string): Promise<SubmittedRow | undefined> {
  return db.selectFrom('saleOrder').select(SUBMITTED_COLUMNS).where('memberId', '=', memberId).where('clientKey', '=', clientKey).executeTakeFirst();
}

/** The order made from a draft (with the client key that made it), if any. */
export async function orderOfDraft(db: Db, draftId: number): Promise<(SubmittedRow & { clientKey: string | null }) | undefined> {
  return db.selectFrom('saleOrder').select([...SUBMITTED_COLUMNS, 'clientKey']).where('tmpOrderId', '=', draftId).executeTakeFirst();
}

/** The sale_order row of a submission; returns what the submission answers. */
export async function insertSaleOrder(trx: Transaction<Database>, values: Insertable<SaleOrderTable>): Promise<SubmittedRow> {
  return trx.insertInto('saleOrder').values(values).returning(SUBMITTED_COLUMNS).executeTakeFirstOrThrow();
}

/** The order's lines. */
export async function insertSaleOrderLines(trx: Transaction<Database>, lines: Insertable<SaleOrderLineTable>[]): Promise<void> {
  await trx.insertInto('saleOrderLine').values(lines).execute();
}

/** The goods and quantities of the member's order, with each line's buyer columns (buy again); null when it is not the member's. */
export async function reorderLines(db: Db, memberId: number, orderId: number) {
  const order = await db.selectFrom('saleOrder').select('id').where('id', '=', orderId).where('memberId', '=', memberId).executeTakeFirst();
  if (!order) return null;
  return db.selectFrom('saleOrderLine').select(['goodsId', 'num', 'buyerCode', 'buyerRemark']).where('orderId', '=', orderId).orderBy('id').execute();
}
