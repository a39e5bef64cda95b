// Starts the one process: database (PGlite in DATA_DIR or DATABASE_URL), migrations, first-start
// seed, then the SPA and the API on PORT. Stops gracefully on SIGINT/SIGTERM.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';

const started = performance.now();
const config = loadConfig();
const handle = await connect(config);
const log = (msg: string) => console.log(`[爱备客] ${msg}`);
log(`数据库：${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`}`);
await prepareDatabase(handle, { seedSkus: config.seedSkus, log });
const app = await buildApp(config, handle, { closeDb: true });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log(`收到 ${signal}，正在停止…`);
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
log(`已就绪，用时 ${Math.round(performance.now() - started)} ms：http://${shownHost}:${port}/`);
