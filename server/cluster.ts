// WORKERS=N (issue 41 item 4): the primary process of node's cluster module. main.ts has already
// run the migrations and the first-start seed once, here; this forks N workers (each runs main.ts:
// connects, builds the app, builds its search index and then listens on the shared port, see
// main.ts), restarts a worker that exits unexpectedly after a backoff that grows while it keeps
// crashing (so a crash loop does not spin), and on SIGTERM/SIGINT stops them gracefully: each
// worker closes its app (stops accepting, finishes its in-flight requests, closes the database)
// and exits; the primary exits 0 after the last one, or 1 if some were still running after
// FORCE_MS and had to be killed. The primary serves no request and holds no database connection.
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { setupMetricsPrimary } from './http/metrics-cluster.ts';
import { START_MSG } from './security/messages.ts';

/** First restart delay; doubled for each further crash of a worker that lived less than STABLE_MS. */
const BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 30_000;
/** A worker that lived this long before dying starts its slot's backoff again from BACKOFF_MS. */
const STABLE_MS = 30_000;
/** Longer than a worker's own 10 s force timeout (main.ts), so a worker normally exits by itself. */
const FORCE_MS = 15_000;

interface Slot {
  worker: Worker | null;
  startedAt: number;
  /** Consecutive short-lived exits. */
  crashes: number;
  restart: NodeJS.Timeout | null;
}

export interface PrimaryOptions {
  workers: number;
  log: (line: string) => void;
  /** Called once, with the address, when the first worker listens (main.ts prints its ready line). */
  onListening: (port: number) => void;
  /** METRICS is on: the workers' /metrics answer for the whole cluster (http/metrics-cluster.ts). */
  metrics: boolean;
}

export function runPrimary({ workers, log, onListening, metrics }: PrimaryOptions): void {
  // Workers run main.ts itself (not `npm start`'s wrapper), with this process's node flags (tsx).
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./main.ts', import.meta.url)) });
  const slots: Slot[] = Array.from({ length: workers }, () => ({ worker: null, startedAt: 0, crashes: 0, restart: null }));
  let stopping = false;
  let listening = false;

  const fork = (slot: Slot) => {
    slot.restart = null;
    slot.startedAt = Date.now();
    const worker = cluster.fork();
    slot.worker = worker;
    worker.on('listening', (address) => {
      log(START_MSG.workerListening(worker.id, worker.process.pid ?? 0));
      if (!listening) {
        listening = true;
        onListening(address.port);
      }
    });
    worker.on('exit', (code, signal) => {
      slot.worker = null;
      if (stopping) {
        if (slots.every((s) => s.worker === null)) exit(0);
        return;
      }
      const lived = Date.now() - slot.startedAt;
      slot.crashes = lived < STABLE_MS ? slot.crashes + 1 : 1;
      const delay = Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** (slot.crashes - 1));
      log(START_MSG.workerDied(worker.id, worker.process.pid ?? 0, code, signal, delay));
      slot.restart = setTimeout(() => fork(slot), delay);
    });
  };

  const exit = (code: number) => {
    log(START_MSG.workersStopped(code));
    process.exit(code);
  };

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(START_MSG.stopping(signal));
    for (const slot of slots) if (slot.restart) clearTimeout(slot.restart);
    const running = slots.flatMap((s) => (s.worker ? [s.worker] : []));
    if (running.length === 0) exit(0);
    // Each worker closes its app and exits (main.ts); a Ctrl-C in a terminal reaches them directly too.
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log(START_MSG.workersForced(FORCE_MS));
      for (const s of slots) s.worker?.process.kill('SIGKILL');
      exit(1);
    }, FORCE_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  log(START_MSG.workers(workers, process.pid));
  // Before the first fork: a worker's /metrics asks the primary, which aggregates every worker's registry.
  if (metrics) setupMetricsPrimary();
  for (const slot of slots) fork(slot);
}
