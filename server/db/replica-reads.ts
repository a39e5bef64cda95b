// Which db a request reads (issue 41 item 2; docs/decisions.md "Reads from replicas"). The routes
// whose reads may be a little behind (product cards and pages, content, the distribution and
// dashboard reports, a member's books) ask `readDb(request)`; everything else, and every write
// and transaction, uses `app.db` (the primary).
//
// Read-your-writes: a request of a signed-in member or staff user that may have written (any
// method but GET/HEAD/OPTIONS, on a route that did not read through readDb) marks its principal
// "reads from the primary" for the staleness bound of the replicas (REPLICA_MAX_LAG_MS plus one
// check period), before its answer leaves. readDb sends a marked principal to the primary. The
// marks live in Redis when REDIS_URL is set (every process sees them), else in this process.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import { bearerToken, findPrincipal } from '../http/auth.ts';
import type { Principal } from '../http/fastify-types.ts';
import type { DbHandle } from './connect.ts';
import type { ReplicaStatus } from './replica-router.ts';
import type { Database } from './schema.ts';

/** Where a principal's recent writes are remembered. */
interface WriteMarks {
  mark(key: string, ms: number): Promise<void>;
  marked(key: string): Promise<boolean>;
  close(): Promise<void>;
}

class MemoryMarks implements WriteMarks {
  readonly #until = new Map<string, number>();

  async mark(key: string, ms: number): Promise<void> {
    const now = Date.now();
    this.#until.set(key, now + ms);
    // Expired marks are dropped now and then, so the map stays the size of the recent writers.
    if (this.#until.size > 10_000) for (const [k, until] of this.#until) if (until <= now) this.#until.delete(k);
  }

  async marked(key: string): Promise<boolean> {
    const until = this.#until.get(key);
    return until !== undefined && until > Date.now();
  }

  async close(): Promise<void> {}
}

class RedisMarks implements WriteMarks {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async mark(key: string, ms: number): Promise<void> {
    await this.redis.set(`${this.prefix}${key}`, '1', 'PX', ms);
  }

  async marked(key: string): Promise<boolean> {
    return (await this.redis.exists(`${this.prefix}${key}`)) === 1;
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

interface ReadRouting {
  dbFor(request: FastifyRequest): Promise<Kysely<Database>>;
  /** Each replica's health and lag at its last check (empty without replicas): the metrics' `replica lag` per replica. */
  replicaLag(): ReplicaStatus[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The read routing of this app (readDb below is the one way to use it). */
    readRouting: ReadRouting;
  }
}

const readRoutes = new WeakSet<FastifyRequest>();
const wroteOnRead = new WeakSet<FastifyRequest>();
const principals = new WeakMap<FastifyRequest, Promise<Principal | null>>();

/**
 * Who makes the request: the principal the bearer hook set (/api routes), else (an open route
 * with an optional token) the token's, looked up once per request.
 */
export function principalOf(app: FastifyInstance, request: FastifyRequest): Promise<Principal | null> {
  if (request.principal) return Promise.resolve(request.principal);
  let found = principals.get(request);
  if (!found) {
    const token = bearerToken(request);
    found = token ? findPrincipal(app, token) : Promise.resolve(null);
    principals.set(request, found);
  }
  return found;
}

function keyOf(principal: Principal): string {
  return principal.kind === 'member' ? `m:${principal.memberId}` : `s:${principal.staffId}`;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The db a replica-eligible read of this request uses: a replica (handle.readDb) unless none is
 * healthy or the requester wrote within the window; then the primary.
 */
export function readDb(request: FastifyRequest): Promise<Kysely<Database>> {
  readRoutes.add(request);
  return request.server.readRouting.dbFor(request);
}

/** A read route that wrote after all (a report bringing its rows up to date): its requester reads the primary for the window. */
export function noteWrite(request: FastifyRequest): void {
  wroteOnRead.add(request);
}

/** Decorates the app with its read routing and, with replicas, marks the writers (buildApp calls it once). */
export function installReadRouting(app: FastifyInstance, config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>, handle: Pick<DbHandle, 'db' | 'readDb' | 'replicas'>): void {
  const router = handle.replicas;
  if (!router) {
    app.decorate('readRouting', { dbFor: async () => handle.db, replicaLag: () => [] });
    return;
  }
  const marks: WriteMarks = config.redisUrl
    ? new RedisMarks(new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }), `${config.redisPrefix}primary-reads:`)
    : new MemoryMarks();
  app.addHook('onClose', async () => marks.close());
  const windowMs = router.stalenessBoundMs;
  app.decorate('readRouting', {
    dbFor: async (request: FastifyRequest) => {
      if (!router.anyHealthy()) return handle.db;
      const principal = await principalOf(app, request);
      // A store that cannot answer (Redis down) cannot say the member has not written: the primary.
      if (principal && (await marks.marked(keyOf(principal)).catch(() => true))) return handle.db;
      return handle.readDb;
    },
    replicaLag: () => router.statuses(),
  });
  // Marked before the answer leaves, so the requester's next read (in any process) finds the mark.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const principal = request.principal;
    const wrote = wroteOnRead.has(request) || (!READ_METHODS.has(request.method) && !readRoutes.has(request));
    if (!principal || !wrote) return done(null, payload);
    marks.mark(keyOf(principal), windowMs).then(
      () => done(null, payload),
      (err: unknown) => {
        // Without the mark the next read may come from a replica a moment behind: logged, not failed.
        request.log.warn({ err }, 'read-your-writes mark not stored');
        done(null, payload);
      },
    );
  });
}
