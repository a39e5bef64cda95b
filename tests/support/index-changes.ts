// Waiting until published catalogue changes are in a test app's search index: the test's process
// publishes the outbox's events now and its listeners read them (catalogue-outbox.ts), on PGlite
// and PostgreSQL alike; then the index's reloads are awaited.
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { catalogueCache } from '../../server/modules/catalogue/catalogue-cache.ts';
import { catalogueChangesDelivered } from '../../server/modules/catalogue/catalogue-outbox.ts';

export async function indexHeard(db: Kysely<Database>): Promise<void> {
  await catalogueChangesDelivered(db);
  await catalogueCache(db).settled();
}
