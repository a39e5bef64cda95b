// The queries of the rows a member owns with one default among them (member_address,
// member_invoice; the table is a parameter, typed to those two): clear or set the default, count
// and find the live rows, soft delete one. Scoped to the member where the caller needs it; run in
// the caller's transaction. The rules (which row becomes the default) live in member-owned-rows.ts.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type OwnedTable = 'memberAddress' | 'memberInvoice';

export async function clearDefault(db: Db, table: OwnedTable, memberId: number, exceptId?: number) {
  let q = db.updateTable(table).set({ isDefault: false }).where('memberId', '=', memberId).where('isDefault', '=', true);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  await q.execute();
}

export async function countOwned(db: Db, table: OwnedTable, memberId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .where('memberId', '=', memberId)
    .where('deletedAt', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the member owns a live (not deleted) row of this id. */
export async function ownsLiveRow(db: Db, table: OwnedTable, memberId: number, id: number): Promise<boolean> {
  const owned = await db.selectFrom(table).select('id').where('id', '=', id).where('memberId', '=', memberId).where('deletedAt', 'is', null).executeTakeFirst();
  return owned !== undefined;
}

/** The row becomes the default (a switch the member asked for: updatedAt moves). */
export async function markDefault(db: Db, table: OwnedTable, id: number, at: Date): Promise<void> {
  await db.updateTable(table).set({ isDefault: true, updatedAt: at }).where('id', '=', id).execute();
}

/** The row becomes the default after another one was deleted (its updatedAt stays). */
export async function promoteDefault(db: Db, table: OwnedTable, id: number): Promise<void> {
  await db.updateTable(table).set({ isDefault: true }).where('id', '=', id).execute();
}

/** Soft deletes the member's live row (no longer the default); false when there is none. */
export async function softDeleteOwnedRow(db: Db, table: OwnedTable, memberId: number, id: number, at: Date): Promise<boolean> {
  const row = await db
    .updateTable(table)
    .set({ deletedAt: at, isDefault: false })
    .where('id', '=', id)
    .where('memberId', '=', memberId)
    .where('deletedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether one of the member's live rows is the default. */
export async function hasLiveDefault(db: Db, table: OwnedTable, memberId: number): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').where('memberId', '=', memberId).where('deletedAt', 'is', null).where('isDefault', '=', true).executeTakeFirst();
  return row !== undefined;
}

/** The id of the member's most recently updated live row, or undefined. */
export async function newestLiveRowId(db: Db, table: OwnedTable, memberId: number): Promise<number | undefined> {
  const row = await db.selectFrom(table).select('id').where('memberId', '=', memberId).where('deletedAt', 'is', null).orderBy('updatedAt', 'desc').limit(1).executeTakeFirst();
  return row?.id;
}
