// Fixed-window counters for abuse limits. The database store is shared by every process on the
// same database; the Redis store (REDIS_URL) shares them without touching the database.
import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '../db/schema.ts';

export interface LimitStore {
  /** Counts one hit in the window that `key` names and returns the hits so far in that window. */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** Hits so far in the current window (0 when none). */
  peek(key: string): Promise<number>;
  /** Seconds left in the current window (0 when none). */
  ttl(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export class DbLimitStore implements LimitStore {
  constructor(private readonly db: Kysely<Database>) {}

  async hit(key: string, windowSeconds: number): Promise<number> {
    const row = await sql<{ hits: number }>`
      insert into rate_counter (counter_key, hits, expires_at)
      values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      on conflict (counter_key) do update set
        hits = case when rate_counter.expires_at <= now() then 1 else rate_counter.hits + 1 end,
        expires_at = case when rate_counter.expires_at <= now() then excluded.expires_at else rate_counter.expires_at end
      returning hits`.execute(this.db);
    return Number(row.rows[0]?.hits ?? 0);
  }

  async peek(key: string): Promise<number> {
    const row = await this.db.selectFrom('rateCounter').select('hits').where('counterKey', '=', key).where('expiresAt', '>', new Date()).executeTakeFirst();
    return row?.hits ?? 0;
  }

  async ttl(key: string): Promise<number> {
    const row = await this.db.selectFrom('rateCounter').select('expiresAt').where('counterKey', '=', key).where('expiresAt', '>', new Date()).executeTakeFirst();
    return row ? Math.max(0, Math.ceil((row.expiresAt.getTime() - Date.now()) / 1000)) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rateCounter').where('counterKey', '=', key).execute();
  }

  /**
   * Deletes counters whose window ended before `now` (an hourly per-IP key is dead after its
   * hour), up to `batch` rows, and returns how many went. Windows still open are never touched.
   */
  async purgeExpired(now: Date = new Date(), batch = 5000): Promise<number> {
    const result = await this.db
      .deleteFrom('rateCounter')
      .where('counterKey', 'in', (eb) => eb.selectFrom('rateCounter').select('counterKey').where('expiresAt', '<=', now).limit(batch))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Purges expired counters every `seconds` while the app runs (0 = never); stops on close. */
  schedulePurge(app: { addHook(name: 'onClose', hook: () => Promise<void>): unknown; log: { warn(obj: object, msg: string): void } }, seconds: number): void {
    if (seconds <= 0) return;
    const timer = setInterval(() => {
      this.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'rate_counter purge failed'));
    }, seconds * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}

export class RedisLimitStore implements LimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'aibeike:limit:',
  ) {}

  async hit(key: string, windowSeconds: number): Promise<number> {
    const k = this.prefix + key;
    const result = await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').exec();
    return Number(result?.[0]?.[1] ?? 0);
  }

  async peek(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async ttl(key: string): Promise<number> {
    return Math.max(0, await this.redis.ttl(this.prefix + key));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/** For unit tests of code that takes a LimitStore; one process only. */
export class MemoryLimitStore implements LimitStore {
  readonly #counters = new Map<string, { hits: number; expiresAt: number }>();

  async hit(key: string, windowSeconds: number): Promise<number> {
    const now = Date.now();
    const c = this.#counters.get(key);
    if (!c || c.expiresAt <= now) {
      this.#counters.set(key, { hits: 1, expiresAt: now + windowSeconds * 1000 });
      return 1;
    }
    c.hits += 1;
    return c.hits;
  }

  async peek(key: string): Promise<number> {
    const c = this.#counters.get(key);
    return c && c.expiresAt > Date.now() ? c.hits : 0;
  }

  async ttl(key: string): Promise<number> {
    const c = this.#counters.get(key);
    return c && c.expiresAt > Date.now() ? Math.ceil((c.expiresAt - Date.now()) / 1000) : 0;
  }

  async reset(key: string): Promise<void> {
    this.#counters.delete(key);
  }
}
