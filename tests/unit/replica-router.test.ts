// The replica router's choices (issue 41 item 2) without a database: round-robin among the
// replicas the last check found within REPLICA_MAX_LAG_MS, the primary when none is, a failed
// replica out until its next good check, which errors count as the replica's; and the settings.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { ReplicaRouter, replicaFailure } from '../../server/db/replica-router.ts';

const pools: pg.Pool[] = [];
const pool = (url: string) => {
  const p = new pg.Pool({ connectionString: url });
  pools.push(p);
  return p;
};
afterAll(async () => Promise.all(pools.map((p) => p.end())));

function router(lags: Map<string, number | Error>) {
  const replicas = ['postgres://u:secret@replica-a:5433/shop', 'postgres://u@replica-b:5434/shop'].map((url) => ({ url, pool: pool(url) }));
  const names = new Map(replicas.map((r) => [r.pool, new URL(r.url).hostname]));
  return new ReplicaRouter(pool('postgres://u@primary:5432/shop'), replicas, {
    maxLagMs: 1_000,
    probe: async (replica) => {
      const lag = lags.get(names.get(replica)!)!;
      if (lag instanceof Error) throw lag;
      return lag;
    },
  });
}

describe('replica router', () => {
  it('reads nowhere but the primary before the first check', () => {
    const r = router(new Map([['replica-a', 0], ['replica-b', 0]]));
    expect(r.pick()).toBeNull();
    expect(r.statuses().map((s) => s.replica)).toEqual(['replica-a:5433/shop', 'replica-b:5434/shop']);
  });

  it('round-robins among healthy replicas, skips one past the lag limit or down, falls back to the primary', async () => {
    const lags = new Map<string, number | Error>([['replica-a', 0], ['replica-b', 400]]);
    const r = router(lags);
    await r.check();
    expect([r.pick(), r.pick(), r.pick(), r.pick()].map((t) => t?.name)).toEqual(['replica-a:5433/shop', 'replica-b:5434/shop', 'replica-a:5433/shop', 'replica-b:5434/shop']);

    lags.set('replica-b', 1_500);
    await r.check();
    expect([r.pick(), r.pick()].map((t) => t?.name)).toEqual(['replica-a:5433/shop', 'replica-a:5433/shop']);
    expect(r.statuses()[1]).toEqual({ replica: 'replica-b:5434/shop', healthy: false, lagMs: 1_500, error: 'lag 1500 ms over 1000 ms' });

    lags.set('replica-a', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    await r.check();
    expect(r.pick()).toBeNull();
    expect(r.anyHealthy()).toBe(false);
    expect(r.statuses()[0]).toMatchObject({ healthy: false, lagMs: null, error: 'connect ECONNREFUSED' });
  });

  it('takes a replica that failed a read out until it answers a check again', async () => {
    const r = router(new Map([['replica-a', 0], ['replica-b', Number.POSITIVE_INFINITY]]));
    await r.check();
    expect(r.statuses()[1]).toMatchObject({ healthy: false, lagMs: null });
    const a = r.pick()!;
    r.markFailed(a, new Error('Connection terminated unexpectedly'));
    expect(r.pick()).toBeNull();
    await r.check();
    expect(r.pick()?.name).toBe('replica-a:5433/shop');
    expect(r.stalenessBoundMs).toBe(1_500);
  });

  it('counts unreachable replicas, shutdowns, recovery conflicts and a missing database as the replica\'s failures, not a query error', () => {
    const err = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const e of [err('ECONNREFUSED'), err('57P01'), err('57P03'), err('40001'), err('08006'), err('3D000'), new Error('Connection terminated unexpectedly'), new Error('timeout exceeded when trying to connect')]) {
      expect(replicaFailure(e)).toBe(true);
    }
    for (const e of [err('42P01'), err('23505'), err('22P02'), new Error('boom'), 'text']) expect(replicaFailure(e)).toBe(false);
  });
});

describe('DATABASE_REPLICA_URL and REPLICA_MAX_LAG_MS', () => {
  const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' };
  it('reads one or more replica URLs beside DATABASE_URL, and the lag limit (default 1000 ms)', () => {
    expect(loadConfig({ ...base }).replicaUrls).toEqual([]);
    const c = loadConfig({ ...base, DATABASE_REPLICA_URL: ' postgres://postgres@127.0.0.1:5433/shop , postgresql://r2:5432/shop', REPLICA_MAX_LAG_MS: '250' });
    expect(c.replicaUrls).toEqual(['postgres://postgres@127.0.0.1:5433/shop', 'postgresql://r2:5432/shop']);
    expect(c.replicaMaxLagMs).toBe(250);
    expect(loadConfig({ ...base }).replicaMaxLagMs).toBe(1_000);
  });

  it('refuses replicas without DATABASE_URL, URLs that are not PostgreSQL ones, the primary itself and a zero lag limit', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://127.0.0.1:5433/shop' })).toThrow(/DATABASE_REPLICA_URL 需要同时设置 DATABASE_URL/);
    expect(() => loadConfig({ ...base, DATABASE_REPLICA_URL: 'mysql://u:pw@h/shop' })).toThrow(/必须是以逗号分隔的 postgres:\/\/ 地址.*mysql:\/\/u:\*\*\*@h\/shop/);
    expect(() => loadConfig({ ...base, DATABASE_REPLICA_URL: base.DATABASE_URL })).toThrow(/不能是主库本身/);
    expect(() => loadConfig({ ...base, WORKERS: '2', DATABASE_REPLICA_URL: 'postgres://127.0.0.1:5433/shop' })).toThrow(/需要 REDIS_URL/);
    expect(loadConfig({ ...base, WORKERS: '2', REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_REPLICA_URL: 'postgres://127.0.0.1:5433/shop' }).workers).toBe(2);
    expect(() => loadConfig({ ...base, REPLICA_MAX_LAG_MS: '0' })).toThrow(/REPLICA_MAX_LAG_MS/);
  });
});
