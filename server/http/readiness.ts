// What /readyz waits for besides the database (issue 41 item 5): work a process must finish before
// it can serve at normal latency, begun when the app is ready (onReady) and run after it listens
// (the catalogue's search index and price orders: server/gateway/goods.ts). /healthz answers
// meanwhile; /readyz answers 503 until every piece of work is done, so a proxy or the cluster's
// health checks send no traffic to a process still building its index. Each process (each worker
// with WORKERS=N) is ready on its own.
import type { FastifyInstance } from 'fastify';

export class Readiness {
  readonly #pending = new Set<string>();

  /** Marks `name` as not ready yet; the returned function marks it done. */
  begin(name: string): () => void {
    this.#pending.add(name);
    return () => void this.#pending.delete(name);
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
