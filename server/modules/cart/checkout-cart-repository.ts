// The cart lines a checkout uses (the checkout module calls these through cart/public.ts): the
// member's ticked lines read to make a draft, and the lines a submitted order bought removed, in
// the submission's transaction.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The member's cart lines among `ids` (another member's are left out), by id. */
export async function memberCartLines(db: Kysely<Database> | Transaction<Database>, memberId: number, ids: number[]) {
  return db
    .selectFrom('cartItem')
    .select(['id', 'goodsId', 'num', 'buyerCode', 'buyerRemark', 'quoteEnquiryId', 'quoteLineNo'])
    .where('memberId', '=', memberId)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

/** Removes the member's cart lines an order bought. */
export async function removeOrderedCartLines(trx: Transaction<Database>, memberId: number, ids: number[]): Promise<void> {
  await trx.deleteFrom('cartItem').where('memberId', '=', memberId).where('id', 'in', ids).execute();
}
