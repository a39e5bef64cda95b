// The limit stores count fixed windows, and two stores on the same backend (two processes)
// share one count: the database store always, the Redis store when a Redis server is reachable.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { DbLimitStore, MemoryLimitStore, RedisLimitStore, type LimitStore } from '../../server/security/limits.ts';
import { freshDatabase } from '../support/fresh-database.ts';

async function behavesAsAWindow(store: LimitStore, key: string) {
  expect(await store.peek(key)).toBe(0);
  expect(await store.hit(key, 60)).toBe(1);
  expect(await store.hit(key, 60)).toBe(2);
  expect(await store.peek(key)).toBe(2);
  const ttl = await store.ttl(key);
  expect(ttl).toBeGreaterThan(55);
  expect(ttl).toBeLessThanOrEqual(60);
  await store.reset(key);
  expect(await store.peek(key)).toBe(0);
  expect(await store.hit(key, 1)).toBe(1);
  await new Promise((r) => setTimeout(r, 1100));
  expect(await store.hit(key, 1)).toBe(1);
}

describe('MemoryLimitStore', () => {
  it('counts a fixed window', async () => behavesAsAWindow(new MemoryLimitStore(), 'k'));
});

describe('DbLimitStore', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase();
    await migrateToLatest(fresh.handle.db);
  });
  afterAll(async () => fresh?.drop());

  it('counts a fixed window', async () => behavesAsAWindow(new DbLimitStore(fresh.handle.db), 'db-k'));

  it('shares counts between two stores on one database', async () => {
    const a = new DbLimitStore(fresh.handle.db);
    const b = new DbLimitStore(fresh.handle.db);
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit('shared', 60)));
    expect(await a.peek('shared')).toBe(10);
    expect(await b.hit('shared', 60)).toBe(11);
  });

  it('purges only the windows that have ended', async () => {
    const store = new DbLimitStore(fresh.handle.db);
    await store.hit('purge:open', 3600);
    await store.hit('purge:ended-1', 1);
    await store.hit('purge:ended-2', 1);
    const later = new Date(Date.now() + 5_000);
    expect(await store.purgeExpired(later)).toBeGreaterThanOrEqual(2);
    const left = await fresh.handle.db.selectFrom('rateCounter').select('counterKey').where('counterKey', 'like', 'purge:%').execute();
    expect(left.map((r) => r.counterKey)).toEqual(['purge:open']);
    expect(await store.peek('purge:open')).toBe(1);
    expect(await store.purgeExpired(later)).toBe(0);
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 500 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await reachable(redisUrl);

describe.skipIf(!hasRedis)('RedisLimitStore', () => {
  const prefix = `aibeike:test:${process.pid}:${Date.now()}:`;
  let r1: Redis;
  let r2: Redis;
  beforeAll(() => {
    r1 = new Redis(redisUrl);
    r2 = new Redis(redisUrl);
  });
  afterAll(async () => {
    const keys = await r1.keys(`${prefix}*`);
    if (keys.length) await r1.del(...keys);
    r1.disconnect();
    r2.disconnect();
  });

  it('counts a fixed window', async () => behavesAsAWindow(new RedisLimitStore(r1, prefix), 'redis-k'));

  it('shares counts between two processes (two connections)', async () => {
    const a = new RedisLimitStore(r1, prefix);
    const b = new RedisLimitStore(r2, prefix);
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit('shared', 60)));
    expect(await b.peek('shared')).toBe(10);
  });
});
