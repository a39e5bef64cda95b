// The catalogue change bus: every write that changes goods, prices, stock or shelf state says which
// goods it touched, and every API process hears it and refreshes what it keeps in memory (the
// search index now; cart and product caches, the staff console's price and shelf edits later).
//
// Publishing runs `pg_notify` on the writer's own connection or transaction, so PostgreSQL delivers
// the message at commit (never for a rolled-back write) to every process LISTENing on the channel,
// the writer's own included. On embedded PGlite there is one process: the message goes to the
// in-process subscribers at once, and their reload queues behind the writer's transaction on
// PGlite's single connection, so it reads the committed rows.
//
// A subscriber that lost its LISTEN connection reconnects and is told to resynchronise everything
// (messages sent while it was away are gone).
import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema.ts';
import { notifyChannel } from './catalogue-change-repository.ts';

export const CHANGE_CHANNEL = 'catalogue_change';

/** 'brand': a brand's names or aliases changed (no goods ids): the brand references are read again. */
export type ChangeKind = 'goods' | 'price' | 'stock' | 'shelf' | 'zone' | 'brand';

export interface CatalogueChange {
  kind: ChangeKind;
  /** Goods ids touched; absent with `all`. */
  ids: number[];
  /** Everything may have changed (bulk load, lost messages): reload the whole catalogue. */
  all?: boolean;
}

/** Ids per message: a NOTIFY payload must stay under 8,000 bytes. */
const IDS_PER_MESSAGE = 600;

const local = new EventEmitter();
local.setMaxListeners(0);

/**
 * Tells every process that these goods changed. Call it inside the write's transaction (or right
 * after a single-statement write) with the same connection.
 */
export async function publishCatalogueChange(db: Kysely<Database>, change: CatalogueChange): Promise<void> {
  const ids = [...new Set(change.ids)];
  // A brand change names no goods: it is one message of its own.
  const messages: CatalogueChange[] = change.all ? [{ kind: change.kind, ids: [], all: true }] : change.kind === 'brand' ? [{ kind: 'brand', ids: [] }] : [];
  for (let i = 0; i < ids.length; i += IDS_PER_MESSAGE) messages.push({ kind: change.kind, ids: ids.slice(i, i + IDS_PER_MESSAGE) });
  for (const message of messages) {
    await notifyChannel(db, CHANGE_CHANNEL, JSON.stringify(message));
    local.emit(CHANGE_CHANNEL, message);
  }
}

export function parseChange(payload: string | undefined): CatalogueChange | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<CatalogueChange>;
    if (!Array.isArray(value.ids) || typeof value.kind !== 'string') return null;
    return { kind: value.kind, ids: value.ids.filter((id) => Number.isSafeInteger(id)), ...(value.all ? { all: true } : {}) };
  } catch {
    return null;
  }
}

export interface ChangeSubscription {
  /** Resolves once the subscription is listening (PostgreSQL: LISTEN done). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface SubscribeOptions {
  /** PostgreSQL connection string; null for embedded PGlite (in-process delivery). */
  databaseUrl: string | null;
  onChange: (change: CatalogueChange) => void;
  onError?: (err: unknown) => void;
  reconnectMs?: number;
}

/** Hears catalogue changes from every process (PostgreSQL LISTEN) or from this one (PGlite). */
export function subscribeCatalogueChanges(opts: SubscribeOptions): ChangeSubscription {
  if (!opts.databaseUrl) {
    const handler = (change: CatalogueChange) => opts.onChange(change);
    local.on(CHANGE_CHANNEL, handler);
    return { ready: Promise.resolve(), close: async () => void local.off(CHANGE_CHANNEL, handler) };
  }
  const url = opts.databaseUrl;
  const onError = opts.onError ?? (() => {});
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let first = true;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel !== CHANGE_CHANNEL) return;
      const change = parseChange(msg.payload);
      if (change) opts.onChange(change);
    });
    c.on('error', (err) => {
      onError(err);
      retry(c);
    });
    c.on('end', () => retry(c));
    try {
      await c.connect();
      await c.query(`listen ${CHANGE_CHANNEL}`);
    } catch (err) {
      first = false;
      throw err;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    // After a lost connection, whatever was sent meanwhile is gone: resynchronise.
    if (!first) opts.onChange({ kind: 'goods', ids: [], all: true });
    first = false;
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
    }, opts.reconnectMs ?? 1_000);
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
