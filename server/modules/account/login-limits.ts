// Per-IP and global limits on password and SMS logins at the token endpoint: failed logins are
// counted per client address per hour and across all clients per minute; past either limit every
// login is refused with 429 before any password or code is checked. Successful logins do not use
// up the limits (attempts minus successes in the same window are the failures).
import type { AccountLimits } from '../../config.ts';
import { tooManyRequests } from '../../http/errors.ts';
import type { LimitStore } from '../../security/limits.ts';
import { ACCOUNT_MSG } from './messages.ts';

/** LOGIN_HOURLY_PER_IP and LOGIN_GLOBAL_PER_MINUTE of the configuration (server/config.ts). */
export type LoginRateLimits = Pick<AccountLimits, 'loginHourlyPerIp' | 'loginGlobalPerMinute'>;

interface Window {
  key: string;
  seconds: number;
  max: number;
  message: string;
}

function windows(rates: LoginRateLimits, ip: string | null, now: number): Window[] {
  const list: Window[] = [];
  if (ip && rates.loginHourlyPerIp > 0) {
    list.push({ key: `login:ip:${ip}:${Math.floor(now / 3_600_000)}`, seconds: 3600, max: rates.loginHourlyPerIp, message: ACCOUNT_MSG.loginIpLimit });
  }
  if (rates.loginGlobalPerMinute > 0) {
    list.push({ key: `login:all:${Math.floor(now / 60_000)}`, seconds: 60, max: rates.loginGlobalPerMinute, message: ACCOUNT_MSG.loginBusy });
  }
  return list;
}

export interface LoginPass {
  /** The login succeeded: it does not count as a failure. */
  succeeded(): Promise<void>;
}

/**
 * Counts one login attempt in every window (atomically, before anything is checked) and refuses
 * it with 429 when the window's failures are past its limit.
 */
export async function enterLogin(limits: LimitStore, rates: LoginRateLimits, ip: string | null): Promise<LoginPass> {
  const open = windows(rates, ip, Date.now());
  for (const w of open) {
    const attempts = await limits.hit(w.key, w.seconds);
    if (attempts > w.max && attempts - (await limits.peek(`${w.key}:ok`)) > w.max) throw tooManyRequests(w.message);
  }
  return {
    async succeeded() {
      for (const w of open) await limits.hit(`${w.key}:ok`, w.seconds);
    },
  };
}
