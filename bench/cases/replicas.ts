// Reads from a streaming replica (issue 41 item 2): the product list's req/s (the search case's
// list route, POST /open/goods/list, over its query set) with two server processes on the primary
// alone, then two on the primary + a replica (DATABASE_REPLICA_URL), the same load against both.
// Also a member's product list (a company member: their price terms are read per page) and the
// product page (five reads a page), the reads a replica takes over. Each configuration starts its
// two processes, waits until each answers a search (the index built), warms up, loads both
// processes at once (autocannon, one instance per process), and stops them. The machine's load
// drifts (other work shares it): with --rounds 2 the configurations run A B B A and each figure is
// the mean of its two runs, so a drift in time weighs on both alike.
//
// Runs only when named (--only replicas): it needs PostgreSQL (--database-url) and a replica of it
// (--replica-url postgres://…:5433, or POSTGRES_LANE_REPLICA_URL; the database's name is put in its
// path). On one machine the replica shares the CPUs and the disk with the primary, the servers and
// the load generator: the figure says what moving reads off the primary costs or gains here, not
// what a replica on its own machine would add.
import os from 'node:os';
import { sql } from 'kysely';
import { connect } from '../../server/db/connect.ts';
import { load, type LoadRequest, type LoadResult } from '../lib/load.ts';
import { freePort } from '../lib/free-port.ts';
import { startServer, type RunningServer } from '../lib/server-process.ts';
import type { BenchContext, BenchReport } from '../lib/types.ts';
import { QUERY_SET } from './search.ts';

const LIST = '/gateway/goods/open/goods/list';
const CONNECTIONS_PER_PROCESS = 8;
const ENTERPRISE_MEMBER = '13800000002';
const DEMO_PASSWORD = 'Demo2026';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const loadAverage = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

async function loginToken(url: string): Promise<string> {
  const basic = Buffer.from(`aibeike-web:${process.env.OAUTH_CLIENT_SECRET}`).toString('base64');
  const q = new URLSearchParams({ username: ENTERPRISE_MEMBER, password: DEMO_PASSWORD, grant_type: 'password', user_type: '0', auth_type: 'password' });
  const res = await fetch(`${url}/gateway/system/oauth/token?${q}`, { method: 'POST', headers: { authorization: `Basic ${basic}` } });
  const body = (await res.json()) as { success: boolean; msg: string; data: { access_token: string } };
  if (!body.success) throw new Error(`login of ${ENTERPRISE_MEMBER} failed: ${body.msg}`);
  return body.data.access_token;
}

/** Sends each request once until all answer 200 (the first search waits for the index). */
async function warm(url: string, requests: LoadRequest[]): Promise<void> {
  for (const r of requests) {
    const res = await fetch(url + r.path, { method: r.method ?? 'GET', ...(r.body ? { body: r.body, headers: { 'content-type': 'application/json', ...r.headers } } : { headers: r.headers ?? {} }) });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${r.path} -> ${res.status}`);
  }
}

/** Both processes loaded at once; req/s summed, latencies of the slower. */
async function loadBoth(name: string, servers: RunningServer[], requests: (url: string) => LoadRequest[], seconds: number): Promise<LoadResult> {
  const results = await Promise.all(servers.map((s) => load(name, s.url, requests(s.url), { connections: CONNECTIONS_PER_PROCESS, seconds })));
  return {
    name,
    rps: results.reduce((n, r) => n + r.rps, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p97_5: Math.max(...results.map((r) => r.p97_5)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((n, r) => n + r.errors, 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
  };
}

export default async function replicas(ctx: BenchContext): Promise<BenchReport> {
  if (argValue('only') !== 'replicas') {
    console.log('replicas: runs only when named (--only replicas --replica-url postgres://…): it starts four server processes');
    return { name: 'replicas', figures: { skipped: 'runs only with --only replicas' }, table: [] };
  }
  if (!ctx.databaseUrl) throw new Error('replicas needs PostgreSQL: --database-url postgres://…');
  const raw = argValue('replica-url') ?? process.env.POSTGRES_LANE_REPLICA_URL;
  if (!raw) throw new Error('replicas needs a streaming replica: --replica-url postgres://…:5433 (scripts/replica-start.sh starts one)');
  const replicaUrl = new URL(raw);
  replicaUrl.pathname = new URL(ctx.databaseUrl).pathname;
  const seconds = ctx.seconds;
  const figures: Record<string, number | string> = { loadAverageBefore: loadAverage(), seconds, connectionsPerProcess: CONNECTIONS_PER_PROCESS, replica: replicaUrl.host };

  // The goods the product pages read, and the check that the replica holds this database.
  const handle = await connect({ databaseUrl: ctx.databaseUrl, dataDir: null });
  const ids = (await sql<{ id: number }>`select id from goods where status = 1 order by md5(id::text) limit 200`.execute(handle.db)).rows.map((r) => Number(r.id));
  figures.skus = Number((await sql<{ n: number }>`select count(*)::int as n from goods`.execute(handle.db)).rows[0]?.n ?? 0);
  await handle.close();
  const replica = await connect({ databaseUrl: replicaUrl.toString(), dataDir: null });
  const standby = (await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(replica.db)).rows[0]?.standby;
  await replica.close();
  if (!standby) throw new Error(`${replicaUrl.host} is not a standby`);

  const keywords = Object.values(QUERY_SET).flat();
  const list = (token?: string) => (): LoadRequest[] =>
    keywords.map((keyword) => ({ method: 'POST', path: LIST, body: JSON.stringify({ keyword, current: 1, size: 20 }), ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) }));
  const rows: Record<string, string | number>[] = [];

  const rounds = Number(argValue('rounds') ?? 1);
  const order = rounds >= 2 ? (['primary alone', 'primary + replica', 'primary + replica', 'primary alone'] as const) : (['primary alone', 'primary + replica'] as const);
  figures.order = order.join(', ');
  const sums: Record<string, Record<string, number[]>> = {};
  for (const [run, config] of order.entries()) {
    const env = async (): Promise<Record<string, string>> => ({
      ...ctx.serverEnv,
      PORT: String(await freePort()),
      ...(config === 'primary + replica' ? { DATABASE_REPLICA_URL: replicaUrl.toString() } : {}),
    });
    const started = performance.now();
    const servers = await Promise.all([startServer('server/main.ts', await env(), '/readyz', 300_000), startServer('server/main.ts', await env(), '/readyz', 300_000)]);
    try {
      const token = await loginToken(servers[0]!.url);
      for (const s of servers) await warm(s.url, [...list()(), ...list(token)().slice(0, 3), ...ids.slice(0, 5).map((id) => ({ path: `/gateway/goods/open/goods/get/${id}` }))]);
      const readyMs = Math.round(performance.now() - started);
      console.log(`[replicas] ${config}: two processes serving searches after ${(readyMs / 1000).toFixed(1)} s`);
      const results = [
        await loadBoth('product list (visitor)', servers, list(), seconds),
        await loadBoth('product list (company member)', servers, list(token), seconds),
        await loadBoth('product page (company member)', servers, () => ids.map((id) => ({ path: `/gateway/goods/open/goods/get/${id}`, headers: { authorization: `Bearer ${token}` } })), seconds),
      ];
      sums[config] ??= {};
      for (const r of results) {
        (sums[config]![r.name] ??= []).push(r.rps);
        rows.push({ run: run + 1, configuration: config, request: r.name, 'req/s': r.rps, 'p50 ms': r.p50, 'p97.5 ms': r.p97_5, 'p99 ms': r.p99, errors: r.errors, non2xx: r.non2xx, 'load avg': loadAverage() });
      }
      figures[`run ${run + 1} (${config}): ready ms`] = readyMs;
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  }
  const mean = (xs: number[]) => xs.reduce((n, x) => n + x, 0) / xs.length;
  for (const name of Object.keys(sums['primary alone'] ?? {})) {
    const a = mean(sums['primary alone']![name]!);
    const b = mean(sums['primary + replica']![name]!);
    figures[`${name}: req/s primary alone / primary + replica`] = `${Math.round(a)} / ${Math.round(b)}`;
    figures[`${name}: replica / primary alone`] = a > 0 ? Math.round((b / a) * 100) / 100 : 0;
  }
  figures.loadAverageAfter = loadAverage();
  return { name: 'replicas', figures, table: rows };
}
