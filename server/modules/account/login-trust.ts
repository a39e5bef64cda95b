// The login policy's trusted browsers (issue 35 item 1): a successful password or SMS login sets an
// HttpOnly device cookie (a random id, SameSite=Strict, Secure over https, path of the token
// endpoint) and records "this device logged in to this account" in the limit store for
// LOGIN_TRUST_DAYS. A password attempt from a trusted device is never slowed or asked for more
// proof, so an attack on the account cannot keep its owner out. Only the id's hash is stored;
// a trusted device that then fails LOGIN_CAPTCHA_AFTER times loses the trust (a stolen cookie
// buys no more guesses than an anonymous client).
import { createHash, randomBytes } from 'node:crypto';
import { rawCookie } from '../../http/cookie-header.ts';
import type { LimitStore } from '../../security/limits.ts';

export const DEVICE_COOKIE = 'abk_device';
/** The cookie is only sent to the token endpoint. */
const COOKIE_PATH = '/gateway/system/oauth';
const DEVICE_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The device id of the Cookie header, if it holds a well-formed one. */
export function deviceOf(cookieHeader: string | undefined): string | null {
  const value = rawCookie(cookieHeader, DEVICE_COOKIE);
  return value !== null && DEVICE_PATTERN.test(value) ? value : null;
}

export const newDeviceId = (): string => randomBytes(24).toString('base64url');

export function deviceCookie(device: string, days: number, secure: boolean): string {
  return `${DEVICE_COOKIE}=${device}; Path=${COOKIE_PATH}; Max-Age=${days * 86_400}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

const hashed = (device: string) => createHash('sha256').update(device).digest('hex').slice(0, 40);
const trustKey = (account: string, device: string) => `login:trust:${account}:${hashed(device)}`;
const trustFailKey = (account: string, device: string) => `login:trustfail:${account}:${hashed(device)}`;

export async function isTrusted(limits: LimitStore, account: string, device: string | null): Promise<boolean> {
  return device !== null && (await limits.ttl(trustKey(account, device))) > 0;
}

/** After a success: the device is trusted for the account (again for the full term). */
export async function trust(limits: LimitStore, account: string, device: string, days: number): Promise<void> {
  await limits.reset(trustKey(account, device));
  await limits.reset(trustFailKey(account, device));
  await limits.hit(trustKey(account, device), days * 86_400);
}

/** A wrong password from a trusted device: past `max` such failures the trust ends. */
export async function trustedFailure(limits: LimitStore, account: string, device: string, max: number, windowSeconds: number): Promise<void> {
  if ((await limits.hit(trustFailKey(account, device), windowSeconds)) >= Math.max(1, max)) {
    await limits.reset(trustKey(account, device));
    await limits.reset(trustFailKey(account, device));
  }
}
