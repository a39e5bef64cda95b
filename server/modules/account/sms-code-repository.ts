// The sms_code queries: retire a mobile's open codes, store a new code's hash, find (and lock) the
// newest live code, mark a code used, count a wrong try. Writes name their columns; the rules
// (limits, digest, tries) live in sms-codes.ts.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Marks every unused code of the mobile and purpose used (a new code replaces them). */
export async function retireOpenSmsCodes(db: Db, mobile: string, purpose: string, now: Date): Promise<void> {
  await db.updateTable('smsCode').set({ usedAt: now }).where('mobile', '=', mobile).where('purpose', '=', purpose).where('usedAt', 'is', null).execute();
}

export async function insertSmsCode(db: Db, c: { mobile: string; purpose: string; codeHash: string; expiresAt: Date }): Promise<number> {
  const row = await db
    .insertInto('smsCode')
    .values({ mobile: c.mobile, purpose: c.purpose, codeHash: c.codeHash, expiresAt: c.expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markSmsCodeUsed(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('smsCode').set({ usedAt: now }).where('id', '=', id).execute();
}

/** The newest live (unused, unexpired) code of the mobile and purpose, locked for update. */
export async function lockNewestLiveSmsCode(db: Db, mobile: string, purpose: string, now: Date) {
  return db
    .selectFrom('smsCode')
    .select(['id', 'codeHash', 'attempts'])
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** Records a wrong try: the new attempt count, and the code used up when it is dead. */
export async function recordWrongSmsTry(db: Db, id: number, attempts: number, usedAt: Date | null): Promise<void> {
  await db.updateTable('smsCode').set({ attempts, ...(usedAt ? { usedAt } : {}) }).where('id', '=', id).execute();
}
