// A migrated and seeded PGlite database for a test file, loaded from a data directory dumped
// once per size (seedSkus) and kept for this Vitest run: a new PGlite cluster (initdb), the 35
// migrations and the seed cost about 4 s per file on the CI machine; loading the dump costs 0.8 s.
// The dumps live in the folder vitest.config.ts names in AIBEIKE_TEST_SNAPSHOTS (removed when the
// run ends). A dump is made again when the migrations or the seed change, and when it is older
// than SNAPSHOT_MINUTES: the seed dates rows relative to the time it ran (orders 3 days ago, a
// membership ending in 30 days), so a file loading an old dump would see a shop drifting into
// the past. Without the folder (a file run outside Vitest's config) every file builds its own.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { connect, type DbHandle } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDatabase } from '../../server/db/seed/seed.ts';

const SNAPSHOT_MINUTES = 15;
const SOURCES = ['server/db/migrations', 'server/db/seed'];

/** A hash of the migrations' and the seed's source: a dump made from other sources is not used. */
function sourceKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(full).update(readFileSync(full));
    }
  };
  for (const dir of SOURCES) walk(dir);
  return hash.digest('hex').slice(0, 16);
}

function freshEnough(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < SNAPSHOT_MINUTES * 60_000;
  } catch {
    return false;
  }
}

/** Migrates a new, empty database and (when skus > 0) seeds it with `skus` goods: what every test file's database starts as, on either engine. */
export async function migrateAndSeed(handle: DbHandle, skus: number): Promise<void> {
  await migrateToLatest(handle.db);
  if (skus > 0) await seedDatabase(handle, { skus });
}

async function build(skus: number): Promise<DbHandle> {
  const handle = await connect({ databaseUrl: null, dataDir: null });
  await migrateAndSeed(handle, skus);
  return handle;
}

/** An in-memory PGlite database, migrated and (when skus > 0) seeded with `skus` goods. */
export async function seededPglite(skus: number): Promise<DbHandle> {
  const folder = process.env.AIBEIKE_TEST_SNAPSHOTS;
  if (!folder) return build(skus);
  const file = path.join(folder, `${sourceKey()}-${skus}.tar`);
  if (freshEnough(file)) return connect({ databaseUrl: null, dataDir: null }, { loadDataDir: new Blob([readFileSync(file)]) });
  const handle = await build(skus);
  const dump = await handle.pglite!.dumpDataDir('none');
  // Written beside and renamed: a file loading it at the same time reads the whole old one or the whole new one.
  mkdirSync(folder, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return handle;
}
