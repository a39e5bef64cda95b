// Opens the database the configuration names: PostgreSQL through `pg` when DATABASE_URL is set,
// embedded PGlite (with pg_trgm) otherwise. Both speak the same SQL and run the same migrations.
// With DATABASE_REPLICA_URL, a pool per streaming replica and a read db that routes reads to them
// (replica-router.ts; which reads go there: replica-reads.ts).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { requestCommentPlugin } from './request-comment.ts';
import { ReplicaRouter, routingDialect, type LagProbe } from './replica-router.ts';
import type { Database } from './schema.ts';

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** The raw PGlite instance (embedded only): used for COPY-free bulk loads. */
  pglite: PGlite | null;
  /** The pg pool (PostgreSQL only): used by the seed's COPY path. */
  pool: pg.Pool | null;
  /**
   * Where replica-eligible reads go (replica-reads.ts readDb): with replicas configured, a Kysely
   * that runs each query on a healthy replica (else, or when the replica fails, on the primary);
   * without, `db` itself.
   */
  readDb: Kysely<Database>;
  /** The replicas' health and lag (DATABASE_REPLICA_URL); null without replicas. */
  replicas: ReplicaRouter | null;
  close(): Promise<void>;
}

const INT8 = 20;
// int8 values (ids, counts, fen sums) stay well below 2^53: read them as numbers on both drivers.
pg.types.setTypeParser(INT8, (v: string) => Number(v));

const urls = new WeakMap<Kysely<Database>, string>();

/** The PostgreSQL connection string a handle's db was opened with; null for PGlite (LISTEN needs its own connection to the same database). */
export function databaseUrlOf(db: Kysely<Database>): string | null {
  return urls.get(db) ?? null;
}

/** How an embedded database starts: `loadDataDir` is a data directory dumped by PGlite's `dumpDataDir` (a tarball), loaded instead of an empty cluster. */
export interface EmbeddedStart {
  loadDataDir?: Blob;
}

const caughtUp = new WeakMap<Kysely<Database>, () => Promise<Kysely<Database>>>();

/**
 * For a full load (the search index's first build): a db on one healthy replica that has replayed
 * everything the primary had written when asked, its queries falling back to the primary if it
 * fails; the primary's `db` itself when there is no such replica (none configured, none healthy,
 * none caught up within REPLICA_MAX_LAG_MS).
 */
export async function caughtUpReadDb(db: Kysely<Database>): Promise<Kysely<Database>> {
  const open = caughtUp.get(db);
  return open ? open() : db;
}

/** Replica settings; tests replace the lag probe (a second database standing in for a replica). */
export interface ReplicaStart {
  probe?: LagProbe;
  checkMs?: number;
  log?: (msg: string) => void;
}

function postgresPool(connectionString: string, extra: pg.PoolConfig = {}): pg.Pool {
  return new pg.Pool({
    connectionString,
    max: Number(process.env.DATABASE_POOL_SIZE || 10),
    // JIT compilation once cost a search ~20 ms of planning on short OLTP queries: off.
    options: '-c jit=off',
    ...extra,
  });
}

export async function connect(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'replicaUrls' | 'replicaMaxLagMs'>>,
  start: EmbeddedStart = {},
  replicaStart: ReplicaStart = {},
): Promise<DbHandle> {
  const plugins = [new CamelCasePlugin(), requestCommentPlugin];
  if (config.databaseUrl) {
    const pool = postgresPool(config.databaseUrl);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    urls.set(db, config.databaseUrl);
    const replicaUrls = config.replicaUrls ?? [];
    if (replicaUrls.length === 0) return { db, kind: 'postgres', pglite: null, pool, readDb: db, replicas: null, close: () => db.destroy() };
    // A replica that does not answer within 2 s is given up for the primary (the router's retry).
    const replicas = replicaUrls.map((url) => ({ url, pool: postgresPool(url, { connectionTimeoutMillis: 2_000, keepAlive: true, query_timeout: 30_000 }) }));
    const router = new ReplicaRouter(pool, replicas, { maxLagMs: config.replicaMaxLagMs ?? 1_000, ...replicaStart });
    await router.init();
    await router.start();
    // The same plugins as the primary's db: a query reads the same on either.
    const readDb = new Kysely<Database>({ dialect: routingDialect(router.driver(() => router.pick())), plugins });
    caughtUp.set(db, async () => {
      const target = await router.caughtUpReplica();
      if (!target) return db;
      return new Kysely<Database>({ dialect: routingDialect(router.driver(() => (target.status.healthy ? target : null))), plugins });
    });
    const close = async () => {
      await router.close();
      await db.destroy();
    };
    return { db, kind: 'postgres', pglite: null, pool, readDb, replicas: router, close };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    ...(start.loadDataDir ? { loadDataDir: start.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: { [INT8]: (v: string) => Number(v) },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins });
  return { db, kind: 'pglite', pglite, pool: null, readDb: db, replicas: null, close: () => db.destroy() };
}

export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
