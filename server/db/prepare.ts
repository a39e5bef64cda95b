// Brings a database up to date at start: runs pending migrations and, on an empty catalogue,
// seeds the demo shop (categories, brands, goods, content, demo accounts).
import type { DbHandle } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed/seed.ts';
import { DB_MSG } from './messages.ts';

export interface PrepareReport {
  migrated: string[];
  seeded: number | null;
  seedMs: number | null;
}

export async function prepareDatabase(handle: DbHandle, opts: { seedSkus: number; log: (msg: string) => void }): Promise<PrepareReport> {
  const migrated = await migrateToLatest(handle.db);
  if (migrated.length) opts.log(DB_MSG.migrated(migrated));
  if (opts.seedSkus <= 0) return { migrated, seeded: null, seedMs: null };
  const existing = await handle.db.selectFrom('goods').select('id').limit(1).executeTakeFirst();
  if (existing) return { migrated, seeded: null, seedMs: null };
  opts.log(DB_MSG.seeding(opts.seedSkus));
  const report = await seedDatabase(handle, { skus: opts.seedSkus, log: opts.log });
  return { migrated, seeded: report.skus, seedMs: report.ms };
}
