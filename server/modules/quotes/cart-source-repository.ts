// The cart lines a quote asked from the cart takes (issue 39): the member's ticked lines. The cart
// module's public.ts has no read of the ticked lines alone (its checkout reads lines by id).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The member's ticked cart lines, goods and quantity, newest first (as the cart shows them). */
export async function cartLinesForQuote(db: Kysely<Database>, memberId: number): Promise<{ goodsId: number; num: number }[]> {
  const rows = await db
    // reads cart_item of cart: the ticked lines a quote is asked from (cart's public.ts reads lines by id only; the cart module is not ours to change in issue 39)
    .selectFrom('cartItem')
    .select(['goodsId', 'num'])
    .where('memberId', '=', memberId)
    .where('selected', '=', true)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ goodsId: Number(r.goodsId), num: r.num }));
}
