// The one process serves the built SPA: files with the right cache headers, index.html for any
// client route, and 404 envelopes for missing assets and unknown API paths.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'aibeike-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><title>爱备客</title><div id="root"></div></html>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ seedSkus: 0, config: { staticDir: dist } });
});
afterAll(async () => ctx?.close());

describe('SPA serving', () => {
  it('serves index.html at / and for client routes, uncached', async () => {
    for (const url of ['/', '/productList?goodsName=6205', '/product/12', '/myOrder']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable, and a build made after start too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    writeFileSync(path.join(dist, 'assets', 'page-new456.js'), 'console.log(2)');
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/page-new456.js' })).statusCode).toBe(200);
  });

  it('answers a missing asset and an unknown API path with the 404 envelope, not the SPA', async () => {
    for (const url of ['/assets/gone-000.js', '/gateway/goods/open/nothing']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 404 });
    }
  });
});
