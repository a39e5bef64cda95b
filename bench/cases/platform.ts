// Platform figures: cold start on an existing data dir, and gateway throughput against a bare
// Fastify route (the ratio says what the envelope, hooks and database cost).
import { load, latencies, type LoadResult } from '../lib/load.ts';
import { startServer } from '../lib/server-process.ts';
import type { BenchContext, BenchReport } from '../lib/types.ts';

export default async function platform(ctx: BenchContext): Promise<BenchReport> {
  const figures: Record<string, number | string> = {};
  const rows: Record<string, string | number>[] = [];

  // Cold start: the data dir exists and is seeded (the first start seeded it), so this is
  // migrations check + Fastify boot + first readiness answer.
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
  await base.stop();

  const server = await startServer('server/main.ts', ctx.serverEnv);
  const results: LoadResult[] = [bare];
  results.push(await load('GET /healthz (envelope, hooks)', server.url, [{ path: '/healthz' }], { seconds: ctx.seconds }));
  results.push(await load('GET category/list (3 levels, DB)', server.url, [{ path: '/gateway/goods/open/goods/category/list' }], { seconds: ctx.seconds }));
  results.push(
    await load('POST scope/list (page, DB)', server.url, [{ method: 'POST', path: '/gateway/goods/open/goods/scope/list', body: JSON.stringify({ current: 1, size: 20, type: 2 }) }], { seconds: ctx.seconds }),
  );
  const lat = await latencies(server.url, [{ path: '/gateway/goods/open/goods/category/list' }], 200);
  await server.stop();

  for (const r of results) {
    rows.push({ case: r.name, 'req/s': r.rps, 'p50 ms': r.p50, 'p97.5 ms': r.p97_5, 'p99 ms': r.p99, 'vs bare': `${Math.round((r.rps / bare.rps) * 100)}%`, errors: r.errors + r.non2xx });
    figures[`rps:${r.name}`] = r.rps;
  }
  figures.categoryListSequentialP95Ms = lat.p95;
  return { name: 'platform', figures, table: rows };
}
