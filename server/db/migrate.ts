// Ordered migrations, run at every start (already-applied ones are skipped by Kysely's Migrator).
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as core from './migrations/0001-core.ts';
import * as catalogue from './migrations/0002-catalogue.ts';
import * as commerce from './migrations/0003-commerce.ts';
import * as content from './migrations/0004-content.ts';
import * as accounts from './migrations/0005-accounts.ts';
import * as search from './migrations/0006-search.ts';
import * as orders from './migrations/0007-orders.ts';

const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-catalogue': catalogue,
  '0003-commerce': commerce,
  '0004-content': content,
  '0005-accounts': accounts,
  '0006-search': search,
  '0007-orders': orders,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
