// What an operator watches (issue 41 item 3): one prom-client registry for the process, the
// Prometheus text of GET /metrics, and the small API the rest of the server registers its figures
// with (docs/decisions.md "Metrics"):
// - `counter(name, help, labels)` / `histogram(...)`: get-or-create, for figures counted where
//   they happen (job runs in server/jobs/periodic-job.ts, login refusals in the account module);
// - `gaugeFromCallback(name, help, read, opts)`: a figure read when Prometheus scrapes (pool use,
//   index age, webhook backlog: server/http/metrics-sources.ts); the last registration of a name
//   wins and its returned function takes it out again (an app's sources go when the app closes);
// - `metricsText()`: what the route answers; in a cluster worker whose primary called
//   setupMetricsPrimary (metrics-cluster.ts) it is the aggregate of every worker, asked of the
//   primary over IPC.
// HTTP requests are counted per route pattern (request.routeOptions.url, never the raw URL; a
// request no route matched is one `(unmatched)` label), method and status in one histogram, by
// one callback onResponse hook; /metrics itself is not counted.
import type { FastifyBaseLogger, FastifyInstance, onResponseHookHandler } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Aggregator } from 'prom-client';
import { metricsAllowed, type MetricsSettings } from './metrics-access.ts';
import { failure } from './envelope.ts';
import { METRICS_MSG } from './messages.ts';
import { askPrimaryForMetrics, clusterMetricsOn, joinClusterMetrics } from './metrics-cluster.ts';

/** The process's registry (not prom-client's global one: nothing a library registers there shows up uninvited). */
export const metricsRegistry = new Registry();

/** The route of the scrape; exempt from the HTTP histogram. */
export const METRICS_PATH = '/metrics';

/** The route label of a request no route matched (404s, the SPA's deep links): one label, never the raw URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** How long a scrape waits for one callback (a database query) before that figure is left out. */
const READ_TIMEOUT_MS = 2_000;

let log: Pick<FastifyBaseLogger, 'warn'> | null = null;

/** A counter of this registry, created on first use (the same object for the same name afterwards). */
export function counter(name: string, help: string, labelNames: readonly string[] = []): Counter<string> {
  const existing = metricsRegistry.getSingleMetric(name);
  if (existing instanceof Counter) return existing;
  return new Counter({ name, help, labelNames, registers: [metricsRegistry] });
}

/** A histogram of this registry, created on first use. */
export function histogram(name: string, help: string, labelNames: readonly string[], buckets: number[]): Histogram<string> {
  const existing = metricsRegistry.getSingleMetric(name);
  if (existing instanceof Histogram) return existing;
  return new Histogram({ name, help, labelNames, buckets, registers: [metricsRegistry] });
}

/** One labelled value of a gauge read at scrape time. */
export interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** What a callback gauge reads: one value (null: not known yet, shown as NaN), or labelled samples. */
export type GaugeReading = number | null | readonly Sample[];
export type GaugeRead = () => GaugeReading | Promise<GaugeReading>;

export interface GaugeOptions {
  labelNames?: readonly string[];
  /**
   * How the cluster primary combines the workers' values (prom-client's aggregators): `sum` (the
   * default: pool connections), `max` (ages, lags: the worst process), `first` (a figure of the
   * shared database, which every worker reads alike: a backlog).
   */
  aggregator?: Aggregator;
}

const collectErrors = counter('aibeike_metrics_collect_errors_total', 'Figures left out of a scrape because reading them failed or took over 2 s, by metric name.', ['metric']);

function withTimeout<T>(value: T | Promise<T>): Promise<T> {
  if (!(value instanceof Promise)) return Promise.resolve(value);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`read took over ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS);
  });
  return Promise.race([value, timeout]).finally(() => clearTimeout(timer));
}

const sources = new Map<string, { read: GaugeRead }>();

/**
 * A gauge whose value is read when Prometheus scrapes. Registering a name again replaces the read
 * (a test's second app); the returned function unregisters it if it is still this read. A read
 * that throws or takes over 2 s leaves the figure out of that scrape and counts
 * aibeike_metrics_collect_errors_total{metric}, so one slow query never fails the whole scrape.
 * metrics-sources.ts registers the app's figures this way (pools, replicas, index, outbox, webhooks).
 */
export function gaugeFromCallback(name: string, help: string, read: GaugeRead, opts: GaugeOptions = {}): () => void {
  let source = sources.get(name);
  if (source) {
    source.read = read;
  } else {
    const current: { read: GaugeRead } = { read };
    source = current;
    sources.set(name, current);
    new Gauge({
      name,
      help,
      labelNames: opts.labelNames ?? [],
      aggregator: opts.aggregator ?? 'sum',
      registers: [metricsRegistry],
      async collect() {
        this.reset();
        let reading: GaugeReading;
        try {
          reading = await withTimeout(current.read());
        } catch (err) {
          collectErrors.inc({ metric: name });
          log?.warn({ err, metric: name }, 'metrics: a figure could not be read');
          if ((opts.labelNames ?? []).length === 0) this.set(Number.NaN);
          return;
        }
        if (reading === null) this.set(Number.NaN);
        else if (typeof reading === 'number') this.set(reading);
        else for (const s of reading) this.set(s.labels, s.value);
      },
    });
  }
  const mine = source;
  return () => {
    if (mine.read !== read) return;
    sources.delete(name);
    metricsRegistry.removeSingleMetric(name);
  };
}

/** The Prometheus text of this process, or of the whole cluster when its primary aggregates (metrics-cluster.ts). */
export function metricsText(): Promise<string> {
  return clusterMetricsOn() ? askPrimaryForMetrics() : metricsRegistry.metrics();
}

const httpDuration = histogram(
  'aibeike_http_request_duration_seconds',
  'HTTP requests by route pattern, method and status: the time from the request arriving to the answer sent (_count is the request count).',
  ['route', 'method', 'status'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);

let defaultsStarted = false;

/**
 * GET /metrics and the HTTP histogram (METRICS=on, the default). With METRICS=off neither exists:
 * no hook runs per request (the bench's "off" figure) and /metrics is an unknown route (404).
 */
export function installMetrics(app: FastifyInstance, settings: MetricsSettings, trustProxy: string[] | false): void {
  if (!settings.enabled) return;
  log = app.log;
  if (!defaultsStarted) {
    defaultsStarted = true;
    // Process figures (CPU, memory, heap, event-loop lag, GC, handles), once per process.
    collectDefaultMetrics({ register: metricsRegistry });
    joinClusterMetrics(metricsRegistry);
  }
  // A callback hook: no promise per request. The route pattern, or one label for "no route".
  const observe: onResponseHookHandler = (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (route !== METRICS_PATH) httpDuration.observe({ route, method: request.method, status: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  };
  app.addHook('onResponse', observe);

  // hide: not in the API document (it answers Prometheus text, not the envelope); no input schema,
  // so the input guard adds no hook to it (input-guard.ts takesInput).
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!metricsAllowed(request, settings, trustProxy)) return reply.status(403).send(failure(403, METRICS_MSG.forbidden));
    let text: string;
    try {
      text = await metricsText();
    } catch (err) {
      request.log.error({ err }, 'metrics: the scrape failed');
      return reply.status(503).send(failure(503, METRICS_MSG.unavailable));
    }
    return reply.header('cache-control', 'no-store').type(metricsRegistry.contentType).send(text);
  });
}
