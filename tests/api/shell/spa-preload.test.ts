// A deep link's HTML names its own page's chunks (server/http/spa-preload.ts): the build's
// index.html preloads the home page's chunks (data-page links) and .vite/route-preloads.json lists
// every route's; the fallback swaps them for the route the path opens, none for an unknown path,
// compressed as the client accepts, uncached, with the document's security headers.
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFor, patternRegExp, spaPageSender } from '../../../server/http/spa-preload.ts';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';

const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="modulepreload" crossorigin href="/assets/home-page-1.js" data-page>
    <link rel="preload" as="style" crossorigin href="/assets/goods-1.css" data-page>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const ROUTES = [
  { path: '/', js: ['assets/home-page-1.js'], css: ['assets/goods-1.css'] },
  { path: '/productList', js: ['assets/product-list-page-1.js', 'assets/goods-grid-1.js'], css: ['assets/goods-1.css'] },
  { path: '/product/:id?', js: ['assets/product-page-1.js'], css: [] },
];

let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'aibeike-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify(ROUTES));
  ctx = await createTestApp({ seedSkus: 0, config: { staticDir: dist } });
});
afterAll(async () => ctx?.close());

const pagePreloads = (html: string) => [...html.matchAll(/<link [^>]*data-page[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])![1]);

describe('route preloads', () => {
  it("reads wouter's patterns: a parameter is one segment, ? makes it optional, a trailing slash and any case pass", () => {
    const product = patternRegExp('/product/:id?');
    expect(['/product', '/product/12', '/product/12/', '/PRODUCT/12'].every((p) => product.test(p))).toBe(true);
    expect(product.test('/product/12/x')).toBe(false);
    expect(patternRegExp('/serve/serveList').test('/serve/serveList')).toBe(true);
    expect(patternRegExp('/a.b').test('/axb')).toBe(false);
  });

  it("keeps the entry's own preloads and swaps only the page's", () => {
    const html = documentFor(INDEX, ROUTES[1]!);
    expect(html).toContain('href="/assets/vendor-1.js"');
    expect(pagePreloads(html)).toEqual(['/assets/product-list-page-1.js', '/assets/goods-grid-1.js', '/assets/goods-1.css']);
    expect(pagePreloads(documentFor(INDEX, null))).toEqual([]);
  });

  it("answers each deep link with its page's chunks, uncached, with the document headers", async () => {
    const cases: [string, string[]][] = [
      ['/productList?goodsName=6205', ['/assets/product-list-page-1.js', '/assets/goods-grid-1.js', '/assets/goods-1.css']],
      ['/product/12', ['/assets/product-page-1.js']],
      ['/no-such-page', []],
    ];
    for (const [url, preloads] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(pagePreloads(res.body), url).toEqual(preloads);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('compresses the document as the client accepts it', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/product/12' });
    const br = await ctx.app.inject({ method: 'GET', url: '/product/12', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await ctx.app.inject({ method: 'GET', url: '/product/12', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('reads a new build when its route list changes, looking at most once a second', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'aibeike-dist-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    const listFile = path.join(dist, '.vite', 'route-preloads.json');
    writeFileSync(listFile, JSON.stringify(ROUTES));
    utimesSync(listFile, 1_000, 1_000);
    let clock = 0;
    const sender = spaPageSender(dist, () => clock);
    const app = Fastify();
    app.get('/*', (request, reply) => sender(request, reply) ?? reply.send('index.html as it is'));
    const preloadsOf = async (url: string) => pagePreloads((await app.inject({ method: 'GET', url })).body);
    try {
      expect(await preloadsOf('/product/3')).toEqual(['/assets/product-page-1.js']);
      writeFileSync(listFile, JSON.stringify([{ path: '/product/:id?', js: ['assets/product-page-2.js'], css: [] }]));
      utimesSync(listFile, 2_000, 2_000);
      clock = 999;
      expect(await preloadsOf('/product/3')).toEqual(['/assets/product-page-1.js']);
      clock = 1_000;
      expect(await preloadsOf('/product/3')).toEqual(['/assets/product-page-2.js']);
    } finally {
      await app.close();
    }
  });
});
