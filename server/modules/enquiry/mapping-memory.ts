// The member's remembered column mapping per sheet header (enquiry_mapping of 0029): read when a
// sheet comes without a mapping, written (in the import's transaction) when the buyer sent one
// (the queries are mapping-repository.ts's).
import type { Kysely, Transaction } from 'kysely';
import type { SheetMapping } from '../../../domain/enquiry/sheet-mapping.ts';
import type { Database } from '../../db/schema.ts';
import { storedMapping, upsertMapping } from './mapping-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function readRememberedMapping(db: Db, memberId: number, headerKey: string): Promise<SheetMapping | null> {
  const stored = await storedMapping(db, memberId, headerKey);
  if (stored === undefined) return null;
  const m = (typeof stored === 'string' ? JSON.parse(stored) : stored) as SheetMapping;
  return { model: m.model ?? null, brand: m.brand ?? null, qty: m.qty ?? null, unit: m.unit ?? null, buyerCode: m.buyerCode ?? null, remark: m.remark ?? null };
}

export async function rememberMapping(trx: Transaction<Database>, memberId: number, headerKey: string, mapping: SheetMapping): Promise<void> {
  const json = JSON.stringify({ model: mapping.model, brand: mapping.brand, qty: mapping.qty, unit: mapping.unit, buyerCode: mapping.buyerCode, remark: mapping.remark });
  await upsertMapping(trx, memberId, headerKey, json);
}
