// OPENAPI_DOCS (issue 35): the document lists every staff route, so production serves it only to
// staff by default; `off` serves nothing, `public` (development and tests) serves everyone.
import { afterAll, describe, expect, it } from 'vitest';
import { openapiDocsSetting } from '../../../server/config.ts';
import { basicHeader, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';

const apps: TestContext[] = [];
afterAll(async () => {
  for (const ctx of apps) await ctx.close();
});
async function app(openapiDocs: 'off' | 'staff' | 'public') {
  // One SKU: the seed still creates the demo member and staff accounts.
  const ctx = await createTestApp({ seedSkus: openapiDocs === 'staff' ? 1 : 0, config: { openapiDocs } });
  apps.push(ctx);
  return ctx;
}
const get = (ctx: TestContext, url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('OPENAPI_DOCS', () => {
  it('defaults to staff in production and public elsewhere, and refuses other values', () => {
    expect(openapiDocsSetting(undefined, 'production')).toBe('staff');
    expect(openapiDocsSetting('', 'development')).toBe('public');
    expect(openapiDocsSetting(undefined, 'test')).toBe('public');
    expect(openapiDocsSetting('off', 'production')).toBe('off');
    expect(openapiDocsSetting('public', 'production')).toBe('public');
    expect(() => openapiDocsSetting('yes', 'production')).toThrow(/OPENAPI_DOCS/);
  });

  it('public: anyone reads the document and the reference', async () => {
    const ctx = await app('public');
    expect((await get(ctx, '/docs/api/json')).statusCode).toBe(200);
    expect((await get(ctx, '/docs/api')).statusCode).toBe(200);
  });

  it('staff: no token 401, a member 403, a staff member 200', async () => {
    const ctx = await app('staff');
    const anon = await get(ctx, '/docs/api/json');
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ success: false, msg: '请先登录' });
    const member = await get(ctx, '/docs/api/json', await login(ctx, DEMO.personal, DEMO.password));
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ success: false, msg: 'API 文档仅对员工开放' });
    const staff = await get(ctx, '/docs/api/json', await login(ctx, DEMO.staff, DEMO.staffPassword, '1'));
    expect(staff.statusCode).toBe(200);
    expect(Object.keys(staff.json().paths).length).toBeGreaterThan(100);
    expect((await get(ctx, '/docs/api')).statusCode).toBe(401);
    // The console's session cookie opens it in the browser (issue 35 item 6).
    const session = await ctx.app.inject({ method: 'POST', url: '/gateway/system/oauth/staff/session', headers: { authorization: basicHeader(ctx.config) }, payload: { username: DEMO.staff, password: DEMO.staffPassword } });
    expect(session.statusCode, session.body).toBe(200);
    const cookie = [session.headers['set-cookie'] ?? []].flat().map(String).find((c) => c.startsWith('aibeike_staff='))?.split(';')[0] ?? '';
    expect((await ctx.app.inject({ method: 'GET', url: '/docs/api/json', headers: { cookie } })).statusCode).toBe(200);
  });

  it('off: neither the document nor the reference is served', async () => {
    const ctx = await app('off');
    const res = await get(ctx, '/docs/api/json');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
    expect((await get(ctx, '/docs/api')).statusCode).toBe(404);
    // The generator stays (the fuzz suite reads it): the routes keep their documented errors.
    expect(Object.keys((ctx.app.swagger() as { paths: object }).paths).length).toBeGreaterThan(100);
  });
});
