// The writes of the member's own cross-references (enquiry_choice: this goods for this typed model
// text and brand key), kept when the buyer picks a goods that is not the automatic match and
// dropped when the pick is taken back. The rules are enquiry-service.ts's; matching reads the
// choices in match-repository.ts.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Drops the member's choices for the text kept under any of these brand keys. */
export async function deleteChoicesUnderKeys(trx: Transaction<Database>, memberId: number, inputKey: string, brandKeys: readonly string[]): Promise<void> {
  await trx.deleteFrom('enquiryChoice').where('memberId', '=', memberId).where('inputKey', '=', inputKey).where('brandKey', 'in', [...brandKeys]).execute();
}

/** Keeps (or replaces) the member's choice of goods for the text under the brand key. */
export async function upsertChoice(trx: Transaction<Database>, memberId: number, inputKey: string, brandKey: string, goodsId: number): Promise<void> {
  await trx
    .insertInto('enquiryChoice')
    .values({ memberId, inputKey, brandKey, goodsId })
    .onConflict((oc) => oc.columns(['memberId', 'inputKey', 'brandKey']).doUpdateSet({ goodsId, updatedAt: new Date() }))
    .execute();
}

/** Drops the member's choice of this goods for the text under any of these brand keys. */
export async function deleteChoice(trx: Transaction<Database>, memberId: number, inputKey: string, brandKeys: readonly string[], goodsId: number): Promise<void> {
  await trx
    .deleteFrom('enquiryChoice')
    .where('memberId', '=', memberId)
    .where('inputKey', '=', inputKey)
    .where('brandKey', 'in', [...brandKeys])
    .where('goodsId', '=', goodsId)
    .execute();
}
