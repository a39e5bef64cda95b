// The reads of an order the after-sales module needs (through public.ts): the order row without a
// lock (the preview), its lines in id order, and how many units it ordered. Read-only.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The order's lines, in id order. */
export async function orderLinesOf(db: Db, orderId: number) {
  return db.selectFrom('saleOrderLine').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
}

/** The units of all the order's lines. */
export async function orderedUnits(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('saleOrderLine')
    .select(sql<number>`coalesce(sum(num), 0)::int`.as('ordered'))
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.ordered);
}
