// Rows a member owns with one default among them (addresses, invoice titles): the default
// switch and the soft delete, each one transaction, scoped to the member so another member's id
// behaves exactly like a missing one. The queries are in member-owned-row-repository.ts.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  clearDefault, hasLiveDefault, markDefault, newestLiveRowId, ownsLiveRow, promoteDefault, softDeleteOwnedRow, type OwnedTable,
} from './member-owned-row-repository.ts';

export async function setDefault(db: Kysely<Database>, table: OwnedTable, memberId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await ownsLiveRow(trx, table, memberId, id))) return false;
    await clearDefault(trx, table, memberId, id);
    await markDefault(trx, table, id, new Date());
    return true;
  });
}

/** Soft delete (orders keep their own snapshots); the newest remaining row becomes the default. */
export async function softDelete(db: Kysely<Database>, table: OwnedTable, memberId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await softDeleteOwnedRow(trx, table, memberId, id, new Date()))) return false;
    if (!(await hasLiveDefault(trx, table, memberId))) {
      const next = await newestLiveRowId(trx, table, memberId);
      if (next !== undefined) await promoteDefault(trx, table, next);
    }
    return true;
  });
}
