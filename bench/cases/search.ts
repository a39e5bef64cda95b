// Search figures over a mixed query set (exact models drawn from the database, prefixes, Chinese
// names, brand + name, misses, full-width forms): suggestion and first-page latencies measured one
// request at a time, and suggestion throughput against a bare Fastify route in the same run
// (medians of alternating samples).
//
// Before the server starts, the case runs VACUUM ANALYZE on the catalogue tables (what autovacuum
// does on a default PostgreSQL server after a bulk load; PGlite and servers with autovacuum off
// never do it by themselves) and draws the exact models. Latencies are taken after one unmeasured
// warm-up round. Suggestion latencies send `Cache-Control: no-cache`, so they measure the database
// path, not the suggestion cache; throughput is given both ways.
import os from 'node:os';
import { sql } from 'kysely';
import { connect } from '../../server/db/connect.ts';
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

async function prepareDatabase(ctx: BenchContext): Promise<{ exact: string[]; skus: number }> {
  const handle = await connect({ databaseUrl: ctx.databaseUrl, dataDir: ctx.databaseUrl ? null : (ctx.serverEnv.DATA_DIR ?? 'data') });
  try {
    await sql`vacuum analyze goods`.execute(handle.db);
    await sql`vacuum analyze goods_stock`.execute(handle.db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from goods`.execute(handle.db);
    const skus = rows[0]?.n ?? 0;
    const step = Math.max(1, Math.floor(skus / EXACT_MODELS));
    const ids = Array.from({ length: EXACT_MODELS }, (_, i) => 1 + i * step + (i % 7));
    const models = await handle.db.selectFrom('goods').select('model').where('id', 'in', ids).orderBy('id').execute();
    return { exact: models.map((m) => m.model), skus };
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

export default async function search(ctx: BenchContext): Promise<BenchReport> {
  const figures: Record<string, number | string> = {};
  const rows: Record<string, string | number>[] = [];
  const { exact, skus } = await prepareDatabase(ctx);
  const keywords = [...exact, ...Object.values(QUERY_SET).flat()];
  figures.skus = skus;
  figures.queries = keywords.length;
  figures.exactModels = exact.join(' | ');
  figures.loadAverageBefore = os.loadavg().map((x) => x.toFixed(2)).join(' ');

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
  figures.listP95Target = f.p95 < 50 ? 'met (< 50 ms)' : `MISSED (${f.p95} ms >= 50 ms)`;
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
