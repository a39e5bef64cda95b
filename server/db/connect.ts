// Opens the database the configuration names: PostgreSQL through `pg` when DATABASE_URL is set,
// embedded PGlite (with pg_trgm) otherwise. Both speak the same SQL and run the same migrations.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { requestCommentPlugin } from './request-comment.ts';
import type { Database } from './schema.ts';

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** The raw PGlite instance (embedded only): used for COPY-free bulk loads. */
  pglite: PGlite | null;
  /** The pg pool (PostgreSQL only): used by the seed's COPY path. */
  pool: pg.Pool | null;
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

export async function connect(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, start: EmbeddedStart = {}): Promise<DbHandle> {
  const plugins = [new CamelCasePlugin(), requestCommentPlugin];
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: Number(process.env.DATABASE_POOL_SIZE || 10),
      // JIT compilation once cost a search ~20 ms of planning on short OLTP queries: off.
      options: '-c jit=off',
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    urls.set(db, config.databaseUrl);
    return { db, kind: 'postgres', pglite: null, pool, close: () => db.destroy() };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    ...(start.loadDataDir ? { loadDataDir: start.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: { [INT8]: (v: string) => Number(v) },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins });
  return { db, kind: 'pglite', pglite, pool: null, close: () => db.destroy() };
}

export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
