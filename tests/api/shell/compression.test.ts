// Compression and the gateway's per-request work (issue 20):
// - the build's brotli and gzip copies (scripts/precompress.ts) are served by Accept-Encoding with
//   Content-Encoding and Vary, the raw file to a client that accepts neither; immutable caching of
//   hashed assets stays;
// - JSON of 1 KB or more is compressed, smaller JSON is not;
// - helmet's headers and the request id are on every answer, compressed or not;
// - one log line per completed request, with id, route, status and time.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.ts';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let dist: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "深沟球轴承 ${i}" }`).join(', ')}];\n`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'aibeike-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html lang="zh-CN"><title>爱备客</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}</html>`);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}');
  await precompressDir(dist);
  ctx = await createTestApp({ seedSkus: 200, config: { staticDir: dist } });
});
afterAll(async () => ctx?.close());

const asset = '/assets/index-abc123.js';

describe('pre-compressed static files', () => {
  it('the build step writes a brotli and a gzip copy of text files, none of images', () => {
    expect(brotliDecompressSync(readFileSync(path.join(dist, `${asset}.br`))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dist, `${asset}.gz`))).toString()).toBe(script);
    expect(() => readFileSync(path.join(dist, 'assets', 'logo-abc123.png.br'))).toThrow();
  });

  it('sends the .br copy to a client that accepts brotli, with Content-Encoding, Vary and immutable caching', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(readFileSync(path.join(dist, `${asset}.br`)))).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the .gz copy to a client that accepts only gzip', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the raw file to a client that asks for identity or sends no Accept-Encoding', async () => {
    for (const headers of [{ 'accept-encoding': 'identity' }, {}]) {
      const res = await ctx.app.inject({ method: 'GET', url: asset, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(script);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('does not serve the build manifest or any other dotfile', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/.vite/manifest.json', headers: { 'accept-encoding': 'identity' } });
    expect(res.body).not.toContain('index-abc123.js');
  });

  it('serves index.html compressed at client routes, still uncached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/productList?goodsName=6205', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it("gives an HTML document helmet's document headers (the storefront's CSP), a script only the API set", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/productList', headers: { 'accept-encoding': 'br' } });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const script = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('compressed JSON', () => {
  const list = '/gateway/goods/open/goods/category/list';

  it('compresses a JSON answer over 1 KB for a client that accepts it', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: list });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding, inflate] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url: list, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(inflate(res.rawPayload).toString())).toEqual(plain.json());
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends a JSON answer under 1 KB as it is', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ success: true, code: 200, msg: '操作成功', data: { status: 'ok' } });
  });

  it('sends an error envelope under 1 KB as it is, with the security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gateway/goods/open/no-such-call', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('request log', () => {
  it('writes one line per completed request with id, route, status and time', async () => {
    const before = ctx.logs.length;
    const res = await ctx.app.inject({ method: 'GET', url: '/gateway/goods/open/no-such-call?x=1' });
    const ok = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const lines = ctx.logs.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>);
    const of = (id: string) => lines.filter((l) => l.reqId === id);
    expect(of(String(res.headers['x-request-id']))).toEqual([
      expect.objectContaining({ msg: 'request completed', method: 'GET', url: '/gateway/goods/open/no-such-call?x=1', statusCode: 404, ms: expect.any(Number) }),
    ]);
    expect(of(String(ok.headers['x-request-id']))).toEqual([
      expect.objectContaining({ msg: 'request completed', route: '/healthz', statusCode: 200, ms: expect.any(Number) }),
    ]);
  });

  it('writes that line as JSON whatever the url holds (quotes, backslashes, Chinese)', async () => {
    const before = ctx.logs.length;
    const url = '/healthz?q="a\\b"&k=轴承';
    const res = await ctx.app.inject({ method: 'GET', url });
    const line = ctx.logs.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.reqId === res.headers['x-request-id']);
    // The request line arrives percent-encoded (quotes and Chinese); the backslash stays as it is.
    expect(line).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', url: '/healthz?q=%22a\\b%22&k=%E8%BD%B4%E6%89%BF', route: '/healthz', statusCode: 200 });
    expect(typeof line?.time).toBe('number');
  });

  it('redacts the token endpoint query (passwords) in that line', async () => {
    const before = ctx.logs.length;
    await ctx.app.inject({ method: 'POST', url: '/gateway/system/oauth/token?username=a&password=hunter2&grant_type=password' });
    const text = ctx.logs.slice(before).join('\n');
    expect(text).toContain('request completed');
    expect(text).not.toContain('hunter2');
  });

  it('keeps a bearer token, a cookie and a password in a body out of every line, errors included', async () => {
    const before = ctx.logs.length;
    const headers = { authorization: 'Bearer secret-token-abc', cookie: 'token=secret-cookie-def', 'content-type': 'application/json' };
    await ctx.app.inject({ method: 'POST', url: '/gateway/member/api/member/security/updatePassword', headers, payload: { password: 'hunter3', newPassword: 'hunter4' } });
    await ctx.app.inject({ method: 'POST', url: '/gateway/goods/open/goods/list', headers, payload: '{"password":"hunter5",' });
    const text = ctx.logs.slice(before).join('\n');
    expect(text).toContain('request completed');
    for (const secret of ['secret-token-abc', 'secret-cookie-def', 'hunter3', 'hunter4', 'hunter5']) expect(text).not.toContain(secret);
  });
});
