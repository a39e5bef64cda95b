// Starts the one process: database (PGlite in DATA_DIR or DATABASE_URL), migrations, first-start
// seed, then the SPA and the API on PORT. Stops gracefully on SIGINT/SIGTERM.
import { buildApp } from './app.ts';
import { checkProductionConfig, loadConfig, type AppConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import { SECURITY_MSG, START_MSG } from './security/messages.ts';

const started = performance.now();
const log = (msg: string) => console.log(START_MSG.line(msg));

/** The configuration, or exit code 1 with one clear line (bad values, default secrets in production). */
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

const config = configOrExit();
const handle = await connect(config);
log(START_MSG.database(handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`));
await prepareDatabase(handle, { seedSkus: config.seedSkus, log });
const app = await buildApp(config, handle, { closeDb: true });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log(START_MSG.stopping(signal));
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

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
log(START_MSG.ready(Math.round(performance.now() - started), `http://${shownHost}:${port}/`));
