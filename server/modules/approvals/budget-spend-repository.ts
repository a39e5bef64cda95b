// What a department's budget has spent in a period (issue 38): its orders committed in the
// period (placed without approval, or approved) less what after-sales gave back. An order
// cancelled after it committed counts what was paid and not refunded (nothing, for an unpaid one).
import { sql, type Kysely, type Transaction } from 'kysely';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The department's spend committed in [start, end). */
export async function departmentSpend(db: Db, departmentId: number, start: Date, end: Date): Promise<number> {
  // reads saleOrder of orders: the committed orders are what a budget counts (orders owns them; the sum is this feature's question)
  const row = await db
    .selectFrom('saleOrder')
    .select(sql<string>`coalesce(sum(case when status = ${ORDER_STATUS.cancelled} then greatest(paid_fen - refunded_fen, 0) else total_fen - refunded_fen - credit_relief_fen end), 0)`.as('spent'))
    .where('departmentId', '=', departmentId)
    .where('committedAt', '>=', start)
    .where('committedAt', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.spent);
}
