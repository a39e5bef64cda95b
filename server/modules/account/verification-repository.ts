// The tables behind the verification calls: WeChat login QRs and, for the dev-only calls, the SMS
// outbox and unused captcha answers.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertWechatScan(db: Kysely<Database>, state: string, expiresAt: Date): Promise<void> {
  await db.insertInto('wechatScan').values({ state, expiresAt }).execute();
}

export async function findWechatScan(db: Kysely<Database>, state: string) {
  return (await db.selectFrom('wechatScan').select(['status', 'code', 'expiresAt']).where('state', '=', state).executeTakeFirst()) ?? null;
}

/** Whether a mobile is registered to a member. */
export async function mobileRegistered(db: Kysely<Database>, mobile: string): Promise<boolean> {
  return (await db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirst()) !== undefined;
}

/** The newest message the SMS outbox holds for a mobile (and purpose). */
export async function latestOutboxSms(db: Kysely<Database>, mobile: string, purpose?: string) {
  let q = db.selectFrom('smsOutbox').select(['content', 'purpose', 'createdAt']).where('mobile', '=', mobile);
  if (purpose) q = q.where('purpose', '=', purpose);
  return (await q.orderBy('id', 'desc').limit(1).executeTakeFirst()) ?? null;
}

/** The answer kept (outside production) for an unused captcha. */
export async function devCaptchaAnswer(db: Kysely<Database>, captchaKey: string): Promise<string | null> {
  const row = await db.selectFrom('captcha').select('devAnswer').where('captchaKey', '=', captchaKey).where('usedAt', 'is', null).executeTakeFirst();
  return row?.devAnswer ?? null;
}
