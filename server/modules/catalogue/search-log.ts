// The hot-search log: every keyword search is recorded (keyword, key, searcher, result count) off
// the request path. Entries queue in memory and are written in one INSERT per batch (at most
// every FLUSH_MS, or at once when MAX_BATCH are waiting); a failed write is logged, never thrown
// at a shopper. The queue is flushed when the app closes. One searcher (a member, or a visitor's
// IP) adds at most SEARCHER_CAP entries per SEARCHER_WINDOW_MS in this process, so a burst of
// searches from one source does not fill the log (the hot list counts distinct searchers anyway).
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertSearchLog } from './hot-search-repository.ts';

export interface SearchLogEntry {
  keyword: string;
  keywordKey: string;
  memberId: number | null;
  /** Who searched: `searcherOf(memberId, ip)`. */
  searcher: string;
  resultCount: number;
}

const FLUSH_MS = 250;
const MAX_BATCH = 200;
const MAX_QUEUE = 10_000;
/** Entries one searcher adds per window. */
export const SEARCHER_CAP = 20;
const SEARCHER_WINDOW_MS = 10 * 60_000;
/** Searchers tracked per window; past it, entries of new searchers are dropped until the window turns. */
const MAX_SEARCHERS = 50_000;

/** The searcher of a search: `m:<member id>`, or for a visitor `v:` and a digest of the client IP (no address is stored). */
export function searcherOf(memberId: number | null, ip: string): string {
  return memberId !== null ? `m:${memberId}` : `v:${createHash('sha256').update(ip).digest('base64url').slice(0, 16)}`;
}

export class SearchLog {
  #queue: (SearchLogEntry & { createdAt: Date })[] = [];
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();
  #window = 0;
  #perSearcher = new Map<string, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts the entry against its searcher's cap; false when the searcher is over it. */
  #admit(searcher: string, now: number): boolean {
    const window = Math.floor(now / SEARCHER_WINDOW_MS);
    if (window !== this.#window) {
      this.#window = window;
      this.#perSearcher.clear();
    }
    const n = this.#perSearcher.get(searcher) ?? 0;
    if (n >= SEARCHER_CAP || (n === 0 && this.#perSearcher.size >= MAX_SEARCHERS)) return false;
    this.#perSearcher.set(searcher, n + 1);
    return true;
  }

  record(entry: SearchLogEntry): void {
    if (this.#queue.length >= MAX_QUEUE) return; // the database is not keeping up: drop, never grow without bound
    const now = Date.now();
    if (!this.#admit(entry.searcher, now)) return;
    this.#queue.push({ ...entry, keyword: entry.keyword.slice(0, 100), createdAt: new Date(now) });
    if (this.#queue.length >= MAX_BATCH) void this.flush();
    else if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.#timer.unref();
    }
  }

  /** Writes what is queued; resolves when every write so far has finished. */
  flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    const batch = this.#queue.splice(0);
    if (batch.length > 0) {
      this.#writing = this.#writing.then(async () => {
        try {
          await insertSearchLog(this.db, batch);
        } catch (err) {
          this.log.error({ err, entries: batch.length }, 'hot-search log write failed');
        }
      });
    }
    return this.#writing;
  }
}
