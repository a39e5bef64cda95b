// The login policy of password logins, members and staff alike (issue 35 item 1; docs/decisions.md
// "Issue 35 item 1: the login policy"). Nothing locks an account:
// - a browser that logged in to the account before (login-trust.ts) is never slowed or asked for
//   more proof: an attack on the account cannot keep its owner out;
// - every other attempt is counted against the account (in the limit store, shared by every
//   process) before its password is checked; past LOGIN_CAPTCHA_AFTER tries since the account's
//   last success, or from an address with LOGIN_IP_CAPTCHA_AFTER failures, the attempt must carry a solved
//   image captcha; past LOGIN_SMS_AFTER tries, a code sent to the account's own mobile (the
//   captcha then only pays for sending it). Staff have no mobile: their accounts stay at the
//   captcha step and every 管理员 gets an alert, once per window (staff-alerts.ts);
// - the answer names the proof it needs: code 1012 (captcha) or 1013 (SMS, data.sent tells whether
//   a code went out), with a Chinese msg;
// - an unknown username is counted and answered like a real account (a member one "has" a mobile:
//   its SMS step, with the 60 s send interval, is played in the limit store), and one password
//   hash is checked for it.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MSG } from '../../../domain/shared/messages.ts';
import type { AccountLimits } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import type { LimitStore } from '../../security/limits.ts';
import { hashPassword, verifyPassword } from '../../security/password.ts';
import { alertStaffLoginAttack } from '../staff/public.ts';
import { consumeCaptcha } from './captcha-store.ts';
import { enterAddress } from './login-limits.ts';
import { isTrusted, trustedFailure } from './login-trust.ts';
import { ACCOUNT_MSG } from './messages.ts';
import { sendSmsCode, verifySmsCode } from './sms-codes.ts';

/** The answer's code when the attempt must carry a solved image captcha (data.challenge 'captcha'). */
export const LOGIN_CAPTCHA_REQUIRED = 1012;
/** The answer's code when the attempt must carry the SMS code sent to the account's mobile (data.challenge 'sms'). */
export const LOGIN_SMS_REQUIRED = 1013;

export type LoginProof = 'none' | 'captcha' | 'sms';

/** The extra proof an attempt may carry. */
export interface ProofFields {
  captchaKey?: string;
  captchaCode?: string;
  smsCode?: string;
}

/** The account a username names, or a stand-in for a username that names none. */
export interface LoginAccount {
  /** The limit-store key of the account (member:<id>, staff:<id>, unknown:<type>:<hash>). */
  key: string;
  kind: 'member' | 'staff';
  id: number | null;
  username: string;
  passwordHash: string | null;
  status: number;
  /** Where the SMS step sends its code; 'pretend' for an unknown member username; null: no SMS step. */
  mobile: string | 'pretend' | null;
}

export interface PolicyDeps {
  db: Kysely<Database>;
  limits: LimitStore;
  sms: SmsProvider;
  config: AccountLimits;
}

export interface LoginClient {
  ip: string | null;
  /** The device cookie's id, if the browser sent one. */
  device: string | null;
}

export const unknownAccountKey = (userType: '0' | '1', username: string) => `unknown:${userType}:${createHash('sha256').update(username).digest('hex').slice(0, 40)}`;
const triesKey = (account: string) => `login:acct:${account}`;

let dummy: Promise<string> | undefined;

/** A hash with the real parameters for a password nobody knows: checked when there is no real hash. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}

const challenge = (code: number, msg: string, data: Record<string, unknown>) => new AppError(400, msg, code, data);
const captchaChallenge = (msg: string = ACCOUNT_MSG.loginCaptchaNeeded) => challenge(LOGIN_CAPTCHA_REQUIRED, msg, { challenge: 'captcha' });
const smsChallenge = (msg: string, sent: boolean) => challenge(LOGIN_SMS_REQUIRED, msg, { challenge: 'sms', sent });

/** Which proof the attempt needs, from the tries before it on the account and the address's failures. */
export function proofFor(config: Pick<AccountLimits, 'loginCaptchaAfter' | 'loginIpCaptchaAfter' | 'loginSmsAfter'>, account: Pick<LoginAccount, 'mobile'>, triesBefore: number, addressFailures: number): LoginProof {
  if (triesBefore >= config.loginSmsAfter && account.mobile !== null) return 'sms';
  if (triesBefore >= config.loginCaptchaAfter || addressFailures >= config.loginIpCaptchaAfter) return 'captcha';
  return 'none';
}

async function solveCaptcha(db: Kysely<Database>, proofs: ProofFields, refuse: (msg: string) => AppError): Promise<void> {
  try {
    await consumeCaptcha(db, proofs.captchaKey!, proofs.captchaCode!);
  } catch (error) {
    throw error instanceof AppError ? refuse(error.message) : error;
  }
}

/** The SMS step of an unknown member username, played in the limit store like a real code. */
async function pretendSms(deps: PolicyDeps, account: LoginAccount, code: string | undefined): Promise<never> {
  const key = `login:pretendsms:${account.key}`;
  if (code === undefined) {
    const interval = `sms:interval:${account.key}`;
    if ((await deps.limits.hit(interval, deps.config.smsIntervalSeconds)) > 1) {
      throw smsChallenge(MSG.smsTooFrequent(Math.max(1, await deps.limits.ttl(interval))), false);
    }
    await deps.limits.reset(`${key}:wrong`);
    await deps.limits.hit(key, deps.config.smsCodeTtlSeconds);
    throw smsChallenge(ACCOUNT_MSG.loginSmsSent, true);
  }
  if ((await deps.limits.ttl(key)) === 0) throw smsChallenge(MSG.smsCodeMissing, false);
  const wrong = await deps.limits.hit(`${key}:wrong`, deps.config.smsCodeTtlSeconds);
  if (wrong >= deps.config.smsMaxWrongTries) {
    await deps.limits.reset(key);
    throw smsChallenge(MSG.smsCodeDead, false);
  }
  throw smsChallenge(MSG.smsCodeWrong(deps.config.smsMaxWrongTries - wrong), true);
}

async function prove(deps: PolicyDeps, account: LoginAccount, need: LoginProof, proofs: ProofFields, ip: string | null): Promise<void> {
  if (need === 'none') return;
  const hasCaptcha = Boolean(proofs.captchaKey && proofs.captchaCode);
  if (need === 'captcha') {
    if (!hasCaptcha) throw captchaChallenge();
    return solveCaptcha(deps.db, proofs, (msg) => captchaChallenge(msg));
  }
  // The SMS step: a code, or a solved captcha that pays for sending one.
  if (proofs.smsCode === undefined || proofs.smsCode === '') {
    if (!hasCaptcha) throw smsChallenge(ACCOUNT_MSG.loginSmsNeeded, false);
    await solveCaptcha(deps.db, proofs, (msg) => smsChallenge(msg, false));
    if (account.mobile === 'pretend') return pretendSms(deps, account, undefined);
    try {
      await sendSmsCode({ db: deps.db, limits: deps.limits, sms: deps.sms, config: deps.config }, account.mobile!, 'login', ip);
    } catch (error) {
      // A send cap (a code sent less than a minute ago, the day's cap) is named in the SMS step.
      if (error instanceof AppError && error.statusCode === 429) throw smsChallenge(error.message, false);
      throw error;
    }
    throw smsChallenge(ACCOUNT_MSG.loginSmsSent, true);
  }
  if (account.mobile === 'pretend') return pretendSms(deps, account, proofs.smsCode);
  try {
    await verifySmsCode(deps.db, deps.config, account.mobile!, 'login', proofs.smsCode);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw smsChallenge(error.message, error.message !== MSG.smsCodeMissing && error.message !== MSG.smsCodeDead);
  }
}

/**
 * Applies the policy to one password attempt and checks the password; resolves only when the
 * account is real, enabled and the password right (then the account's tries start afresh).
 */
export async function checkPasswordAttempt(deps: PolicyDeps, account: LoginAccount, password: string, proofs: ProofFields, client: LoginClient): Promise<void> {
  const { limits, config } = deps;
  const trusted = await isTrusted(limits, account.key, client.device);
  const address = trusted ? null : await enterAddress(limits, config, client.ip);
  const windowSeconds = config.loginFailureWindowMinutes * 60;
  // A trusted browser's successes are not the account's tries: they would otherwise pile up and ask
  // the owner's next new browser for a captcha (its failures are counted below).
  const tries = trusted ? 0 : await limits.hit(triesKey(account.key), windowSeconds);
  if (!trusted && account.kind === 'staff' && account.id !== null && tries - 1 >= config.loginCaptchaAfter) {
    await alertStaffLoginAttack(deps, { id: account.id, username: account.username }, tries - 1, config.loginFailureWindowMinutes);
  }
  const need = trusted ? 'none' : proofFor(config, account, tries - 1, address?.failuresBefore ?? 0);
  await prove(deps, account, need, proofs, client.ip);
  const right = await verifyPassword(password, account.passwordHash ?? (await dummyPasswordHash()));
  if (!right || account.passwordHash === null) {
    if (trusted) {
      // A trusted browser's failure is a try on the account like any other.
      await limits.hit(triesKey(account.key), windowSeconds);
      if (client.device) await trustedFailure(limits, account.key, client.device, config.loginCaptchaAfter, windowSeconds);
    }
    throw badRequest(MSG.badCredentials);
  }
  // A trusted browser's success leaves an attack's count alone (the attacker gets no fresh tries);
  // a success that passed the proof steps ends the series.
  if (!trusted) await limits.reset(triesKey(account.key));
  await address?.succeeded();
  if (account.status !== 1) throw badRequest(MSG.accountDisabled);
}
