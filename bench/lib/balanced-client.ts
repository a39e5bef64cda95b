// The bench's client-side balancer over several server processes: round robin over the processes
// it believes up, a process marked down on a connection failure and up again once /readyz
// answers (a proxy's passive and active health checks). Every request is timed and counted per
// kind; a connection failure of the process the bench killed, while it was down, is an expected
// failure, counted apart from errors.
import type http from 'node:http';
import { describe, jsonRequest, succeeded, type JsonRequest, type Outcome } from './json-request.ts';
import type { RunningServer } from './server-process.ts';

export interface Target {
  name: string;
  url: string;
  port: number;
  agent: http.Agent;
  /** The balancer sends requests here (false after a connection failure until /readyz answers). */
  up: boolean;
  server: RunningServer | null;
  /** The process was stopped (or killed) by the bench and has not been started again. */
  stopped: boolean;
  /** Requests it answered successfully. */
  answered: number;
}

export interface KindStats {
  /** Durations of the successful requests, ms. */
  times: number[];
  ok: number;
  errors: number;
  /** Connection failures of the killed process while it was down. */
  expected: number;
  firstErrors: string[];
}

/** When the bench killed which process and when it answered again. */
export interface FaultWindow {
  victim: Target | null;
  killedAt: number | null;
  backAt: number | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class BalancedClient<K extends string> {
  readonly stats: Map<K, KindStats>;
  readonly window: FaultWindow = { victim: null, killedAt: null, backAt: null };
  requests = 0;
  private next = 0;

  constructor(
    readonly targets: Target[],
    kinds: readonly K[],
  ) {
    this.stats = new Map(kinds.map((k) => [k, { times: [], ok: 0, errors: 0, expected: 0, firstErrors: [] }]));
  }

  /** Round robin over the processes believed up (another than `exclude` when there is one). */
  async pick(exclude?: Target): Promise<Target> {
    for (let waited = 0; waited < 30_000; waited += 50) {
      const up = this.targets.filter((t) => t.up && t !== exclude);
      const pool = up.length > 0 ? up : this.targets.filter((t) => t.up);
      if (pool.length > 0) return pool[this.next++ % pool.length]!;
      await sleep(50);
    }
    throw new Error('no server process answers');
  }

  /** Sends one request and records it; says whether it failed only because its process was killed. */
  async send(kind: K, r: JsonRequest, exclude?: Target): Promise<{ outcome: Outcome; target: Target; expectedFailure: boolean }> {
    const target = await this.pick(exclude);
    const startedAt = performance.now();
    this.requests++;
    const outcome = await jsonRequest(target.agent, target.url, r);
    const s = this.stats.get(kind)!;
    if (succeeded(outcome)) {
      target.answered++;
      s.ok++;
      s.times.push(outcome.ms);
      return { outcome, target, expectedFailure: false };
    }
    if (outcome.kind === 'network') target.up = false;
    const w = this.window;
    const expectedFailure =
      outcome.kind === 'network' && target === w.victim && w.killedAt !== null && performance.now() >= w.killedAt && (w.backAt === null || startedAt < w.backAt);
    if (expectedFailure) s.expected++;
    else {
      s.errors++;
      if (s.firstErrors.length < 3) s.firstErrors.push(`${target.name} ${r.method} ${r.path}: ${describe(outcome)}`);
    }
    return { outcome, target, expectedFailure };
  }

  /** Marks processes up again once they answer /readyz, until `done()` says stop. */
  async probe(done: () => boolean): Promise<void> {
    while (!done()) {
      for (const t of this.targets.filter((x) => !x.up)) {
        const o = await jsonRequest(t.agent, t.url, { method: 'GET', path: '/readyz' }, 1_000);
        if (o.kind === 'answer' && o.status === 200) t.up = true;
      }
      await sleep(250);
    }
  }
}

/** SIGKILL to the server's whole process group (npx, tsx and node), waiting for it to go. */
export async function killTarget(t: Target): Promise<void> {
  const server = t.server;
  if (!server || t.stopped) return;
  t.stopped = true;
  const exited = new Promise((r) => server.child.once('exit', r));
  process.kill(-server.child.pid!, 'SIGKILL');
  await exited;
}

/** SIGTERM (graceful) once; a second call or a killed process is a no-op. */
export async function stopTarget(t: Target): Promise<void> {
  const server = t.server;
  if (!server || t.stopped) return;
  t.stopped = true;
  await server.stop();
}
