// The outbox's publisher and listeners (catalogue-changes.ts writes the events).
//
// Publisher: any process runs one (goods-services.ts), but only one at a time works: each pass
// takes `pg_try_advisory_xact_lock` in its own short transaction and, holding it, numbers the
// committed unnumbered events in id order with consecutive `published_seq` values following the
// highest one, then sends ONE pg_notify carrying the highest number (a wake-up hint, delivered at
// the publisher's commit; PGlite kicks this process's listeners after the commit instead). A pass
// that finds the lock taken does nothing: the holder publishes.
//
// Why a sequence assigned by the publisher and not the bigserial id: ids are taken when a writer
// inserts, but writers commit in any order. Event 11 can be visible while event 10's transaction
// is still open; a listener that read "id > 9" and remembered 11 would never see 10. The
// publisher numbers only committed rows, and its numbering transactions follow one another under
// the lock, so a snapshot that sees number n sees every number below it: reading "seq > last"
// never skips an event.
//
// Listeners: each process's subscription remembers the last number it applied and reads the
// events after it from the table (never from the hint's payload), on every hint and on a fallback
// poll every few seconds, so a lost hint only delays. A lost LISTEN connection is reconnected and
// the listener catches up from its last number; only when the events after it were pruned (the
// oldest kept number is past last + 1) does it ask for a full reload. Delivery is at least once
// (an event may be applied twice, e.g. read again after a reconnect) and applying is idempotent:
// an event only says which goods to read again.
//
// Pruning: the publisher deletes published events older than the retention (default 1 h),
// always keeping the latest one (the high-water mark a new listener starts from).
import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema.ts';
import { assignSequence, eventsAfter, hasUnpublished, latestSeq, notifyChannel, pruneEvents, tryPublisherLock, type PublishedEvent } from './catalogue-change-repository.ts';
import { CHANGE_CHANNEL, onLocalPublish, type CatalogueChange, type ChangeKind } from './catalogue-changes.ts';

/** The advisory lock key of the publisher (any constant no other code uses). */
const PUBLISHER_LOCK = 41_0043;
/** Events numbered per publisher transaction, read per listener query. */
const BATCH = 1_000;

/** A kickable serial run: a call while one is queued joins it; a call while one runs queues one more after it. */
function serial(run: () => Promise<void>, onError: (err: unknown) => void): () => Promise<void> {
  let tail: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  return () => {
    if (queued) return queued;
    const next = tail.then(() => {
      queued = null;
      return run().catch(onError);
    });
    queued = next;
    tail = next;
    return next;
  };
}

/** In-process listeners by database handle (PGlite's hints, and the tests' wait for delivery). */
const listenersOf = new WeakMap<Kysely<Database>, Set<() => Promise<void>>>();
const publishersOf = new WeakMap<Kysely<Database>, () => Promise<void>>();
const local = new EventEmitter();
local.setMaxListeners(0);

/**
 * One publisher pass: numbers what is committed and unnumbered, if this caller gets the lock.
 * Returns the highest number given, or null (nothing to do, or another publisher holds the lock).
 */
export async function publishPending(db: Kysely<Database>, opts: { hint: boolean }): Promise<number | null> {
  if (!(await hasUnpublished(db))) return null;
  return db.transaction().execute(async (trx) => {
    if (!(await tryPublisherLock(trx, PUBLISHER_LOCK))) return null;
    let top: number | null = null;
    for (;;) {
      const seq = await assignSequence(trx, BATCH);
      if (seq === null) break;
      top = seq;
    }
    if (top !== null && opts.hint) await notifyChannel(trx, CHANGE_CHANNEL, String(top));
    return top;
  });
}

/** Deletes published events older than the retention (the latest is kept). */
export function pruneCatalogueEvents(db: Kysely<Database>, retentionMs: number): Promise<number> {
  return pruneEvents(db, retentionMs);
}

export interface PublisherOptions {
  /** PostgreSQL (hints through pg_notify) or PGlite (in-process hints). */
  databaseUrl: string | null;
  /** CATALOGUE_PUBLISH_MS: the pause between passes. */
  everyMs: number;
  /** CATALOGUE_EVENT_RETENTION_SECONDS, in ms. */
  retentionMs: number;
  onError: (err: unknown) => void;
}

export interface Publisher {
  /** Runs a pass now (or joins the one queued); resolves when it is done. */
  kick(): Promise<void>;
  close(): Promise<void>;
}

/** Starts this process's publisher loop on `db`: unref'd timers, stopped (and the pass under way awaited) by close. */
export function startCataloguePublisher(db: Kysely<Database>, opts: PublisherOptions): Publisher {
  const pg = opts.databaseUrl !== null;
  let closed = false;
  let prunedAt = Date.now();
  const pruneEveryMs = Math.min(60_000, Math.max(1_000, opts.retentionMs));
  const pass = async () => {
    if (closed) return;
    const top = await publishPending(db, { hint: pg });
    if (top !== null && !pg) local.emit('published', db);
    if (Date.now() - prunedAt >= pruneEveryMs) {
      prunedAt = Date.now();
      // One process prunes at a time (the publisher lock's holder), through the published_at index.
      await db.transaction().execute(async (trx) => {
        if (await tryPublisherLock(trx, PUBLISHER_LOCK)) await pruneEvents(trx, opts.retentionMs);
      });
    }
  };
  const kick = serial(pass, opts.onError);
  // PGlite: a local write kicks the publisher, whose transaction waits for the writer's to end.
  const unhook = pg ? () => {} : onLocalPublish(() => void kick());
  let timer: NodeJS.Timeout | null = null;
  const loop = () => {
    timer = setTimeout(() => {
      void kick().finally(() => {
        if (!closed) loop();
      });
    }, opts.everyMs);
    timer.unref();
  };
  loop();
  publishersOf.set(db, kick);
  return {
    kick,
    close: async () => {
      closed = true;
      unhook();
      if (timer) clearTimeout(timer);
      if (publishersOf.get(db) === kick) publishersOf.delete(db);
      await kick();
    },
  };
}

export interface ChangeSubscription {
  /** Resolves once the start number is read and (PostgreSQL) LISTEN is done. */
  ready: Promise<void>;
  /** The last sequence number applied. */
  lastSeq(): number;
  /** Reads and applies the events after the last number now (or joins the read queued). */
  catchUp(): Promise<void>;
  close(): Promise<void>;
}

export interface SubscribeOptions {
  /**
   * The handle the start number and the events are read from: the primary. The start number is
   * read before the index's initial load, which reads rows at least as new (the primary, or a
   * replica caught up with the primary as of the load's start); an event from between is applied
   * once more, which is harmless.
   */
  db: Kysely<Database>;
  /** PostgreSQL connection string for the LISTEN connection; null for embedded PGlite (in-process hints). */
  databaseUrl: string | null;
  onChange: (change: CatalogueChange) => void;
  onError?: (err: unknown) => void;
  /** CATALOGUE_POLL_MS: the fallback read when no hint came. */
  pollMs?: number;
  reconnectMs?: number;
  /** Start after this number instead of the latest (tests: a listener that was away). */
  fromSeq?: number;
}

const KINDS = new Set<string>(['goods', 'price', 'stock', 'shelf', 'zone', 'brand']);

function toChange(e: PublishedEvent): CatalogueChange | null {
  if (!KINDS.has(e.kind)) return null;
  return { kind: e.kind as ChangeKind, ids: e.allGoods ? [] : e.ids, ...(e.allGoods ? { all: true } : {}) };
}

/** Hears catalogue changes from every process: reads the outbox after its last number on each hint and poll. */
export function subscribeCatalogueChanges(opts: SubscribeOptions): ChangeSubscription {
  const { db } = opts;
  const onError = opts.onError ?? (() => {});
  let last = -1;
  let closed = false;

  const read = async () => {
    if (closed || last < 0) return;
    for (;;) {
      const events = await eventsAfter(db, last, BATCH);
      if (events.length === 0) return;
      if (events[0]!.seq > last + 1) {
        // The events after `last` were pruned: what they said is lost, read everything again.
        // The number is taken before the reload reads, so nothing after it is missed.
        last = await latestSeq(db);
        opts.onChange({ kind: 'goods', ids: [], all: true });
        continue;
      }
      for (const e of events) {
        last = e.seq;
        const change = toChange(e);
        if (change) opts.onChange(change);
      }
      if (events.length < BATCH) return;
    }
  };
  const catchUp = serial(read, onError);

  const group = listenersOf.get(db) ?? new Set();
  listenersOf.set(db, group);
  group.add(catchUp);
  const onLocal = (from: Kysely<Database>) => {
    if (from === db) void catchUp();
  };
  if (!opts.databaseUrl) local.on('published', onLocal);

  const poll = setInterval(() => void catchUp(), opts.pollMs ?? 2_000);
  poll.unref();

  const start = (async () => {
    last = opts.fromSeq ?? (await latestSeq(db));
  })();
  const listening = opts.databaseUrl ? listen(opts.databaseUrl, () => void catchUp(), onError, opts.reconnectMs ?? 1_000) : null;
  const ready = Promise.all([start, listening?.ready]).then(() => {
    if (opts.fromSeq !== undefined) void catchUp();
  });

  return {
    ready,
    lastSeq: () => last,
    catchUp,
    close: async () => {
      closed = true;
      clearInterval(poll);
      group.delete(catchUp);
      local.off('published', onLocal);
      await listening?.close();
      await ready.catch(() => {});
      await catchUp();
    },
  };
}

/**
 * The LISTEN connection: every notification on the channel is a hint (its payload is not
 * trusted); after a lost connection it reconnects and hints once (catch up from the last number).
 */
function listen(url: string, hint: () => void, onError: (err: unknown) => void, reconnectMs: number): { ready: Promise<void>; close(): Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, application_name: 'aibeike-catalogue-listener' });
    c.on('notification', (msg) => {
      if (msg.channel === CHANGE_CHANNEL) hint();
    });
    c.on('error', (err) => {
      onError(err);
      retry(c);
    });
    c.on('end', () => retry(c));
    await c.connect();
    await c.query(`listen ${CHANGE_CHANNEL}`);
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    // Whatever was published while the connection was down is in the table: read it.
    hint();
  };
  const retry = (c: pg.Client) => {
    if (closed || timer || (client !== null && client !== c)) return;
    client = null;
    c.removeAllListeners('end');
    void c.end().catch(() => {});
    timer = setTimeout(() => {
      timer = null;
      connect().catch((err: unknown) => {
        onError(err);
        retry(c);
      });
    }, reconnectMs);
    timer.unref();
  };
  let initial: pg.Client | null = null;
  const ready = connect().catch((err: unknown) => {
    onError(err);
    initial ??= new pg.Client({ connectionString: url });
    retry(initial);
  });
  return {
    ready,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await ready;
      await c?.end().catch(() => {});
    },
  };
}

/**
 * Tests and the bench: runs this process's publisher on `db` now and lets its listeners read what
 * it published (the index's reloads then run; `catalogueCache(db).settled()` waits for them).
 */
export async function catalogueChangesDelivered(db: Kysely<Database>): Promise<void> {
  await publishersOf.get(db)?.();
  await Promise.all([...(listenersOf.get(db) ?? [])].map((catchUp) => catchUp()));
}
