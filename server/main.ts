// Starts the server: database (PGlite in DATA_DIR or DATABASE_URL), migrations, first-start seed,
// then the SPA and the API on PORT. Stops gracefully on SIGINT/SIGTERM.
// WORKERS=1 (the default): this one process does everything. WORKERS=N (PostgreSQL only): this
// process becomes the cluster's primary (cluster.ts): it runs the migrations and the seed once,
// then forks N workers that run this file again and each serve the shared port.
import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { runPrimary } from './cluster.ts';
import { checkProductionConfig, loadConfig, type AppConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import { SECURITY_MSG, START_MSG } from './security/messages.ts';

const started = performance.now();
const log = (msg: string) => console.log(START_MSG.line(msg));

/** The configuration, or exit code 1 with one clear line (bad values, default secrets in production, WORKERS on PGlite). */
function configOrExit(): AppConfig {
  try {
    const loaded = loadConfig();
    checkProductionConfig(loaded);
    return loaded;
  } catch (err) {
    console.error(START_MSG.line(SECURITY_MSG.startRefused(err instanceof Error ? err.message : String(err))));
    process.exit(1);
  }
}

const shownHost = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);

const config = configOrExit();
const worker = cluster.isWorker;

if (!worker) {
  // The one process, or the primary: migrations and the first-start seed, once.
  const handle = await connect(config);
  log(START_MSG.database(handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`));
  await prepareDatabase(handle, { seedSkus: config.seedSkus, log });
  if (config.workers > 1) {
    await handle.close();
    runPrimary({
      workers: config.workers,
      log,
      metrics: config.metrics.enabled,
      onListening: (port) => log(START_MSG.ready(Math.round(performance.now() - started), `http://${shownHost(config.host)}:${port}/`)),
    });
  } else {
    await serve(await buildApp(config, handle, { closeDb: true }));
  }
} else {
  await serve(await buildApp(config, await connect(config), { closeDb: true }));
}

async function serve(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    // A worker's stop is logged by the primary (one line for all of them).
    if (!worker) log(START_MSG.stopping(signal));
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (worker) {
    // A worker joins the shared port only once it can serve (search index built: http/readiness.ts):
    // the cluster hands connections to every listening worker in turn, ready or not.
    await app.ready();
    await app.readiness.settled();
    if (closing) return;
    await app.listen({ port: config.port, host: config.host });
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log(START_MSG.ready(Math.round(performance.now() - started), `http://${shownHost(config.host)}:${port}/`));
}
