// Cluster-wide /metrics (WORKERS=N, node's cluster module): any worker can be scraped, and it
// answers the aggregate of every worker, so Prometheus needs one target per machine, not per
// worker (the port is shared; it could not address a worker anyway).
//   1. The primary calls setupMetricsPrimary() before it forks: it sets METRICS_CLUSTER=1, which
//      the workers inherit, and answers a worker's request with prom-client's
//      AggregatorRegistry.clusterMetrics() (which itself asks every worker for its registry as JSON
//      over the IPC channel and sums them, per metric by its `aggregator`).
//   2. Each worker, at installMetrics (joinClusterMetrics), has prom-client answer the primary with
//      this process's registry; its metricsText() asks the primary (askPrimaryForMetrics).
// Known limits of prom-client 15.1.3 (docs/decisions.md "Metrics"): a worker that dies while a
// collection is under way makes that collection time out after 5 s (the scrape then fails with
// 503 and the next one is whole again); event-loop lag percentiles are averaged across workers.
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'aibeike:metrics:ask';
const ANSWER = 'aibeike:metrics:answer';
/** Longer than prom-client's own 5 s collection timeout, so its error is the one reported. */
const ASK_TIMEOUT_MS = 6_000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isAsk = (m: unknown): m is Ask => typeof m === 'object' && m !== null && (m as Ask).type === ASK && typeof (m as Ask).id === 'number';
const isAnswer = (m: unknown): m is Answer => typeof m === 'object' && m !== null && (m as Answer).type === ANSWER && typeof (m as Answer).id === 'number';

let primaryReady = false;

/**
 * Call once in the cluster primary, before the first cluster.fork(): workers forked afterwards
 * answer /metrics with the whole cluster's figures.
 */
export function setupMetricsPrimary(): void {
  if (primaryReady || !cluster.isPrimary) return;
  primaryReady = true;
  process.env.METRICS_CLUSTER = '1';
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer } satisfies Answer);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (err: Error) => reply({ error: err.message }),
    );
  });
}

/** True in a worker whose primary called setupMetricsPrimary. */
export function clusterMetricsOn(): boolean {
  return cluster.isWorker && process.env.METRICS_CLUSTER === '1' && typeof process.send === 'function';
}

let joined = false;

/** In a cluster worker: prom-client answers the primary's collection with `registry`. */
export function joinClusterMetrics(registry: Registry): void {
  if (joined || !clusterMetricsOn()) return;
  joined = true;
  // Constructing an AggregatorRegistry in a worker is what adds prom-client's listener for the
  // primary's requests; setRegistries names the registry it answers with (not the global one).
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

let nextId = 0;
const waiting = new Map<number, { resolve: (text: string) => void; reject: (err: Error) => void }>();
let listening = false;

/** The cluster's aggregate, asked of the primary over the IPC channel. */
export function askPrimaryForMetrics(): Promise<string> {
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      if (!isAnswer(message)) return;
      const w = waiting.get(message.id);
      if (!w) return;
      waiting.delete(message.id);
      if (message.error !== undefined || message.text === undefined) w.reject(new Error(`cluster metrics: ${message.error ?? 'no answer'}`));
      else w.resolve(message.text);
    });
  }
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('cluster metrics: the primary did not answer within 6 s'));
    }, ASK_TIMEOUT_MS);
    timer.unref();
    waiting.set(id, {
      resolve: (text) => {
        clearTimeout(timer);
        resolve(text);
      },
      reject: (err) => {
        clearTimeout(timer);
        reject(err);
      },
    });
    process.send!({ type: ASK, id } satisfies Ask);
  });
}
