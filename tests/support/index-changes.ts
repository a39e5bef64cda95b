// Waiting until published catalogue changes are in a test app's search index: PGlite hears them at
// once; PostgreSQL through LISTEN, a moment later.
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { catalogueCache } from '../../server/modules/catalogue/catalogue-cache.ts';

export async function indexHeard(db: Kysely<Database>): Promise<void> {
  if (process.env.DATABASE_URL) await new Promise((r) => setTimeout(r, 500));
  await catalogueCache(db).settled();
}
