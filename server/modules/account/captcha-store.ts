// Image captchas: one use, case-insensitive, expire after the configured minutes.
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { CaptchaProvider } from '../../providers/captcha/captcha-provider.ts';
import { insertCaptcha, useLiveCaptcha } from './captcha-repository.ts';

const digest = (answer: string) => createHash('sha256').update(answer.trim().toUpperCase()).digest('hex');

export async function issueCaptcha(db: Kysely<Database>, provider: CaptchaProvider, ttlSeconds: number, keepDevAnswer: boolean) {
  const { answer, image } = provider.create();
  const captchaKey = randomUUID();
  await insertCaptcha(db, { captchaKey, answerHash: digest(answer), devAnswer: keepDevAnswer ? answer : null, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
  return { captchaKey, image, expiresIn: ttlSeconds };
}

/** Consumes the captcha whatever the answer: a wrong guess needs a new image. */
export async function consumeCaptcha(db: Kysely<Database>, captchaKey: string, answer: string): Promise<void> {
  const row = await useLiveCaptcha(db, captchaKey, new Date());
  if (!row) throw badRequest(MSG.captchaExpired);
  if (row.answerHash !== digest(answer)) throw badRequest(MSG.captchaWrong);
}
