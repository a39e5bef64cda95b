// Reads from PostgreSQL replicas (issue 41 item 2; docs/decisions.md "Reads from replicas").
// A "replica" here is a second database seeded like the primary, whose rows the test then makes
// differ, with a lag probe the test sets: a read that answers the second database's rows went to
// the replica. It stands in for a lagging replica (it never receives the primary's writes) and for
// a healthy one. A replica URL that refuses connections is a replica that is down. With
// POSTGRES_LANE_REPLICA_URL (.ci/run starts a streaming replica on 5433), the last test reads
// through the real replica with the real lag measure. PGlite has no replicas: skipped there.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { testConfig, type AppConfig } from '../../../server/config.ts';
import { connect, databaseUrlOf, type DbHandle } from '../../../server/db/connect.ts';
import { SearchIndex } from '../../../server/modules/catalogue/search-index.ts';
import { call, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { freshDatabase } from '../../support/fresh-database.ts';
import { migrateAndSeed } from '../../support/seeded-snapshot.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const REPLICA_NAME = '副本中的商品名称';
const REFUSING = 'postgres://postgres@127.0.0.1:1/no_replica_here';

type Fresh = Awaited<ReturnType<typeof freshDatabase>>;
let primary: Fresh;
let copy: Fresh;
let goodsId: number;
let primaryName: string;

interface ReplicaApp extends TestContext {
  handle: DbHandle;
  setLag(ms: number): Promise<void>;
}

const opened: ReplicaApp[] = [];

/** An app on the primary with `replicaUrl` as its one replica; its lag probe answers what setLag says (or measures for real when `realProbe`). */
async function replicaApp(replicaUrl: string, opts: { realProbe?: boolean; redisPrefix?: string } = {}): Promise<ReplicaApp> {
  let lag = 0;
  const databaseUrl = databaseUrlOf(primary.handle.db)!;
  const settings: Partial<AppConfig> = { databaseUrl, replicaUrls: [replicaUrl], replicaMaxLagMs: 1_000 };
  const handle = await connect({ databaseUrl, dataDir: null, replicaUrls: [replicaUrl], replicaMaxLagMs: 1_000 }, {}, {
    // The timer's checks are out of the way (one a minute): each test checks when it sets the lag.
    checkMs: 60_000,
    ...(opts.realProbe ? {} : { probe: async () => lag }),
  });
  const config = testConfig({ ...settings, redisPrefix: opts.redisPrefix ?? `aibeike:test:${randomBytes(6).toString('hex')}:` });
  const app: FastifyInstance = await buildApp(config, handle, { checkResponses: true });
  await app.ready();
  const ctx: ReplicaApp = {
    app,
    handle,
    config,
    logs: [],
    close: async () => {
      await app.close();
      handle.pool?.on('error', () => {});
      await handle.close();
    },
    setLag: async (ms) => {
      lag = ms;
      await handle.replicas!.check();
    },
  };
  opened.push(ctx);
  return ctx;
}

const replicaServed = (ctx: ReplicaApp) => Object.values(ctx.handle.replicas!.served().replicas).reduce((a, b) => a + b, 0);
const productName = async (ctx: ReplicaApp) => {
  const res = await call<{ name: string }>(ctx, { method: 'GET', url: `/gateway/goods/open/goods/get/${goodsId}` });
  expect(res.status).toBe(200);
  return res.body.data.name;
};

describe.skipIf(!onPostgres)('reads from replicas (PostgreSQL only: PGlite has no replicas)', () => {
  beforeAll(async () => {
    [primary, copy] = await Promise.all([freshDatabase(), freshDatabase()]);
    await Promise.all([migrateAndSeed(primary.handle, 50), migrateAndSeed(copy.handle, 50)]);
    const row = await primary.handle.db.selectFrom('goods').select(['id', 'name']).where('status', '=', 1).orderBy('id').limit(1).executeTakeFirstOrThrow();
    goodsId = row.id;
    primaryName = row.name;
    await copy.handle.db.updateTable('goods').set({ name: REPLICA_NAME }).where('id', '=', goodsId).execute();
  }, 120_000);

  afterAll(async () => {
    for (const ctx of opened) await ctx.close();
    await Promise.all([primary?.drop(), copy?.drop()]);
  });

  it('product pages read a healthy replica, and a replica lagging beyond REPLICA_MAX_LAG_MS is skipped', async () => {
    const ctx = await replicaApp(databaseUrlOf(copy.handle.db)!);
    await ctx.setLag(200);
    const before = replicaServed(ctx);
    expect(await productName(ctx)).toBe(REPLICA_NAME);
    expect(replicaServed(ctx)).toBeGreaterThan(before);
    expect(ctx.handle.replicas!.statuses()).toEqual([expect.objectContaining({ healthy: true, lagMs: 200, error: null })]);
    // What /metrics reads (replica lag per replica).
    expect(ctx.app.readRouting.replicaLag()).toEqual([{ replica: expect.stringMatching(/^127\.0\.0\.1:5432\/aibeike_t_/), healthy: true, lagMs: 200, error: null }]);

    // A transaction opened on the read db runs on the primary.
    const inTransaction = await ctx.handle.readDb.transaction().execute((trx) => trx.selectFrom('goods').select('name').where('id', '=', goodsId).executeTakeFirstOrThrow());
    expect(inTransaction.name).toBe(primaryName);
    expect((await ctx.handle.readDb.selectFrom('goods').select('name').where('id', '=', goodsId).executeTakeFirstOrThrow()).name).toBe(REPLICA_NAME);

    await ctx.setLag(5_000);
    expect(ctx.handle.replicas!.statuses()).toEqual([expect.objectContaining({ healthy: false, lagMs: 5_000 })]);
    const skipped = replicaServed(ctx);
    expect(await productName(ctx)).toBe(primaryName);
    expect(replicaServed(ctx)).toBe(skipped);

    await ctx.setLag(0);
    expect(await productName(ctx)).toBe(REPLICA_NAME);
  });

  it('a member sees their new address at once with a lagging replica; another member keeps reading the replica', async () => {
    // Lagging within the limit: it serves reads, and it never gets the primary's writes.
    const ctx = await replicaApp(databaseUrlOf(copy.handle.db)!);
    await ctx.setLag(800);
    const token = await login(ctx, DEMO.personal, DEMO.password);
    const other = await login(ctx, DEMO.distributor, DEMO.password);
    const consignee = `读己之写${randomBytes(2).toString('hex')}`;
    const listOf = async (t: string) => {
      const res = await call<{ consignee: string }[]>(ctx, { method: 'GET', url: '/gateway/member/api/memberAddress/list', token: t });
      expect(res.status).toBe(200);
      return res.body.data.map((a) => a.consignee);
    };

    const fromReplica = replicaServed(ctx);
    expect(await listOf(token)).not.toContain(consignee);
    expect(replicaServed(ctx)).toBeGreaterThan(fromReplica);

    const saved = await call(ctx, {
      method: 'POST',
      url: '/gateway/member/api/memberAddress/save',
      token,
      payload: { consignee, mobile: '13912345678', provinceCode: '320000', cityCode: '320500', districtCode: '320571', detail: '星湖街 328 号', postcode: '215000' },
    });
    expect(saved.body.success).toBe(true);

    const afterWrite = replicaServed(ctx);
    expect(await listOf(token)).toContain(consignee);
    expect(replicaServed(ctx)).toBe(afterWrite);
    // Someone who did not write reads the replica still.
    await listOf(other);
    expect(replicaServed(ctx)).toBeGreaterThan(afterWrite);
  });

  it.skipIf(!process.env.REDIS_URL)('the read-your-writes mark is shared through Redis: a write on one process, the read on another', async () => {
    const prefix = `aibeike:test:${randomBytes(6).toString('hex')}:`;
    const one = await replicaApp(databaseUrlOf(copy.handle.db)!, { redisPrefix: prefix });
    const two = await replicaApp(databaseUrlOf(copy.handle.db)!, { redisPrefix: prefix });
    await one.setLag(500);
    await two.setLag(500);
    const token = await login(one, DEMO.personal, DEMO.password);
    const consignee = `另一进程${randomBytes(2).toString('hex')}`;
    const saved = await call(one, {
      method: 'POST',
      url: '/gateway/member/api/memberAddress/save',
      token,
      payload: { consignee, mobile: '13912345678', provinceCode: '320000', cityCode: '320500', districtCode: '320571', detail: '星湖街 1 号' },
    });
    expect(saved.body.success).toBe(true);
    const list = await call<{ consignee: string }[]>(two, { method: 'GET', url: '/gateway/member/api/memberAddress/list', token });
    expect(list.body.data.map((a) => a.consignee)).toContain(consignee);
  });

  it('a replica that refuses connections is skipped: requests succeed from the primary', async () => {
    const ctx = await replicaApp(REFUSING, { realProbe: true });
    expect(ctx.handle.replicas!.statuses()).toEqual([expect.objectContaining({ healthy: false, lagMs: null, error: expect.stringMatching(/ECONNREFUSED|connect/) })]);
    expect(await productName(ctx)).toBe(primaryName);
    const search = await call<{ total: number }>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { current: 1, size: 20 } });
    expect(search.body.success).toBe(true);
    expect(search.body.data.total).toBeGreaterThan(0);
  });

  it('a replica that fails mid-load (the check said healthy, the connection is refused): the read is retried on the primary', async () => {
    const ctx = await replicaApp(REFUSING);
    await ctx.setLag(0);
    expect(ctx.handle.replicas!.anyHealthy()).toBe(true);
    const res = await call<{ name: string }>(ctx, { method: 'GET', url: `/gateway/goods/open/goods/get/${goodsId}` });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe(primaryName);
    // The failure took it out until its next good check.
    expect(ctx.handle.replicas!.statuses()).toEqual([expect.objectContaining({ healthy: false, error: expect.stringMatching(/ECONNREFUSED|connect/) })]);
    expect(ctx.handle.replicas!.served().primary).toBeGreaterThan(0);
  });

  it.skipIf(!process.env.POSTGRES_LANE_REPLICA_URL)('through a real streaming replica (POSTGRES_LANE_REPLICA_URL): lag measured, product pages and the search index full load served by it', async () => {
    // The primary's fresh database, on the replica (it replicates the whole cluster).
    const url = new URL(process.env.POSTGRES_LANE_REPLICA_URL!);
    url.pathname = new URL(databaseUrlOf(primary.handle.db)!).pathname;
    const ctx = await replicaApp(url.toString(), { realProbe: true });
    for (let i = 0; i < 50 && !ctx.handle.replicas!.anyHealthy(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await ctx.handle.replicas!.check();
    }
    const [status] = ctx.handle.replicas!.statuses();
    expect(status).toMatchObject({ healthy: true, error: null });
    expect(status!.lagMs).toBeLessThanOrEqual(1_000);
    const before = replicaServed(ctx);
    expect(await productName(ctx)).toBe(primaryName);
    expect(replicaServed(ctx)).toBeGreaterThan(before);
    // The search index's full load reads the replica once it has replayed the primary's position.
    const beforeBuild = replicaServed(ctx);
    const index = await SearchIndex.build(ctx.handle.db);
    expect(index.stats.rows).toBeGreaterThan(0);
    expect(replicaServed(ctx)).toBeGreaterThan(beforeBuild);
  });
});
