// Login refusals for /metrics (issue 41 item 3): every refusal of the token endpoint and of the
// staff console's session login is counted by one bounded reason, from the error the route threw
// (an onError route hook: it sees the error and changes nothing). A rise of `bad_credentials`
// with `captcha_required` is a guessing attack; `rate_limited` is the per-address limit at work.
import type { onErrorHookHandler } from 'fastify';
import { MSG } from '../../../domain/shared/messages.ts';
import { AppError } from '../../http/errors.ts';
import { counter } from '../../http/metrics.ts';
import { LOGIN_CAPTCHA_REQUIRED, LOGIN_SMS_REQUIRED } from './login-policy.ts';

const refusals = counter(
  'aibeike_login_refusals_total',
  'Token and staff-session logins refused, by reason: bad_credentials, account_disabled, captcha_required, sms_required, rate_limited, client_auth, refresh_token, wechat_not_bound, forbidden, invalid_request.',
  ['reason'],
);

/** The reason label of a refusal, or null for what is not one (a server error). */
export function refusalReason(error: unknown): string | null {
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status >= 500) return null;
  if (status === 429) return 'rate_limited';
  if (error instanceof AppError) {
    if (error.code === LOGIN_CAPTCHA_REQUIRED) return 'captcha_required';
    if (error.code === LOGIN_SMS_REQUIRED) return 'sms_required';
    if (error.message === MSG.wechatNotBound) return 'wechat_not_bound';
    if (error.message === MSG.badCredentials) return 'bad_credentials';
    if (error.message === MSG.accountDisabled) return 'account_disabled';
    if (error.message === MSG.refreshTokenInvalid) return 'refresh_token';
  }
  if (status === 401) return 'client_auth';
  if (status === 403) return 'forbidden';
  return 'invalid_request';
}

/** The route hook that counts a login route's refusals. */
export const countLoginRefusal: onErrorHookHandler = (_request, _reply, error, done) => {
  const reason = refusalReason(error);
  if (reason) refusals.inc({ reason });
  done();
};
