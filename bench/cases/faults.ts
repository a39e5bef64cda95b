// Fault tolerance on PostgreSQL: a fresh database (created, migrated, seeded, dropped), two server
// processes on it (with Redis when one answers), mixed load over both (search suggestions, product
// list, product pages, cart writes, orders: draft + submit with fresh client keys, some cancelled,
// some left to the payment-timeout sweepers), one process killed with SIGKILL mid-load and
// restarted, then consistency checks by SQL and the acknowledged orders looked up. Issue 40: the
// demo company has a webhook endpoint (a local receiver, WEBHOOK_ALLOW_PRIVATE=1) for order.created;
// after the kill and restart every acknowledged company order has its event and every event reaches
// the receiver exactly once (by event id). Issue 41: with a streaming replica (--replica-url, or
// POSTGRES_LANE_REPLICA_URL as .ci/run sets it; the scratch database's name is put in its path)
// both processes read from it (DATABASE_REPLICA_URL), and the replica is stopped mid-load
// (scripts/replica-stop.sh) and started again (scripts/replica-start.sh): no request may fail for
// it. Requests the killed process could not answer are expected failures, counted apart; any other error, and any
// check that finds a row, sets a non-zero exit code.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { connect } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDatabase } from '../../server/db/seed/seed.ts';
import { runConsistencyChecks, type AcknowledgedOrder, type CheckResult } from '../lib/consistency-checks.ts';
import { freePort } from '../lib/free-port.ts';
import { BalancedClient, killTarget, stopTarget, type Target } from '../lib/balanced-client.ts';
import { describe, jsonRequest, succeeded } from '../lib/json-request.ts';
import { percentiles } from '../lib/percentiles.ts';
import { createScratchDatabase } from '../lib/scratch-database.ts';
import { startServer } from '../lib/server-process.ts';
import { table } from '../lib/load.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../lib/webhook-receiver.ts';
import type { BenchContext, BenchReport } from '../lib/types.ts';

const DEFAULT_SECONDS = 60;
const DEFAULT_SKUS = 3_000;
const DEFAULT_CONNECTIONS = 8;
const ORDER_GOODS = 50;
const PRODUCT_GOODS = 500;
const TOP_UP = 100_000;
const DEMO_PASSWORD = 'Demo2026';
const DEMO_BUYERS = [
  { mobile: '13800000001', enterprise: false },
  { mobile: '13800000002', enterprise: true },
  { mobile: '13800000003', enterprise: false },
] as const;
const BENCH_MOBILE_PREFIX = '1390000';
/** The victim is killed at this share of the load, restarted after RESTART_PAUSE_MS. */
const KILL_AT = 0.3;
const RESTART_PAUSE_MS = 3_000;
/** After the restarted process is back, the load goes on at least this long. */
const BACK_IN_LOAD_MS = 5_000;
/** However long the restart takes, the load stops this long after its planned end. */
const OVERRUN_CAP_MS = 90_000;
const MAX_REQUESTS_PER_SECOND = 600;
const SWEEP_SECONDS = 2;
const SWEEP_WAIT_MS = 20_000;
const CANCEL_SHARE = 0.2;
const EXPIRE_SHARE = 0.1;
const SUBMIT_ATTEMPTS = 4;
/** The webhook sender's period in the two processes, and how long the case waits for the backlog (past the 60 s lease of a delivery in flight at the kill). */
const WEBHOOK_SEND_SECONDS = 1;
const WEBHOOK_DRAIN_MS = 90_000;
/** Issue 41: the replica is stopped at this share of the load, and started again REPLICA_DOWN_MS later. */
const REPLICA_STOP_AT = 0.6;
const REPLICA_DOWN_MS = 5_000;
const run = promisify(execFile);

/** The replica's URL for the scratch database (same server, the scratch database's name), or null without one. */
function replicaUrlFor(scratchName: string): string | null {
  const raw = argValue('replica-url') ?? process.env.POSTGRES_LANE_REPLICA_URL;
  if (!raw) return null;
  const url = new URL(raw);
  url.pathname = `/${scratchName}`;
  return url.toString();
}

/** Waits until the replica shows the scratch database as the primary has it now (it was created and seeded there a moment ago). */
async function replicaCaughtUp(primaryUrl: string, replicaUrl: string, timeoutMs: number): Promise<boolean> {
  const primary = await connect({ databaseUrl: primaryUrl, dataDir: null });
  try {
    const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(primary.db);
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      const replica = await connect({ databaseUrl: replicaUrl, dataDir: null });
      replica.pool?.on('error', () => {});
      try {
        const { rows: r } = await sql<{ ok: boolean }>`select pg_last_wal_replay_lsn() >= ${rows[0]!.lsn}::pg_lsn as ok`.execute(replica.db);
        if (r[0]?.ok) return true;
      } catch {
        // the database is not replayed yet
      } finally {
        await replica.close();
      }
      await sleep(250);
    }
    return false;
  } finally {
    await primary.close();
  }
}

/** Transactions the replica ran in the scratch database (its own statistics): reads did go there. */
async function replicaTransactions(replicaUrl: string): Promise<number> {
  const replica = await connect({ databaseUrl: replicaUrl, dataDir: null });
  try {
    const { rows } = await sql<{ n: number }>`select xact_commit::int8 as n from pg_stat_database where datname = current_database()`.execute(replica.db);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await replica.close();
  }
}

const KEYWORDS = ['6205', 'LC1D', 'SY51', 'DSBC', 'HSR20', 'NU22', 'MY2N', '深沟球轴承', '交流接触器', '气缸', '电磁阀', 'SKF 深沟球轴承', 'Festo 气缸', 'XYZ999', 'ＬＣ１Ｄ０９Ｍ７Ｃ'];

const KINDS = ['suggest', 'list', 'product', 'cart', 'orderDraft', 'orderSubmit', 'orderSubmitRetry', 'orderCancel'] as const;
type Kind = (typeof KINDS)[number];
/** Share of each step a worker takes (an order step makes a draft, submits it, maybe cancels). */
const MIX: [Exclude<Kind, 'orderDraft' | 'orderSubmit' | 'orderSubmitRetry' | 'orderCancel'> | 'order', number][] = [
  ['suggest', 0.25],
  ['list', 0.15],
  ['product', 0.25],
  ['cart', 0.15],
  ['order', 0.2],
];

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function positiveInt(name: string, fallback: number): number {
  const raw = argValue(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got ${raw}`);
  return n;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loadAverage = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

/** A small seeded PRNG (mulberry32), so two runs send the same mix. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Buyer {
  memberId: number;
  mobile: string;
  enterprise: boolean;
  addressId: number;
  /** Enterprise orders need an invoice title: the member's default one. */
  invoiceId: number | null;
  token: string;
}

interface Prepared {
  orderGoods: number[];
  productGoods: number[];
  exactModels: string[];
  buyers: Omit<Buyer, 'token'>[];
  seedMs: number;
}

/** Migrates and seeds the scratch database, tops up the order goods' stock, adds bench buyers. */
async function prepare(databaseUrl: string, skus: number, buyers: number, webhook: { url: string; secret: string }): Promise<Prepared> {
  const handle = await connect({ databaseUrl, dataDir: null });
  try {
    const started = performance.now();
    await migrateToLatest(handle.db);
    await seedDatabase(handle, { skus });
    const seedMs = Math.round(performance.now() - started);
    const db = handle.db;
    const sellable = (limit: number) =>
      db
        .selectFrom('goods')
        .select('id')
        .where('status', '=', 1)
        .where('minOrderQty', '=', 1)
        .where('packQty', '=', 1)
        .where((eb) => eb.exists(eb.selectFrom('goodsStock').select('goodsId').whereRef('goodsStock.goodsId', '=', 'goods.id')))
        .orderBy(sql`md5(id::text)`)
        .limit(limit)
        .execute();
    const orderGoods = (await sellable(ORDER_GOODS)).map((g) => g.id);
    if (orderGoods.length === 0) throw new Error('the seeded catalogue has no goods to order');
    await db.updateTable('goodsStock').set((eb) => ({ qty: eb('qty', '+', TOP_UP) })).where('goodsId', 'in', orderGoods).execute();
    const productGoods = (await db.selectFrom('goods').select('id').where('status', '=', 1).orderBy(sql`md5(id::text || 'p')`).limit(PRODUCT_GOODS).execute()).map((g) => g.id);
    const exactModels = (await db.selectFrom('goods').select('model').where('id', 'in', productGoods.slice(0, 10)).execute()).map((g) => g.model);

    // Bench buyers beside the three demo members: personal members with the demo password and a
    // copy of the first demo member's default address.
    const template = await db.selectFrom('member').select(['id', 'passwordHash']).where('mobile', '=', DEMO_BUYERS[0].mobile).executeTakeFirstOrThrow();
    const templateAddress = await db.selectFrom('memberAddress').selectAll().where('memberId', '=', template.id).where('isDefault', '=', true).executeTakeFirstOrThrow();
    for (let i = DEMO_BUYERS.length; i < buyers; i++) {
      const mobile = `${BENCH_MOBILE_PREFIX}${String(i).padStart(4, '0')}`;
      const m = await db
        .insertInto('member')
        .values({ username: mobile, mobile, passwordHash: template.passwordHash, memberType: 1, nickname: `faults-${i}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: _id, memberId: _member, createdAt: _created, updatedAt: _updated, deletedAt: _deleted, ...address } = templateAddress;
      await db.insertInto('memberAddress').values({ ...address, memberId: m.id, mobile, isDefault: true }).execute();
    }
    const mobiles = Array.from({ length: buyers }, (_, i) => (i < DEMO_BUYERS.length ? DEMO_BUYERS[i]!.mobile : `${BENCH_MOBILE_PREFIX}${String(i).padStart(4, '0')}`));
    const out: Omit<Buyer, 'token'>[] = [];
    for (const [i, mobile] of mobiles.entries()) {
      const m = await db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
      const a = await db.selectFrom('memberAddress').select('id').where('memberId', '=', m.id).where('deletedAt', 'is', null).orderBy('isDefault', 'desc').executeTakeFirstOrThrow();
      const enterprise = i < DEMO_BUYERS.length ? DEMO_BUYERS[i]!.enterprise : false;
      const invoice = enterprise ? await db.selectFrom('memberInvoice').select('id').where('memberId', '=', m.id).where('deletedAt', 'is', null).orderBy('isDefault', 'desc').executeTakeFirstOrThrow() : null;
      out.push({ memberId: m.id, mobile, enterprise, addressId: a.id, invoiceId: invoice?.id ?? null });
    }
    // Issue 40: the demo company's webhook endpoint for order.created (the enterprise demo member's orders).
    const enterprise = await db.selectFrom('member').select('id').where('mobile', '=', DEMO_BUYERS[1].mobile).executeTakeFirstOrThrow();
    const company = await db.selectFrom('companyMember').select('companyId').where('memberId', '=', enterprise.id).executeTakeFirstOrThrow();
    await db.insertInto('webhookEndpoint').values({ companyId: company.companyId, url: webhook.url, secret: webhook.secret, events: JSON.stringify(['order.created']), createdBy: enterprise.id }).execute();
    return { orderGoods, productGoods, exactModels, buyers: out, seedMs };
  } finally {
    await handle.close();
  }
}

/** PING with a short timeout: true when a Redis server answers on the URL. */
async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Deletes the keys the two processes wrote under this run's prefix. */
async function cleanRedis(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let removed = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) removed += await redis.del(...keys);
    } while (cursor !== '0');
    return removed;
  } finally {
    redis.disconnect();
  }
}

async function login(client: BalancedClient<Kind>, mobile: string, clientSecret: string): Promise<string> {
  const basic = Buffer.from(`aibeike-web:${clientSecret}`).toString('base64');
  const q = new URLSearchParams({ username: mobile, password: DEMO_PASSWORD, grant_type: 'password', user_type: '0', auth_type: 'password' });
  const target = await client.pick();
  const o = await jsonRequest(target.agent, target.url, { method: 'POST', path: `/gateway/system/oauth/token?${q}`, headers: { authorization: `Basic ${basic}` } });
  if (!succeeded(o)) throw new Error(`login of ${mobile} failed: ${describe(o)}`);
  return (o.body.data as { access_token: string }).access_token;
}

interface RunState {
  acknowledged: AcknowledgedOrder[];
  expireCandidates: number[];
  retriedSubmissions: number;
  recoveredByRetry: number;
  stop: boolean;
}

/** One virtual buyer: picks a step by the mix, again and again, until told to stop. */
async function worker(client: BalancedClient<Kind>, buyer: Buyer, p: Prepared, state: RunState, rng: () => number, maxRequests: number): Promise<void> {
  const pickOf = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
  let cartWrites = 0;
  const draftPath = `/gateway/order/api/ord/tmp/${buyer.enterprise ? 'enterpriseOrder' : 'personalOrder'}`;
  while (!state.stop && client.requests < maxRequests) {
    let r = rng();
    let step: (typeof MIX)[number][0] = 'order';
    for (const [name, share] of MIX) {
      if (r < share) {
        step = name;
        break;
      }
      r -= share;
    }
    if (step === 'suggest') {
      await client.send('suggest', { method: 'POST', path: '/gateway/goods/open/goods/search/keyword', body: { keyword: pickOf([...KEYWORDS, ...p.exactModels]) } });
    } else if (step === 'list') {
      await client.send('list', { method: 'POST', path: '/gateway/goods/open/goods/list', body: { keyword: pickOf(KEYWORDS), current: 1, size: 20 } });
    } else if (step === 'product') {
      await client.send('product', { method: 'GET', path: `/gateway/goods/open/goods/get/${pickOf(p.productGoods)}`, token: buyer.token });
    } else if (step === 'cart') {
      cartWrites++;
      if (cartWrites % 8 === 0) await client.send('cart', { method: 'POST', path: '/gateway/goods/api/cart/delete/all', token: buyer.token });
      else await client.send('cart', { method: 'POST', path: '/gateway/goods/api/cart/save', token: buyer.token, body: { goodsId: pickOf(p.orderGoods), num: 1, vendorId: 0 } });
    } else {
      await placeOrder(client, buyer, p, state, rng, draftPath);
    }
  }
}

/** Draft, submit with a fresh client key (retried on the other process when the connection dies), maybe cancel. */
async function placeOrder(client: BalancedClient<Kind>, buyer: Buyer, p: Prepared, state: RunState, rng: () => number, draftPath: string): Promise<void> {
  const goodsId = p.orderGoods[Math.floor(rng() * p.orderGoods.length)]!;
  const draft = await client.send('orderDraft', { method: 'POST', path: draftPath, token: buyer.token, body: { goodsId, num: 1 + Math.floor(rng() * 3) } });
  if (!succeeded(draft.outcome)) return;
  const view = draft.outcome.body.data as { id: number; totalFen: number };
  const body = { tmpOrderId: view.id, addressId: buyer.addressId, ...(buyer.invoiceId ? { invoiceId: buyer.invoiceId } : {}), payMethod: 1, clientKey: `faults-${randomUUID()}`, expectedTotalFen: view.totalFen };
  let last: Target | undefined;
  for (let attempt = 0; attempt < SUBMIT_ATTEMPTS; attempt++) {
    if (attempt > 0) state.retriedSubmissions++;
    const s = await client.send(attempt === 0 ? 'orderSubmit' : 'orderSubmitRetry', { method: 'POST', path: '/gateway/order/api/ord/tmp/unified/create', token: buyer.token, body }, last);
    last = s.target;
    if (succeeded(s.outcome)) {
      if (attempt > 0) state.recoveredByRetry++;
      const made = s.outcome.body.data as { orderId: number; orderNo: string };
      const ack: AcknowledgedOrder = { orderId: made.orderId, orderNo: made.orderNo, clientKey: body.clientKey, memberId: buyer.memberId, cancelled: false };
      state.acknowledged.push(ack);
      const fate = rng();
      if (fate < CANCEL_SHARE) {
        const c = await client.send('orderCancel', { method: 'POST', path: '/gateway/order/api/ord/sale/memberCancelOrder', token: buyer.token, body: { id: made.orderId, reason: 'faults bench' } });
        if (succeeded(c.outcome)) ack.cancelled = true;
      } else if (fate < CANCEL_SHARE + EXPIRE_SHARE) {
        state.expireCandidates.push(made.orderId);
      }
      return;
    }
    // Only a dead connection is worth retrying with the same key; an answer is final.
    if (!s.expectedFailure) return;
    await sleep(100);
  }
}

/** Moves the payment deadline of the chosen unpaid orders into the past, for the sweepers. */
async function expireCandidates(databaseUrl: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const handle = await connect({ databaseUrl, dataDir: null });
  try {
    await handle.db.updateTable('saleOrder').set({ payDeadline: sql`now() - interval '1 minute'` }).where('id', 'in', ids).where('status', '=', 0).execute();
  } finally {
    await handle.close();
  }
}

/**
 * What the receiver got against the outbox: every order.created event received (missing: none),
 * each once (a repeat is explained only when its delivery was tried again after a lease, i.e. the
 * process was killed between the POST and recording the answer), every acknowledged order of the
 * enterprise buyer has its event, every delivery delivered, every signature good.
 */
async function webhookFigures(db: Kysely<Database>, receiver: WebhookReceiver | null, acknowledged: AcknowledgedOrder[], buyers: Omit<Buyer, 'token'>[]) {
  const events = await db.selectFrom('webhookEvent').select(['id', 'payload']).where('type', '=', 'order.created').execute();
  const deliveries = await db.selectFrom('webhookDelivery').select(['id', 'eventId', 'status', 'attempts']).execute();
  const byEvent = receiver?.byEvent ?? new Map<string, number>();
  const missing = events.filter((e) => !byEvent.has(`evt_${e.id}`)).length;
  const attemptsOf = new Map(deliveries.map((d) => [`evt_${d.eventId}`, d.attempts]));
  const repeated = [...byEvent.entries()].filter(([, n]) => n > 1);
  const unexplained = repeated.filter(([id]) => (attemptsOf.get(id) ?? 0) < 2).length;
  const companyBuyers = new Set(buyers.filter((b) => b.enterprise).map((b) => b.memberId));
  const withEvent = new Set(events.map((e) => String((e.payload as { orderNo?: string }).orderNo)));
  const companyOrders = acknowledged.filter((a) => companyBuyers.has(a.memberId));
  return {
    webhookEvents: events.length,
    webhookReceived: [...byEvent.values()].reduce((a, b) => a + b, 0),
    webhookDistinctReceived: byEvent.size,
    webhookMissing: missing,
    webhookRepeats: repeated.length,
    webhookDuplicatesUnexplained: unexplained,
    webhookRetriedDeliveries: deliveries.filter((d) => d.attempts > 1).length,
    webhookNotDelivered: deliveries.filter((d) => d.status !== 'delivered').length,
    webhookCompanyOrdersAcknowledged: companyOrders.length,
    webhookOrdersWithoutEvent: companyOrders.filter((a) => !withEvent.has(a.orderNo)).length,
    webhookBadSignatures: receiver?.badSignatures ?? 0,
  };
}

export default async function faults(ctx: BenchContext): Promise<BenchReport> {
  // It creates and drops the database the URL names, so it never runs as one of "every case".
  if (argValue('only') !== 'faults') {
    console.log('faults: runs only when named (--only faults): it creates and drops its own database');
    return { name: 'faults', figures: { skipped: 'runs only with --only faults' }, table: [] };
  }
  if (!ctx.databaseUrl) throw new Error('faults needs PostgreSQL: --database-url postgres://…/<a database name the case creates and drops>');
  const seconds = argValue('seconds') === undefined ? DEFAULT_SECONDS : ctx.seconds;
  if (!(seconds > 0)) throw new Error(`--seconds must be positive, got ${seconds}`);
  const skus = positiveInt('skus', DEFAULT_SKUS);
  const connections = positiveInt('connections', DEFAULT_CONNECTIONS);
  const keep = process.argv.includes('--keep-database');
  const figures: Record<string, number | string> = { loadAverageBefore: loadAverage(), seconds, skus, connections };
  const log = (msg: string) => console.log(`[faults ${new Date().toISOString().slice(11, 19)}] ${msg}`);

  const scratch = await createScratchDatabase(ctx.databaseUrl);
  log(`database ${scratch.name} created${scratch.replacedLeftover ? ' (a leftover of an earlier run was dropped)' : ''}`);
  const redisUrl = 'redis://127.0.0.1:6379';
  const redisPrefix = `aibeike-faults-${process.pid}-${Date.now()}:`;
  const withRedis = await redisAnswers(redisUrl);
  figures.redis = withRedis ? 'yes' : 'no';
  const targets: Target[] = [];
  const rows: Record<string, string | number>[] = [];
  let failed = false;
  const webhookSecret = `whsec_${randomUUID().replaceAll('-', '')}`;
  let receiver: WebhookReceiver | null = null;
  const replicaUrl = replicaUrlFor(scratch.name);
  let replicaStopped = false;
  let replicaError: unknown = null;
  try {
    receiver = await startWebhookReceiver(webhookSecret);
    const p = await prepare(scratch.url, skus, Math.max(connections, DEMO_BUYERS.length), { url: receiver.url, secret: webhookSecret });
    figures.seedMs = p.seedMs;
    log(`seeded ${skus} SKUs in ${(p.seedMs / 1000).toFixed(1)} s; ${p.buyers.length} buyers, ${p.orderGoods.length} goods to order`);
    figures.replica = replicaUrl ? new URL(replicaUrl).host : 'none';
    if (replicaUrl) {
      if (!(await replicaCaughtUp(scratch.url, replicaUrl, 60_000))) throw new Error(`the replica ${new URL(replicaUrl).host} did not catch up with the seeded database in 60 s`);
      log(`replica ${new URL(replicaUrl).host} caught up; both processes read from it (DATABASE_REPLICA_URL)`);
    }

    const clientSecret = `faults-${randomUUID()}`;
    const env = (port: number): Record<string, string> => ({
      ...ctx.serverEnv,
      DATABASE_URL: scratch.url,
      PORT: String(port),
      SEED_SKUS: '0',
      ORDER_SWEEP_SECONDS: String(SWEEP_SECONDS),
      OAUTH_CLIENT_SECRET: clientSecret,
      PAYMENT_SECRET: `faults-${randomUUID()}`,
      WEBHOOK_SEND_SECONDS: String(WEBHOOK_SEND_SECONDS),
      WEBHOOK_ALLOW_PRIVATE: '1',
      ...(withRedis ? { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix } : {}),
      ...(replicaUrl ? { DATABASE_REPLICA_URL: replicaUrl } : {}),
    });
    const ports = [await freePort(), await freePort()];
    for (const [i, port] of ports.entries()) {
      targets.push({ name: 'AB'[i]!, url: `http://127.0.0.1:${port}`, port, agent: new http.Agent({ keepAlive: true, maxSockets: connections }), up: false, server: null, stopped: true, answered: 0 });
    }
    const starting = await Promise.allSettled(targets.map((t) => startServer('server/main.ts', env(t.port), '/readyz', 120_000)));
    starting.forEach((s, i) => {
      if (s.status !== 'fulfilled') return;
      targets[i]!.server = s.value;
      targets[i]!.stopped = false;
      targets[i]!.up = true;
    });
    for (const s of starting) if (s.status === 'rejected') throw s.reason;
    figures.startMs = targets.map((t) => Math.round(t.server!.startMs)).join(' / ');
    log(`processes A (${targets[0]!.url}) and B (${targets[1]!.url}) ready in ${figures.startMs} ms`);

    const client = new BalancedClient(targets, KINDS);
    const buyers: Buyer[] = [];
    for (const b of p.buyers) buyers.push({ ...b, token: await login(client, b.mobile, clientSecret) });
    // Warm-up, not measured: each process reads a few search and product pages.
    for (const t of targets) {
      for (const keyword of KEYWORDS.slice(0, 3)) {
        await jsonRequest(t.agent, t.url, { method: 'POST', path: '/gateway/goods/open/goods/list', body: { keyword, current: 1, size: 20 } });
        await jsonRequest(t.agent, t.url, { method: 'POST', path: '/gateway/goods/open/goods/search/keyword', body: { keyword } });
      }
      for (const id of p.productGoods.slice(0, 3)) await jsonRequest(t.agent, t.url, { method: 'GET', path: `/gateway/goods/open/goods/get/${id}` });
    }

    const state: RunState = { acknowledged: [], expireCandidates: [], retriedSubmissions: 0, recoveredByRetry: 0, stop: false };
    const maxRequests = Math.round(MAX_REQUESTS_PER_SECOND * seconds);
    const victim = targets[1]!;
    const t0 = performance.now();
    const plannedEnd = t0 + seconds * 1000;
    let endAt = plannedEnd;
    let restartMs = 0;
    let answeredByVictimBeforeBack = 0;
    let expiredMidway = 0;
    log(`load: ${connections} buyers over A and B for ${seconds} s; B is killed at ${(seconds * KILL_AT).toFixed(1)} s`);
    const workers = buyers.slice(0, connections).map((b, i) => worker(client, b, p, state, prng(1000 + i), maxRequests));
    const probing = client.probe(() => state.stop);
    let chaosError: unknown = null;
    const chaos = (async () => {
      await sleep(seconds * KILL_AT * 1000);
      client.window.victim = victim;
      client.window.killedAt = performance.now();
      await killTarget(victim);
      log(`B killed (SIGKILL) at ${((client.window.killedAt - t0) / 1000).toFixed(1)} s`);
      await sleep(RESTART_PAUSE_MS);
      const restartBegan = performance.now();
      victim.server = await startServer('server/main.ts', env(victim.port), '/readyz', 120_000);
      victim.stopped = false;
      client.window.backAt = performance.now();
      restartMs = Math.round(client.window.backAt - restartBegan);
      answeredByVictimBeforeBack = victim.answered;
      victim.up = true;
      endAt = Math.min(Math.max(plannedEnd, client.window.backAt + BACK_IN_LOAD_MS), plannedEnd + OVERRUN_CAP_MS);
      log(`B restarted and back in the load at ${((client.window.backAt - t0) / 1000).toFixed(1)} s (start took ${restartMs} ms)`);
    })().catch((err: unknown) => {
      chaosError = err;
    });
    // Issue 41: the replica goes down mid-load and comes back; the reads it served go to the primary meanwhile.
    const replicaChaos = (async () => {
      if (!replicaUrl) return;
      await sleep(seconds * REPLICA_STOP_AT * 1000);
      figures.replicaTransactionsBeforeStop = await replicaTransactions(replicaUrl);
      await run('bash', ['scripts/replica-stop.sh']);
      replicaStopped = true;
      figures.replicaStoppedAtSeconds = Math.round((performance.now() - t0) / 100) / 10;
      log(`replica stopped at ${figures.replicaStoppedAtSeconds} s (it had run ${figures.replicaTransactionsBeforeStop} transactions in ${scratch.name})`);
      await sleep(REPLICA_DOWN_MS);
      await run('bash', ['scripts/replica-start.sh']);
      replicaStopped = false;
      figures.replicaStartedAtSeconds = Math.round((performance.now() - t0) / 100) / 10;
      log(`replica started again at ${figures.replicaStartedAtSeconds} s`);
    })().catch((err: unknown) => {
      replicaError = err;
    });
    const timer = (async () => {
      let midwayDone = false;
      // The load goes on until B is back (and BACK_IN_LOAD_MS after), within OVERRUN_CAP_MS.
      const going = () => (performance.now() < endAt || (client.window.backAt === null && chaosError === null)) && performance.now() < plannedEnd + OVERRUN_CAP_MS;
      while (going() && client.requests < maxRequests) {
        if (!midwayDone && performance.now() >= t0 + seconds * 600) {
          midwayDone = true;
          const ids = state.expireCandidates.splice(0);
          expiredMidway = ids.length;
          await expireCandidates(scratch.url, ids);
        }
        await sleep(100);
      }
      state.stop = true;
    })();
    await timer;
    await Promise.all(workers);
    await chaos;
    await replicaChaos;
    await probing;
    if (chaosError) {
      // The checks still run: what the database holds after a failed restart is worth knowing.
      figures.restartError = String(chaosError instanceof Error ? chaosError.message : chaosError).slice(0, 500);
      log(`B could not be restarted: ${figures.restartError}`);
    }
    const elapsed = (performance.now() - t0) / 1000;
    const lastIds = state.expireCandidates.splice(0);
    await expireCandidates(scratch.url, lastIds);
    log(`load done after ${elapsed.toFixed(1)} s, ${client.requests} requests; ${state.acknowledged.length} orders acknowledged`);

    // The sweepers of both processes cancel the orders whose deadline was moved into the past.
    const handle = await connect({ databaseUrl: scratch.url, dataDir: null });
    let checks: CheckResult[];
    let sweptAfterMs = 0;
    let timeoutCancelled = 0;
    try {
      const sweepStart = performance.now();
      while (performance.now() - sweepStart < SWEEP_WAIT_MS) {
        const { rows: due } = await sql<{ n: number }>`select count(*)::int as n from sale_order where status = 0 and pay_deadline < now()`.execute(handle.db);
        if (Number(due[0]?.n ?? 0) === 0) break;
        await sleep(500);
      }
      sweptAfterMs = Math.round(performance.now() - sweepStart);
      // Issue 40: the senders of both processes drain the webhook backlog (a delivery claimed by
      // the killed process comes back after its lease).
      const drainStart = performance.now();
      while (performance.now() - drainStart < WEBHOOK_DRAIN_MS) {
        const { rows: pending } = await sql<{ n: number }>`select count(*)::int as n from webhook_delivery where status = 'pending'`.execute(handle.db);
        if (Number(pending[0]?.n ?? 0) === 0) break;
        await sleep(500);
      }
      figures.webhookDrainMs = Math.round(performance.now() - drainStart);
      for (const t of targets) await stopTarget(t);
      Object.assign(figures, await webhookFigures(handle.db, receiver, state.acknowledged, p.buyers));
      const { rows: swept } = await sql<{ n: number }>`select count(distinct order_id)::int as n from order_status_log where actor = 'system:timeout'`.execute(handle.db);
      timeoutCancelled = Number(swept[0]?.n ?? 0);
      checks = await runConsistencyChecks(handle.db, state.acknowledged);
      const { rows: totals } = await sql<{ orders: number; cancelled: number }>`select count(*)::int as orders, count(*) filter (where status = 5)::int as cancelled from sale_order`.execute(handle.db);
      figures.ordersInDatabase = Number(totals[0]?.orders ?? 0);
      figures.cancelledInDatabase = Number(totals[0]?.cancelled ?? 0);
    } finally {
      await handle.close();
    }

    let expectedTotal = 0;
    let errorTotal = 0;
    const all: number[] = [];
    for (const kind of KINDS) {
      const s = client.stats.get(kind)!;
      const q = percentiles(s.times);
      all.push(...s.times);
      expectedTotal += s.expected;
      errorTotal += s.errors;
      rows.push({ request: kind, requests: s.ok + s.errors + s.expected, ok: s.ok, 'p50 ms': q.p50, 'p95 ms': q.p95, 'p99 ms': q.p99, 'max ms': q.max, errors: s.errors, 'killed-process failures': s.expected });
      for (const e of s.firstErrors) log(`error: ${e}`);
    }
    const q = percentiles(all);
    rows.push({ request: 'all', requests: client.requests, ok: all.length, 'p50 ms': q.p50, 'p95 ms': q.p95, 'p99 ms': q.p99, 'max ms': q.max, errors: errorTotal, 'killed-process failures': expectedTotal });

    console.log(`\n## faults: consistency checks (0 passes)\n${table(checks.map((c) => ({ check: c.name, count: c.count, what: c.what })))}\n`);
    const webhookProblems = ['webhookMissing', 'webhookDuplicatesUnexplained', 'webhookOrdersWithoutEvent', 'webhookBadSignatures', 'webhookNotDelivered'].filter((k) => Number(figures[k] ?? 0) !== 0);
    const failedChecks = [...checks.filter((c) => c.count !== 0).map((c) => c.name), ...webhookProblems];
    if (replicaError) figures.replicaError = String(replicaError instanceof Error ? replicaError.message : replicaError).slice(0, 500);
    failed = failedChecks.length > 0 || errorTotal > 0 || client.stats.get('orderSubmit')!.ok === 0 || chaosError !== null || replicaError !== null;
    Object.assign(figures, {
      elapsedSeconds: Math.round(elapsed * 10) / 10,
      requests: client.requests,
      requestsPerSecond: Math.round(client.requests / elapsed),
      killedAtSeconds: Math.round(((client.window.killedAt ?? t0) - t0) / 100) / 10,
      restartMs,
      victimOutOfLoadSeconds: Math.round(((client.window.backAt ?? t0) - (client.window.killedAt ?? t0)) / 100) / 10,
      answeredByA: targets[0]!.answered,
      answeredByB: victim.answered,
      answeredByBAfterRestart: client.window.backAt === null ? 0 : victim.answered - answeredByVictimBeforeBack,
      errors: errorTotal,
      killedProcessFailures: expectedTotal,
      ordersAcknowledged: state.acknowledged.length,
      ordersCancelledByClients: state.acknowledged.filter((a) => a.cancelled).length,
      ordersExpiredBySweepers: timeoutCancelled,
      ordersGivenPastDeadline: expiredMidway + lastIds.length,
      sweepWaitMs: sweptAfterMs,
      submissionsRetried: state.retriedSubmissions,
      submissionsRecoveredByRetry: state.recoveredByRetry,
      p99MsAll: q.p99,
    });
    for (const c of checks) figures[`check:${c.name}`] = c.count;
    figures.acknowledgedMissing = checks.find((c) => c.name === 'acknowledgedMissing')?.count ?? -1;
    const reasons = [...failedChecks, ...(errorTotal > 0 ? [`${errorTotal} errors`] : []), ...(chaosError ? ['restart failed'] : []), ...(replicaError ? ['replica stop/start failed'] : [])];
    figures.result = failed ? `FAILED (${reasons.join(', ') || 'no order acknowledged'})` : 'passed';
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/faults-acknowledged-postgres.json', JSON.stringify(state.acknowledged));
  } catch (err) {
    failed = true;
    throw err;
  } finally {
    for (const t of targets) {
      await stopTarget(t).catch(() => {});
      t.agent.destroy();
    }
    if (replicaStopped) await run('bash', ['scripts/replica-start.sh']).catch((err: unknown) => log(`could not start the replica again: ${String(err)}`));
    await receiver?.close();
    if (withRedis) figures.redisKeysRemoved = await cleanRedis(redisUrl, redisPrefix).catch(() => -1);
    if (keep) log(`database ${scratch.name} kept (--keep-database)`);
    else await scratch.drop().then(() => log(`database ${scratch.name} dropped`), (err: unknown) => log(`could not drop ${scratch.name}: ${String(err)}`));
    figures.loadAverageAfter = loadAverage();
    if (failed) process.exitCode = 1;
  }
  return { name: 'faults', figures, table: rows };
}
