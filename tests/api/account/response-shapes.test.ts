// Every account call answers every field it answered before its response schema existed: each
// answer's keys are compared whole, so a field the schema drops (the compiled serializer leaves
// out what a schema does not list) fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captcha, freshCode, latestCode } from '../../support/account-helpers.ts';
import { basicHeader, call, createTestApp, DEMO, FIXED_CAPTCHA, login, type TestContext } from '../../support/api-harness.ts';
import { png } from '../../support/png.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 20, providers: { captcha: FIXED_CAPTCHA } });
});
afterAll(async () => ctx?.close());

const keys = (value: unknown) => Object.keys(value as object).sort();
const TOKEN_KEYS = ['access_token', 'expires_in', 'refresh_token', 'token_type'];

async function token(query: Record<string, string>) {
  return call<Record<string, unknown>>(ctx, {
    method: 'POST',
    url: '/gateway/system/oauth/token',
    query: { grant_type: 'password', user_type: '0', ...query },
    headers: { authorization: basicHeader(ctx.config) },
  });
}

async function registered(mobile: string, password = 'Abcd1234'): Promise<string> {
  const code = await freshCode(ctx, mobile, 'register');
  const res = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/register', payload: { mobile, smsCode: code, password, agree: true } });
  if (!res.body.success) throw new Error(res.body.msg);
  return login(ctx, mobile, password);
}

/** A WeChat login QR scanned by a simulated user: the code its scan produced. */
async function scanned(testUser: string): Promise<string> {
  const qr = await call<Record<string, unknown>>(ctx, { method: 'GET', url: '/gateway/system/open/wechat/qrcode' });
  expect(keys(qr.body.data)).toEqual(['expiresIn', 'provider', 'qrImage', 'state']);
  const state = String(qr.body.data.state);
  const waiting = await call(ctx, { method: 'GET', url: '/gateway/system/open/wechat/scanResult', query: { state } });
  expect(waiting.body.data).toEqual({ status: 'waiting' });
  const scan = await call<{ code: string }>(ctx, { method: 'POST', url: '/gateway/system/open/dev/wechat/scan', payload: { state, testUser } });
  expect(keys(scan.body.data)).toEqual(['code']);
  const done = await call<{ code: string }>(ctx, { method: 'GET', url: '/gateway/system/open/wechat/scanResult', query: { state } });
  expect(done.body.data).toEqual({ status: 'confirmed', code: scan.body.data.code });
  return done.body.data.code;
}

describe('system calls answer every field', () => {
  it('token, refresh and logout', async () => {
    const issued = await token({ username: DEMO.personal, password: DEMO.password, auth_type: 'password' });
    expect(keys(issued.body.data)).toEqual(TOKEN_KEYS);
    expect(issued.body.data.token_type).toBe('bearer');
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: String(issued.body.data.refresh_token) });
    expect(keys(refreshed.body.data)).toEqual(TOKEN_KEYS);
    const out = await call(ctx, { method: 'POST', url: '/gateway/system/api/oauth/logout', token: String(refreshed.body.data.access_token) });
    expect(out.body).toEqual({ success: true, code: 200, msg: '已退出登录', data: null });
  });

  it('captcha, its dev answer, an SMS code and the dev outbox', async () => {
    const image = await call<Record<string, unknown>>(ctx, { method: 'GET', url: '/gateway/system/oauth/captcha' });
    expect(keys(image.body.data)).toEqual(['captchaKey', 'expiresIn', 'image']);
    const answer = await call(ctx, { method: 'GET', url: `/gateway/system/open/dev/captcha/${String(image.body.data.captchaKey)}` });
    expect(answer.body.data).toEqual({ captchaKey: image.body.data.captchaKey, answer: 'AB12' });
    const sent = await call(ctx, { method: 'POST', url: '/gateway/system/oauth/sendSmsCode', payload: { mobile: '13700000001', purpose: 'register', ...(await captcha(ctx)) } });
    expect(keys(sent.body.data)).toEqual(['expiresIn', 'interval']);
    const outbox = await call<Record<string, unknown>>(ctx, { method: 'GET', url: '/gateway/system/open/dev/sms-outbox/latest', query: { mobile: '13700000001' } });
    expect(keys(outbox.body.data)).toEqual(['code', 'content', 'mobile', 'purpose', 'sentAt']);
    expect(outbox.body.data).toMatchObject({ mobile: '13700000001', purpose: 'register', code: expect.stringMatching(/^\d{6}$/) });
  });
});

describe('member calls answer every field', () => {
  it('memberInfo and getTrialVipDays', async () => {
    const me = await login(ctx, DEMO.enterprise, DEMO.password);
    const info = await call(ctx, { method: 'GET', url: '/gateway/member/api/member/memberInfo', token: me });
    expect(keys(info.body.data)).toEqual(
      ['avatarUrl', 'companyId', 'companyMemberStatus', 'companyName', 'companyRole', 'hasPassword', 'id', 'isDistributor', 'memberPriceEndTime', 'memberType', 'mobile', 'nickname', 'points', 'username', 'wxBound'].sort(),
    );
    const days = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/uncheckAuthority/getTrialVipDays' });
    expect(days.body.data).toBe(30);
  });

  it('register, forgot password, password change and mobile change', async () => {
    const mobile = '13700000011';
    const reg = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/register', payload: { mobile, smsCode: await freshCode(ctx, mobile, 'register'), password: 'Abcd1234', agree: true } });
    expect(keys(reg.body.data)).toEqual(['memberId', 'username']);

    const step1 = await call<{ ticket: string }>(ctx, { method: 'POST', url: '/gateway/member/open/member/forgotPasswordStep1', payload: { mobile, smsCode: await freshCode(ctx, mobile, 'forgot') } });
    expect(keys(step1.body.data)).toEqual(['expiresIn', 'ticket']);
    const step2 = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/forgotPasswordStep2', payload: { ticket: step1.body.data.ticket, password: 'Next1234' } });
    expect(step2.body).toMatchObject({ success: true, data: null });

    const me = await login(ctx, mobile, 'Next1234');
    const changed = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/resetPassword', token: me, payload: { oldPassword: 'Next1234', newPassword: 'Abcd1234' } });
    expect(keys(changed.body.data)).toEqual(['revokedSessions']);

    await ctx.app.limits.reset(`sms:interval:${mobile}`);
    const old = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/sendSmsCodeByOldMobile', token: me, payload: await captcha(ctx) });
    expect(keys(old.body.data)).toEqual(['expiresIn', 'interval']);
    const proof = await call<{ ticket: string }>(ctx, { method: 'POST', url: '/gateway/member/api/member/checkOldMobile', token: me, payload: { code: await latestCode(ctx, mobile, 'oldMobile') } });
    expect(keys(proof.body.data)).toEqual(['expiresIn', 'ticket']);
    const next = '13700000012';
    const moved = await call(ctx, {
      method: 'POST',
      url: '/gateway/member/api/member/resetMobile',
      token: me,
      payload: { mobile: next, code: await freshCode(ctx, next, 'newMobile'), ticket: proof.body.data.ticket },
    });
    expect(moved.body.data).toEqual({ mobile: next });
  });

  it('WeChat registration, binding and unbinding', async () => {
    const unbound = await token({ auth_type: 'social', social_type: 'wx_open', username: 'wx_open', password: await scanned('wx-shape-1') });
    const socialKey = (unbound.body.data as { socialKey: string }).socialKey;
    const mobile = '13700000021';
    const step1 = await call<{ ticket: string }>(ctx, { method: 'POST', url: '/gateway/member/open/member/socialRegisterStep1', payload: { socialKey, mobile, smsCode: await freshCode(ctx, mobile, 'social') } });
    expect(keys(step1.body.data)).toEqual(['exists', 'expiresIn', 'ticket']);
    const step2 = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/socialRegisterStep2', payload: { ticket: step1.body.data.ticket, password: 'Wx123456' } });
    expect(keys(step2.body.data)).toEqual(TOKEN_KEYS);

    const me = await registered('13700000022');
    const bound = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/bindWxOpen', token: me, query: { code: await scanned('wx-shape-2') } });
    expect(bound.body.data).toEqual({ bound: true, nickname: expect.any(String) });
    expect((await call(ctx, { method: 'GET', url: '/gateway/member/api/member/getWxOpenBind', token: me })).body.data).toEqual({ bound: true });
    expect((await call(ctx, { method: 'POST', url: '/gateway/member/api/member/removeWxOpenBind', token: me })).body.data).toEqual({ bound: false });
  });

  it('nickname and avatar', async () => {
    const me = await registered('13700000031');
    const named = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/updateNickAvatar', token: me, payload: { nickname: '采购老张' } });
    expect(named.body.data).toEqual({ nickname: '采购老张' });
    const boundary = 'shape-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="nickname"\r\n\r\n采购小张\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const both = await call(ctx, {
      method: 'POST',
      url: '/gateway/member/api/member/updateNickAvatar',
      token: me,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(both.body.data).toEqual({ nickname: '采购小张', avatarUrl: expect.any(String) });
  });

  it('notice, login notes and the company calls', async () => {
    const notice = { id: 'n-shape', show: true, title: '公告', content: '内容' };
    await ctx.handle.db
      .insertInto('siteSetting')
      .values({ key: 'notice', value: JSON.stringify(notice) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(notice) }))
      .execute();
    const shown = await call(ctx, { method: 'GET', url: '/gateway/member/open/member/ifShowMessage' });
    expect(shown.body.data).toEqual({ show: true, notice: { id: 'n-shape', title: '公告', content: '内容' } });
    const me = await login(ctx, DEMO.personal, DEMO.password);
    const dismissed = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/ifShowMessage/update', token: me, payload: { noticeId: 'n-shape' } });
    expect(dismissed.body.data).toEqual({ show: false });
    expect((await call(ctx, { method: 'GET', url: '/gateway/member/open/member/ifShowMessage', token: me })).body.data).toEqual({ show: false, notice: null });

    const notes = { title: '登录说明', items: ['一', '二'], imageUrl: '/media/login-notes.png' };
    await ctx.handle.db.updateTable('siteSetting').set({ value: JSON.stringify(notes) }).where('key', '=', 'loginSm').execute();
    expect((await call(ctx, { method: 'GET', url: '/gateway/member/open/member/loginSm' })).body.data).toEqual(notes);

    const saved = await call(ctx, {
      method: 'POST',
      url: '/gateway/member/open/member/uncheckAuthority/saveGetCompanyByVague',
      token: me,
      payload: { companyName: '无锡华东精密轴承有限公司', creditCode: '91350100M000100Y43', legalPerson: '张三', regAddress: '无锡市新吴区' },
    });
    expect(saved.body).toMatchObject({ success: true, data: null });
    const found = await call<unknown[]>(ctx, { method: 'GET', url: `/gateway/member/open/member/getCompanyByVague/${encodeURIComponent('华东精密')}`, token: me });
    expect(found.body.data).toContainEqual({ companyName: '无锡华东精密轴承有限公司', creditCode: '91350100M000100Y43', legalPerson: '张三', regAddress: '无锡市新吴区' });
    const certified = await call(ctx, { method: 'GET', url: '/gateway/member/open/member/uncheckAuthority/getMemberEnterpriseNameRelateVoucher', query: { companyName: '无锡华东精密轴承有限公司' } });
    expect(certified.body.data).toEqual({ companyName: '无锡华东精密轴承有限公司', certified: false });
  });
});
