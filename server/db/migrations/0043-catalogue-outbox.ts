// Catalogue change events through an outbox (issue 41 item 1): a write that changes goods, prices,
// stock or shelf state inserts a row here in its own transaction (no NOTIFY there, so an order's
// commit no longer takes PostgreSQL's instance-wide notify lock); one publisher at a time numbers
// committed rows with consecutive `published_seq` values and wakes the listeners, which read the
// events by sequence number (catalogue-outbox.ts). Published rows older than the retention are pruned.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create table catalogue_change_event (
  id bigserial primary key,
  kind text not null check (kind in ('goods', 'price', 'stock', 'shelf', 'zone', 'brand')),
  ids bigint[] not null default '{}',
  all_goods boolean not null default false,
  created_at timestamptz not null default now(),
  published_seq bigint unique,
  published_at timestamptz
);
create index catalogue_change_event_unpublished_idx on catalogue_change_event (id) where published_seq is null;
create index catalogue_change_event_published_at_idx on catalogue_change_event (published_at) where published_seq is not null;
`);
}
