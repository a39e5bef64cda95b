// Rows a member owns with one default among them (addresses, invoice titles): the default
// switch and the soft delete, each one transaction, scoped to the member so another member's id
// behaves exactly like a missing one.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type OwnedTable = 'memberAddress' | 'memberInvoice';

export async function clearDefault(db: Kysely<Database>, table: OwnedTable, memberId: number, exceptId?: number) {
  let q = db.updateTable(table).set({ isDefault: false }).where('memberId', '=', memberId).where('isDefault', '=', true);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  await q.execute();
}

export async function countOwned(db: Kysely<Database>, table: OwnedTable, memberId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .where('memberId', '=', memberId)
    .where('deletedAt', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setDefault(db: Kysely<Database>, table: OwnedTable, memberId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const owned = await trx.selectFrom(table).select('id').where('id', '=', id).where('memberId', '=', memberId).where('deletedAt', 'is', null).executeTakeFirst();
    if (!owned) return false;
    await clearDefault(trx, table, memberId, id);
    await trx.updateTable(table).set({ isDefault: true, updatedAt: new Date() }).where('id', '=', id).execute();
    return true;
  });
}

/** Soft delete (orders keep their own snapshots); the newest remaining row becomes the default. */
export async function softDelete(db: Kysely<Database>, table: OwnedTable, memberId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable(table)
      .set({ deletedAt: new Date(), isDefault: false })
      .where('id', '=', id)
      .where('memberId', '=', memberId)
      .where('deletedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    const live = trx.selectFrom(table).select('id').where('memberId', '=', memberId).where('deletedAt', 'is', null);
    if (!(await live.where('isDefault', '=', true).executeTakeFirst())) {
      const next = await live.orderBy('updatedAt', 'desc').limit(1).executeTakeFirst();
      if (next) await trx.updateTable(table).set({ isDefault: true }).where('id', '=', next.id).execute();
    }
    return true;
  });
}
