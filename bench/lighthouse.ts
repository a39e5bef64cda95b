// `npx tsx bench/lighthouse.ts [--base http://127.0.0.1:3100] [--runs 3] [--static-dir dist]`:
// Lighthouse (desktop preset, performance only) on /, /productList?goodsName=6205 and
// /product/{id} (the first goods the 6205 search lists) of the built SPA, in Debian's
// Chromium (CHROME_PATH, default /usr/bin/chromium; never a downloaded browser), plus the initial
// JavaScript of each page measured as gzip of the built files it loaded.
// Without --base it starts its own server (PORT 3180, DATA_DIR .data-test/lighthouse, 3000 SKUs,
// seeded on the first start); `npm run build` first (or --static-dir: another build, e.g. a copy
// of an earlier one to compare). Results: bench/.out/lighthouse.json; each page's median run's
// full report (LCP element and phases, request chains) in bench/.out/lighthouse-<n>.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startServer } from './lib/server-process.ts';
import type { RunningServer } from './lib/server-process.ts';

const PAGES = ['/', '/productList?goodsName=6205', '/product/{id}'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

interface PageFigures {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  jsFiles: number;
  jsRawKb: number;
  jsGzipKb: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The built JS files the page loaded, measured as gzip (level 9) of dist/. */
function initialJs(lhr: Result): { files: number; rawKb: number; gzipKb: number } {
  const items = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  const scripts = new Set<string>();
  for (const item of items) {
    const url = new URL(item.url);
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  }
  let raw = 0;
  let gzip = 0;
  for (const file of scripts) {
    const bytes = readFileSync(path.join(STATIC_DIR, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: scripts.size, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

const ATTEMPTS = 3;

async function audit(url: string, port: number): Promise<Result> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  let problem = '';
  // A trace can come back unusable (NO_NAVSTART on a busy machine): try again.
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, flags, desktopConfig);
    if (result && !result.lhr.runtimeError) return result.lhr;
    problem = result?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`${url}: ${problem}`);
}

const runs = Number(arg('runs') ?? 3);
const STATIC_DIR = arg('static-dir') ?? 'dist';
const CLIENT_ID = process.env.OAUTH_CLIENT_ID ?? 'aibeike-web';
const CLIENT_SECRET = 'bench-oauth-client-secret';

/** The id of the first goods the 6205 search lists (the open list API, the client's Basic credential). */
async function firstGoodsId(baseUrl: string, secret: string): Promise<number> {
  const response = await fetch(`${baseUrl}/gateway/goods/open/goods/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${secret}`).toString('base64')}` },
    body: JSON.stringify({ keyword: '6205', current: 1, size: 20 }),
  });
  const body = (await response.json()) as { success: boolean; msg: string; data?: { records?: { id: number }[] } };
  const id = body.data?.records?.[0]?.id;
  if (!body.success || id === undefined) throw new Error(`goods list for 6205: ${body.msg}`);
  return id;
}
let server: RunningServer | null = null;
let base = arg('base');
if (!base) {
  console.log('启动服务（.data-test/lighthouse，首次会生成 3000 个 SKU）…');
  server = await startServer('server/main.ts', {
    PORT: '3180',
    DATA_DIR: '.data-test/lighthouse',
    SEED_SKUS: '3000',
    STATIC_DIR,
    NODE_ENV: 'production',
    OAUTH_CLIENT_SECRET: CLIENT_SECRET,
    PAYMENT_SECRET: 'bench-payment-secret',
  });
  base = server.url;
}

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
const figures: PageFigures[] = [];
try {
  const goodsId = await firstGoodsId(base, server ? CLIENT_SECRET : (process.env.OAUTH_CLIENT_SECRET ?? 'aibeike-web-secret'));
  for (const page of PAGES.map((p) => p.replace('{id}', String(goodsId)))) {
    const url = `${base}${page}`;
    // One warm-up load (server caches, media memo), then the measured runs; the median is kept.
    await audit(url, chrome.port);
    const results: Result[] = [];
    for (let i = 0; i < runs; i++) results.push(await audit(url, chrome.port));
    const num = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scores = results.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
    const js = initialJs(results[0]!);
    figures.push({
      page,
      score: median(scores),
      fcpMs: Math.round(median(results.map((r) => num(r, 'first-contentful-paint')))),
      lcpMs: Math.round(median(results.map((r) => num(r, 'largest-contentful-paint')))),
      tbtMs: Math.round(median(results.map((r) => num(r, 'total-blocking-time')))),
      cls: Number(median(results.map((r) => num(r, 'cumulative-layout-shift'))).toFixed(3)),
      speedIndexMs: Math.round(median(results.map((r) => num(r, 'speed-index')))),
      jsFiles: js.files,
      jsRawKb: Number(js.rawKb.toFixed(1)),
      jsGzipKb: Number(js.gzipKb.toFixed(1)),
    });
    console.log(`${page}: performance ${scores.join(' / ')} (median ${median(scores)})`);
    const lcps = results.map((r) => num(r, 'largest-contentful-paint'));
    const medianRun = results[lcps.indexOf(median(lcps))] ?? results[0]!;
    mkdirSync('bench/.out', { recursive: true });
    writeFileSync(`bench/.out/lighthouse-${figures.length}.json`, JSON.stringify(medianRun));
  }
} finally {
  await chrome.kill();
  // A server that went away must not hide the error that ended the runs.
  await server?.stop().catch((error: unknown) => console.error('server stop:', error));
}

console.log('\n| page | performance | FCP | LCP | TBT | CLS | Speed Index | initial JS (gzip) |');
console.log('|---|---|---|---|---|---|---|---|');
for (const f of figures) {
  console.log(
    `| ${f.page} | ${f.score} | ${f.fcpMs} ms | ${f.lcpMs} ms | ${f.tbtMs} ms | ${f.cls} | ${f.speedIndexMs} ms | ${f.jsGzipKb} KB (${f.jsFiles} files, ${f.jsRawKb} KB raw) |`,
  );
}
mkdirSync('bench/.out', { recursive: true });
writeFileSync('bench/.out/lighthouse.json', JSON.stringify({ at: new Date().toISOString(), base, runs, preset: 'desktop', figures }, null, 2));
