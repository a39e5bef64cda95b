// What the integration API reads to match an ERP's codes (issue 40): goods by our goods code, live
// goods by normalised model key, and the default address and invoice title of a company's books.
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The goods (on shelf or not) whose goods code is one of `codes`: id by code. */
export async function goodsIdsByCode(db: Db, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  // reads goods of catalogue: up to 200 goods codes of an ERP's price or order call in one query
  const rows = await db.selectFrom('goods').select(['id', 'goodsCode']).where('goodsCode', 'in', [...new Set(codes)]).execute();
  return new Map(rows.map((r) => [r.goodsCode, Number(r.id)]));
}

/** The goods on shelf whose model key is one of `keys`, in id order: goods ids by key. */
export async function liveGoodsByModelKey(db: Db, keys: readonly string[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (keys.length === 0) return out;
  // reads goods of catalogue: the model keys of a call joined to goods by model_key in one query (the enquiry's exact-model step)
  const rows = (
    await sql<{ id: number; modelKey: string }>`
      select g.id, g.model_key from unnest(${[...new Set(keys)]}::text[]) as k(key)
      join goods g on g.model_key = k.key
      where g.status = 1
      order by g.id`.execute(db)
  ).rows;
  for (const r of rows) out.set(r.modelKey, [...(out.get(r.modelKey) ?? []), Number(r.id)]);
  return out;
}

/** The default live address and invoice title of the books kept under `ownerId` (null when none). */
export async function defaultBooksOf(db: Db, ownerId: number): Promise<{ addressId: number | null; invoiceId: number | null }> {
  // reads member_address and member_invoice of member-books: the company's default ones for an ERP order that names none
  const [address, invoice] = await Promise.all([
    db.selectFrom('memberAddress').select('id').where('memberId', '=', ownerId).where('deletedAt', 'is', null).orderBy('isDefault', 'desc').orderBy('id').executeTakeFirst(),
    db.selectFrom('memberInvoice').select('id').where('memberId', '=', ownerId).where('deletedAt', 'is', null).orderBy('isDefault', 'desc').orderBy('id').executeTakeFirst(),
  ]);
  return { addressId: address ? Number(address.id) : null, invoiceId: invoice ? Number(invoice.id) : null };
}

/** Whether `addressId` is a live address of the books kept under `ownerId`. */
export async function addressOfBooks(db: Db, ownerId: number, addressId: number): Promise<boolean> {
  // reads member_address of member-books: a cXML ShipTo addressID must be one of the company's addresses
  const row = await db.selectFrom('memberAddress').select('id').where('id', '=', addressId).where('memberId', '=', ownerId).where('deletedAt', 'is', null).executeTakeFirst();
  return row !== undefined;
}
