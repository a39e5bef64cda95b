// The queries of the member's buyer-code memory (member_buyer_code: this 物料编码 key is this
// goods): the goods remembered for some keys, and the pair kept. The rules are buyer-code-match.ts's.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The member's remembered pairs for these code keys whose goods is on shelf. */
export async function rememberedBuyerCodes(db: Db, memberId: number, codeKeys: readonly string[]) {
  // reads goods of catalogue: only the pairs whose goods is on shelf, in the same query (one call per code otherwise)
  return db
    .selectFrom('memberBuyerCode as m')
    .innerJoin('goods as g', 'g.id', 'm.goodsId')
    .select(['m.codeKey', 'm.goodsId'])
    .where('m.memberId', '=', memberId)
    .where('m.codeKey', 'in', [...codeKeys])
    .where('g.status', '=', 1)
    .execute();
}

/** Keeps (or replaces) the member's pair: this code key is this goods. */
export async function upsertBuyerCode(trx: Transaction<Database>, memberId: number, codeKey: string, goodsId: number): Promise<void> {
  await trx
    .insertInto('memberBuyerCode')
    .values({ memberId, codeKey, goodsId })
    .onConflict((oc) => oc.columns(['memberId', 'codeKey']).doUpdateSet({ goodsId, updatedAt: new Date() }))
    .execute();
}
