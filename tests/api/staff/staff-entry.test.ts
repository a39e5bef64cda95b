// The staff console's entry (issue 22): /admin and every deep link under it answer with
// admin.html on refresh (never JSON, never the storefront's index.html); other client routes keep
// the storefront; the staff API under /gateway stays JSON.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'aibeike-admin-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><title>爱备客</title><div id="root" data-entry="storefront"></div></html>');
  writeFileSync(path.join(dist, 'admin.html'), '<!doctype html><html lang="zh-CN"><title>爱备客 后台管理</title><div id="root" data-entry="admin"></div></html>');
  ctx = await createTestApp({ seedSkus: 0, config: { staticDir: dist } });
});
afterAll(async () => ctx?.close());

describe('the /admin entry', () => {
  it('answers /admin and every path under it with admin.html, uncached', async () => {
    for (const url of ['/admin', '/admin/', '/admin/audit', '/admin/staff?tab=1', '/admin/a/b/c']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('data-entry="admin"');
    }
  });

  it('keeps the storefront for its own routes, look-alikes included', async () => {
    for (const url of ['/', '/myOrder', '/administrator', '/adminx/audit']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-entry="storefront"');
    }
  });

  it('keeps the API as JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gateway/system/api/staff/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 401 });
  });
});
