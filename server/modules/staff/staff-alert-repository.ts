// The queries of the admins' alerts (staff_alert): one written, the newest read.
import type { Kysely, Transaction } from 'kysely';
import type { Database, StaffAlertTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertStaffAlert(db: Db, a: { kind: StaffAlertTable['kind']; staffId: number | null; title: string; body: string }): Promise<void> {
  await db.insertInto('staffAlert').values({ kind: a.kind, staffId: a.staffId, title: a.title, body: a.body }).execute();
}

/** The newest alerts first, at most `limit`. */
export function newestStaffAlerts(db: Db, limit: number) {
  return db.selectFrom('staffAlert').select(['id', 'kind', 'staffId', 'title', 'body', 'createdAt']).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
