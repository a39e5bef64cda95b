// Auth core: token issue (query and form), client credential, refresh, revoke, the bearer hook,
// and the token endpoint's query string never reaching the logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeader, call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 100 });
});
afterAll(async () => ctx?.close());

const TOKEN_URL = '/gateway/system/oauth/token';
const INFO_URL = '/gateway/member/api/member/memberInfo';

describe('POST /oauth/token', () => {
  it('issues an opaque bearer token for query credentials, as the spec sends them', async () => {
    const res = await call(ctx, {
      method: 'POST',
      url: TOKEN_URL,
      query: { username: DEMO.personal, password: DEMO.password, grant_type: 'password', user_type: '0', auth_type: 'password' },
      headers: { authorization: basicHeader(ctx.config) },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const data = res.body.data as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
    expect(data.token_type).toBe('bearer');
    expect(data.expires_in).toBe(ctx.config.accessTokenTtl);
    expect(String(data.access_token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await ctx.handle.db.selectFrom('oauthToken').select(['accessHash']).execute();
    expect(stored.some((r) => r.accessHash === data.access_token)).toBe(false);
  });

  it('also accepts the fields as a form body', async () => {
    const res = await call(ctx, {
      method: 'POST',
      url: TOKEN_URL,
      payload: `username=${DEMO.enterprise}&password=${DEMO.password}&grant_type=password&user_type=0&auth_type=password`,
      headers: { authorization: basicHeader(ctx.config), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.body.success).toBe(true);
  });

  it('refuses a missing or wrong client credential with 401', async () => {
    const q = { username: DEMO.personal, password: DEMO.password, grant_type: 'password' };
    const none = await call(ctx, { method: 'POST', url: TOKEN_URL, query: q });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, msg: '客户端认证失败' });
    const wrong = await call(ctx, { method: 'POST', url: TOKEN_URL, query: q, headers: { authorization: basicHeader({ oauthClientId: 'aibeike-web', oauthClientSecret: 'nope' }) } });
    expect(wrong.status).toBe(401);
  });

  it('refuses a wrong password, an unknown user and missing fields with 400 in Chinese', async () => {
    const headers = { authorization: basicHeader(ctx.config) };
    const wrong = await call(ctx, { method: 'POST', url: TOKEN_URL, headers, query: { username: DEMO.personal, password: 'Wrong2026', grant_type: 'password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('用户名或密码错误');
    const unknown = await call(ctx, { method: 'POST', url: TOKEN_URL, headers, query: { username: '13999999999', password: DEMO.password, grant_type: 'password' } });
    expect(unknown.body.msg).toBe('用户名或密码错误');
    const noGrant = await call(ctx, { method: 'POST', url: TOKEN_URL, headers, query: { username: DEMO.personal, password: DEMO.password } });
    expect(noGrant.status).toBe(400);
    expect(noGrant.body.msg).toMatch(/^授权类型/);
    const noPassword = await call(ctx, { method: 'POST', url: TOKEN_URL, headers, query: { username: DEMO.personal, grant_type: 'password' } });
    expect(noPassword.body.msg).toMatch(/^密码/);
    const badGrant = await call(ctx, { method: 'POST', url: TOKEN_URL, headers, query: { grant_type: 'authorization_code' } });
    expect(badGrant.status).toBe(400);
    // client_credentials is a company API client's grant (issue 40): the storefront's own client is not one.
    const storefrontAsClient = await call(ctx, { method: 'POST', url: TOKEN_URL, headers, query: { grant_type: 'client_credentials' } });
    expect(storefrontAsClient.status).toBe(401);
    expect(storefrontAsClient.body.msg).toBe('接口客户端编号或密钥错误');
  });

  it('logs in staff with user_type=1, and staff tokens cannot read member info', async () => {
    const token = await login(ctx, DEMO.staff, DEMO.staffPassword, '1');
    const res = await call(ctx, { method: 'GET', url: INFO_URL, token });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
  });

  it('trades a refresh token once for a new pair', async () => {
    const first = await call<{ access_token: string; refresh_token: string }>(ctx, {
      method: 'POST',
      url: TOKEN_URL,
      headers: { authorization: basicHeader(ctx.config) },
      query: { username: DEMO.personal, password: DEMO.password, grant_type: 'password' },
    });
    const refresh = first.body.data.refresh_token;
    const second = await call<{ access_token: string }>(ctx, {
      method: 'POST',
      url: TOKEN_URL,
      headers: { authorization: basicHeader(ctx.config) },
      query: { grant_type: 'refresh_token', refresh_token: refresh },
    });
    expect(second.body.success).toBe(true);
    expect((await call(ctx, { method: 'GET', url: INFO_URL, token: second.body.data.access_token })).status).toBe(200);
    expect((await call(ctx, { method: 'GET', url: INFO_URL, token: first.body.data.access_token })).status).toBe(401);
    const again = await call(ctx, {
      method: 'POST',
      url: TOKEN_URL,
      headers: { authorization: basicHeader(ctx.config) },
      query: { grant_type: 'refresh_token', refresh_token: refresh },
    });
    expect(again.status).toBe(401);
    expect(again.body.msg).toBe('刷新令牌无效或已过期，请重新登录');
  });

  it('never logs the query string of the token endpoint', async () => {
    await login(ctx, DEMO.personal, DEMO.password);
    const joined = ctx.logs.join('\n');
    expect(joined).toContain('/gateway/system/oauth/token?[redacted]');
    expect(joined).not.toContain(DEMO.password);
  });
});

describe('bearer hook on /api paths', () => {
  it('answers 401 with the envelope without a token, with a malformed or unknown one', async () => {
    for (const authorization of [undefined, 'Bearer short', `Bearer ${'x'.repeat(43)}`, 'Basic abc']) {
      const res = await call(ctx, { method: 'GET', url: INFO_URL, headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
      expect(['请先登录', '登录已失效，请重新登录']).toContain(res.body.msg);
    }
    const otherService = await call(ctx, { method: 'GET', url: '/gateway/order/api/ord/sale/findMemberStatistics' });
    expect(otherService.status).toBe(401);
  });

  it('rejects an expired token', async () => {
    const token = await login(ctx, DEMO.distributor, DEMO.password);
    await ctx.handle.db.updateTable('oauthToken').set({ expiresAt: new Date(Date.now() - 1000) }).where('revokedAt', 'is', null).execute();
    const res = await call(ctx, { method: 'GET', url: INFO_URL, token });
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('登录已失效，请重新登录');
  });

  it('revokes the token on logout', async () => {
    const token = await login(ctx, DEMO.personal, DEMO.password);
    expect((await call(ctx, { method: 'GET', url: INFO_URL, token })).status).toBe(200);
    const out = await call(ctx, { method: 'POST', url: '/gateway/system/api/oauth/logout', token });
    expect(out.body).toMatchObject({ success: true, msg: '已退出登录' });
    const after = await call(ctx, { method: 'GET', url: INFO_URL, token });
    expect(after.status).toBe(401);
  });

  it('refuses a disabled member', async () => {
    const token = await login(ctx, DEMO.distributor, DEMO.password);
    await ctx.handle.db.updateTable('member').set({ status: 0 }).where('username', '=', DEMO.distributor).execute();
    expect((await call(ctx, { method: 'GET', url: INFO_URL, token })).status).toBe(401);
    const relogin = await call(ctx, {
      method: 'POST',
      url: TOKEN_URL,
      headers: { authorization: basicHeader(ctx.config) },
      query: { username: DEMO.distributor, password: DEMO.password, grant_type: 'password' },
    });
    expect(relogin.body.msg).toBe('账号已被停用，请联系客服');
    await ctx.handle.db.updateTable('member').set({ status: 1 }).where('username', '=', DEMO.distributor).execute();
  });
});
