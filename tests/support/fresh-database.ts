// A fresh, empty database for one test file: in-memory PGlite by default, or a new PostgreSQL
// database created beside DATABASE_URL and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect, type DbHandle } from '../../server/db/connect.ts';

export async function freshDatabase(): Promise<{ handle: DbHandle; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const handle = await connect({ databaseUrl: null, dataDir: null });
    return { handle, drop: async () => handle.close() };
  }
  const name = `aibeike_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await connect({ databaseUrl: url.toString(), dataDir: null });
  return {
    handle,
    drop: async () => {
      // A connection still closing when the database is force-dropped reports 57P01 on the
      // pool; that is the drop itself, not a failure of the test.
      handle.pool?.on('error', () => {});
      await handle.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
