// The per-address limit of password and SMS logins at the token endpoint (issue 35 item 1): the
// failed logins of one client address are counted in a short fixed window; past
// LOGIN_IP_FAILURES that address alone gets 429 with Retry-After (the rest of the window) before
// any password or code is checked. There is no global cap: a flood from many addresses never
// refuses a client that has not failed. Each attempt is counted atomically before anything is
// checked and successes are counted apart (attempts minus successes are the failures), so
// parallel guesses cannot slip past the limit. The address's earlier failures also tell the login
// policy (login-policy.ts) to ask that address for a captcha.
import type { AccountLimits } from '../../config.ts';
import type { LimitStore } from '../../security/limits.ts';

export type AddressLimits = Pick<AccountLimits, 'loginIpFailures' | 'loginIpWindowMinutes'>;

export interface AddressPass {
  /** Failed logins of this address in the window before this attempt. */
  failuresBefore: number;
  /** The login succeeded: it does not count as a failure. */
  succeeded(): Promise<void>;
}

/** The address is past its limit: refuse it for `retryAfter` seconds. */
export class AddressSlowed extends Error {
  constructor(readonly retryAfter: number) {
    super('address slowed');
  }
}

/** Counts one attempt of `ip`; throws AddressSlowed when the address's failures are past the limit. */
export async function enterAddress(limits: LimitStore, rates: AddressLimits, ip: string | null): Promise<AddressPass> {
  if (!ip) return { failuresBefore: 0, succeeded: async () => {} };
  const seconds = rates.loginIpWindowMinutes * 60;
  const bucket = Math.floor(Date.now() / (seconds * 1000));
  const key = `login:ip:${ip}:${bucket}`;
  const attempts = await limits.hit(key, seconds);
  const failures = attempts - (await limits.peek(`${key}:ok`));
  if (rates.loginIpFailures > 0 && failures > rates.loginIpFailures) {
    throw new AddressSlowed(Math.max(1, Math.ceil(((bucket + 1) * seconds * 1000 - Date.now()) / 1000)));
  }
  return {
    failuresBefore: Math.max(0, failures - 1),
    async succeeded() {
      await limits.hit(`${key}:ok`, seconds);
    },
  };
}
