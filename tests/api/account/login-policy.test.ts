// The token endpoint under attack (issue 35 item 1), over two app instances on one database (the
// limit store is shared): nobody is locked out and there is no global cap; guesses on an account
// are asked for a captcha, then an SMS code to its own mobile, before any more passwords are
// checked; the owner's browser (device cookie) is never slowed or challenged; one address that
// fails too often gets a short 429 with Retry-After; staff accounts the same, with one alert to
// the 管理员 per window; unknown usernames answer like real ones.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { STAFF_DEMO_PASSWORD } from '../../../server/db/seed/accounts.ts';
import { freshCode, latestCode } from '../../support/account-helpers.ts';
import { basicHeader, call, createTestApp, DEMO, FIXED_CAPTCHA, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
/** A second process: another app on the same database (its own memory, the shared limit store). */
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 20, providers: { captcha: FIXED_CAPTCHA } });
  other = await buildApp(ctx.config, ctx.handle, { logStream: new Writable({ write: (_c, _e, done) => done() }) });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const TOKEN_URL = '/gateway/system/oauth/token';
const CAPTCHA_MSG = '该账号近期登录失败次数较多，为保障账号安全，请输入图形验证码后登录';
const SMS_NEEDED_MSG = '该账号近期登录失败次数较多，为保障账号安全，请输入图形验证码，获取发送到账号绑定手机的短信验证码';
const SMS_SENT_MSG = '短信验证码已发送至账号绑定的手机，请输入短信验证码后登录';

interface Answer {
  status: number;
  code: number;
  msg: string;
  data: unknown;
  cookie: string | null;
  retryAfter: string | null;
}

interface Attempt {
  userType?: '0' | '1';
  ip?: string;
  authType?: string;
  device?: string | null;
  captcha?: boolean | { key: string; code: string };
  smsCode?: string;
}

/** A captcha of the first app (its provider draws AB12; the second process draws real ones). */
async function captcha(): Promise<{ key: string; code: string }> {
  const res = await ctx.app.inject({ method: 'GET', url: '/gateway/system/oauth/captcha', headers: { authorization: basicHeader(ctx.config) } });
  return { key: (res.json() as { data: { captchaKey: string } }).data.captchaKey, code: 'AB12' };
}

async function attempt(app: FastifyInstance, username: string, password: string, opts: Attempt = {}): Promise<Answer> {
  const proof = opts.captcha === true ? await captcha() : opts.captcha || null;
  const res = await app.inject({
    method: 'POST',
    url: TOKEN_URL,
    query: {
      username, password, grant_type: 'password', user_type: opts.userType ?? '0', auth_type: opts.authType ?? 'password',
      ...(proof ? { captchaKey: proof.key, captchaCode: proof.code } : {}),
      ...(opts.smsCode ? { smsCode: opts.smsCode } : {}),
    },
    headers: { authorization: basicHeader(ctx.config), ...(opts.device ? { cookie: `abk_device=${opts.device}` } : {}) },
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  const body = res.json() as { code: number; msg: string; data: unknown };
  const setCookie = res.headers['set-cookie'];
  const retry = res.headers['retry-after'];
  return { status: res.statusCode, code: body.code, msg: body.msg, data: body.data, cookie: typeof setCookie === 'string' ? setCookie : null, retryAfter: typeof retry === 'string' ? retry : null };
}

/** The device id of a successful login's Set-Cookie. */
function deviceOfAnswer(a: Answer): string {
  expect(a.status).toBe(200);
  expect(a.cookie).toMatch(/^abk_device=[A-Za-z0-9_-]{32}; Path=\/gateway\/system\/oauth; Max-Age=2592000; HttpOnly; SameSite=Strict$/);
  return /^abk_device=([^;]+)/.exec(a.cookie!)![1]!;
}

async function register(mobile: string, password: string): Promise<void> {
  const code = await freshCode(ctx, mobile, 'register');
  const res = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/register', payload: { mobile, smsCode: code, password, agree: true } });
  if (!res.body.success) throw new Error(res.body.msg);
  // As a day later: the registration's SMS no longer holds the 60 s send interval.
  await ctx.app.limits.reset(`sms:interval:${mobile}`);
}

const tally = (answers: Answer[]) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.code] = (counts[a.code] ?? 0) + 1;
  return counts;
};

describe('distributed guessing on one member', () => {
  it('challenges 60 parallel guesses from 60 addresses over two processes while the owner logs in', async () => {
    const mobile = '13700000001';
    await register(mobile, 'Right2026');
    const device = deviceOfAnswer(await attempt(ctx.app, mobile, 'Right2026', { ip: '10.20.200.1' }));
    const { loginCaptchaAfter, loginSmsAfter } = ctx.config.limits;
    const guesses = Array.from({ length: 60 }, (_, i) => attempt(i % 2 === 0 ? ctx.app : other, mobile, `Wrong${i}x`, { ip: `10.20.${i}.1` }));
    // The owner, from the browser that logged in before, during the attack.
    const answers = await Promise.all([...guesses, attempt(other, mobile, 'Right2026', { ip: '10.20.99.1', device })]);
    const owner = answers.pop()!;
    expect(owner.status).toBe(200);
    // Exactly LOGIN_CAPTCHA_AFTER passwords were checked (one try of the owner's may be counted
    // among them); then captchas, then SMS codes were asked; no 423, no 429.
    const t = tally(answers);
    expect((t[400] ?? 0) + (t[1012] ?? 0) + (t[1013] ?? 0)).toBe(60);
    expect(t[400]).toBeLessThanOrEqual(loginCaptchaAfter);
    expect(t[400]).toBeGreaterThanOrEqual(loginCaptchaAfter - 1);
    expect(t[1013]).toBeGreaterThanOrEqual(60 - loginSmsAfter);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([400]));
    expect(answers.find((a) => a.code === 1012)).toMatchObject({ msg: CAPTCHA_MSG, data: { challenge: 'captcha' } });
    expect(answers.find((a) => a.code === 1013)).toMatchObject({ msg: SMS_NEEDED_MSG, data: { challenge: 'sms', sent: false } });
    // Another visitor (a fresh address, no device cookie) with the right password: asked for proof, not refused.
    const fresh = await attempt(ctx.app, mobile, 'Right2026', { ip: '10.20.98.1' });
    expect(fresh).toMatchObject({ status: 400, code: 1013, data: { challenge: 'sms', sent: false } });
  });

  it('walks the owner through the captcha and SMS steps from a new browser', async () => {
    const mobile = '13700000004';
    await register(mobile, 'Right2026');
    const wrong = Array.from({ length: 12 }, (_, i) => attempt(ctx.app, mobile, `Wrong${i}x`, { ip: `10.24.${i}.1` }));
    await Promise.all(wrong);
    const ip = '10.24.99.1';
    // A wrong captcha answer names the captcha again; the SMS step says no code was sent.
    const badCaptcha = await attempt(ctx.app, mobile, 'Right2026', { ip, captcha: { ...(await captcha()), code: 'ZZ99' } });
    expect(badCaptcha).toMatchObject({ status: 400, code: 1013, msg: '图形验证码错误', data: { challenge: 'sms', sent: false } });
    const sent = await attempt(other, mobile, 'Right2026', { ip, captcha: true });
    expect(sent).toMatchObject({ status: 400, code: 1013, msg: SMS_SENT_MSG, data: { challenge: 'sms', sent: true } });
    const code = await latestCode(ctx, mobile, 'login');
    const wrongCode = await attempt(ctx.app, mobile, 'Right2026', { ip, smsCode: code === '000000' ? '111111' : '000000' });
    expect(wrongCode).toMatchObject({ status: 400, code: 1013, msg: '验证码错误，还可尝试 4 次', data: { challenge: 'sms', sent: true } });
    // The code alone does not let a wrong password in.
    const wrongPassword = await attempt(ctx.app, mobile, 'Wrong2026', { ip, smsCode: code });
    expect(wrongPassword).toMatchObject({ status: 400, code: 400, msg: '用户名或密码错误' });
    // The code is used up; a new one is refused within the 60 s interval, then sent.
    expect(await attempt(ctx.app, mobile, 'Right2026', { ip, captcha: true })).toMatchObject({ code: 1013, msg: expect.stringMatching(/^验证码发送过于频繁，请 \d+ 秒后再试$/), data: { sent: false } });
    await ctx.app.limits.reset(`sms:interval:${mobile}`);
    expect(await attempt(ctx.app, mobile, 'Right2026', { ip, captcha: true })).toMatchObject({ code: 1013, data: { sent: true } });
    const right = await attempt(ctx.app, mobile, 'Right2026', { ip, smsCode: await latestCode(ctx, mobile, 'login') });
    expect(right.status).toBe(200);
    deviceOfAnswer(right);
    // The success ends the series: the next login from anywhere needs no proof.
    expect((await attempt(other, mobile, 'Right2026', { ip: '10.24.98.1' })).status).toBe(200);
  });

  it('asks a captcha at LOGIN_CAPTCHA_AFTER tries and lets the right password in with it', async () => {
    const mobile = '13700000005';
    await register(mobile, 'Right2026');
    const seq: Answer[] = [];
    for (let i = 0; i < 4; i++) seq.push(await attempt(i % 2 ? other : ctx.app, mobile, 'Wrong2026', { ip: `10.25.${i}.1` }));
    expect(seq.map((a) => a.code)).toEqual([400, 400, 400, 1012]);
    expect(seq.map((a) => a.msg)).toEqual(['用户名或密码错误', '用户名或密码错误', '用户名或密码错误', CAPTCHA_MSG]);
    const wrongAnswer = await attempt(ctx.app, mobile, 'Right2026', { ip: '10.25.9.1', captcha: { ...(await captcha()), code: 'ZZ99' } });
    expect(wrongAnswer).toMatchObject({ status: 400, code: 1012, msg: '图形验证码错误', data: { challenge: 'captcha' } });
    expect((await attempt(other, mobile, 'Right2026', { ip: '10.25.9.1', captcha: true })).status).toBe(200);
  });
});

describe('admin under attack', () => {
  it('40 parallel wrong guesses on admin, then its owner logs in; one alert to the 管理员', async () => {
    const staff = await ctx.handle.db.selectFrom('staffUser').select('id').where('username', '=', DEMO.staff).executeTakeFirstOrThrow();
    const ownerDevice = deviceOfAnswer(await attempt(ctx.app, DEMO.staff, DEMO.staffPassword, { userType: '1', ip: '10.21.200.1' }));
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(i % 2 ? other : ctx.app, DEMO.staff, `Guess${i}x`, { userType: '1', ip: `10.21.${i}.1` })));
    // Staff have no mobile: the proof stays the captcha. Nothing is locked.
    expect(tally(answers)).toEqual({ 400: ctx.config.limits.loginCaptchaAfter, 1012: 40 - ctx.config.limits.loginCaptchaAfter });
    expect((await attempt(other, DEMO.staff, DEMO.staffPassword, { userType: '1', ip: '10.21.99.1', device: ownerDevice })).status).toBe(200);
    // From a new browser the owner solves a captcha.
    for (let i = 0; i < 5; i++) await attempt(ctx.app, DEMO.staff, `Again${i}x`, { userType: '1', ip: `10.21.${50 + i}.1` });
    expect(await attempt(ctx.app, DEMO.staff, DEMO.staffPassword, { userType: '1', ip: '10.21.98.1' })).toMatchObject({ status: 400, code: 1012 });
    expect((await attempt(ctx.app, DEMO.staff, DEMO.staffPassword, { userType: '1', ip: '10.21.98.1', captcha: true })).status).toBe(200);

    // One alert per window, not per attempt, whichever process saw the attempts.
    const alerts = await ctx.handle.db.selectFrom('staffAlert').selectAll().where('staffId', '=', staff.id).execute();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'login_attack', title: '员工账号 admin 登录失败次数异常' });
    expect(alerts[0]!.body).toMatch(/^员工账号 admin 在 60 分钟内已有 \d+ 次登录失败/);
    // The 管理员 reads it in the staff API; other roles and members may not.
    const adminToken = await login(ctx, DEMO.staff, DEMO.staffPassword, '1');
    const list = await call<{ id: number; title: string; staffId: number }[]>(ctx, { method: 'GET', url: '/gateway/system/api/staff/alert/list', token: adminToken });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ title: '员工账号 admin 登录失败次数异常', staffId: staff.id });
    const finance = await call(ctx, { method: 'GET', url: '/gateway/system/api/staff/alert/list', token: await login(ctx, 'caiwu', STAFF_DEMO_PASSWORD, '1') });
    expect(finance.status).toBe(403);
    const member = await call(ctx, { method: 'GET', url: '/gateway/system/api/staff/alert/list', token: await login(ctx, DEMO.enterprise, DEMO.password) });
    expect(member.status).toBe(403);
  });
});

describe('per-address slowdown, and no global cap', () => {
  it('answers 429 with Retry-After to an address past LOGIN_IP_FAILURES, and only to it', async () => {
    const ip = '10.30.0.1';
    const limit = ctx.config.limits.loginIpFailures;
    // Password spraying: one guess each at many accounts, all at once.
    const answers = await Promise.all(Array.from({ length: limit + 10 }, (_, i) => attempt(ctx.app, `1390000${String(i).padStart(4, '0')}`, 'Spray2026', { ip })));
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    // After the address's first LOGIN_IP_CAPTCHA_AFTER failures it is asked for captchas.
    expect(answers.filter((a) => a.code === 1012).length).toBeGreaterThanOrEqual(limit - ctx.config.limits.loginIpCaptchaAfter - 1);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.msg).toMatch(/^当前网络登录失败次数过多，请 \d+ 分钟后再试$/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(ctx.config.limits.loginIpWindowMinutes * 60);
    // SMS logins from that address wait too; another address is not slowed.
    expect((await attempt(other, DEMO.personal, '123456', { ip, authType: 'sms' })).status).toBe(429);
    expect((await attempt(ctx.app, DEMO.personal, DEMO.password, { ip: '10.30.0.2' })).status).toBe(200);
  });

  it('lets a trusted browser through from a slowed address (shared office network)', async () => {
    const ip = '10.32.0.1';
    const device = deviceOfAnswer(await attempt(ctx.app, DEMO.distributor, DEMO.password, { ip: '10.32.0.9' }));
    await Promise.all(Array.from({ length: ctx.config.limits.loginIpFailures + 2 }, (_, i) => attempt(ctx.app, `1391000${String(i).padStart(4, '0')}`, 'Spray2026', { ip })));
    expect((await attempt(other, DEMO.distributor, DEMO.password, { ip })).status).toBe(429);
    expect((await attempt(other, DEMO.distributor, DEMO.password, { ip, device })).status).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    const ip = '10.31.0.1';
    for (let i = 0; i < ctx.config.limits.loginIpFailures + 5; i++) expect((await attempt(ctx.app, DEMO.enterprise, DEMO.password, { ip })).status).toBe(200);
  });

  it('has no global cap: 100 failed logins from 100 addresses, then an untouched client logs in', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => attempt(i % 2 ? other : ctx.app, `1392000${String(i).padStart(4, '0')}`, 'Flood2026', { ip: `10.40.${i}.1` })));
    expect(tally(answers)).toEqual({ 400: 100 });
    expect((await attempt(ctx.app, DEMO.enterprise, DEMO.password, { ip: '10.40.200.1' })).status).toBe(200);
  });

  it("does not count a trusted browser's successes: the owner's next new browser is not asked for a captcha", async () => {
    const mobile = '13700000007';
    await register(mobile, 'Right2026');
    const device = deviceOfAnswer(await attempt(ctx.app, mobile, 'Right2026', { ip: '10.34.0.1' }));
    for (let i = 0; i < ctx.config.limits.loginCaptchaAfter + 2; i++) expect((await attempt(ctx.app, mobile, 'Right2026', { ip: '10.34.0.1', device })).status).toBe(200);
    expect((await attempt(other, mobile, 'Right2026', { ip: '10.34.0.2' })).status).toBe(200);
  });

  it('ends the trust of a browser that keeps failing', async () => {
    const mobile = '13700000006';
    await register(mobile, 'Right2026');
    const device = deviceOfAnswer(await attempt(ctx.app, mobile, 'Right2026', { ip: '10.33.0.1' }));
    for (let i = 0; i < ctx.config.limits.loginCaptchaAfter; i++) expect((await attempt(ctx.app, mobile, `Wrong${i}x`, { ip: `10.33.${i}.2`, device })).code).toBe(400);
    // No longer trusted: the account's tries ask this browser for a captcha like anyone else.
    expect((await attempt(ctx.app, mobile, 'Right2026', { ip: '10.33.9.9', device })).code).toBe(1012);
  });
});

describe('account enumeration', () => {
  it('answers an unknown account exactly like a real one through the captcha and SMS steps, members and staff', async () => {
    const mobile = '13700000002';
    await register(mobile, 'Right2026');
    for (const [real, unknown, userType] of [
      [mobile, '13700000099', '0'],
      ['opsadmin-real', 'opsadmin-none', '1'],
    ] as const) {
      if (userType === '1') {
        const hash = (await ctx.handle.db.selectFrom('staffUser').select('passwordHash').where('username', '=', DEMO.staff).executeTakeFirstOrThrow()).passwordHash;
        await ctx.handle.db.insertInto('staffUser').values({ username: real, passwordHash: hash, displayName: '运营' }).execute();
      }
      const ask = async (username: string) => {
        const out: Omit<Answer, 'cookie' | 'retryAfter'>[] = [];
        const keep = ({ status, code, msg, data }: Answer) => out.push({ status, code, msg, data });
        for (let i = 0; i < 12; i++) keep(await attempt(i % 2 ? other : ctx.app, username, `Wrong${i}x`, { userType, ip: `10.50.${i}.${userType}` }));
        keep(await attempt(ctx.app, username, 'Wrong99x', { userType, ip: `10.50.20.${userType}`, captcha: true }));
        keep(await attempt(ctx.app, username, 'Wrong99x', { userType, ip: `10.50.20.${userType}`, smsCode: '000000' }));
        return out;
      };
      const realAnswers = await ask(real);
      expect(realAnswers.some((a) => a.status === 423 || a.status === 429)).toBe(false);
      const unknownAnswers = await ask(unknown);
      // The real member's SMS code is unknown to the attacker: a guess of 000000 may be right only by chance.
      expect(unknownAnswers).toEqual(realAnswers);
    }
  });

  it('takes about as long for an unknown account as for a real one', async () => {
    const mobile = '13700000003';
    await register(mobile, 'Right2026');
    const time = async (username: string, i: number) => {
      const started = performance.now();
      const a = await attempt(ctx.app, username, 'Wrong2026', { ip: `10.60.${i}.1` });
      const ms = performance.now() - started;
      expect(a.status).toBe(400);
      expect(a.code).toBe(400);
      return ms;
    };
    const real: number[] = [];
    const unknown: number[] = [];
    await time('13700000098', 99); // warms the dummy hash
    const member = await ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
    for (let i = 0; i < 9; i++) {
      await ctx.app.limits.reset(`login:acct:member:${member.id}`);
      real.push(await time(mobile, i));
      unknown.push(await time(`137100${String(i).padStart(5, '0')}`, i + 20));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.info(`login timing: real ${median(real).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms (medians of 9)`);
    expect(median(unknown)).toBeGreaterThanOrEqual(0.5 * median(real));
    expect(median(real)).toBeGreaterThanOrEqual(0.5 * median(unknown));
  });
});
