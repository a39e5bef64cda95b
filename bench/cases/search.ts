// Search figures over a mixed query set (exact models drawn from the database, prefixes, Chinese
// names, brand + name, misses, full-width forms): suggestion and first-page latencies measured one
// request at a time, and suggestion throughput against a bare Fastify route in the same run
// (medians of alternating samples). The server answers search from its in-process index
// (server/modules/catalogue/search-index.ts): the case also reports the server's start-up, the time
// until its first search is answered (the index build) and its memory (RSS after the loads).
//
// The peer: the plain search general-purpose shops ship, `name ILIKE '%kw%' or model ILIKE '%kw%'`
// for a first page by sales plus `count(*)`, run by the bench on the same database (PGlite: before
// the server opens the data dir), one keyword at a time and then 16 at a time (PGlite: one).
//
// Cost growth: with BENCH_SEARCH_TARGETS (comma-separated: a PostgreSQL URL or `dir:<PGlite data
// dir>`), the case runs once per target and prints one summary row per catalogue size.
//
// Before the server starts, the case runs VACUUM ANALYZE on the catalogue tables (what autovacuum
// does on a default PostgreSQL server after a bulk load; PGlite and servers with autovacuum off
// never do it by themselves) and draws the exact models. Latencies are taken after one unmeasured
// warm-up round. Suggestion latencies send `Cache-Control: no-cache`, so they measure the database
// path, not the suggestion cache; throughput is given both ways.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import { escapeLike } from '../../domain/catalogue/search-query.ts';
import { connect } from '../../server/db/connect.ts';
import type { Database } from '../../server/db/schema.ts';
import { latencies, load, type LoadRequest, type LoadResult } from '../lib/load.ts';
import { startServer } from '../lib/server-process.ts';
import type { BenchContext, BenchReport } from '../lib/types.ts';

const SUGGEST = '/gateway/goods/open/goods/search/keyword';
const LIST = '/gateway/goods/open/goods/list';
const ROUNDS = 10;
const THROUGHPUT_ROUNDS = 3;
const EXACT_MODELS = 12;

/** The query set, apart from the exact models drawn from the database. */
export const QUERY_SET: Record<string, readonly string[]> = {
  prefix: ['6205', 'LC1D', 'SY51', 'SC63', 'DSBC', 'HSR20', '3RT20', 'NU22', 'MY2N', 'CDQ2', '6', '2RS'],
  chinese: ['深沟球轴承', '交流接触器', '气缸', '手套', '电磁阀', '轴承', '同步带', '压力表', '阀'],
  brandAndName: ['SKF 深沟球轴承', '施耐德 接触器', '亚德客 气缸', 'Festo 气缸', '西门子 变频器'],
  miss: ['XYZ999', 'QWERTY-12', '不存在的型号'],
  fullWidth: ['ＬＣ１Ｄ０９Ｍ７Ｃ', 'ＳＹ５１２０', '６２０５－２ＲＳＨ', 'ｓｋｆ　６２０５'],
};

interface Peer {
  p50: number;
  p95: number;
  rps: number;
  n: number;
}

/** One plain ILIKE search: a first page by sales and the count. */
async function ilikeSearch(db: Kysely<Database>, keyword: string): Promise<void> {
  const pattern = `%${escapeLike(keyword)}%`;
  const match = sql`g.status = 1 and (g.name ilike ${pattern} or g.model ilike ${pattern})`;
  await Promise.all([
    sql`select g.id, g.model, g.name, g.list_price_fen from goods g where ${match} order by g.sales_count desc, g.id limit 20`.execute(db),
    sql`select count(*)::int as n from goods g where ${match}`.execute(db),
  ]);
}

const pct = (sorted: number[], p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 100) / 100;

/** The peer: latencies one at a time over the keywords, then throughput with `concurrency` searches in flight for `seconds`. */
async function ilikePeer(db: Kysely<Database>, keywords: string[], seconds: number, concurrency: number): Promise<Peer> {
  await ilikeSearch(db, keywords[0]!);
  const times: number[] = [];
  for (const keyword of keywords) {
    const t = performance.now();
    await ilikeSearch(db, keyword);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  let done = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await ilikeSearch(db, keywords[next++ % keywords.length]!);
        done++;
      }
    }),
  );
  return { p50: pct(times, 0.5), p95: pct(times, 0.95), rps: Math.round((done / (performance.now() - started)) * 10_000) / 10, n: times.length };
}

/** Resident memory (MiB) of the largest process under `pid` (the server's node process under npx/tsx). */
function serverRssMiB(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone
    }
  }
  let best = 0;
  const visit = (p: number) => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      best = Math.max(best, kb);
    } catch {
      // gone
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return Math.round(best / 1024);
}

async function prepareDatabase(ctx: BenchContext, keywords: string[]): Promise<{ exact: string[]; skus: number; peer: Peer }> {
  const handle = await connect({ databaseUrl: ctx.databaseUrl, dataDir: ctx.databaseUrl ? null : (ctx.serverEnv.DATA_DIR ?? 'data') });
  try {
    await sql`vacuum analyze goods`.execute(handle.db);
    await sql`vacuum analyze goods_stock`.execute(handle.db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from goods`.execute(handle.db);
    const skus = rows[0]?.n ?? 0;
    const step = Math.max(1, Math.floor(skus / EXACT_MODELS));
    const ids = Array.from({ length: EXACT_MODELS }, (_, i) => 1 + i * step + (i % 7));
    const models = await handle.db.selectFrom('goods').select('model').where('id', 'in', ids).orderBy('id').execute();
    const exact = models.map((m) => m.model);
    const peer = await ilikePeer(handle.db, [...exact, ...keywords], ctx.seconds, handle.kind === 'postgres' ? 16 : 1);
    return { exact, skus, peer };
  } finally {
    await handle.close();
  }
}

async function cleanLog(ctx: BenchContext, since: Date): Promise<void> {
  const handle = await connect({ databaseUrl: ctx.databaseUrl, dataDir: ctx.databaseUrl ? null : (ctx.serverEnv.DATA_DIR ?? 'data') });
  try {
    await handle.db.deleteFrom('hotSearchLog').where('createdAt', '>=', since).execute();
  } finally {
    await handle.close();
  }
}

/** The sample with the median requests per second. */
function median(samples: LoadResult[]): LoadResult {
  return [...samples].sort((a, b) => a.rps - b.rps)[Math.floor(samples.length / 2)]!;
}

const post = (path: string, body: unknown, headers?: Record<string, string>): LoadRequest => ({ method: 'POST', path, body: JSON.stringify(body), ...(headers ? { headers } : {}) });

/** The targets of BENCH_SEARCH_TARGETS as contexts, or the run's own. */
function targets(ctx: BenchContext): BenchContext[] {
  const list = (process.env.BENCH_SEARCH_TARGETS ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  if (list.length === 0) return [ctx];
  const base = Object.fromEntries(Object.entries(ctx.serverEnv).filter(([k]) => k !== 'DATA_DIR' && k !== 'DATABASE_URL'));
  return list.map((t) =>
    t.startsWith('dir:')
      ? { ...ctx, databaseUrl: null, serverEnv: { ...base, DATA_DIR: t.slice(4) } }
      : { ...ctx, databaseUrl: t, serverEnv: { ...base, DATABASE_URL: t } },
  );
}

export default async function search(ctx: BenchContext): Promise<BenchReport> {
  const all = targets(ctx);
  if (all.length === 1) return searchOnce(all[0]!);
  const figures: Record<string, number | string> = {};
  const table: Record<string, string | number>[] = [];
  for (const target of all) {
    const r = await searchOnce(target);
    const at = `${r.figures.skus} SKUs ${target.databaseUrl ? 'PostgreSQL' : 'PGlite'}`;
    console.log(`## search @ ${at}`);
    for (const [k, v] of Object.entries(r.figures)) console.log(`${k}: ${v}`);
    for (const row of r.table) console.log(Object.values(row).join('  |  '));
    console.log('');
    for (const [k, v] of Object.entries(r.figures)) figures[`${at}: ${k}`] = v;
    table.push({
      size: at,
      'suggest p50/p95 ms': `${r.figures.suggestP50Ms} / ${r.figures.suggestP95Ms}`,
      'suggest req/s (no cache)': `${r.figures.suggestRpsUncached} (${r.figures.suggestVsBareUncached} of bare)`,
      'list p50/p95 ms': `${r.figures.listFirstPageP50Ms} / ${r.figures.listFirstPageP95Ms}`,
      'list req/s': r.figures.listRps!,
      'ILIKE peer p50/p95 ms': `${r.figures.peerP50Ms} / ${r.figures.peerP95Ms}`,
      'peer req/s': r.figures.peerRps!,
      'list vs peer': r.figures.listVsPeer!,
      'server RSS MiB': r.figures.serverRssMiB!,
      'index ready s': r.figures.indexReadyS!,
      load: `${r.figures.loadAverageBefore} -> ${r.figures.loadAverageAfter}`,
    });
  }
  return { name: 'search (cost growth)', figures, table };
}

async function searchOnce(ctx: BenchContext): Promise<BenchReport> {
  const figures: Record<string, number | string> = {};
  const rows: Record<string, string | number>[] = [];
  figures.loadAverageBefore = os.loadavg().map((x) => x.toFixed(2)).join(' ');
  const { exact, skus, peer } = await prepareDatabase(ctx, Object.values(QUERY_SET).flat());
  const keywords = [...exact, ...Object.values(QUERY_SET).flat()];
  figures.skus = skus;
  figures.queries = keywords.length;
  figures.exactModels = exact.join(' | ');

  const noCache = { 'cache-control': 'no-cache' };
  const suggestUncached = keywords.map((keyword) => post(SUGGEST, { keyword }, noCache));
  const suggestCached = keywords.map((keyword) => post(SUGGEST, { keyword }));
  const firstPage = keywords.map((keyword) => post(LIST, { keyword, current: 1, size: 20 }));
  const exactPage = exact.map((keyword) => post(LIST, { keyword, isExactMatch: true, current: 1, size: 20 }));
  const byPrice = keywords.map((keyword) => post(LIST, { keyword, current: 1, size: 20, sort: 'price_asc' }));

  // Both servers run side by side (an idle server costs nothing); the loads alternate between them
  // THROUGHPUT_ROUNDS times and each figure is the median, so a burst of other work on a shared
  // machine does not land on one side of the ratio only.
  const started = new Date();
  const base = await startServer('bench/baseline-server.ts', {});
  const server = await startServer('server/main.ts', ctx.serverEnv);
  // The first search waits for the index build that starts with the server.
  const firstAt = performance.now();
  const first = await fetch(server.url + LIST, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ keyword: '6205', current: 1, size: 20 }) });
  if (!first.ok) throw new Error(`first search failed: ${first.status}`);
  figures.serverReadyS = Math.round(server.startMs / 100) / 10;
  figures.indexReadyS = Math.round((server.startMs + performance.now() - firstAt) / 100) / 10;
  const sequential: [string, LoadRequest[]][] = [
    ['suggestions (no cache)', suggestUncached],
    ['suggestions (cached)', suggestCached],
    ['fuzzy list, first page', firstPage],
    ['exact list (suggestion chosen)', exactPage],
    ['fuzzy list, price ascending', byPrice],
  ];
  const lat: Record<string, Awaited<ReturnType<typeof latencies>>> = {};
  for (const [name, requests] of sequential) {
    await latencies(server.url, requests, 1); // warm-up round, not measured
    lat[name] = await latencies(server.url, requests, ROUNDS);
  }
  const kinds: [string, string, LoadRequest[]][] = [
    ['bare Fastify constant JSON (POST)', base.url, [post('/constant', { keyword: '6205' })]],
    ['GET /healthz (gateway ceiling: envelope, hooks, no DB)', server.url, [{ path: '/healthz' }]],
    ['suggestions, rotating set (cache on)', server.url, suggestCached],
    ['suggestions, rotating set (no cache)', server.url, suggestUncached],
  ];
  const samples = new Map<string, LoadResult[]>(kinds.map(([name]) => [name, []]));
  for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
    for (const [name, url, requests] of kinds) samples.get(name)!.push(await load(name, url, requests, { seconds: ctx.seconds }));
  }
  const results: LoadResult[] = kinds.map(([name]) => median(samples.get(name)!));
  results.push(await load('fuzzy list first page, rotating set', server.url, firstPage, { seconds: ctx.seconds }));
  figures.serverRssMiB = serverRssMiB(server.child.pid!);
  await server.stop();
  await base.stop();
  await cleanLog(ctx, started);
  const [bare, healthz, cached, uncached] = results as [LoadResult, LoadResult, LoadResult, LoadResult];
  for (const [name] of kinds) figures[`rpsSamples:${name}`] = samples.get(name)!.map((r) => r.rps).join(' / ');

  for (const [name, l] of Object.entries(lat)) {
    rows.push({ case: `latency: ${name}`, requests: l.n, 'p50 ms': l.p50, 'p95 ms': l.p95, 'p99 ms': l.p99, 'max ms': l.max, 'req/s': '', 'vs bare': '' });
  }
  for (const r of results) {
    rows.push({ case: `load: ${r.name}`, requests: '', 'p50 ms': r.p50, 'p95 ms': '', 'p99 ms': r.p99, 'max ms': '', 'req/s': r.rps, 'vs bare': `${Math.round((r.rps / bare.rps) * 100)}%` });
    if (r.errors + r.non2xx > 0) figures[`errors:${r.name}`] = r.errors + r.non2xx;
  }
  const s = lat['suggestions (no cache)']!;
  const f = lat['fuzzy list, first page']!;
  figures.suggestP50Ms = s.p50;
  figures.suggestP95Ms = s.p95;
  figures.suggestP99Ms = s.p99;
  figures.suggestP95Target = s.p95 < 15 ? 'met (< 15 ms)' : `MISSED (${s.p95} ms >= 15 ms)`;
  figures.listFirstPageP50Ms = f.p50;
  figures.listFirstPageP95Ms = f.p95;
  figures.listFirstPageP99Ms = f.p99;
  const listRps = results[4]!.rps;
  figures.listRps = listRps;
  figures.listTarget = f.p95 <= 15 && listRps >= 1000 ? 'met (p95 <= 15 ms, >= 1,000 req/s)' : `MISSED (p95 ${f.p95} ms, ${listRps} req/s; target p95 <= 15 ms, >= 1,000 req/s)`;
  figures.peerP50Ms = peer.p50;
  figures.peerP95Ms = peer.p95;
  figures.peerRps = peer.rps;
  figures.listVsPeer = `${peer.rps > 0 ? Math.round((listRps / peer.rps) * 10) / 10 : '∞'}× the req/s, p95 ${f.p95} vs ${peer.p95} ms`;
  figures.bareRps = bare.rps;
  figures.healthzRps = healthz.rps;
  figures.healthzVsBare = `${Math.round((healthz.rps / bare.rps) * 100)}%`;
  figures.suggestRpsCached = cached.rps;
  figures.suggestRpsUncached = uncached.rps;
  figures.suggestVsBareCached = `${Math.round((cached.rps / bare.rps) * 100)}%`;
  figures.suggestVsBareUncached = `${Math.round((uncached.rps / bare.rps) * 100)}%`;
  figures.suggestVsHealthzCached = `${Math.round((cached.rps / healthz.rps) * 100)}%`;
  figures.throughputTarget = uncached.rps >= 0.3 * bare.rps ? 'met without the cache (>= 30%)' : cached.rps >= 0.3 * bare.rps ? 'met with the cache only (>= 30%)' : 'MISSED (< 30%)';
  figures.loadAverageAfter = os.loadavg().map((x) => x.toFixed(2)).join(' ');
  return { name: 'search', figures, table: rows };
}
