// What /readyz waits for besides the database (issue 41 item 5): work a process must finish before
// it can serve at normal latency, begun when the app is ready (onReady) and run after it listens
// (the catalogue's search index and price orders: server/gateway/goods.ts). /healthz answers
// meanwhile; /readyz answers 503 until every piece of work is done, so a proxy or the cluster's
// health checks send no traffic to a process still building its index. Each process (each worker
// with WORKERS=N) is ready on its own.
import type { FastifyInstance } from 'fastify';

class Readiness {
  readonly #pending = new Set<string>();
  #waiters: (() => void)[] = [];

  /** Marks `name` as not ready yet; the returned function marks it done. */
  begin(name: string): () => void {
    this.#pending.add(name);
    return () => {
      this.#pending.delete(name);
      if (this.#pending.size > 0) return;
      const waiters = this.#waiters;
      this.#waiters = [];
      for (const resolve of waiters) resolve();
    };
  }

  /** Resolves when nothing is pending (a cluster worker listens only then: server/main.ts). */
  settled(): Promise<void> {
    if (this.#pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** The names of the work still running (empty: ready). */
  pending(): string[] {
    return [...this.#pending];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** Decorates the app with its readiness (before the services register their work). */
export function installReadiness(app: FastifyInstance): Readiness {
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  return readiness;
}
