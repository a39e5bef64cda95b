// The member's remembered column mapping per sheet header (enquiry_mapping of 0029): read when a
// sheet comes without a mapping, written (in the import's transaction) when the buyer sent one.
import type { Kysely, Transaction } from 'kysely';
import type { SheetMapping } from '../../../domain/enquiry/sheet-mapping.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function readRememberedMapping(db: Db, memberId: number, headerKey: string): Promise<SheetMapping | null> {
  const row = await db.selectFrom('enquiryMapping').select('mapping').where('memberId', '=', memberId).where('headerKey', '=', headerKey).executeTakeFirst();
  if (!row) return null;
  const m = (typeof row.mapping === 'string' ? JSON.parse(row.mapping) : row.mapping) as SheetMapping;
  return { model: m.model ?? null, brand: m.brand ?? null, qty: m.qty ?? null, unit: m.unit ?? null, buyerCode: m.buyerCode ?? null, remark: m.remark ?? null };
}

export async function rememberMapping(trx: Transaction<Database>, memberId: number, headerKey: string, mapping: SheetMapping): Promise<void> {
  const json = JSON.stringify({ model: mapping.model, brand: mapping.brand, qty: mapping.qty, unit: mapping.unit, buyerCode: mapping.buyerCode, remark: mapping.remark });
  await trx
    .insertInto('enquiryMapping')
    .values({ memberId, headerKey, mapping: json })
    .onConflict((oc) => oc.columns(['memberId', 'headerKey']).doUpdateSet({ mapping: json, updatedAt: new Date() }))
    .execute();
}
