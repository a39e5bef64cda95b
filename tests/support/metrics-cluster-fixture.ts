// A small cluster for tests/unit/metrics-cluster.test.ts, run as its own process
// (`node --import tsx tests/support/metrics-cluster-fixture.ts` with METRICS_CLUSTER_FIXTURE=<port>):
// the primary calls setupMetricsPrimary and forks two workers; each worker serves GET /hit (its
// pid) and GET /metrics through installMetrics on the shared port. The primary prints `ready`
// when both listen. Imported without that variable (by the test, for its path), it does nothing.
import cluster from 'node:cluster';
import Fastify from 'fastify';
import { metricsSettings } from '../../server/http/metrics-access.ts';
import { installMetrics } from '../../server/http/metrics.ts';
import { setupMetricsPrimary } from '../../server/http/metrics-cluster.ts';

export const FIXTURE_PATH = new URL(import.meta.url).pathname;

const port = Number(process.env.METRICS_CLUSTER_FIXTURE ?? 0);

if (port > 0 && cluster.isPrimary) {
  setupMetricsPrimary();
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === 2) console.log('ready');
  });
  cluster.fork();
  cluster.fork();
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill();
    process.exit(0);
  });
} else if (port > 0) {
  const app = Fastify();
  installMetrics(app, metricsSettings({}), false);
  app.get('/hit', async () => ({ pid: process.pid }));
  await app.listen({ port, host: '127.0.0.1' });
}
