// The catalogue change bus: every write that changes goods, prices, stock or shelf state says which
// goods it touched, and every API process hears it and refreshes what it keeps in memory (the
// search index, the goods cards, the suggestion cache).
//
// Publishing inserts a row into the outbox (catalogue_change_event) on the writer's own connection
// or transaction: the event commits with the write and never exists for a rolled-back one. There
// is no NOTIFY in the writer's transaction (an order's commit would take PostgreSQL's
// instance-wide notify lock); the one publisher (catalogue-outbox.ts) numbers committed events
// and wakes the listeners, which read the events by sequence number. On embedded PGlite (one
// process) the same path runs in-process: a publish also kicks this process's publisher, whose
// transaction queues behind the writer's on PGlite's single connection, so it sees the committed
// row (or none, after a rollback) and the index hears the change right after the write.
//
// CATALOGUE_NOTIFY_IN_TRANSACTION=1 is a measurement knob for the bench only: it additionally runs
// the old `pg_notify` inside the writer's transaction, so one build measures the old cost too.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertChangeEvent, notifyChannel } from './catalogue-change-repository.ts';

/** The channel of the publisher's wake-up hints (and of the old in-transaction messages under the bench's knob). */
export const CHANGE_CHANNEL = 'catalogue_change';

/** 'brand': a brand's names or aliases changed (no goods ids): the brand references are read again. */
export type ChangeKind = 'goods' | 'price' | 'stock' | 'shelf' | 'zone' | 'brand';

export interface CatalogueChange {
  kind: ChangeKind;
  /** Goods ids touched; absent with `all`. */
  ids: number[];
  /** Everything may have changed (bulk load, events pruned before a listener read them): reload the whole catalogue. */
  all?: boolean;
}

let notifyInTransaction = false;
const localKicks = new Set<() => void>();

/** The bench's knob (config `catalogueChanges.notifyInTransaction`): also pg_notify in the writer's transaction, as before the outbox. */
export function setNotifyInTransaction(on: boolean): void {
  notifyInTransaction = on;
}

/** An in-process publisher (PGlite) asks to be kicked after each publish; returns the unregistration. */
export function onLocalPublish(kick: () => void): () => void {
  localKicks.add(kick);
  return () => void localKicks.delete(kick);
}

/**
 * Records that these goods changed, for every process. Call it inside the write's transaction (or
 * right after a single-statement write) with the same connection.
 */
export async function publishCatalogueChange(db: Kysely<Database>, change: CatalogueChange): Promise<void> {
  const ids = change.all || change.kind === 'brand' ? [] : [...new Set(change.ids)];
  if (!change.all && change.kind !== 'brand' && ids.length === 0) return;
  await insertChangeEvent(db, { kind: change.kind, ids, allGoods: change.all === true });
  if (notifyInTransaction) await notifyChannel(db, CHANGE_CHANNEL, JSON.stringify({ kind: change.kind, ids: ids.slice(0, 600), ...(change.all ? { all: true } : {}) }));
  for (const kick of localKicks) kick();
}
