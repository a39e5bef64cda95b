// The outbox's statements (catalogue-changes.ts, catalogue-outbox.ts): a change event inserted in
// the writer's transaction, the publisher's lock and numbering, the listeners' reads by sequence
// number, the pruning, and pg_notify (the publisher's wake-up hint; the old in-transaction
// notification only when the bench's measurement knob asks for it).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface ChangeEventRow {
  kind: string;
  ids: number[];
  allGoods: boolean;
}

export interface PublishedEvent extends ChangeEventRow {
  seq: number;
}

/** Named columns, on the caller's connection or transaction: the row commits or rolls back with the write. */
export async function insertChangeEvent(db: Kysely<Database>, row: ChangeEventRow): Promise<void> {
  const ids = `{${row.ids.map((id) => Math.trunc(id)).join(',')}}`;
  await sql`insert into catalogue_change_event (kind, ids, all_goods) values (${row.kind}, ${ids}::bigint[], ${row.allGoods})`.execute(db);
}

export async function notifyChannel(db: Kysely<Database>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

/** Any event not numbered yet (a cheap probe outside a transaction: the partial index holds only those). */
export async function hasUnpublished(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select exists (select 1 from catalogue_change_event where published_seq is null) as found`.execute(db);
  return rows[0]?.found === true;
}

/** The transaction-level advisory lock of the one publisher (released at its commit or rollback). */
export async function tryPublisherLock(trx: Kysely<Database>, key: number): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${key}) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

/**
 * Numbers up to `limit` committed, unnumbered events in id order with the sequence numbers that
 * follow the highest one given; returns the highest number given now (null: none). Run under the
 * publisher lock, in a statement after the one that took it (so its snapshot sees the previous
 * publisher's commit).
 */
export async function assignSequence(trx: Kysely<Database>, limit: number): Promise<number | null> {
  const { rows } = await sql<{ seq: number | null }>`
    with base as (select coalesce(max(published_seq), 0) as seq from catalogue_change_event),
    todo as (
      select id, row_number() over (order by id) as n
      from catalogue_change_event where published_seq is null order by id limit ${limit}
    ),
    done as (
      update catalogue_change_event e set published_seq = base.seq + todo.n, published_at = now()
      from todo, base where e.id = todo.id
      returning e.published_seq
    )
    select max(published_seq)::bigint as seq from done`.execute(trx);
  return rows[0]?.seq ?? null;
}

/** The highest published sequence number (0 before the first). */
export async function latestSeq(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ seq: number }>`select coalesce(max(published_seq), 0)::bigint as seq from catalogue_change_event`.execute(db);
  return Number(rows[0]?.seq ?? 0);
}

/** Published events after `seq`, in sequence order. */
export async function eventsAfter(db: Kysely<Database>, seq: number, limit: number): Promise<PublishedEvent[]> {
  const { rows } = await sql<{ seq: number; kind: string; ids: number[]; allGoods: boolean }>`
    select published_seq as seq, kind, to_json(ids) as ids, all_goods
    from catalogue_change_event where published_seq > ${seq} order by published_seq limit ${limit}`.execute(db);
  return rows.map((r) => ({ seq: Number(r.seq), kind: r.kind, ids: r.ids.map(Number), allGoods: r.allGoods }));
}

/** Deletes published events older than `retentionMs`, always keeping the latest (it carries the high-water mark). */
export async function pruneEvents(db: Kysely<Database>, retentionMs: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with gone as (
      delete from catalogue_change_event
      where published_at < now() - make_interval(secs => ${retentionMs / 1000})
        and published_seq < (select max(published_seq) from catalogue_change_event)
      returning 1
    )
    select count(*)::int as n from gone`.execute(db);
  return rows[0]?.n ?? 0;
}

/** What /metrics reports of the outbox: events not yet numbered (the partial index) and the oldest one's age, and the highest number. */
export async function outboxFigures(db: Kysely<Database>): Promise<{ unpublished: number; oldestUnpublishedSeconds: number; latestSeq: number }> {
  const { rows } = await sql<{ unpublished: number; oldest: number | null; latest: number }>`
    select count(*)::int as unpublished,
      extract(epoch from now() - min(created_at))::float8 as oldest,
      (select coalesce(max(published_seq), 0)::bigint from catalogue_change_event) as latest
    from catalogue_change_event where published_seq is null`.execute(db);
  const row = rows[0];
  return { unpublished: row?.unpublished ?? 0, oldestUnpublishedSeconds: Math.max(0, row?.oldest ?? 0), latestSeq: Number(row?.latest ?? 0) };
}
