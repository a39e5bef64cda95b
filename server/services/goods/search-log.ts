// The hot-search log: every keyword search is recorded (keyword, key, viewer, result count) off
// the request path. Entries queue in memory and are written in one INSERT per batch (at most
// every FLUSH_MS, or at once when MAX_BATCH are waiting); a failed write is logged, never thrown
// at a shopper. The queue is flushed when the app closes.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface SearchLogEntry {
  keyword: string;
  keywordKey: string;
  memberId: number | null;
  resultCount: number;
}

const FLUSH_MS = 250;
const MAX_BATCH = 200;
const MAX_QUEUE = 10_000;

export class SearchLog {
  #queue: (SearchLogEntry & { createdAt: Date })[] = [];
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  record(entry: SearchLogEntry): void {
    if (this.#queue.length >= MAX_QUEUE) return; // the database is not keeping up: drop, never grow without bound
    this.#queue.push({ ...entry, keyword: entry.keyword.slice(0, 100), createdAt: new Date() });
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
          await this.db.insertInto('hotSearchLog').values(batch).execute();
        } catch (err) {
          this.log.error({ err, entries: batch.length }, 'hot-search log write failed');
        }
      });
    }
    return this.#writing;
  }
}
