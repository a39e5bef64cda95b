// The suggestion route (server/modules/catalogue/suggest-route.ts) compresses its own answers from
// the suggestion cache: brotli or gzip as Accept-Encoding prefers, for answers of 1 KB or more,
// the same JSON once inflated, fresh or cached; small answers and clients that accept neither get
// the JSON as it is. And the Accept-Encoding negotiation itself.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCoding } from '../../../server/http/content-coding.ts';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const URL = '/gateway/goods/open/goods/search/keyword';

function suggest(keyword: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: URL, payload: { keyword }, headers });
}

describe('Accept-Encoding', () => {
  it('picks brotli or gzip by q-value, brotli on a tie, and neither when refused or absent (as @fastify/compress)', () => {
    expect(contentCoding(undefined)).toBeNull();
    expect(contentCoding('')).toBeNull();
    expect(contentCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(contentCoding('gzip, deflate')).toBe('gzip');
    expect(contentCoding('x-gzip')).toBe('gzip');
    expect(contentCoding('BR;q=0.5, GZIP;q=0.8')).toBe('gzip');
    expect(contentCoding('br;q=0, gzip')).toBe('gzip');
    expect(contentCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(contentCoding('identity')).toBeNull();
    expect(contentCoding('deflate')).toBeNull();
    // As @fastify/compress reads them: `*` (no preference) and x-gzip as gzip.
    expect(contentCoding('*')).toBe('gzip');
    expect(contentCoding('br;q=0, *')).toBe('gzip');
    expect(contentCoding('gzip;q=1, br;q=1')).toBe('br');
  });
});

describe('compressed suggestions', () => {
  it('sends a big answer compressed as the client prefers, the same JSON fresh and cached', async () => {
    const plain = await suggest('气缸', { 'cache-control': 'no-cache' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    const json = plain.json() as { success: boolean; data: unknown[] };
    expect(json.success).toBe(true);
    expect(json.data).toHaveLength(10);
    for (const [accept, encoding, inflate] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0.1, gzip;q=0.9', 'gzip', gunzipSync],
    ] as const) {
      const fresh: Record<string, string> = { 'accept-encoding': accept, 'cache-control': 'no-cache' };
      for (const headers of [fresh, { 'accept-encoding': accept }]) {
        const res = await suggest('气缸', headers);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(inflate(res.rawPayload).toString()).toBe(plain.payload);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    // A client that accepts neither gets the JSON as it is.
    const identity = await suggest('气缸', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.payload).toBe(plain.payload);
  });

  it('sends a small answer as it is', async () => {
    for (const keyword of ['XYZ999', '  ']) {
      const res = await suggest(keyword, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual({ success: true, code: 200, msg: '操作成功', data: [] });
    }
  });

  it('still refuses a bad body with the validation envelope', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: URL, payload: {}, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect((res.json() as { msg: string }).msg).toMatch(/^关键词/);
  });
});
