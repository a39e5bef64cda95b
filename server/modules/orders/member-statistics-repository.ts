// The counts of the member centre's figures that are not orders: the member's cart lines,
// favourites and open checkout drafts. Read-only; the cart and checkout modules own these tables
// and both import the orders module, so orders reads the counts here rather than import them back
// (an import cycle).
import { sql, type Kysely, type Transaction } from 'kysely';
import { DRAFT_STATUS } from '../../../domain/orders/order-rules.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The member's rows in the cart or the favourites. */
export async function memberCartCount(db: Db, table: 'cartItem' | 'favourite', memberId: number): Promise<number> {
  // reads cart_item / favourite of cart: cart imports orders (availableStock), so its public.ts would be an import cycle
  const row = await db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).where('memberId', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's open checkout drafts (not deleted by them). */
export async function memberOpenDrafts(db: Db, memberId: number): Promise<number> {
  // reads tmp_order of checkout: checkout imports orders, so reading through checkout would be an import cycle
  const row = await db
    .selectFrom('tmpOrder')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('memberId', '=', memberId)
    .where('status', '=', DRAFT_STATUS.open)
    .where('deletedByMember', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
