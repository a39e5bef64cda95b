// Logged-in security: change password, change mobile, WeChat login/registration/binding,
// nickname and avatar upload, and the other open member calls.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captcha, freshCode, latestCode, sendSms, tokenRequest } from '../../support/account-helpers.ts';
import { basicHeader, call, createTestApp, DEMO, FIXED_CAPTCHA, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 50, providers: { captcha: FIXED_CAPTCHA } });
});
afterAll(async () => ctx?.close());

const INFO = '/gateway/member/api/member/memberInfo';

async function registered(mobile: string, password = 'Abcd1234'): Promise<string> {
  const code = await freshCode(ctx, mobile, 'register');
  const res = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/register', payload: { mobile, smsCode: code, password, agree: true } });
  if (!res.body.success) throw new Error(res.body.msg);
  return login(ctx, mobile, password);
}

describe('change password', () => {
  it('needs the old password and ends every other session', async () => {
    const mobile = '13600000001';
    const current = await registered(mobile);
    const other = await login(ctx, mobile, 'Abcd1234');
    const wrong = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/resetPassword', token: current, payload: { oldPassword: 'Nope1234', newPassword: 'Next1234' } });
    expect(wrong.body.msg).toBe('原密码错误');
    const same = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/resetPassword', token: current, payload: { oldPassword: 'Abcd1234', newPassword: 'Abcd1234' } });
    expect(same.body.msg).toBe('新密码不能与原密码相同');
    const res = await call<{ revokedSessions: number }>(ctx, { method: 'POST', url: '/gateway/member/api/member/resetPassword', token: current, payload: { oldPassword: 'Abcd1234', newPassword: 'Next1234' } });
    expect(res.body.data.revokedSessions).toBe(1);
    expect((await call(ctx, { method: 'GET', url: INFO, token: current })).status).toBe(200);
    expect((await call(ctx, { method: 'GET', url: INFO, token: other })).status).toBe(401);
    expect(await login(ctx, mobile, 'Next1234')).toBeTruthy();
    expect((await tokenRequest(ctx, { username: mobile, password: 'Abcd1234' })).body.msg).toBe('用户名或密码错误');
  });
});

describe('change mobile', () => {
  it('goes captcha -> SMS to the old mobile -> checkOldMobile -> SMS to the new one -> resetMobile', async () => {
    const oldMobile = '13600000101';
    const newMobile = '13600000102';
    const token = await registered(oldMobile);
    const noCaptcha = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/sendSmsCodeByOldMobile', token, payload: 'captchaKey=x&captchaCode=y', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(noCaptcha.status).toBe(400);
    await ctx.app.limits.reset(`sms:interval:${oldMobile}`); // registration sent one a moment ago
    const c = await captcha(ctx);
    const sent = await call(ctx, {
      method: 'POST',
      url: '/gateway/member/api/member/sendSmsCodeByOldMobile',
      token,
      payload: `captchaKey=${c.captchaKey}&captchaCode=${c.captchaCode}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(sent.body).toMatchObject({ success: true, msg: '验证码已发送至原手机号' });
    const oldCode = await latestCode(ctx, oldMobile, 'oldMobile');
    const checked = await call<{ ticket: string }>(ctx, {
      method: 'POST',
      url: '/gateway/member/api/member/checkOldMobile',
      token,
      payload: `code=${oldCode}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(checked.body.success).toBe(true);
    const taken = await sendSms(ctx, DEMO.personal, 'newMobile', '10.9.0.1');
    expect(taken.status).toBe(409);
    const newCode = await freshCode(ctx, newMobile, 'newMobile');
    const typo = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/resetMobile', token, payload: { mobile: newMobile, code: newCode === '000000' ? '111111' : '000000', ticket: checked.body.data.ticket } });
    expect(typo.body.msg).toBe('验证码错误，还可尝试 4 次');
    const reset = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/resetMobile', token, payload: { mobile: newMobile, code: newCode, ticket: checked.body.data.ticket } });
    expect(reset.body).toMatchObject({ success: true, msg: '手机号已更换' });
    const info = await call<{ mobile: string; username: string }>(ctx, { method: 'GET', url: INFO, token });
    expect(info.body.data).toMatchObject({ mobile: newMobile, username: newMobile });
    expect(await login(ctx, newMobile, 'Abcd1234')).toBeTruthy();
    const again = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/resetMobile', token, payload: { mobile: '13600000103', code: '123456', ticket: checked.body.data.ticket } });
    expect(again.body.msg).toBe('操作已过期，请重新验证');
  });

  it("refuses another member's ticket", async () => {
    const a = await registered('13600000201');
    const b = await registered('13600000202');
    const code = await (async () => {
      await ctx.app.limits.reset('sms:interval:13600000201');
      const c = await captcha(ctx);
      await call(ctx, { method: 'POST', url: '/gateway/member/api/member/sendSmsCodeByOldMobile', token: a, payload: c });
        return latestCode(ctx, '13600000201', 'oldMobile');
    })();
    const checked = await call<{ ticket: string }>(ctx, { method: 'POST', url: '/gateway/member/api/member/checkOldMobile', token: a, payload: { code } });
    const newCode = await freshCode(ctx, '13600000203', 'newMobile');
    const res = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/resetMobile', token: b, payload: { mobile: '13600000203', code: newCode, ticket: checked.body.data.ticket } });
    expect(res.body.msg).toBe('操作已过期，请重新验证');
  });
});

async function scan(testUser: string): Promise<string> {
  const qr = await call<{ state: string; qrImage: string }>(ctx, { method: 'GET', url: '/gateway/system/open/wechat/qrcode' });
  expect(qr.body.data.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
  const waiting = await call<{ status: string }>(ctx, { method: 'GET', url: '/gateway/system/open/wechat/scanResult', query: { state: qr.body.data.state } });
  expect(waiting.body.data.status).toBe('waiting');
  await call(ctx, { method: 'POST', url: '/gateway/system/open/dev/wechat/scan', payload: { state: qr.body.data.state, testUser } });
  const done = await call<{ status: string; code: string }>(ctx, { method: 'GET', url: '/gateway/system/open/wechat/scanResult', query: { state: qr.body.data.state } });
  expect(done.body.data.status).toBe('confirmed');
  return done.body.data.code;
}

describe('WeChat', () => {
  it('registers an unbound WeChat user through socialRegisterStep1/2, then logs it in by scan', async () => {
    const code = await scan('wx-user-1');
    const first = await call<{ socialKey: string }>(ctx, {
      method: 'POST',
      url: '/gateway/system/oauth/token',
      query: { grant_type: 'password', user_type: '0', auth_type: 'social', social_type: 'wx_open', username: 'wx', password: code },
      headers: { authorization: basicHeader(ctx.config) },
    });
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({ success: false, code: 1010, msg: '该微信尚未绑定爱备客账号，请验证手机号完成绑定' });
    const socialKey = first.body.data.socialKey;
    const reuse = await tokenRequest(ctx, { auth_type: 'social', social_type: 'wx_open', username: 'wx', password: code });
    expect(reuse.body.msg).toBe('微信授权已失效，请重新扫码');

    const mobile = '13600000301';
    const smsCode = await freshCode(ctx, mobile, 'social');
    const typo = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/socialRegisterStep1', payload: { socialKey, mobile, smsCode: smsCode === '000000' ? '111111' : '000000' } });
    expect(typo.body.msg).toBe('验证码错误，还可尝试 4 次');
    const step1 = await call<{ ticket: string; exists: boolean }>(ctx, { method: 'POST', url: '/gateway/member/open/member/socialRegisterStep1', payload: { socialKey, mobile, smsCode } });
    expect(step1.body.data.exists).toBe(false);
    const step2 = await call<{ access_token: string }>(ctx, { method: 'POST', url: '/gateway/member/open/member/socialRegisterStep2', payload: { ticket: step1.body.data.ticket, password: 'Wx123456' } });
    expect(step2.body.success).toBe(true);
    const info = await call<{ wxBound: boolean; mobile: string }>(ctx, { method: 'GET', url: INFO, token: step2.body.data.access_token });
    expect(info.body.data).toMatchObject({ wxBound: true, mobile });

    const again = await tokenRequest(ctx, { auth_type: 'social', social_type: 'wx_open', username: 'wx', password: await scan('wx-user-1') });
    expect(again.body.success).toBe(true);
  });

  it('binds, reports and unbinds WeChat on a logged-in account', async () => {
    const token = await registered('13600000401');
    expect((await call<{ bound: boolean }>(ctx, { method: 'GET', url: '/gateway/member/api/member/getWxOpenBind', token })).body.data.bound).toBe(false);
    const code = await scan('wx-user-2');
    const bind = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/bindWxOpen', token, query: { code } });
    expect(bind.body).toMatchObject({ success: true, msg: '微信绑定成功' });
    expect((await call<{ bound: boolean }>(ctx, { method: 'GET', url: '/gateway/member/api/member/getWxOpenBind', token })).body.data.bound).toBe(true);

    const other = await registered('13600000402');
    const elsewhere = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/bindWxOpen', token: other, query: { code: await scan('wx-user-2') } });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.msg).toBe('该微信已绑定其他爱备客账号');
    const used = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/bindWxOpen', token: other, query: { code } });
    expect(used.body.msg).toBe('微信授权已失效，请重新扫码');

    const unbind = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/removeWxOpenBind', token });
    expect(unbind.body).toMatchObject({ success: true, data: { bound: false } });
    const twice = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/removeWxOpenBind', token });
    expect(twice.body.msg).toBe('当前账号未绑定微信');
  });

  it('refuses to unbind WeChat from an account without a password', async () => {
    const code = await scan('wx-user-3');
    const first = await tokenRequest(ctx, { auth_type: 'social', social_type: 'wx_open', username: 'wx', password: code });
    const socialKey = first.body.data.socialKey!;
    const smsCode = await freshCode(ctx, '13600000501', 'social');
    const step1 = await call<{ ticket: string }>(ctx, { method: 'POST', url: '/gateway/member/open/member/socialRegisterStep1', payload: { socialKey, mobile: '13600000501', smsCode } });
    const step2 = await call<{ access_token: string }>(ctx, { method: 'POST', url: '/gateway/member/open/member/socialRegisterStep2', payload: { ticket: step1.body.data.ticket } });
    const res = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/removeWxOpenBind', token: step2.body.data.access_token });
    expect(res.body.msg).toBe('请先设置登录密码，再解除微信绑定');
  });
});

/** A 2x2 RGB PNG (red, green, blue, white); `text` adds a tEXt chunk (metadata) carrying it. */
function tinyPng(text?: string): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), ...(text ? [chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1'))] : []), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

function multipart(fields: Record<string, string>, file?: { name: string; filename: string; type: string; bytes: Buffer }) {
  const boundary = '----aibeike-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('nickname and avatar', () => {
  it('updates the nickname from JSON and refuses a bad one', async () => {
    const token = await login(ctx, DEMO.personal, DEMO.password);
    const res = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/updateNickAvatar', token, payload: { nickname: '  设备科老王  ' } });
    expect(res.body).toMatchObject({ success: true, data: { nickname: '设备科老王' } });
    for (const nickname of ['', 'x'.repeat(21), '<script>']) {
      const bad = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/updateNickAvatar', token, payload: { nickname } });
      expect(bad.status, nickname).toBe(400);
    }
  });

  it('stores a real PNG avatar, re-encoded: same picture and size, served as PNG, without the metadata it carried', async () => {
    const token = await login(ctx, DEMO.personal, DEMO.password);
    const marker = 'GPS 31.2304N 121.4737E <script>alert(1)</script>';
    const png = tinyPng(marker);
    expect(png.includes(marker)).toBe(true);
    const form = multipart({ nickname: '采购小李' }, { name: 'avatar', filename: 'me.png', type: 'image/png', bytes: png });
    const res = await call<{ avatarUrl: string }>(ctx, { method: 'POST', url: '/gateway/member/api/member/updateNickAvatar', token, ...form });
    expect(res.body.success).toBe(true);
    expect(res.body.data.avatarUrl).toMatch(/^\/files\/uploads\/[0-9a-f]{32}$/);
    const img = await ctx.app.inject({ method: 'GET', url: res.body.data.avatarUrl });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const served = img.rawPayload;
    // A valid PNG (sharp decodes it) of the same dimensions and the very same pixels (PNG is lossless)...
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 2, height: 2 });
    const pixels = async (bytes: Buffer) => (await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;
    expect(Buffer.compare(await pixels(served), await pixels(png))).toBe(0);
    // ...re-encoded: the text chunk the original carried is gone, and so is every byte after IEND.
    expect(Buffer.compare(served, png)).not.toBe(0);
    expect(served.includes(marker)).toBe(false);
    expect(served.includes(Buffer.from('tEXt', 'ascii'))).toBe(false);
    expect(meta.comments ?? []).toEqual([]);
    expect(served.subarray(-8).toString('latin1').slice(0, 4)).toBe('IEND');
    const info = await call<{ avatarUrl: string; nickname: string }>(ctx, { method: 'GET', url: INFO, token });
    expect(info.body.data).toMatchObject({ avatarUrl: res.body.data.avatarUrl, nickname: '采购小李' });
  });

  it('deletes the avatar a new one replaces, and never another member’s', async () => {
    const token = await login(ctx, DEMO.enterprise, DEMO.password);
    const upload = async () => {
      const res = await call<{ avatarUrl: string }>(ctx, { method: 'POST', url: '/gateway/member/api/member/updateNickAvatar', token, ...multipart({}, { name: 'avatar', filename: 'a.png', type: 'image/png', bytes: tinyPng() }) });
      expect(res.body.success).toBe(true);
      return res.body.data.avatarUrl;
    };
    const first = await upload();
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
    const second = await upload();
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    const member = await ctx.handle.db.selectFrom('member').select('id').where('username', '=', DEMO.enterprise).executeTakeFirstOrThrow();
    expect(await ctx.app.providers.uploads.usage(member.id)).toBe((await ctx.app.inject({ method: 'GET', url: second })).rawPayload.byteLength);
    // A nickname-only change keeps the avatar; another member's avatar is never touched.
    await call(ctx, { method: 'POST', url: '/gateway/member/api/member/updateNickAvatar', token, payload: { nickname: '华东采购' } });
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    const otherToken = await login(ctx, DEMO.distributor, DEMO.password);
    await ctx.handle.db.updateTable('member').set({ avatarUrl: second }).where('username', '=', DEMO.distributor).execute();
    const res = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/updateNickAvatar', token: otherToken, ...multipart({}, { name: 'avatar', filename: 'b.png', type: 'image/png', bytes: tinyPng() }) });
    expect(res.body.success).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('refuses a file that only claims to be an image, a broken PNG, and an oversized one', async () => {
    const token = await login(ctx, DEMO.personal, DEMO.password);
    const fake = multipart({}, { name: 'avatar', filename: 'evil.png', type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"></svg>'.repeat(10)) });
    const r1 = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/updateNickAvatar', token, ...fake });
    expect(r1.status).toBe(415);
    expect(r1.body.msg).toBe('头像须为 PNG、JPEG 或 WebP 图片');
    const broken = tinyPng();
    broken[broken.length - 20] = broken[broken.length - 20]! ^ 0xff;
    const r2 = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/updateNickAvatar', token, ...multipart({}, { name: 'avatar', filename: 'a.png', type: 'image/png', bytes: broken }) });
    expect(r2.status).toBe(415);
    const big = Buffer.alloc(ctx.config.limits.avatarMaxBytes + 10, 1);
    const r3 = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/updateNickAvatar', token, ...multipart({}, { name: 'avatar', filename: 'b.png', type: 'image/png', bytes: big }) });
    expect(r3.status).toBe(413);
    expect(r3.body.msg).toBe('头像图片不能超过 2 MB');
  });

  it('needs a token', async () => {
    const res = await call(ctx, { method: 'POST', url: '/gateway/member/api/member/updateNickAvatar', payload: { nickname: 'x' } });
    expect(res.status).toBe(401);
  });
});

describe('other open member calls', () => {
  it('shows the site notice until a logged-in member dismisses it', async () => {
    await ctx.handle.db
      .insertInto('siteSetting')
      .values({ key: 'notice', value: JSON.stringify({ id: 'n-2026-11', show: true, title: '双十二备货通知', content: '12 月 12 日前下单的现货商品当日发出。' }) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ id: 'n-2026-11', show: true, title: '双十二备货通知', content: '12 月 12 日前下单的现货商品当日发出。' }) }))
      .execute();
    const anon = await call<{ show: boolean; notice: { id: string } }>(ctx, { method: 'GET', url: '/gateway/member/open/member/ifShowMessage' });
    expect(anon.body.data).toMatchObject({ show: true, notice: { id: 'n-2026-11' } });
    const refused = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/ifShowMessage/update', payload: { noticeId: 'n-2026-11' } });
    expect(refused.status).toBe(401);
    const token = await login(ctx, DEMO.enterprise, DEMO.password);
    await call(ctx, { method: 'POST', url: '/gateway/member/open/member/ifShowMessage/update', token, payload: { noticeId: 'n-2026-11' } });
    const after = await call<{ show: boolean }>(ctx, { method: 'GET', url: '/gateway/member/open/member/ifShowMessage', token });
    expect(after.body.data.show).toBe(false);
  });

  it('looks up companies by part of their name, and saves one with a valid credit code (a logged-in member only)', async () => {
    const token = await login(ctx, DEMO.enterprise, DEMO.password);
    const anonymous = await call(ctx, {
      method: 'POST',
      url: '/gateway/member/open/member/uncheckAuthority/saveGetCompanyByVague',
      payload: { companyName: '无锡华东精密轴承有限公司', creditCode: '91350100M000100Y43' },
    });
    expect(anonymous.status).toBe(401);
    const save = await call(ctx, {
      method: 'POST',
      url: '/gateway/member/open/member/uncheckAuthority/saveGetCompanyByVague',
      token,
      payload: { companyName: '无锡华东精密轴承有限公司', creditCode: '91350100M000100Y43' },
    });
    expect(save.body.success).toBe(true);
    const bad = await call(ctx, {
      method: 'POST',
      url: '/gateway/member/open/member/uncheckAuthority/saveGetCompanyByVague',
      token,
      payload: { companyName: '无锡某某有限公司', creditCode: '91350100M000100Y44' },
    });
    expect(bad.body.msg).toBe('统一社会信用代码校验失败，请核对');
    const found = await call<{ companyName: string; creditCode: string }[]>(ctx, { method: 'GET', url: `/gateway/member/open/member/getCompanyByVague/${encodeURIComponent('华东精密')}`, token });
    expect(found.body.data).toContainEqual(expect.objectContaining({ companyName: '无锡华东精密轴承有限公司', creditCode: '91350100M000100Y43' }));
    const short = await call(ctx, { method: 'GET', url: `/gateway/member/open/member/getCompanyByVague/${encodeURIComponent('华')}` });
    expect(short.body.msg).toBe('请输入至少 2 个字的企业名称关键词');
  });

  it('tells whether a company name is already certified', async () => {
    const cert = await ctx.handle.db.selectFrom('enterpriseCert').select('companyName').where('status', '=', 1).executeTakeFirstOrThrow();
    const yes = await call<{ certified: boolean }>(ctx, { method: 'GET', url: '/gateway/member/open/member/uncheckAuthority/getMemberEnterpriseNameRelateVoucher', query: { companyName: cert.companyName } });
    expect(yes.body.data.certified).toBe(true);
    const no = await call<{ certified: boolean }>(ctx, { method: 'GET', url: '/gateway/member/open/member/uncheckAuthority/getMemberEnterpriseNameRelateVoucher', query: { companyName: '不存在的公司' } });
    expect(no.body.data.certified).toBe(false);
  });

  it('serves the login-page notes', async () => {
    const res = await call<{ title: string; items: string[] }>(ctx, { method: 'GET', url: '/gateway/member/open/member/loginSm' });
    expect(res.body.success).toBe(true);
    expect(Array.isArray(res.body.data.items)).toBe(true);
  });
});
