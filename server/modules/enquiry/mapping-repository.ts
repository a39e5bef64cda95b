// The queries of the remembered column mappings (enquiry_mapping: the member's mapping per sheet
// header): the stored value of one header, and the mapping kept. mapping-memory.ts shapes them.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The mapping stored for the member's header (JSON, or its text), or undefined. */
export async function storedMapping(db: Db, memberId: number, headerKey: string) {
  const row = await db.selectFrom('enquiryMapping').select('mapping').where('memberId', '=', memberId).where('headerKey', '=', headerKey).executeTakeFirst();
  return row?.mapping;
}

/** Keeps (or replaces) the member's mapping, as JSON text, for the header. */
export async function upsertMapping(trx: Transaction<Database>, memberId: number, headerKey: string, json: string): Promise<void> {
  await trx
    .insertInto('enquiryMapping')
    .values({ memberId, headerKey, mapping: json })
    .onConflict((oc) => oc.columns(['memberId', 'headerKey']).doUpdateSet({ mapping: json, updatedAt: new Date() }))
    .execute();
}
