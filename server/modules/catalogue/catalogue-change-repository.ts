// The change bus's one statement (catalogue-changes.ts): pg_notify on the writer's own connection
// or transaction, so PostgreSQL delivers the message at commit and never for a rolled-back write.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function notifyChannel(db: Kysely<Database>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
