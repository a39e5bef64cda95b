// The figures /metrics reads when Prometheus scrapes (issue 41 item 3), registered per app with
// gaugeFromCallback (metrics.ts) and taken out when the app closes:
// - the database pool (PostgreSQL): connections open, idle, in use, requests waiting, the pool's
//   size, and the time a query waited for a connection (instrumentPool wraps pool.connect);
// - the search index of this process: age since its last full build and since the last change
//   applied, goods held and live, changes heard but not applied, its typed arrays' bytes;
// - the webhook backlog (a query on the partial index of pending deliveries).
// - each replica (DATABASE_REPLICA_URL): its lag at the router's last check, whether it serves
//   reads, and its pool's figures under the pool label `replica <host:port/db>`;
// - the catalogue outbox: events not yet numbered, the oldest one's age, and how far this
//   process's index is behind the numbered events.
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { DbHandle } from '../db/connect.ts';
import { appliedCatalogueSeq, outboxFigures, searchIndexFigures } from '../modules/catalogue/public.ts';
import { webhookBacklog } from '../modules/integration/public.ts';
import { gaugeFromCallback, histogram, type Sample } from './metrics.ts';

const poolWait = histogram(
  'aibeike_db_pool_wait_seconds',
  'Time a query waited for a pooled database connection (pg.Pool connect), by pool.',
  ['pool'],
  [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
);

const pools = new Map<string, pg.Pool>();
const wrapped = new WeakSet<pg.Pool>();

/** Pools whose figures /metrics reports, by name (`primary`; a replica helper adds its own). */
export function instrumentPool(pool: pg.Pool, name: string): () => void {
  pools.set(name, pool);
  if (!wrapped.has(pool)) {
    wrapped.add(pool);
    const connect = pool.connect.bind(pool) as (cb?: (err: Error | undefined, client: pg.PoolClient | undefined, release: (err?: Error | boolean) => void) => void) => Promise<pg.PoolClient> | undefined;
    // The time from asking to holding a connection: ~0 while one is idle, the queue's wait when
    // all are busy. Both of pg's forms are wrapped (Kysely uses the promise, pool.query the callback).
    const timed = (cb?: Parameters<typeof connect>[0]) => {
      const started = performance.now();
      const seen = () => poolWait.observe({ pool: name }, (performance.now() - started) / 1000);
      if (cb) {
        return connect((err, client, release) => {
          if (!err) seen();
          cb(err, client, release);
        });
      }
      return connect()!.then((client) => {
        seen();
        return client;
      });
    };
    pool.connect = timed as typeof pool.connect;
  }
  return () => {
    if (pools.get(name) === pool) pools.delete(name);
  };
}

const perPool = (read: (pool: pg.Pool) => number): Sample[] => [...pools].map(([name, pool]) => ({ labels: { pool: name }, value: read(pool) }));

const ageSeconds = (at: number) => (at > 0 ? Math.max(0, (Date.now() - at) / 1000) : null);

/** One query for the figures a scrape collects at once (they share its answer until the next turn of the event loop). */
function oncePerScrape<T>(query: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | null = null;
  return () => {
    answer ??= query().finally(() => setImmediate(() => (answer = null)));
    return answer;
  };
}

/** Registers this app's figures; they are taken out when it closes. */
export function installMetricSources(app: FastifyInstance, handle: DbHandle): void {
  if (!app.config.metrics.enabled) return;
  const off: (() => void)[] = [];
  if (handle.pool) off.push(instrumentPool(handle.pool, 'primary'));
  const replicas = handle.replicas;
  for (const { name, pool } of replicas?.pools() ?? []) off.push(instrumentPool(pool, `replica ${name}`));
  if (replicas) {
    const replica = { labelNames: ['replica'], aggregator: 'max' } as const;
    off.push(
      gaugeFromCallback(
        'aibeike_db_replica_lag_seconds',
        'Replica lag behind the primary at its last check, seconds (NaN when it could not be measured: down or not a standby), by replica.',
        () => replicas.statuses().map((r) => ({ labels: { replica: r.replica }, value: r.lagMs === null ? Number.NaN : r.lagMs / 1000 })),
        replica,
      ),
      gaugeFromCallback(
        'aibeike_db_replica_healthy',
        'A replica serving reads (1: answered its last check within REPLICA_MAX_LAG_MS) or skipped (0), by replica.',
        () => replicas.statuses().map((r) => ({ labels: { replica: r.replica }, value: r.healthy ? 1 : 0 })),
        { labelNames: ['replica'], aggregator: 'min' },
      ),
    );
  }
  const pool = { labelNames: ['pool'] };
  off.push(
    gaugeFromCallback('aibeike_db_pool_connections', 'Connections the pool holds open (pg.Pool totalCount), by pool.', () => perPool((p) => p.totalCount), pool),
    gaugeFromCallback('aibeike_db_pool_idle_connections', 'Open connections not in use (pg.Pool idleCount), by pool.', () => perPool((p) => p.idleCount), pool),
    gaugeFromCallback('aibeike_db_pool_waiting_requests', 'Queries waiting for a connection (pg.Pool waitingCount), by pool.', () => perPool((p) => p.waitingCount), pool),
    gaugeFromCallback('aibeike_db_pool_max_connections', 'The pool\'s size (DATABASE_POOL_SIZE), by pool.', () => perPool((p) => p.options.max ?? 10), pool),
  );

  const index = () => searchIndexFigures(app.db);
  const max = { aggregator: 'max' } as const;
  off.push(
    gaugeFromCallback('aibeike_search_index_build_age_seconds', 'Seconds since this process\'s search index was last built in full (NaN before its first build).', () => ageSeconds(index()?.builtAt ?? 0), max),
    gaugeFromCallback(
      'aibeike_search_index_change_age_seconds',
      'Seconds since the search index last applied a catalogue change (since its build when none was applied; NaN before its first build).',
      () => {
        const f = index();
        return f ? ageSeconds(f.lastChangeAt || f.builtAt) : null;
      },
      max,
    ),
    gaugeFromCallback('aibeike_search_index_goods', 'Goods rows the search index holds (listed or not; NaN before its first build).', () => index()?.rows ?? null, max),
    gaugeFromCallback('aibeike_search_index_live_goods', 'Listed goods the search index holds (NaN before its first build).', () => index()?.live ?? null, max),
    gaugeFromCallback('aibeike_search_index_pending_changes', 'Catalogue changes heard but not yet applied to the search index.', () => index()?.pending ?? 0, max),
    gaugeFromCallback('aibeike_search_index_array_bytes', 'Bytes of the search index\'s typed arrays (its strings not counted; 0 before its first build).', () => index()?.arrayBytes ?? 0),
  );

  // The database's figures: every worker reads the same rows, so the cluster keeps the first.
  const first = { aggregator: 'first' } as const;
  const read = oncePerScrape(() => webhookBacklog(app.db));
  off.push(
    gaugeFromCallback('aibeike_webhook_deliveries_pending', 'Webhook deliveries not yet delivered or given up (due now or waiting for a retry).', async () => (await read()).pending, first),
    gaugeFromCallback('aibeike_webhook_deliveries_due', 'Webhook deliveries due now and not yet sent.', async () => (await read()).due, first),
    gaugeFromCallback('aibeike_webhook_oldest_due_seconds', 'Seconds since the oldest due webhook delivery was due (0 when none is).', async () => (await read()).oldestDueSeconds, first),
  );
  // The catalogue outbox (catalogue-outbox.ts): events committed but not numbered yet (the
  // publisher's backlog, one query on its partial index per scrape) and, per process, how many
  // numbered events its search index has not applied yet.
  const readOutbox = oncePerScrape(() => outboxFigures(app.db));
  off.push(
    gaugeFromCallback('aibeike_catalogue_outbox_unpublished', 'Catalogue change events committed and not yet numbered by the publisher.', async () => (await readOutbox()).unpublished, first),
    gaugeFromCallback('aibeike_catalogue_outbox_oldest_unpublished_seconds', 'Age of the oldest catalogue change event not yet numbered (0 when none is).', async () => (await readOutbox()).oldestUnpublishedSeconds, first),
    gaugeFromCallback(
      'aibeike_catalogue_events_behind',
      'Numbered catalogue change events this process\'s search index has not applied yet (the largest over the workers).',
      async () => {
        const applied = appliedCatalogueSeq(app.db);
        if (applied === null || applied < 0) return null;
        return Math.max(0, (await readOutbox()).latestSeq - applied);
      },
      max,
    ),
  );

  app.addHook('onClose', (_app, done) => {
    for (const f of off) f();
    done();
  });
}
