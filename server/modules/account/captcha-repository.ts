// The captcha queries: store a captcha's answer hash, use a live one up. Writes name their
// columns; the rules (digest, refusals) live in captcha-store.ts.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertCaptcha(db: Db, c: { captchaKey: string; answerHash: string; devAnswer: string | null; expiresAt: Date }): Promise<void> {
  await db.insertInto('captcha').values({ captchaKey: c.captchaKey, answerHash: c.answerHash, devAnswer: c.devAnswer, expiresAt: c.expiresAt }).execute();
}

/** Marks the live (unused, unexpired) captcha used and answers its answer hash, or undefined. */
export async function useLiveCaptcha(db: Db, captchaKey: string, now: Date) {
  return db
    .updateTable('captcha')
    .set({ usedAt: now })
    .where('captchaKey', '=', captchaKey)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('answerHash')
    .executeTakeFirst();
}
