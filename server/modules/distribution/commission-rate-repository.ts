// The queries of commission rates by category (commission_rate): all of them, and the write of
// one (insert or replace).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function commissionRates(db: Kysely<Database>) {
  return db.selectFrom('commissionRate').select(['categoryId', 'rateBp']).execute();
}

export async function upsertCommissionRate(db: Kysely<Database>, categoryId: number, rateBp: number, now: Date): Promise<void> {
  await db
    .insertInto('commissionRate')
    .values({ categoryId, rateBp, updatedAt: now })
    .onConflict((oc) => oc.column('categoryId').doUpdateSet({ rateBp, updatedAt: now }))
    .execute();
}
