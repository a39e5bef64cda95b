// Reads from PostgreSQL streaming replicas (issue 41 item 2; docs/decisions.md "Reads from
// replicas"). The router knows the primary and each replica, checks every replica's health and
// lag on a timer, and answers where a read goes: round-robin among the replicas that answered the
// last check within REPLICA_MAX_LAG_MS, else the primary. The read db (connect.ts `readDb`) is a
// Kysely whose driver asks the router on every query: a replica query that fails because the
// replica is unreachable, shutting down, cancelled by recovery or missing the database is run
// again on the primary (reads are safe to repeat) and the replica is out until its next good check.
// A transaction opened on the read db runs on the primary.
//
// Lag: the primary's pg_current_wal_lsn() is read first, then the replica's
// pg_last_wal_replay_lsn(). A replica that has replayed that position holds everything the primary
// had committed when the check began: lag 0. Only when it is behind is the lag measured in time,
// as now() - pg_last_xact_replay_timestamp() on the replica (the age of the newest commit it
// shows; clocks of the two hosts must agree, as NTP keeps them). Between two checks a replica may
// fall behind by at most the check period more, so a read can be at most
// REPLICA_MAX_LAG_MS + the period old: the read-your-writes window covers that (replica-reads.ts).
import {
  PostgresAdapter, PostgresDriver, PostgresIntrospector, PostgresQueryCompiler, type CompiledQuery, type DatabaseConnection, type Dialect, type Driver,
  type Kysely, type QueryResult, type TransactionSettings,
} from 'kysely';
import type pg from 'pg';

/** What the last check found of one replica (the metrics' `replica lag` per replica). */
export interface ReplicaStatus {
  /** host:port/database of the replica (no credentials). */
  replica: string;
  /** Serving reads: answered the last check within the lag limit and has not failed since. */
  healthy: boolean;
  /** Lag in milliseconds at the last check; null when it could not be measured (down, not a standby). */
  lagMs: number | null;
  /** Why it is out, when it is. */
  error: string | null;
}

/** Measures one replica's lag against the primary, in ms; throws when the replica cannot answer or is not a standby. */
export type LagProbe = (replica: pg.Pool, primary: pg.Pool) => Promise<number>;

interface Target {
  name: string;
  pool: pg.Pool;
  driver: Driver;
  status: ReplicaStatus;
  /** Queries run on it (tests and the bench read them). */
  served: number;
}

export interface RouterOptions {
  maxLagMs: number;
  /** How often the replicas are checked, ms (default: half the lag limit, between 100 ms and 1 s). */
  checkMs?: number;
  probe?: LagProbe;
  log?: (msg: string) => void;
}

const PROBE_TIMEOUT_MS = 2_000;

/** Shown in logs and metrics: host, port and database, never the password. */
export function replicaName(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'replica';
  }
}

/** The default probe: caught up with the primary's WAL position, else the age of the newest replayed commit. */
export const measureLag: LagProbe = async (replica, primary) => {
  const { rows: p } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  const { rows } = await replica.query<{ standby: boolean; caughtUp: boolean | null; behindMs: number | null }>(
    `select pg_is_in_recovery() as standby,
            pg_last_wal_replay_lsn() >= $1::pg_lsn as "caughtUp",
            (extract(epoch from (now() - pg_last_xact_replay_timestamp())) * 1000)::float8 as "behindMs"`,
    [p[0]!.lsn],
  );
  const r = rows[0]!;
  if (!r.standby) throw new Error('not a standby (pg_is_in_recovery() is false)');
  if (r.caughtUp) return 0;
  return r.behindMs === null ? Number.POSITIVE_INFINITY : Math.max(0, r.behindMs);
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// admin/crash shutdown, cannot connect now, conflict with recovery, too many connections, no such database (not replayed yet);
// a write sent to the read db (25006 on a standby) is a bug in the caller and fails as itself
const REPLICA_STATES = new Set(['57P01', '57P02', '57P03', '40001', '53300', '3D000']);

/** Whether a query failed because of the replica (so the primary may answer it), not because of the query. */
export function replicaFailure(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE.has(code) || REPLICA_STATES.has(code) || code.startsWith('08'))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|connection error|not queryable/i.test(err.message);
}

export class ReplicaRouter {
  readonly #primary: { pool: pg.Pool; driver: Driver; served: number };
  readonly #replicas: Target[];
  readonly #maxLagMs: number;
  readonly #checkMs: number;
  readonly #probe: LagProbe;
  readonly #log: (msg: string) => void;
  #next = 0;
  #timer: NodeJS.Timeout | null = null;
  #checking: Promise<void> | null = null;

  constructor(primary: pg.Pool, replicas: ReadonlyArray<{ url: string; pool: pg.Pool }>, opts: RouterOptions) {
    this.#primary = { pool: primary, driver: new PostgresDriver({ pool: primary }), served: 0 };
    this.#replicas = replicas.map(({ url, pool }) => {
      const target: Target = {
        name: replicaName(url),
        pool,
        driver: new PostgresDriver({ pool }),
        status: { replica: replicaName(url), healthy: false, lagMs: null, error: 'not checked yet' },
        served: 0,
      };
      // An idle connection the replica closes (it stopped) must not crash the process.
      pool.on('error', (err) => this.markFailed(target, err));
      return target;
    });
    this.#maxLagMs = opts.maxLagMs;
    this.#checkMs = opts.checkMs ?? Math.min(1_000, Math.max(100, Math.floor(opts.maxLagMs / 2)));
    this.#probe = opts.probe ?? measureLag;
    this.#log = opts.log ?? (() => {});
  }

  /** How old a replica read can be at most: the lag limit plus one check period (the read-your-writes window). */
  get stalenessBoundMs(): number {
    return this.#maxLagMs + this.#checkMs;
  }

  async init(): Promise<void> {
    await Promise.all([this.#primary.driver.init(), ...this.#replicas.map((r) => r.driver.init())]);
  }

  /** Checks now, then every check period until stop(). */
  async start(): Promise<void> {
    await this.check();
    this.#timer = setInterval(() => void this.check(), this.#checkMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** One round of checks (a round still running is awaited instead). */
  check(): Promise<void> {
    this.#checking ??= Promise.all(this.#replicas.map((r) => this.#checkOne(r))).then(
      () => void (this.#checking = null),
      () => void (this.#checking = null),
    );
    return this.#checking;
  }

  async #checkOne(target: Target): Promise<void> {
    const was = target.status.healthy;
    try {
      const lagMs = await withTimeout(this.#probe(target.pool, this.#primary.pool), PROBE_TIMEOUT_MS);
      const healthy = lagMs <= this.#maxLagMs;
      target.status = {
        replica: target.name,
        healthy,
        lagMs: Number.isFinite(lagMs) ? Math.round(lagMs) : null,
        error: healthy ? null : `lag ${Number.isFinite(lagMs) ? Math.round(lagMs) : 'unknown'} ms over ${this.#maxLagMs} ms`,
      };
    } catch (err) {
      target.status = { replica: target.name, healthy: false, lagMs: null, error: err instanceof Error ? err.message : String(err) };
    }
    if (was !== target.status.healthy) this.#log(`replica ${target.name} ${target.status.healthy ? 'serving reads' : `skipped: ${target.status.error}`}`);
  }

  /** A query on the replica failed because of the replica: out until its next good check. */
  markFailed(target: Target, err: unknown): void {
    const was = target.status.healthy;
    target.status = { ...target.status, healthy: false, error: err instanceof Error ? err.message : String(err) };
    if (was) this.#log(`replica ${target.name} failed a read, reads go elsewhere until it answers a check: ${target.status.error}`);
  }

  /** Whether any replica serves reads now. */
  anyHealthy(): boolean {
    return this.#replicas.some((r) => r.status.healthy);
  }

  /** The next healthy replica in turn, or null (then the primary). */
  pick(): Target | null {
    const n = this.#replicas.length;
    for (let i = 0; i < n; i++) {
      const target = this.#replicas[(this.#next + i) % n]!;
      if (target.status.healthy) {
        this.#next = (this.#next + i + 1) % n;
        return target;
      }
    }
    return null;
  }

  /** Each replica's state at the last check (the metrics' replica lag). */
  statuses(): ReplicaStatus[] {
    return this.#replicas.map((r) => ({ ...r.status }));
  }

  /** Each replica's pool by its name (the metrics' pool figures). */
  pools(): { name: string; pool: pg.Pool }[] {
    return this.#replicas.map((r) => ({ name: r.name, pool: r.pool }));
  }

  /** Queries served by the primary and by each replica through the read db since start. */
  served(): { primary: number; replicas: Record<string, number> } {
    return { primary: this.#primary.served, replicas: Object.fromEntries(this.#replicas.map((r) => [r.name, r.served])) };
  }

  /** Runs `fn` on a connection of `target` (a replica) or, when none or it fails as a replica, the primary. */
  async run<T>(target: Target | null, fn: (c: DatabaseConnection) => Promise<T>): Promise<T> {
    if (target) {
      try {
        const result = await this.#on(target.driver, fn);
        target.served++;
        return result;
      } catch (err) {
        if (!replicaFailure(err)) throw err;
        this.markFailed(target, err);
      }
    }
    const result = await this.#on(this.#primary.driver, fn);
    this.#primary.served++;
    return result;
  }

  async #on<T>(driver: Driver, fn: (c: DatabaseConnection) => Promise<T>): Promise<T> {
    const conn = await driver.acquireConnection();
    try {
      return await fn(conn);
    } finally {
      await driver.releaseConnection(conn);
    }
  }

  /**
   * A healthy replica that has replayed everything the primary had written when this was asked,
   * waiting up to the lag limit for one; null when none gets there (then read the primary). The
   * search index's full load reads from it, so it starts from no older a state than the primary's.
   */
  async caughtUpReplica(): Promise<Target | null> {
    if (!this.anyHealthy()) return null;
    const { rows } = await this.#primary.pool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    const lsn = rows[0]!.lsn;
    const deadline = Date.now() + this.#maxLagMs;
    for (;;) {
      for (let i = 0; i < this.#replicas.length; i++) {
        const target = this.pick();
        if (!target) return null;
        try {
          const { rows: r } = await withTimeout(target.pool.query<{ ok: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [lsn]), PROBE_TIMEOUT_MS);
          if (r[0]?.ok) return target;
        } catch (err) {
          this.markFailed(target, err);
        }
      }
      if (Date.now() >= deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Ends the replicas' pools (the primary's is the handle's). */
  async close(): Promise<void> {
    this.stop();
    await Promise.all(this.#replicas.map((r) => r.driver.destroy()));
  }

  /** The driver of a read db: each query on `choose()`'s replica (or the primary), transactions on the primary. */
  driver(choose: () => Target | null): Driver {
    return new RoutingDriver(this, this.#primary.driver, choose);
  }
}

/** One query at a time on the router's choice; pinned to a primary connection once a transaction begins. */
class RoutedConnection implements DatabaseConnection {
  pinned: DatabaseConnection | null = null;

  constructor(
    private readonly router: ReplicaRouter,
    private readonly choose: () => Target | null,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.pinned) return this.pinned.executeQuery<R>(query);
    return this.router.run(this.choose(), (c) => c.executeQuery<R>(query));
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (this.pinned) {
      yield* this.pinned.streamQuery<R>(query, chunkSize);
      return;
    }
    // A stream is not repeated on failure: it may have yielded rows already.
    const rows: QueryResult<R>[] = [];
    await this.router.run(this.choose(), async (c) => {
      for await (const chunk of c.streamQuery<R>(query, chunkSize)) rows.push(chunk);
    });
    yield* rows;
  }
}

class RoutingDriver implements Driver {
  constructor(
    private readonly router: ReplicaRouter,
    private readonly primary: Driver,
    private readonly choose: () => Target | null,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.router, this.choose);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const routed = connection as RoutedConnection;
    routed.pinned = await this.primary.acquireConnection();
    await this.primary.beginTransaction(routed.pinned, settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.primary.commitTransaction(this.#pinned(connection));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.primary.rollbackTransaction(this.#pinned(connection));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]): Promise<void> {
    await this.primary.savepoint!(this.#pinned(connection), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]): Promise<void> {
    await this.primary.rollbackToSavepoint!(this.#pinned(connection), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]): Promise<void> {
    await this.primary.releaseSavepoint!(this.#pinned(connection), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    if (routed.pinned) {
      const pinned = routed.pinned;
      routed.pinned = null;
      await this.primary.releaseConnection(pinned);
    }
  }

  async destroy(): Promise<void> {
    // The pools belong to the handle (connect.ts close()).
  }

  #pinned(connection: DatabaseConnection): DatabaseConnection {
    const pinned = (connection as RoutedConnection).pinned;
    if (!pinned) throw new Error('no transaction on this connection');
    return pinned;
  }
}

/** The dialect of a read db: PostgreSQL's compiler and adapter over the routing driver. */
export function routingDialect(driver: Driver): Dialect {
  return {
    createDriver: () => driver,
    createAdapter: () => new PostgresAdapter(),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
  };
}
