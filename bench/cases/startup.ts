// The first minute after a start (issue 41 item 5): starts the server on the given database and
// records the time to listening (first /healthz answer), the time to ready (/readyz 200: the search
// index and its price orders are built) and the slowest /healthz answer meanwhile (the event
// loop's longest stall); then, at once, runs for FIRST_MINUTE seconds the orders case's loop with
// one connection (draft + submit, case-orders.ts) and beside it a product list loop with one
// connection (searches of the search case's query set, by sales and by price), and reports the
// worst latency and the p95 of each. The other cases measure after ready, so their figures are
// steady-state ones; this one is the start-up cost, apart.
// BENCH_SERVER_SCRIPT runs another server entry (a build of an older commit, for a before/after).
import http from 'node:http';
import { cleanUp, login, phase, prepare } from '../case-orders.ts';
import { percentiles } from '../lib/percentiles.ts';
import { startServer } from '../lib/server-process.ts';
import type { BenchContext, BenchReport } from '../lib/types.ts';
import { QUERY_SET } from './search.ts';

const FIRST_MINUTE = 60;
const LIST = '/gateway/goods/open/goods/list';
const SORTS = [undefined, 'price_asc', 'price_desc', 'sales'] as const;

interface LoopResult {
  n: number;
  failures: number;
  p95: number;
  max: number;
}

/** One connection asking for product lists until the deadline. */
async function listLoop(url: string, seconds: number): Promise<LoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const keywords = ['prefix', 'chinese', 'brandAndName'].flatMap((kind) => QUERY_SET[kind] ?? []);
  const times: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < deadline; i++) {
    const sort = SORTS[i % SORTS.length];
    const body = Buffer.from(JSON.stringify({ keyword: keywords[i % keywords.length], current: 1, size: 20, ...(sort ? { sort } : {}) }));
    const t0 = performance.now();
    const status = await new Promise<number>((resolve) => {
      const req = http.request(url + LIST, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': body.length } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      req.end(body);
    });
    if (status === 200) times.push(performance.now() - t0);
    else failures++;
  }
  agent.destroy();
  const { n, p95, max } = percentiles(times);
  return { n, failures, p95, max };
}

/** The slowest /healthz answer, asked every 100 ms until the deadline (the event loop's longest stall). */
async function healthzLoop(url: string, seconds: number): Promise<number> {
  let worst = 0;
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const t0 = performance.now();
    await fetch(url + '/healthz').then((r) => r.arrayBuffer(), () => null);
    worst = Math.max(worst, performance.now() - t0);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Math.round(worst);
}

export default async function startup(ctx: BenchContext): Promise<BenchReport> {
  const script = process.env.BENCH_SERVER_SCRIPT || 'server/main.ts';
  const since = new Date(Date.now() - 1000);
  const p = await prepare(ctx);
  const figures: Record<string, number | string> = { script };
  const rows: Record<string, string | number>[] = [];
  try {
    const server = await startServer(script, { ...ctx.serverEnv, ORDER_SWEEP_SECONDS: '0' });
    try {
      figures.listeningMs = Math.round(server.listeningMs);
      figures.readyMs = Math.round(server.startMs);
      figures.worstHealthzWhileStartingMs = Math.round(server.worstHealthzMs);
      const token = await login(server.url);
      const [orders, lists, healthz] = await Promise.all([phase(server.url, token, p, 1, FIRST_MINUTE), listLoop(server.url, FIRST_MINUTE), healthzLoop(server.url, FIRST_MINUTE)]);
      figures.worstHealthzFirstMinuteMs = healthz;
      figures.orderWorstMs = orders.iteration.max;
      figures.orderP95Ms = orders.iteration.p95;
      figures.orders = orders.orders;
      figures.orderFailures = orders.failures;
      if (orders.firstFailure) figures.orderFirstFailure = orders.firstFailure;
      figures.listWorstMs = lists.max;
      figures.listP95Ms = lists.p95;
      figures.lists = lists.n;
      figures.listFailures = lists.failures;
      rows.push(
        { case: 'listening (first /healthz)', ms: figures.listeningMs, 'p95 ms': '', requests: '' },
        { case: 'ready (/readyz 200)', ms: figures.readyMs, 'p95 ms': '', requests: '' },
        { case: 'slowest /healthz while starting', ms: figures.worstHealthzWhileStartingMs, 'p95 ms': '', requests: '' },
        { case: `first ${FIRST_MINUTE} s after ready: order (draft + submit), 1 conn, worst`, ms: orders.iteration.max, 'p95 ms': orders.iteration.p95, requests: orders.orders },
        { case: `first ${FIRST_MINUTE} s after ready: product list, 1 conn, worst`, ms: lists.max, 'p95 ms': lists.p95, requests: lists.n },
        { case: `first ${FIRST_MINUTE} s after ready: slowest /healthz (every 100 ms)`, ms: healthz, 'p95 ms': '', requests: '' },
      );
    } finally {
      await server.stop();
    }
  } finally {
    figures.ordersRemovedAfterRun = await cleanUp(ctx, p, since);
  }
  return { name: 'startup', figures, table: rows };
}
