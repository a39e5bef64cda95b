// The staff console's session cookie and CSRF check (issue 35, item 6): the console's login sets
// an HttpOnly, SameSite=Strict cookie (Secure over https) and answers only the CSRF token; a
// cookie-authenticated write needs the token in X-CSRF-Token (403 in Chinese without it);
// Bearer calls need none; the cookie signs no member call; logout and a revoked token clear it;
// a file is read with the cookie as with the header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeader, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { png } from '../../support/png.ts';
import { ROLE_ACCOUNTS } from './staff-support.ts';

const SESSION = '/gateway/system/oauth/staff/session';
const ME = '/gateway/system/api/staff/me';
const ADD = '/gateway/system/api/staff/account/add';
const LOGOUT = '/gateway/system/api/oauth/logout';
const CSRF_REFUSED = '页面已过期，请刷新后台页面后重试';

let ctx: TestContext;

beforeAll(async () => {
  // Behind a proxy on this host: X-Forwarded-Proto tells the request's protocol.
  ctx = await createTestApp({ seedSkus: 20, config: { trustProxy: ['127.0.0.1'] } });
}, 120_000);
afterAll(async () => ctx?.close());

interface Session {
  cookie: string;
  setCookie: string;
  csrf: string;
  body: Record<string, unknown>;
}

async function consoleLogin(who: { username: string; password: string }, headers: Record<string, string> = {}): Promise<Session> {
  const res = await ctx.app.inject({ method: 'POST', url: SESSION, headers: { authorization: basicHeader(ctx.config), ...headers }, payload: who });
  expect(res.statusCode, res.body).toBe(200);
  // Two cookies: the login policy's trusted-browser cookie (issue 35 item 1) and the session's.
  const cookies = [res.headers['set-cookie'] ?? []].flat().map(String);
  expect(cookies.some((c) => c.startsWith('abk_device='))).toBe(true);
  const setCookie = cookies.find((c) => c.startsWith('aibeike_staff=')) ?? '';
  const value = /^aibeike_staff=([A-Za-z0-9_-]+);/.exec(setCookie)?.[1];
  expect(value).toBeTruthy();
  const body = res.json() as { data: { csrfToken: string } };
  return { cookie: `aibeike_staff=${value}`, setCookie, csrf: body.data.csrfToken, body: body.data };
}

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('POST /oauth/staff/session', () => {
  it('sets an HttpOnly, SameSite=Strict cookie on path / for the token lifetime, and answers the CSRF token, never the access token', async () => {
    const s = await consoleLogin(ROLE_ACCOUNTS.finance);
    expect(s.setCookie).toMatch(/; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    expect(s.setCookie).not.toContain('Secure');
    expect(Object.keys(s.body).sort()).toEqual(['csrfToken', 'expiresIn']);
    expect(JSON.stringify(s.body)).not.toContain(s.cookie.split('=')[1]!);
    expect(s.setCookie).toContain(`Max-Age=${ctx.config.accessTokenTtl}`);
  });

  it('adds Secure when the request came over https (X-Forwarded-Proto from a trusted proxy)', async () => {
    const s = await consoleLogin(ROLE_ACCOUNTS.finance, { 'x-forwarded-proto': 'https' });
    expect(s.setCookie).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('refuses a wrong password, a member account and a call without the client credential', async () => {
    const wrong = await ctx.app.inject({ method: 'POST', url: SESSION, headers: { authorization: basicHeader(ctx.config) }, payload: { username: 'caiwu', password: 'Wrong2026x' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(wrong.json()).toMatchObject({ success: false });
    const member = await ctx.app.inject({ method: 'POST', url: SESSION, headers: { authorization: basicHeader(ctx.config) }, payload: { username: DEMO.personal, password: DEMO.password } });
    expect(member.statusCode).toBe(400);
    expect(member.headers['set-cookie']).toBeUndefined();
    const noClient = await ctx.app.inject({ method: 'POST', url: SESSION, payload: ROLE_ACCOUNTS.finance });
    expect(noClient.statusCode).toBe(401);
  });
});

describe('the cookie on the staff API', () => {
  it('GET /api/staff/me reads the cookie and answers the same CSRF token', async () => {
    const s = await consoleLogin(ROLE_ACCOUNTS.admin);
    const me = await inject('GET', ME, { cookie: s.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ role: 'admin', csrfToken: s.csrf });
  });

  it('a console write with the cookie but without the CSRF token is refused with 403 in Chinese; with it, it succeeds', async () => {
    const s = await consoleLogin(ROLE_ACCOUNTS.admin);
    const body = { username: `csrf${Date.now() % 100000}`, displayName: '跨站测试', role: 'warehouse', password: 'Staff2026' };
    const none = await inject('POST', ADD, { cookie: s.cookie }, body);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ success: false, msg: CSRF_REFUSED });
    const wrong = await inject('POST', ADD, { cookie: s.cookie, 'x-csrf-token': `${s.csrf.slice(0, -2)}xx` }, body);
    expect(wrong.statusCode).toBe(403);
    const other = await consoleLogin(ROLE_ACCOUNTS.admin);
    const foreign = await inject('POST', ADD, { cookie: s.cookie, 'x-csrf-token': other.csrf }, body);
    expect(foreign.statusCode, 'another session\'s token').toBe(403);
    expect(await ctx.handle.db.selectFrom('staffUser').select('id').where('username', '=', body.username).executeTakeFirst()).toBeUndefined();
    // The refusal is in the audit log like the guard's other 403s (one row: repeats within a minute are counted).
    const logged = await ctx.handle.db.selectFrom('staffAudit').select(['route', 'reason', 'staffRole']).where('outcome', '=', 'refused').where('reason', 'like', `${CSRF_REFUSED}%`).execute();
    expect(logged).toEqual([{ route: '/api/staff/account/add', reason: expect.stringContaining(CSRF_REFUSED) as string, staffRole: 'admin' }]);
    const ok = await inject('POST', ADD, { cookie: s.cookie, 'x-csrf-token': s.csrf }, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ username: body.username, role: 'warehouse' });
  });

  it('a Bearer call needs no CSRF token (a browser never sends that header by itself)', async () => {
    const token = await login(ctx, ROLE_ACCOUNTS.admin.username, ROLE_ACCOUNTS.admin.password, '1');
    const res = await inject('POST', '/gateway/system/api/staff/audit/list', { authorization: `Bearer ${token}` }, { current: 1, size: 5 });
    expect(res.statusCode).toBe(200);
  });

  it('the role check still applies to a cookie session', async () => {
    const s = await consoleLogin(ROLE_ACCOUNTS.warehouse);
    const res = await inject('POST', '/gateway/system/api/staff/audit/list', { cookie: s.cookie, 'x-csrf-token': s.csrf }, { current: 1, size: 5 });
    expect(res.statusCode).toBe(403);
  });

  it('the cookie signs no member call, and a member token in it signs nothing', async () => {
    const s = await consoleLogin(ROLE_ACCOUNTS.admin);
    expect((await inject('GET', '/gateway/member/api/member/memberInfo', { cookie: s.cookie })).statusCode).toBe(401);
    const member = await login(ctx, DEMO.personal, DEMO.password);
    const forged = await inject('GET', ME, { cookie: `aibeike_staff=${member}` });
    expect(forged.statusCode).toBe(401);
    expect(String(forged.headers['set-cookie'])).toMatch(/^aibeike_staff=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict$/);
    // The member's own `token` cookie never reaches the staff API either.
    expect((await inject('GET', ME, { cookie: `token=${member}` })).statusCode).toBe(401);
  });
});

describe('logout and revocation', () => {
  it('logout needs the CSRF token, then revokes the token and clears the cookie', async () => {
    const s = await consoleLogin(ROLE_ACCOUNTS.service);
    const refused = await inject('POST', LOGOUT, { cookie: s.cookie });
    expect(refused.statusCode).toBe(403);
    expect((await inject('GET', ME, { cookie: s.cookie })).statusCode).toBe(200);
    const out = await inject('POST', LOGOUT, { cookie: s.cookie, 'x-csrf-token': s.csrf });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^aibeike_staff=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict$/);
    const after = await inject('GET', ME, { cookie: s.cookie });
    expect(after.statusCode).toBe(401);
    expect(String(after.headers['set-cookie'])).toContain('Max-Age=0');
  });

  it('a disabled account\'s cookie stops working at once and is cleared', async () => {
    const admin = await consoleLogin(ROLE_ACCOUNTS.admin);
    const body = { username: `gone${Date.now() % 100000}`, displayName: '将停用', role: 'finance', password: 'Staff2026' };
    const added = await inject('POST', ADD, { cookie: admin.cookie, 'x-csrf-token': admin.csrf }, body);
    const s = await consoleLogin({ username: body.username, password: body.password });
    expect((await inject('GET', ME, { cookie: s.cookie })).statusCode).toBe(200);
    const disabled = await inject('POST', '/gateway/system/api/staff/account/disable', { cookie: admin.cookie, 'x-csrf-token': admin.csrf }, { id: added.json().data.id });
    expect(disabled.statusCode).toBe(200);
    const after = await inject('GET', ME, { cookie: s.cookie });
    expect(after.statusCode).toBe(401);
    expect(String(after.headers['set-cookie'])).toContain('Max-Age=0');
  });
});

describe('files with the cookie', () => {
  it('a receipt is read with 财务\'s cookie, not with 仓库\'s (404)', async () => {
    const owner = await ctx.handle.db.selectFrom('member').select('id').where('username', '=', DEMO.personal).executeTakeFirstOrThrow();
    const stored = await ctx.app.providers.uploads.put({ bytes: png(8, 8), mime: 'image/png', purpose: 'receipt', ownerMemberId: Number(owner.id), visibility: 'private' });
    const finance = await consoleLogin(ROLE_ACCOUNTS.finance);
    const warehouse = await consoleLogin(ROLE_ACCOUNTS.warehouse);
    const read = await inject('GET', stored.url, { cookie: finance.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect((await inject('GET', stored.url, { cookie: warehouse.cookie })).statusCode).toBe(404);
    // A member signed in in the same browser as 仓库 still reads their own file.
    const member = await login(ctx, DEMO.personal, DEMO.password);
    expect((await inject('GET', stored.url, { cookie: `token=${member}; ${warehouse.cookie}` })).statusCode).toBe(200);
  });
});
