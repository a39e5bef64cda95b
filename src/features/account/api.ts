// Account calls: the system service (the token endpoint for password, SMS and WeChat logins,
// logout, the image captcha, SMS codes, the WeChat login QR and, outside production builds, the
// simulated scan) and the member service (member info, trial VIP days, register, forgot password,
// WeChat registration, password, mobile, WeChat binding, nickname and avatar, login-page notes).
import { get, post } from '../../lib/client.ts';
import type { MemberInfo } from '../../../machines/shell/session.ts';
import type { TokenGrant } from '../../../machines/account/account-form.ts';
import type { ResetMobileInput } from '../../../machines/account/amend-phone.ts';
import type { ProfileSaved } from '../../../machines/account/profile-edit.ts';
import type { RegisterInput, Registered } from '../../../machines/account/registration.ts';
import type { ForgotStep1Input, ForgotStep2Input, Ticket } from '../../../machines/account/retrieve-password.ts';
import type { SocialStep1Input, SocialStep1Result, SocialStep2Input } from '../../../machines/account/social-bind.ts';
import type { WechatBinding } from '../../../machines/account/wechat-bind.ts';
import type { PasswordSaved } from '../../../machines/account/password-change.ts';
import type { TokenRequest } from '../../../machines/account/login.ts';
import type { SmsSent } from '../../../machines/account/sms-code.ts';
import type { CaptchaImage } from '../../../machines/shared/login-challenge.ts';
import type { LoginProof } from '../../../machines/shared/login-challenge.ts';
import type { ScanResult, WechatQr } from '../../../machines/account/wechat-scan.ts';
import type { SmsPurpose } from '../../../domain/account/account-rules.ts';

// The session's three calls live in session-api.ts (the app starts the session with them on every
// page, so they are in the first load; the rest of this file is loaded with the account pages).
export { fetchMemberInfo } from './session-api.ts';

export interface Credentials {
  username: string;
  password: string;
}

/** The query of POST /system/oauth/token for each login method (spec 5, 7). */
/** The non-empty proof fields of a password login. */
export function proofQuery(proof: LoginProof | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(proof ?? {})) if (typeof v === 'string' && v !== '') out[k] = v;
  return out;
}

export function tokenQuery(request: TokenRequest): Record<string, string | number> {
  const common = { grant_type: 'password', user_type: 0 };
  switch (request.method) {
    case 'password':
      // The proof a login-policy challenge asked for (captchaKey/captchaCode, smsCode), if any.
      return { username: request.username, password: request.password, ...common, auth_type: 'password', ...proofQuery(request.proof) };
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

/** The member record with the account fields the account pages read. */
export interface AccountInfo extends MemberInfo {
  /** false for accounts made by SMS login or WeChat without a password yet. */
  hasPassword?: boolean;
  wxBound?: boolean;
}

/** The member record read by the account pages (a token given explicitly right after a login). */
export function fetchAccountInfo(token?: string): Promise<AccountInfo> {
  return get<AccountInfo>('/member/api/member/memberInfo', undefined, { silent: true, background: true, ...(token ? { token } : {}) });
}

/** POST /member/open/member/register: a personal member with mobile and password. */
export function register(body: RegisterInput): Promise<Registered> {
  return post<Registered>('/member/open/member/register', body);
}

/** POST /member/open/member/forgotPasswordStep1: mobile + SMS code -> a one-use ticket. */
export function forgotPasswordStep1(body: ForgotStep1Input): Promise<Ticket> {
  return post<Ticket>('/member/open/member/forgotPasswordStep1', body);
}

/** POST /member/open/member/forgotPasswordStep2: the ticket + the new password (all sessions end). */
export function forgotPasswordStep2(body: ForgotStep2Input): Promise<void> {
  return post<void>('/member/open/member/forgotPasswordStep2', body);
}

/** POST /member/open/member/socialRegisterStep1: an unbound WeChat verifies a mobile. */
export function socialRegisterStep1(body: SocialStep1Input): Promise<SocialStep1Result> {
  return post<SocialStep1Result>('/member/open/member/socialRegisterStep1', body);
}

/** POST /member/open/member/socialRegisterStep2: binds (or creates) the account; answers a token. */
export function socialRegisterStep2(body: SocialStep2Input): Promise<TokenGrant> {
  return post<TokenGrant>('/member/open/member/socialRegisterStep2', body);
}

/** POST /member/api/member/setPassword: a first password (accounts without one). */
export function setPassword(password: string): Promise<void> {
  return post<void>('/member/api/member/setPassword', { password });
}

/** POST /member/api/member/resetPassword: other sessions are revoked, this one stays. */
export function resetPassword(oldPassword: string, newPassword: string): Promise<PasswordSaved> {
  return post<PasswordSaved>('/member/api/member/resetPassword', { oldPassword, newPassword });
}

function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

/** POST /member/api/member/sendSmsCodeByOldMobile (form body): a code to the current mobile. */
export function sendSmsCodeByOldMobile(captchaKey: string, captchaCode: string): Promise<{ expiresIn: number; interval: number }> {
  return post('/member/api/member/sendSmsCodeByOldMobile', form({ captchaKey, captchaCode }));
}

/** POST /member/api/member/checkOldMobile (form body with code): a ticket for resetMobile. */
export function checkOldMobile(code: string): Promise<Ticket> {
  return post<Ticket>('/member/api/member/checkOldMobile', form({ code }));
}

/** POST /member/api/member/resetMobile: the new mobile, its code and the ticket. */
export function resetMobile(body: ResetMobileInput): Promise<{ mobile: string }> {
  return post<{ mobile: string }>('/member/api/member/resetMobile', body);
}

/** POST /member/api/member/bindWxOpen?code=: the code of a scan of a fresh QR. */
export function bindWxOpen(code: string): Promise<WechatBinding> {
  return post<WechatBinding>('/member/api/member/bindWxOpen', undefined, {}, { code });
}

/** GET /member/api/member/getWxOpenBind. */
export function getWxOpenBind(): Promise<WechatBinding> {
  return get<WechatBinding>('/member/api/member/getWxOpenBind', undefined, { background: true });
}

/** POST /member/api/member/removeWxOpenBind (refused without a login password). */
export function removeWxOpenBind(): Promise<WechatBinding> {
  return post<WechatBinding>('/member/api/member/removeWxOpenBind');
}

/** POST /member/api/member/updateNickAvatar (multipart): a nickname and/or an avatar image. */
export function updateNickAvatar(nickname: string | null, avatar: Blob | null): Promise<ProfileSaved> {
  const body = new FormData();
  if (nickname !== null) body.append('nickname', nickname);
  if (avatar) body.append('avatar', avatar, avatar instanceof File ? avatar.name : 'avatar');
  return post<ProfileSaved>('/member/api/member/updateNickAvatar', body);
}

export interface LoginNotes {
  title: string;
  items: string[];
}

/** GET /member/open/member/loginSm: the notes under the login form (may be empty). */
export function fetchLoginNotes(): Promise<LoginNotes> {
  return get<LoginNotes>('/member/open/member/loginSm', undefined, { silent: true, background: true });
}
