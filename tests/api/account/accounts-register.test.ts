// Captcha, SMS codes and their limits, registration, SMS login, forgot password, set password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captcha, freshCode, latestCode, sendSms, tokenRequest } from '../../support/account-helpers.ts';
import { call, createTestApp, DEMO, FIXED_CAPTCHA, login, testLimits, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 50, providers: { captcha: FIXED_CAPTCHA }, config: { limits: testLimits({ smsHourlyPerIp: 12 }) } });
});
afterAll(async () => ctx?.close());

const INFO = '/gateway/member/api/member/memberInfo';

describe('image captcha', () => {
  it('issues a real SVG image with a key', async () => {
    const real = await createTestApp({ seedSkus: 0 });
    try {
      const { body } = await call<{ captchaKey: string; image: string; expiresIn: number }>(real, { method: 'GET', url: '/gateway/system/oauth/captcha' });
      expect(body.data.captchaKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.data.expiresIn).toBe(300);
      const svg = Buffer.from(body.data.image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
      expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg.match(/<text /g)).toHaveLength(4);
      const dev = await call<{ answer: string }>(real, { method: 'GET', url: `/gateway/system/open/dev/captcha/${body.data.captchaKey}` });
      expect(dev.body.data.answer).toMatch(/^[A-Z2-9]{4}$/);
      const glyphs = [...svg.matchAll(/>([A-Z2-9])<\/text>/g)].map((m) => m[1]).join('');
      expect(glyphs).toBe(dev.body.data.answer);
    } finally {
      await real.close();
    }
  });

  it('is required before an SMS is sent, case-insensitive, one use, and expires', async () => {
    const mobile = '13900000101';
    const c = await captcha(ctx, '10.1.0.1');
    const wrong = await call(ctx, { method: 'POST', url: '/gateway/system/oauth/sendSmsCode', payload: { mobile, purpose: 'register', captchaKey: c.captchaKey, captchaCode: 'ZZZZ' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('图形验证码错误');
    const reused = await call(ctx, { method: 'POST', url: '/gateway/system/oauth/sendSmsCode', payload: { mobile, purpose: 'register', ...c } });
    expect(reused.body.msg).toBe('图形验证码已失效，请刷新后重试');
    const missing = await call(ctx, { method: 'POST', url: '/gateway/system/oauth/sendSmsCode', payload: { mobile, purpose: 'register' } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/^图形验证码编号/);
    const old = await captcha(ctx);
    await ctx.handle.db.updateTable('captcha').set({ expiresAt: new Date(Date.now() - 1) }).where('captchaKey', '=', old.captchaKey).execute();
    const expired = await call(ctx, { method: 'POST', url: '/gateway/system/oauth/sendSmsCode', payload: { mobile, purpose: 'register', ...old } });
    expect(expired.body.msg).toBe('图形验证码已失效，请刷新后重试');
    const lower = await sendSms(ctx, mobile, 'register');
    expect(lower.body).toMatchObject({ success: true, data: { expiresIn: 300, interval: 60 } });
  });
});

describe('SMS code limits', () => {
  it('allows one SMS per mobile per 60 s', async () => {
    const mobile = '13900000102';
    expect((await sendSms(ctx, mobile, 'register', '10.2.0.1')).body.success).toBe(true);
    const again = await sendSms(ctx, mobile, 'register', '10.2.0.1');
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^验证码发送过于频繁，请 \d+ 秒后再试$/);
  });

  it('allows 10 SMS per mobile per day', async () => {
    const mobile = '13900000103';
    for (let i = 0; i < 10; i++) await freshCode(ctx, mobile, 'register', '10.3.0.1');
    await ctx.app.limits.reset(`sms:interval:${mobile}`);
    const eleventh = await sendSms(ctx, mobile, 'register', '10.3.0.2');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.msg).toBe('该手机号今日验证码发送次数已达上限，请明天再试');
  });

  it('caps SMS per IP per hour', async () => {
    for (let i = 0; i < 12; i++) expect((await sendSms(ctx, `1370000${String(i).padStart(4, '0')}`, 'register', '10.4.0.1')).body.success).toBe(true);
    const over = await sendSms(ctx, '13700009999', 'register', '10.4.0.1');
    expect(over.status).toBe(429);
    expect(over.body.msg).toBe('当前网络请求验证码过于频繁，请稍后再试');
    expect((await sendSms(ctx, '13700009999', 'register', '10.4.0.2')).body.success).toBe(true);
  });

  it('kills a code after 5 wrong tries, and uses a right one once', async () => {
    const mobile = '13900000104';
    const code = await freshCode(ctx, mobile, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/register', payload: { mobile, smsCode: wrong, password: 'Abcd1234', agree: true } });
      messages.push(res.body.msg);
    }
    expect(messages.slice(0, 4)).toEqual(['验证码错误，还可尝试 4 次', '验证码错误，还可尝试 3 次', '验证码错误，还可尝试 2 次', '验证码错误，还可尝试 1 次']);
    expect(messages[4]).toBe('验证码错误次数过多，请重新获取');
    const right = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/register', payload: { mobile, smsCode: code, password: 'Abcd1234', agree: true } });
    expect(right.body.msg).toBe('验证码已失效，请重新获取');
  });

  it('expires a code after 5 minutes', async () => {
    const mobile = '13900000105';
    const code = await freshCode(ctx, mobile, 'register');
    await ctx.handle.db.updateTable('smsCode').set({ expiresAt: new Date(Date.now() - 1) }).where('mobile', '=', mobile).execute();
    const res = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/register', payload: { mobile, smsCode: code, password: 'Abcd1234', agree: true } });
    expect(res.body.msg).toBe('验证码已失效，请重新获取');
  });
});

describe('register', () => {
  it('registers a personal member with mobile, SMS code and password, then logs in', async () => {
    const mobile = '13900000201';
    const code = await freshCode(ctx, mobile, 'register');
    const res = await call<{ memberId: number }>(ctx, { method: 'POST', url: '/gateway/member/open/member/register', payload: { mobile, smsCode: code, password: 'Abcd1234', agree: true } });
    expect(res.body).toMatchObject({ success: true, msg: '注册成功' });
    const token = await login(ctx, mobile, 'Abcd1234');
    const info = await call<{ memberType: number; hasPassword: boolean }>(ctx, { method: 'GET', url: INFO, token });
    expect(info.body.data).toMatchObject({ memberType: 1, hasPassword: true, username: mobile });
    const again = await sendSms(ctx, mobile, 'register', '10.5.0.1');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该手机号已注册，请直接登录');
  });

  it('refuses a bad mobile, a weak password and a missing agreement', async () => {
    const badMobile = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/register', payload: { mobile: '12800000000', smsCode: '123456', password: 'Abcd1234', agree: true } });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.msg).toContain('手机号格式不正确');
    for (const password of ['abcdefgh', '12345678', 'Ab1', 'Abcd1234Abcd1234Abcd1', 'Abcd 1234']) {
      const res = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/register', payload: { mobile: '13900000202', smsCode: '123456', password, agree: true } });
      expect(res.body.msg, password).toContain('密码格式不正确');
    }
    const code = await freshCode(ctx, '13900000202', 'register');
    const noAgree = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/register', payload: { mobile: '13900000202', smsCode: code, password: 'Abcd1234', agree: false } });
    expect(noAgree.body.msg).toBe('请阅读并同意《用户协议》和《隐私政策》');
  });
});

describe('SMS login and set password', () => {
  it('logs in by SMS, creating a personal account that can then set a password once', async () => {
    const mobile = '13900000301';
    const code = await freshCode(ctx, mobile, 'login');
    const res = await tokenRequest(ctx, { username: mobile, password: code, auth_type: 'sms' });
    expect(res.body.success).toBe(true);
    const token = res.body.data.access_token;
    const info = await call<{ hasPassword: boolean; memberType: number }>(ctx, { method: 'GET', url: INFO, token });
    expect(info.body.data).toMatchObject({ hasPassword: false, memberType: 1 });
    const reuse = await tokenRequest(ctx, { username: mobile, password: code, auth_type: 'sms' });
    expect(reuse.body.msg).toBe('验证码已失效，请重新获取');
    const set = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/setPassword', token, payload: { password: 'Sms12345' } });
    expect(set.body).toMatchObject({ success: true, msg: '登录密码设置成功' });
    const twice = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/setPassword', token, payload: { password: 'Sms123456' } });
    expect(twice.body.msg).toBe('您已设置过登录密码，请通过“修改密码”更改');
    expect(await login(ctx, mobile, 'Sms12345')).toBeTruthy();
  });

  it('logs an existing member in by SMS', async () => {
    const code = await freshCode(ctx, DEMO.distributor, 'login');
    const res = await tokenRequest(ctx, { username: DEMO.distributor, password: code, auth_type: 'sms' });
    const info = await call<{ username: string }>(ctx, { method: 'GET', url: INFO, token: res.body.data.access_token });
    expect(info.body.data.username).toBe(DEMO.distributor);
  });
});

describe('no password lock (issue 35 item 1)', () => {
  it('asks wrong guesses for a captcha instead of locking, and the owner gets in with it', async () => {
    const mobile = '13900000401';
    const code = await freshCode(ctx, mobile, 'register');
    await call(ctx, { method: 'POST', url: '/gateway/member/open/member/register', payload: { mobile, smsCode: code, password: 'Lock1234', agree: true } });
    const answers: { msg: string; code: number }[] = [];
    for (let i = 0; i < 5; i++) answers.push((await tokenRequest(ctx, { username: mobile, password: 'Wrong1234', auth_type: 'password' })).body);
    expect(answers.map((a) => a.code)).toEqual([400, 400, 400, 1012, 1012]);
    expect(answers[0]!.msg).toBe('用户名或密码错误');
    const right = await tokenRequest(ctx, { username: mobile, password: 'Lock1234', auth_type: 'password' });
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({ code: 1012, data: { challenge: 'captcha' } });
    const captcha = await call<{ captchaKey: string }>(ctx, { method: 'GET', url: '/gateway/system/oauth/captcha' });
    const withCaptcha = await tokenRequest(ctx, { username: mobile, password: 'Lock1234', auth_type: 'password', captchaKey: captcha.body.data.captchaKey, captchaCode: 'AB12' });
    expect(withCaptcha.body.success).toBe(true);
  });
});

describe('forgot password', () => {
  it('verifies mobile + SMS code for a one-use ticket, then sets the password and ends old sessions', async () => {
    const mobile = '13900000501';
    const code = await freshCode(ctx, mobile, 'register');
    await call(ctx, { method: 'POST', url: '/gateway/member/open/member/register', payload: { mobile, smsCode: code, password: 'Old12345', agree: true } });
    const oldToken = await login(ctx, mobile, 'Old12345');

    const unknown = await sendSms(ctx, '13900000599', 'forgot', '10.6.0.1');
    expect(unknown.body.msg).toBe('该手机号尚未注册');

    const forgotCode = await freshCode(ctx, mobile, 'forgot');
    const bad = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/forgotPasswordStep1', payload: { mobile, smsCode: forgotCode === '999999' ? '888888' : '999999' } });
    expect(bad.body.success).toBe(false);
    const step1 = await call<{ ticket: string; expiresIn: number }>(ctx, { method: 'POST', url: '/gateway/member/open/member/forgotPasswordStep1', payload: { mobile, smsCode: forgotCode } });
    expect(step1.body.data.expiresIn).toBe(600);
    const weak = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/forgotPasswordStep2', payload: { ticket: step1.body.data.ticket, password: 'short' } });
    expect(weak.status).toBe(400);
    const step2 = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/forgotPasswordStep2', payload: { ticket: step1.body.data.ticket, password: 'New12345' } });
    expect(step2.body).toMatchObject({ success: true, msg: '密码已重置，请使用新密码登录' });
    const reuse = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/forgotPasswordStep2', payload: { ticket: step1.body.data.ticket, password: 'New123456' } });
    expect(reuse.body.msg).toBe('操作已过期，请重新验证');
    expect((await call(ctx, { method: 'GET', url: INFO, token: oldToken })).status).toBe(401);
    expect(await login(ctx, mobile, 'New12345')).toBeTruthy();
    expect((await tokenRequest(ctx, { username: mobile, password: 'Old12345' })).body.success).toBe(false);
  });
});

describe('dev SMS outbox endpoint', () => {
  it('reads the latest message the local provider recorded', async () => {
    const code = await freshCode(ctx, '13900000601', 'register');
    expect(code).toMatch(/^\d{6}$/);
    const none = await call(ctx, { method: 'GET', url: '/gateway/system/open/dev/sms-outbox/latest', query: { mobile: '13900000699' } });
    expect(none.status).toBe(404);
    expect(await latestCode(ctx, '13900000601')).toBe(code);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ seedSkus: 0, config: { nodeEnv: 'production' } });
    try {
      const res = await call(prod, { method: 'GET', url: '/gateway/system/open/dev/sms-outbox/latest', query: { mobile: '13900000601' } });
      expect(res.status).toBe(404);
      const scan = await call(prod, { method: 'POST', url: '/gateway/system/open/dev/wechat/scan', payload: { state: 'a'.repeat(32), testUser: 'x' } });
      expect(scan.status).toBe(404);
      const c = await call<{ captchaKey: string }>(prod, { method: 'GET', url: '/gateway/system/oauth/captcha' });
      expect((await call(prod, { method: 'GET', url: `/gateway/system/open/dev/captcha/${c.body.data.captchaKey}` })).status).toBe(404);
      const stored = await prod.handle.db.selectFrom('captcha').select('devAnswer').executeTakeFirstOrThrow();
      expect(stored.devAnswer).toBeNull();
    } finally {
      await prod.close();
    }
  });
});
