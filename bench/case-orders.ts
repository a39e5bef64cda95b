// Order submission under load: every iteration makes a checkout draft (POST tmp/personalOrder)
// and submits it (POST tmp/unified/create) with a fresh client key, against TWO server child
// processes on one seeded database (connections spread over both, as behind a proxy). Closed loop
// like autocannon: N connections each send the next iteration as soon as the last one answered; a
// sequential phase (1 connection) gives the latency without queueing, the concurrent phases (16
// and 64 buyers) the throughput. Each phase runs twice (issue 41 item 1): with the catalogue
// change outbox as shipped, and "without" it, i.e. with the bench-only knob
// CATALOGUE_NOTIFY_IN_TRANSACTION=1 that also runs the old pg_notify inside every order
// transaction (PostgreSQL then serialises the commits of all notifying transactions), so one
// build measures both. The goods rotate over a set whose stock is topped up first, so no
// submission is refused for stock; everything the bench writes (drafts, orders, allocations,
// reservations) is removed afterwards and the stock restored.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import http from 'node:http';
import { loadConfig } from '../server/config.ts';
import { connect } from '../server/db/connect.ts';
import { freePort } from './lib/free-port.ts';
import { startServer, type RunningServer } from './lib/server-process.ts';
import type { BenchContext, BenchReport } from './lib/types.ts';

const BUYER = '13800000001';
const PASSWORD = 'Demo2026';
const GOODS = 40;
const TOP_UP = 1_000_000;
const KEY_PREFIX = 'bench-';
const WARM_UP = 30;
const CONCURRENCY = [1, 16, 64];
/** The two ways the bench runs the same build: the outbox alone, and the old in-transaction NOTIFY on top (the cost before). */
const MODES = [
  { name: 'outbox', env: {} },
  { name: 'notify in transaction', env: { CATALOGUE_NOTIFY_IN_TRANSACTION: '1' } },
] as const;

interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function stats(times: number[]): Stats {
  const t = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round((t[Math.min(t.length - 1, Math.floor(q * t.length))] ?? 0) * 100) / 100;
  return { n: t.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

function dataDirOf(ctx: BenchContext): string | null {
  return ctx.databaseUrl ? null : (ctx.serverEnv.DATA_DIR ?? 'data');
}

interface Prepared {
  goodsIds: number[];
  addressId: number;
  original: { goodsId: number; warehouseId: number; qty: number; reserved: number }[];
}

/** Picks on-shelf goods with minimum order 1 and gives each a stock that cannot run out. */
export async function prepare(ctx: BenchContext): Promise<Prepared> {
  const handle = await connect({ databaseUrl: ctx.databaseUrl, dataDir: dataDirOf(ctx) });
  try {
    const db = handle.db;
    const goods = await db.selectFrom('goods').select('id').where('status', '=', 1).where('minOrderQty', '=', 1).orderBy('id').limit(GOODS).execute();
    const goodsIds = goods.map((g) => g.id);
    if (goodsIds.length === 0) throw new Error('数据库中没有可下单的商品，请先运行 npm run seed');
    const member = await db.selectFrom('member').select('id').where('mobile', '=', BUYER).executeTakeFirstOrThrow();
    const address = await db.selectFrom('memberAddress').select('id').where('memberId', '=', member.id).where('deletedAt', 'is', null).orderBy('isDefault', 'desc').executeTakeFirstOrThrow();
    const original = await db.selectFrom('goodsStock').select(['goodsId', 'warehouseId', 'qty', 'reserved']).where('goodsId', 'in', goodsIds).execute();
    const stocked = new Set(original.map((o) => o.goodsId));
    const missing = goodsIds.filter((id) => !stocked.has(id));
    if (missing.length > 0) throw new Error(`商品 ${missing.join(', ')} 没有库存行`);
    await db.updateTable('goodsStock').set((eb) => ({ qty: eb('qty', '+', TOP_UP) })).where('goodsId', 'in', goodsIds).execute();
    return { goodsIds, addressId: address.id, original };
  } finally {
    await handle.close();
  }
}

/** Removes the bench's drafts and orders (their lines, allocations and logs cascade) and restores the stock. */
export async function cleanUp(ctx: BenchContext, p: Prepared, since: Date): Promise<number> {
  const handle = await connect({ databaseUrl: ctx.databaseUrl, dataDir: dataDirOf(ctx) });
  try {
    return await handle.db.transaction().execute(async (trx) => {
      const orders = await trx.selectFrom('saleOrder').select(['id', 'tmpOrderId']).where('clientKey', 'like', `${KEY_PREFIX}%`).execute();
      const member = await trx.selectFrom('member').select('id').where('mobile', '=', BUYER).executeTakeFirstOrThrow();
      const drafts = trx.selectFrom('tmpOrder').select('id').where('memberId', '=', member.id).where('createdAt', '>=', since);
      await trx.updateTable('tmpOrder').set({ saleOrderId: null }).where('id', 'in', drafts).execute();
      if (orders.length > 0) await trx.deleteFrom('saleOrder').where('id', 'in', orders.map((o) => o.id)).execute();
      await trx.deleteFrom('tmpOrder').where('memberId', '=', member.id).where('createdAt', '>=', since).execute();
      for (const o of p.original) {
        await trx.updateTable('goodsStock').set({ qty: o.qty, reserved: o.reserved }).where('goodsId', '=', o.goodsId).where('warehouseId', '=', o.warehouseId).execute();
      }
      return orders.length;
    });
  } finally {
    await handle.close();
  }
}

export async function login(url: string): Promise<string> {
  const config = loadConfig({ ...process.env });
  const basic = Buffer.from(`${config.oauthClientId}:${config.oauthClientSecret}`).toString('base64');
  const q = new URLSearchParams({ username: BUYER, password: PASSWORD, grant_type: 'password', user_type: '0', auth_type: 'password' });
  const res = await fetch(`${url}/gateway/system/oauth/token?${q}`, { method: 'POST', headers: { authorization: `Basic ${basic}` } });
  const body = (await res.json()) as { success: boolean; msg: string; data: { access_token: string } };
  if (!body.success) throw new Error(`登录失败：${body.msg}`);
  return body.data.access_token;
}

interface PhaseResult {
  connections: number;
  seconds: number;
  orders: number;
  failures: number;
  firstFailure: string | null;
  iteration: Stats;
  draft: Stats;
  submit: Stats;
  ordersPerSecond: number;
}

/** N connections, each looping draft -> submit until the time is up; with several urls, connection i uses url i mod n. */
export async function phase(url: string | string[], token: string, p: Prepared, connections: number, seconds: number, limit?: number): Promise<PhaseResult> {
  const urls = Array.isArray(url) ? url : [url];
  // One keep-alive socket per connection, as autocannon holds them.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const post = (base: string, path: string, body: unknown) =>
    new Promise<{ success: boolean; msg: string; data: { id: number; totalFen: number } }>((resolve, reject) => {
      const payload = Buffer.from(JSON.stringify(body));
      const req = http.request(base + path, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': payload.length, authorization: `Bearer ${token}` },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (err) {
            reject(err as Error);
          }
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  const iteration: number[] = [];
  const draft: number[] = [];
  const submit: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async (_: unknown, i: number) => {
    const base = urls[i % urls.length]!;
    while (performance.now() < deadline && (limit === undefined || next < limit)) {
      const goodsId = p.goodsIds[next++ % p.goodsIds.length]!;
      const t0 = performance.now();
      const d = await post(base, '/gateway/order/api/ord/tmp/personalOrder', { goodsId, num: 1 });
      const t1 = performance.now();
      if (!d.success) {
        failures++;
        firstFailure ??= `draft: ${d.msg}`;
        continue;
      }
      const s = await post(base, '/gateway/order/api/ord/tmp/unified/create', {
        tmpOrderId: d.data.id,
        addressId: p.addressId,
        payMethod: 1,
        clientKey: `${KEY_PREFIX}${randomUUID()}`,
        expectedTotalFen: d.data.totalFen,
      });
      const t2 = performance.now();
      if (!s.success) {
        failures++;
        firstFailure ??= `submit: ${s.msg}`;
        continue;
      }
      draft.push(t1 - t0);
      submit.push(t2 - t1);
      iteration.push(t2 - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    connections,
    seconds: Math.round(elapsed * 10) / 10,
    orders: iteration.length,
    failures,
    firstFailure,
    iteration: stats(iteration),
    draft: stats(draft),
    submit: stats(submit),
    ordersPerSecond: Math.round((iteration.length / elapsed) * 10) / 10,
  };
}

/**
 * Waits until every process answers a catalogue list and a keyword search at normal latency (3 in
 * a row under 500 ms each): at 1M SKUs /readyz answered before the search index was built, and
 * the first seconds after a start stalled (issue 41 item 5). The figures are steady-state ones;
 * the time to get there is reported apart. Returns ms waited.
 */
async function steady(urls: string[], timeoutMs = 300_000): Promise<number> {
  const started = performance.now();
  const timed = async (url: string, body: unknown) => {
    const t0 = performance.now();
    const res = await fetch(`${url}/gateway/goods/open/goods/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await res.arrayBuffer();
    return res.ok ? performance.now() - t0 : Infinity;
  };
  for (const url of urls) {
    let fast = 0;
    while (fast < 3) {
      if (performance.now() - started > timeoutMs) throw new Error(`服务进程 ${url} 在 ${timeoutMs / 1000} 秒内未达到稳定延迟`);
      const ms = Math.max(await timed(url, { current: 1, size: 20 }), await timed(url, { current: 1, size: 20, keyword: '轴承' }));
      fast = ms < 500 ? fast + 1 : 0;
      if (fast === 0) await new Promise((r) => setTimeout(r, 200));
    }
  }
  return Math.round(performance.now() - started);
}

/** Two server processes on the bench's PostgreSQL database (ports of their own), started together; one on PGlite (a data directory has one process). */
async function startTwo(ctx: BenchContext, env: Record<string, string>): Promise<RunningServer[]> {
  const ports = ctx.databaseUrl ? [await freePort(), await freePort()] : [await freePort()];
  // The sweeper stays off so it cannot cancel bench orders mid-run.
  const started = await Promise.allSettled(ports.map((port) => startServer('server/main.ts', { ...ctx.serverEnv, ORDER_SWEEP_SECONDS: '0', ...env, PORT: String(port) }, '/readyz', 300_000)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw (failed as PromiseRejectedResult).reason;
  }
  return servers;
}

export default async function orders(ctx: BenchContext): Promise<BenchReport> {
  const figures: Record<string, number | string> = {};
  const rows: Record<string, string | number>[] = [];
  figures.loadAverageBefore = os.loadavg().map((x) => x.toFixed(2)).join(' ');
  figures.processes = ctx.databaseUrl ? 2 : 1;
  const since = new Date(Date.now() - 1000);
  const p = await prepare(ctx);
  figures.goods = p.goodsIds.length;
  let made: number;
  const perMode = new Map<string, Map<number, PhaseResult>>();
  try {
    // PGlite has no other connection to serialise against: the outbox alone.
    for (const mode of ctx.databaseUrl ? MODES : MODES.slice(0, 1)) {
      const servers = await startTwo(ctx, mode.env);
      try {
        figures[`startMs:${mode.name}`] = Math.round(Math.max(...servers.map((s) => s.startMs)));
        const urls = servers.map((s) => s.url);
        figures[`steadyAfterReadyMs:${mode.name}`] = await steady(urls);
        const token = await login(urls[0]!);
        await phase(urls, token, p, 4, 60, WARM_UP); // warm-up (both processes), not measured
        const results = new Map<number, PhaseResult>();
        perMode.set(mode.name, results);
        for (const connections of CONCURRENCY) {
          const r = await phase(urls, token, p, connections, ctx.seconds);
          results.set(connections, r);
          for (const [what, s] of [['draft + submit', r.iteration], ['draft (tmp/personalOrder)', r.draft], ['submit (tmp/unified/create)', r.submit]] as const) {
            rows.push({
              case: `${mode.name}, ${connections} conn: ${what}`,
              requests: s.n,
              'p50 ms': s.p50,
              'p95 ms': s.p95,
              'p99 ms': s.p99,
              'max ms': s.max,
              'orders/s': what === 'draft + submit' ? r.ordersPerSecond : '',
              failures: what === 'draft + submit' ? r.failures : '',
            });
          }
          figures[`ordersPerSecond:${mode.name}:${connections}conn`] = r.ordersPerSecond;
          figures[`orders:${mode.name}:${connections}conn`] = r.orders;
          figures[`iterationP95Ms:${mode.name}:${connections}conn`] = r.iteration.p95;
          figures[`submitP95Ms:${mode.name}:${connections}conn`] = r.submit.p95;
          if (r.firstFailure) figures[`firstFailure:${mode.name}:${connections}conn`] = r.firstFailure;
        }
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    }
  } finally {
    made = await cleanUp(ctx, p, since);
  }
  // The outbox's gain: orders/s with it over orders/s with the old in-transaction NOTIFY.
  const [withOutbox, without] = MODES.map((m) => perMode.get(m.name));
  for (const connections of CONCURRENCY) {
    const a = withOutbox?.get(connections);
    const b = without?.get(connections);
    if (a && b && b.ordersPerSecond > 0) figures[`outboxGain:${connections}conn`] = Math.round((a.ordersPerSecond / b.ordersPerSecond) * 100) / 100;
  }
  figures.ordersRemovedAfterRun = made;
  figures.loadAverageAfter = os.loadavg().map((x) => x.toFixed(2)).join(' ');
  return { name: 'orders', figures, table: rows };
}
