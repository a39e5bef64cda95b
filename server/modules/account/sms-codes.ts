// SMS verification codes: issued under the send limits, stored hashed, one use, a fixed number of
// wrong tries, expiring after the configured minutes.
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SmsPurpose } from '../../../domain/account/account-rules.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import type { AccountLimits } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, tooManyRequests } from '../../http/errors.ts';
import { SMS_TEMPLATES, type SmsProvider } from '../../providers/sms/sms-provider.ts';
import type { LimitStore } from '../../security/limits.ts';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import { insertSmsCode, lockNewestLiveSmsCode, markSmsCodeUsed, recordWrongSmsTry, retireOpenSmsCodes } from './sms-code-repository.ts';

const digest = (mobile: string, purpose: string, code: string) => createHash('sha256').update(`${mobile}:${purpose}:${code}`).digest('hex');

export interface SmsDeps {
  db: Kysely<Database>;
  limits: LimitStore;
  sms: SmsProvider;
  config: AccountLimits;
}

/** Applies the send limits (interval per mobile, daily per mobile, hourly per IP), then sends. */
export async function sendSmsCode(deps: SmsDeps, mobile: string, purpose: SmsPurpose, ip: string | null): Promise<{ expiresIn: number; interval: number }> {
  const { limits, config } = deps;
  const intervalKey = `sms:interval:${mobile}`;
  if ((await limits.hit(intervalKey, config.smsIntervalSeconds)) > 1) {
    throw tooManyRequests(MSG.smsTooFrequent(Math.max(1, await limits.ttl(intervalKey))));
  }
  // The interval is the atomic gate; a send refused by a later cap releases it again.
  const refuse = async (msg: string) => {
    await limits.reset(intervalKey);
    return tooManyRequests(msg);
  };
  if (ip && (await limits.hit(`sms:ip:${ip}`, 3600)) > config.smsHourlyPerIp) throw await refuse(MSG.smsIpLimit);
  if ((await limits.hit(`sms:day:${mobile}:${chinaDateKey()}`, 86_400)) > config.smsDailyPerMobile) throw await refuse(MSG.smsDailyLimit);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await deps.db.transaction().execute(async (trx) => {
    await retireOpenSmsCodes(trx, mobile, purpose, new Date());
    return insertSmsCode(trx, { mobile, purpose, codeHash: digest(mobile, purpose, code), expiresAt: new Date(Date.now() + config.smsCodeTtlSeconds * 1000) });
  });
  try {
    const minutes = Math.round(config.smsCodeTtlSeconds / 60);
    await deps.sms.send({ mobile, purpose, content: SMS_TEMPLATES[purpose](code, minutes), ip });
  } catch {
    await markSmsCodeUsed(deps.db, id, new Date());
    throw new AppError(502, MSG.smsSendFailed);
  }
  return { expiresIn: config.smsCodeTtlSeconds, interval: config.smsIntervalSeconds };
}

/** Checks a code; a right one is used up, a wrong one costs a try, the last wrong try kills it. */
export async function verifySmsCode(
  db: Kysely<Database>,
  config: Pick<AccountLimits, 'smsMaxWrongTries'>,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<void> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await lockNewestLiveSmsCode(trx, mobile, purpose, new Date());
    if (!row) return { ok: false as const, msg: MSG.smsCodeMissing };
    if (row.codeHash === digest(mobile, purpose, code)) {
      await markSmsCodeUsed(trx, row.id, new Date());
      return { ok: true as const };
    }
    const attempts = row.attempts + 1;
    const dead = attempts >= config.smsMaxWrongTries;
    await recordWrongSmsTry(trx, row.id, attempts, dead ? new Date() : null);
    return { ok: false as const, msg: dead ? MSG.smsCodeDead : MSG.smsCodeWrong(config.smsMaxWrongTries - attempts) };
  });
  if (!outcome.ok) throw badRequest(outcome.msg);
}
