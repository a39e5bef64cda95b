// System service: the token endpoint (password, SMS and WeChat logins), logout, the image
// captcha, SMS codes and the WeChat login QR; outside production builds also the simulated scan.
import { get, post } from './client.ts';
import type { TokenGrant } from '../../machines/account-form.ts';
import type { TokenRequest } from '../../machines/login.ts';
import type { CaptchaImage, SmsSent } from '../../machines/sms-code.ts';
import type { ScanResult, WechatQr } from '../../machines/wechat-scan.ts';
import type { SmsPurpose } from '../../domain/account-rules.ts';

export type { TokenGrant } from '../../machines/account-form.ts';

export interface Credentials {
  username: string;
  password: string;
}

/** The query of POST /system/oauth/token for each login method (spec 5, 7). */
export function tokenQuery(request: TokenRequest): Record<string, string | number> {
  const common = { grant_type: 'password', user_type: 0 };
  switch (request.method) {
    case 'password':
      return { username: request.username, password: request.password, ...common, auth_type: 'password' };
    case 'sms':
      return { username: request.mobile, password: request.code, ...common, auth_type: 'sms' };
    case 'social':
      // The WeChat code stands in for the password; the username names the provider.
      return { username: 'wx_open', password: request.code, ...common, auth_type: 'social', social_type: 'wx_open' };
  }
}

/** POST /system/oauth/token, credentials as query parameters, the client credential as Basic. */
export function requestToken(request: TokenRequest): Promise<TokenGrant> {
  return post<TokenGrant>('/system/oauth/token', undefined, { clientAuth: true }, tokenQuery(request));
}

/** POST /system/oauth/token with a username and a password (auth_type=password). */
export function requestPasswordToken(credentials: Credentials): Promise<TokenGrant> {
  return requestToken({ method: 'password', username: credentials.username, password: credentials.password });
}

/** POST /system/api/oauth/logout: revokes the token (failures are the caller's to ignore). */
export function revokeToken(token: string): Promise<void> {
  return post<void>('/system/api/oauth/logout', undefined, { token, silent: true, background: true });
}

/** GET /system/oauth/captcha: a one-use image captcha. */
export function fetchCaptcha(): Promise<CaptchaImage> {
  return get<CaptchaImage>('/system/oauth/captcha', undefined, { background: true });
}

export interface SendSmsCodeBody {
  mobile: string;
  purpose: Exclude<SmsPurpose, 'oldMobile'>;
  captchaKey: string;
  captchaCode: string;
}

/** POST /system/oauth/sendSmsCode: spends the captcha, sends a 6-digit code. */
export function sendSmsCode(body: SendSmsCodeBody): Promise<SmsSent> {
  return post<SmsSent>('/system/oauth/sendSmsCode', body);
}

/** GET /system/open/wechat/qrcode: a login QR and the state that names it. */
export function fetchWechatQr(): Promise<WechatQr> {
  return get<WechatQr>('/system/open/wechat/qrcode', undefined, { background: true });
}

/** GET /system/open/wechat/scanResult?state=: polled every 2 s, quietly. */
export function fetchScanResult(state: string): Promise<ScanResult> {
  return get<ScanResult>('/system/open/wechat/scanResult', { state }, { background: true, silent: true });
}

/**
 * Development only (the server answers 404 in production; production builds never call it):
 * simulates a WeChat user scanning the QR of `state`.
 */
export function simulateWechatScan(state: string, testUser: string): Promise<{ code: string }> {
  return post<{ code: string }>('/system/open/dev/wechat/scan', { state, testUser });
}
