// Platform figures, from one run:
// - cold start on an existing data dir;
// - gateway throughput against a bare Fastify route (the ratio says what the envelope, hooks and
//   database cost), GET /healthz as % of bare being the gateway's fixed cost;
// - the gateway profile: bare plus one piece of the per-request work at a time
//   (bench/baseline-server.ts PROFILE layers), each as % of bare, old and new ways side by side;
// - JSON compression: a list over 1 KB with and without Accept-Encoding;
// - static JS: every built script raw, gzip and brotli (the build's .gz/.br copies), the first load
//   of / from the Vite manifest, and a check that the server sends the .br copy;
// - the cost of /metrics collection (issue 41): gateway /healthz with METRICS=on and METRICS=off,
//   alternated over two rounds, each as % of bare /healthz, and the time of one scrape.
// BENCH_PLATFORM_PART=metrics runs only the bare /healthz and the /metrics part.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { connect } from '../../server/db/connect.ts';
import { LAYERS, type Layer } from '../baseline-server.ts';
import { load, latencies, type LoadResult } from '../lib/load.ts';
import { startServer } from '../lib/server-process.ts';
import type { BenchContext, BenchReport } from '../lib/types.ts';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const pct = (x: number, of: number) => `${Math.round((x / of) * 100)}%`;

/** Profile rows: a label and the layers added to bare. */
const PROFILE: [string, Layer[]][] = [
  ['request log, 2 lines (before)', ['log2']],
  ['request log, 1 line (now)', ['log1']],
  ['@fastify/helmet per request (before)', ['helmetPlugin']],
  ['helmet headers fixed, 1 hook (now)', ['helmetFixed']],
  ['x-request-id async onSend (before)', ['reqIdAsync']],
  ['x-request-id callback onSend (now)', ['reqIdCallback']],
  ['bearer hook async (before)', ['bearerAsync']],
  ['bearer hook callback (now)', ['bearerCallback']],
  ['input guard', ['inputGuard']],
  ['response schema', ['schema']],
  ['@fastify/compress (1 KB threshold)', ['compress']],
  ['all "before" layers', ['log2', 'helmetPlugin', 'reqIdAsync', 'bearerAsync', 'inputGuard', 'schema']],
  ['all "now" layers', ['log1', 'helmetFixed', 'reqIdCallback', 'bearerCallback', 'inputGuard', 'schema', 'compress']],
];

interface ProfileRow {
  layer: string;
  adds: string;
  'req/s': number;
  'vs bare': string;
  'p99 ms': number;
  errors: number;
}

async function profileLayers(seconds: number, bareRps: number): Promise<ProfileRow[]> {
  const rows: ProfileRow[] = [];
  for (const [label, layers] of PROFILE) {
    const s = await startServer('bench/baseline-server.ts', { PROFILE: layers.join(',') });
    const r = await load(label, s.url, [{ path: '/healthz' }], { seconds });
    await s.stop();
    rows.push({ layer: label, adds: layers.map((l) => LAYERS[l]).join(' + '), 'req/s': r.rps, 'vs bare': pct(r.rps, bareRps), 'p99 ms': r.p99, errors: r.errors + r.non2xx });
  }
  return rows;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

function sizes(dir: string, file: string): { raw: number; gzip: number; br: number } {
  const full = path.join(dir, file);
  const raw = statSync(full).size;
  // No copy where compression would not make the file smaller: the raw file is what is sent.
  const size = (f: string) => (existsSync(f) ? statSync(f).size : raw);
  return { raw, gzip: size(`${full}.gz`), br: size(`${full}.br`) };
}

/** The scripts the browser loads for `/`: the storefront's entry, the home page's chunk and their static imports. */
function firstLoadOfHome(dir: string): string[] {
  const manifestPath = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} 不存在：请用当前 vite.config.ts 重新构建（npm run build）`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  // The storefront's entry only: the staff console (admin.html) is an entry of its own that `/`
  // never loads (visual/staff.spec.ts proves it).
  visit('index.html');
  visit('src/features/catalogue/pages/home-page.tsx');
  return [...seen].filter((f) => f.endsWith('.js'));
}

/** Bytes on the wire (fetch would decompress), Content-Encoding and Cache-Control of one GET. */
function wire(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string; cacheControl: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity'), cacheControl: String(res.headers['cache-control'] ?? '') }));
      })
      .on('error', reject);
  });
}

/**
 * The same comparison in one process, where a busy machine hurts both sides alike: apps on one
 * database handle, METRICS=off, METRICS=on and a second METRICS=off (the control: two identical
 * apps differ by the noise, and by which was built first), GET /healthz by app.inject in blocks of
 * 2,000, alternated twelve times with the order reversed every other round; the median
 * microseconds per request of each (inject's own cost included).
 */
async function metricsCostInProcess(ctx: BenchContext): Promise<Record<string, number | string>> {
  const env = { ...process.env, ...ctx.serverEnv, LOG_LEVEL: 'silent', ORDER_SWEEP_SECONDS: '0', POINTS_SWEEP_SECONDS: '0', WEBHOOK_SEND_SECONDS: '0' };
  const handle = await connect(loadConfig(env));
  const quiet = new Writable({ write: (_c, _e, done) => done() });
  const build = (metrics: 'on' | 'off') => buildApp(loadConfig({ ...env, METRICS: metrics }), handle, { logStream: quiet });
  const apps = { off: await build('off'), on: await build('on'), offAgain: await build('off') };
  const modes = Object.keys(apps) as (keyof typeof apps)[];
  const perRequest: Record<keyof typeof apps, number[]> = { off: [], on: [], offAgain: [] };
  const block = 2_000;
  try {
    for (const app of Object.values(apps)) for (let i = 0; i < 500; i++) await app.inject({ method: 'GET', url: '/healthz' }); // warm-up
    for (let round = 0; round < 12; round++) {
      for (const mode of round % 2 === 0 ? modes : [...modes].reverse()) {
        const started = performance.now();
        for (let i = 0; i < block; i++) await apps[mode].inject({ method: 'GET', url: '/healthz' });
        perRequest[mode].push(((performance.now() - started) * 1000) / block);
      }
    }
  } finally {
    for (const app of Object.values(apps)) await app.close();
    await handle.close();
  }
  const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! * 10) / 10;
  const [on, off, offAgain] = [median(perRequest.on), median(perRequest.off), median(perRequest.offAgain)];
  return {
    inProcessHealthzUs: `on ${on}, off ${off}, off again ${offAgain} (µs per request, median of 12 blocks)`,
    inProcessMetricsAddsUs: Math.round((on - (off + offAgain) / 2) * 10) / 10,
    inProcessNoiseUs: Math.round(Math.abs(off - offAgain) * 10) / 10,
  };
}

/**
 * The cost of /metrics collection: GET /healthz of the gateway with METRICS=on (the onResponse
 * histogram hook on every request) and METRICS=off (no hook, no route), one server at a time,
 * on, off, on, off (so a drift of the machine's load hits both), and one scrape's time
 * (sequential GETs of /metrics after the load, with route series in the histogram).
 */
async function metricsCost(ctx: BenchContext, bareHealthRps: number): Promise<{ figures: Record<string, number | string>; rows: Record<string, string | number>[] }> {
  const rps: Record<'on' | 'off', number[]> = { on: [], off: [] };
  const figures: Record<string, number | string> = {};
  const rows: Record<string, string | number>[] = [];
  for (let round = 0; round < 2; round++) {
    for (const mode of ['on', 'off'] as const) {
      const s = await startServer('server/main.ts', { ...ctx.serverEnv, METRICS: mode });
      const r = await load(`GET /healthz, METRICS=${mode}`, s.url, [{ path: '/healthz' }], { seconds: ctx.seconds });
      rps[mode].push(r.rps);
      rows.push({ case: `${r.name} (round ${round + 1})`, 'req/s': r.rps, 'p50 ms': r.p50, 'p97.5 ms': r.p97_5, 'p99 ms': r.p99, 'vs bare': `${pct(r.rps, bareHealthRps)} (of bare /healthz)`, errors: r.errors + r.non2xx });
      if (mode === 'on' && round === 1) {
        // A few more routes and statuses in the histogram, as a running shop has.
        await load('mixed routes', s.url, [{ path: '/gateway/goods/open/goods/category/list' }, { path: '/no/such/page' }, { path: '/readyz' }], { seconds: 1 });
        const scrape = await latencies(s.url, [{ path: '/metrics' }], 50);
        const text = await (await fetch(`${s.url}/metrics`)).text();
        figures.metricsScrapeMs = `p50 ${scrape.p50}, p95 ${scrape.p95}, max ${scrape.max} (${scrape.n} sequential scrapes, HTTP round trip included)`;
        figures.metricsScrapeBytes = `${text.length} bytes, ${text.split('\n').filter((l) => l && !l.startsWith('#')).length} samples`;
      }
      await s.stop();
    }
  }
  Object.assign(figures, await metricsCostInProcess(ctx));
  const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  figures.healthzMetricsOnRps = rps.on.join(' / ');
  figures.healthzMetricsOffRps = rps.off.join(' / ');
  figures.healthzMetricsOnVsBare = pct(mean(rps.on), bareHealthRps);
  figures.healthzMetricsOffVsBare = pct(mean(rps.off), bareHealthRps);
  figures.healthzMetricsOnVsOff = pct(mean(rps.on), mean(rps.off));
  return { figures, rows };
}

export default async function platform(ctx: BenchContext): Promise<BenchReport> {
  const figures: Record<string, number | string> = {};
  const rows: Record<string, string | number>[] = [];
  const staticDir = ctx.serverEnv.STATIC_DIR ?? 'dist';

  // Cold start: the data dir exists and is seeded, so this is migrations check + Fastify boot +
  // first readiness answer.
  const starts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer('server/main.ts', ctx.serverEnv);
    starts.push(Math.round(s.startMs));
    await s.stop();
  }
  figures.coldStartMs = Math.min(...starts);
  figures.coldStartRunsMs = starts.join(' / ');

  const base = await startServer('bench/baseline-server.ts', {});
  const bare = await load('bare Fastify constant JSON', base.url, [{ path: '/constant' }], { seconds: ctx.seconds });
  const bareHealth = await load('bare Fastify /healthz envelope', base.url, [{ path: '/healthz' }], { seconds: ctx.seconds });
  await base.stop();

  if (process.env.BENCH_PLATFORM_PART === 'metrics') {
    const cost = await metricsCost(ctx, bareHealth.rps);
    const head = { case: bareHealth.name, 'req/s': bareHealth.rps, 'p50 ms': bareHealth.p50, 'p97.5 ms': bareHealth.p97_5, 'p99 ms': bareHealth.p99, 'vs bare': '100%', errors: bareHealth.errors + bareHealth.non2xx };
    return { name: 'platform', figures: { 'rps:bare /healthz': bareHealth.rps, ...cost.figures }, table: [head, ...cost.rows] };
  }

  const server = await startServer('server/main.ts', ctx.serverEnv);
  const results: LoadResult[] = [bare, bareHealth];
  const healthz = await load('GET /healthz (envelope, hooks)', server.url, [{ path: '/healthz' }], { seconds: ctx.seconds });
  results.push(healthz);
  const list = '/gateway/goods/open/goods/category/list';
  results.push(await load('GET category/list (3 levels, DB)', server.url, [{ path: list }], { seconds: ctx.seconds }));
  results.push(await load('GET category/list, Accept-Encoding br', server.url, [{ path: list, headers: { 'accept-encoding': 'br' } }], { seconds: ctx.seconds }));
  results.push(await load('GET category/list, Accept-Encoding gzip', server.url, [{ path: list, headers: { 'accept-encoding': 'gzip' } }], { seconds: ctx.seconds }));
  results.push(
    await load('POST scope/list (page, DB)', server.url, [{ method: 'POST', path: '/gateway/goods/open/goods/scope/list', body: JSON.stringify({ current: 1, size: 20, type: 2 }) }], { seconds: ctx.seconds }),
  );
  const lat = await latencies(server.url, [{ path: list }], 200);

  // What goes over the wire for the list and for the home page's entry script.
  const listPlain = await wire(server.url + list, 'identity');
  const listBr = await wire(server.url + list, 'br');
  const listGzip = await wire(server.url + list, 'gzip');
  figures.categoryListBytes = `${listPlain.bytes} raw, ${listBr.bytes} ${listBr.encoding}, ${listGzip.bytes} ${listGzip.encoding}`;
  figures.healthzEncoding = (await wire(server.url + '/healthz', 'br, gzip')).encoding;

  let firstLoad: string[] = [];
  if (existsSync(path.join(staticDir, 'index.html'))) {
    firstLoad = firstLoadOfHome(staticDir);
    const entry = readFileSync(path.join(staticDir, 'index.html'), 'utf8').match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    if (entry) {
      const res = await wire(server.url + entry, 'br, gzip');
      figures.entryScriptServed = `${entry}: ${res.encoding}, ${res.bytes} bytes on the wire (raw ${statSync(path.join(staticDir, entry)).size}), ${res.cacheControl}`;
    }
  }
  await server.stop();

  for (const r of results) {
    rows.push({ case: r.name, 'req/s': r.rps, 'p50 ms': r.p50, 'p97.5 ms': r.p97_5, 'p99 ms': r.p99, 'vs bare': pct(r.rps, bare.rps), errors: r.errors + r.non2xx });
    figures[`rps:${r.name}`] = r.rps;
  }
  figures.healthzVsBare = pct(healthz.rps, bare.rps);
  figures.healthzVsBareHealthz = pct(healthz.rps, bareHealth.rps);
  figures.categoryListSequentialP95Ms = lat.p95;

  // The gateway profile, layer by layer (each alone on the bare app, against the same bare run).
  const profile = await profileLayers(Math.max(2, Math.min(ctx.seconds, 4)), bareHealth.rps);
  for (const row of profile) figures[`profile:${row.layer}`] = `${row['req/s']} req/s = ${row['vs bare']} of bare /healthz`;
  rows.push(...profile.map((p) => ({ case: `profile: ${p.layer}`, 'req/s': p['req/s'], 'p50 ms': '', 'p97.5 ms': '', 'p99 ms': p['p99 ms'], 'vs bare': `${p['vs bare']} (of bare /healthz)`, errors: p.errors })));

  // The cost of /metrics collection (METRICS=on against off), against the same bare /healthz.
  const cost = await metricsCost(ctx, bareHealth.rps);
  Object.assign(figures, cost.figures);
  rows.push(...cost.rows);

  // Static JS: all scripts and the first load of /, raw, gzip -9 and brotli -11 as built.
  const assets = path.join(staticDir, 'assets');
  if (existsSync(assets)) {
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const total = scripts.map((f) => sizes(assets, f)).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br }), { raw: 0, gzip: 0, br: 0 });
    figures.staticJsAll = `${scripts.length} files: ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip, ${kb(total.br)} KB brotli`;
    const first = firstLoad.map((f) => sizes(staticDir, f)).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br }), { raw: 0, gzip: 0, br: 0 });
    figures.firstLoadJsOfHome = `${firstLoad.length} files: ${kb(first.raw)} KB raw, ${kb(first.gzip)} KB gzip, ${kb(first.br)} KB brotli`;
    figures.firstLoadJsOfHomeGzipKb = kb(first.gzip);
    const biggest = firstLoad
      .map((f) => ({ f, ...sizes(staticDir, f) }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 6)
      .map((x) => `${path.basename(x.f)} ${kb(x.gzip)}`);
    figures.firstLoadBiggestGzipKb = biggest.join(', ');
  } else {
    figures.staticJsAll = `${assets} 不存在：先构建 SPA（npm run build，或 --static-dir 指向构建目录）`;
  }
  return { name: 'platform', figures, table: rows };
}
