// The account calls as the spec sends them: credentials of the three logins as query parameters
// of /oauth/token with the client credential as Basic; form bodies for the old-mobile calls; the
// refusal of an unbound WeChat carrying its socialKey; multipart for the avatar. And the pure
// helpers of the account pages (redirect target, password strength, field error words).
import { fakeAdapter, type SentRequest } from '../../support/fake-adapter.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: string[] = [];
vi.mock('../../../src/lib/toaster.ts', () => ({
  showError: (message: string) => toasts.push(message),
  showInfo: (message: string) => toasts.push(message),
}));

const { setAdapter, ApiError } = await import('../../../src/lib/client.ts');
const { requestToken, tokenQuery, sendSmsCode, fetchCaptcha } = await import('../../../src/features/account/api.ts');
const member = await import('../../../src/features/account/api.ts');
const { fetchAgreement } = await import('../../../src/features/shell/api.ts');
const { redirectTarget, setPasswordHref } = await import('../../../src/features/account/redirect.ts');
const { passwordStrength } = await import('../../../src/features/account/password-strength.ts');
const { fieldErrorText } = await import('../../../src/features/account/text.ts');
const { failureOf } = await import('../../../machines/shared/service-failure.ts');

interface Sent {
  url: string;
  method: string;
  authorization: string;
  contentType: string;
  params: unknown;
  data: unknown;
}

let sent: Sent[] = [];
let reply: (request: SentRequest) => { status: number; data: unknown };

beforeEach(() => {
  sent = [];
  toasts.length = 0;
  setAdapter(fakeAdapter((request) => {
    sent.push({
      url: request.url,
      method: request.method,
      authorization: request.headers.Authorization ?? '',
      contentType: request.headers['Content-Type'] ?? '',
      params: request.params,
      data: request.body,
    });
    const { status, data } = reply(request);
    return { status, body: data };
  }));
});

const envelope = (data: unknown, success = true, msg = '操作成功', code = 200) => ({ success, code, msg, data });
const BASIC = `Basic ${Buffer.from('aibeike-web:aibeike-web-secret').toString('base64')}`;

describe('account calls', () => {
  it('sends each login method as query parameters of /oauth/token with the client credential', async () => {
    reply = () => ({ status: 200, data: envelope({ access_token: 't', token_type: 'bearer', expires_in: 60 }) });
    await requestToken({ method: 'sms', mobile: '13912345678', code: '123456' });
    await requestToken({ method: 'social', code: 'wx-code' });
    expect(sent.map((s) => [s.url, s.method, s.authorization, s.data])).toEqual([
      ['/gateway/system/oauth/token', 'POST', BASIC, undefined],
      ['/gateway/system/oauth/token', 'POST', BASIC, undefined],
    ]);
    expect(sent[0]!.params).toEqual({ username: '13912345678', password: '123456', grant_type: 'password', user_type: 0, auth_type: 'sms' });
    expect(sent[1]!.params).toMatchObject({ password: 'wx-code', grant_type: 'password', user_type: 0, auth_type: 'social', social_type: 'wx_open' });
    expect(tokenQuery({ method: 'password', username: 'a', password: 'b' })).toMatchObject({ auth_type: 'password' });
  });

  it('an unbound WeChat login rejects with the socialKey of the refused envelope', async () => {
    const data = { socialKey: 'social-key-0123456789abcdef', nickname: '微信用户abcd' };
    reply = () => ({ status: 400, data: envelope(data, false, '该微信尚未绑定爱备客账号，请验证手机号完成绑定', 1010) });
    const error = await requestToken({ method: 'social', code: 'wx-code' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(failureOf(error)).toEqual({ message: '该微信尚未绑定爱备客账号，请验证手机号完成绑定', code: 1010, status: 400, data });
    expect(toasts).toEqual(['该微信尚未绑定爱备客账号，请验证手机号完成绑定']);
  });

  it('sends the old-mobile calls as form bodies, the others as JSON', async () => {
    reply = () => ({ status: 200, data: envelope({ ticket: 't', expiresIn: 600 }) });
    await member.sendSmsCodeByOldMobile('3f1c2a4e-0000-4000-8000-000000000001', 'ab3d');
    await member.checkOldMobile('123456');
    await sendSmsCode({ mobile: '13912345678', purpose: 'newMobile', captchaKey: 'k', captchaCode: 'c' });
    expect(sent[0]!.url).toBe('/gateway/member/api/member/sendSmsCodeByOldMobile');
    expect(String(sent[0]!.data)).toBe('captchaKey=3f1c2a4e-0000-4000-8000-000000000001&captchaCode=ab3d');
    expect(sent[0]!.contentType).toContain('application/x-www-form-urlencoded');
    expect(String(sent[1]!.data)).toBe('code=123456');
    expect(JSON.parse(String(sent[2]!.data))).toEqual({ mobile: '13912345678', purpose: 'newMobile', captchaKey: 'k', captchaCode: 'c' });
  });

  it('binds WeChat with the code as a query parameter and uploads the avatar as multipart', async () => {
    reply = () => ({ status: 200, data: envelope({ bound: true }) });
    await member.bindWxOpen('wx-code');
    expect(sent[0]).toMatchObject({ url: '/gateway/member/api/member/bindWxOpen', method: 'POST', params: { code: 'wx-code' } });
    await member.updateNickAvatar('设备科老王', new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }));
    const body = sent[1]!.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('nickname')).toBe('设备科老王');
    expect(body.get('avatar')).toBeInstanceOf(Blob);
  });

  it('reads the captcha, the agreement and the login notes from their paths', async () => {
    reply = () => ({ status: 200, data: envelope({}) });
    await fetchCaptcha();
    await fetchAgreement(1);
    await fetchAgreement(2);
    await member.fetchLoginNotes();
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /gateway/system/oauth/captcha',
      'GET /gateway/common/open/cms/cmsArticle/getUserAgreementOrPrivacyPolicyInfo/1/1',
      'GET /gateway/common/open/cms/cmsArticle/getUserAgreementOrPrivacyPolicyInfo/2/1',
      'GET /gateway/member/open/member/loginSm',
    ]);
  });
});

describe('account page helpers', () => {
  it('goes back only to pages of this site, never to the account forms', () => {
    expect(redirectTarget('?redirect=%2FmyOrder%3Fstatus%3D1')).toBe('/myOrder?status=1');
    expect(redirectTarget('')).toBe('/');
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(redirectTarget('?redirect=%2Flogin', '/personalCenter')).toBe('/personalCenter');
    expect(redirectTarget('?redirect=%2FloginHistory')).toBe('/loginHistory');
    expect(setPasswordHref('/')).toBe('/setPassword');
    expect(setPasswordHref('/myOrder')).toBe('/setPassword?redirect=%2FmyOrder');
  });

  it('rates a password weak until the rule holds, strong when long with mixed case', () => {
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abc12345')).toBe('medium');
    expect(passwordStrength('Abcdef123456')).toBe('strong');
  });

  it('words every error a field can have, and shows the server its own words', () => {
    expect(fieldErrorText('mobile', { kind: 'invalid' })).toContain('正确的手机号');
    expect(fieldErrorText('confirm', { kind: 'mismatch' })).toBe('两次输入的密码不一致');
    expect(fieldErrorText('code', { kind: 'server', message: '验证码错误，还可尝试 4 次' })).toBe('验证码错误，还可尝试 4 次');
    expect(fieldErrorText('avatar', { kind: 'tooLarge' })).toBe('头像图片不能超过 2 MB');
    expect(fieldErrorText('agree', undefined)).toBe('');
  });
});
