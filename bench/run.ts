// `npm run bench [-- --only NAME] [-- --database-url URL] [-- --seconds N]`: runs the benchmark
// cases against a server started as a child process, prints figures and ratios, and writes them
// to bench/results/latest-<case>-<db>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { table } from './lib/load.ts';
import { loadAverage, NotSeededError, seededSkus } from './lib/preflight.ts';
import type { BenchContext, BenchReport } from './lib/types.ts';
import orders from './case-orders.ts';
import platform from './cases/platform.ts';
import faults from './cases/faults.ts';
import search from './cases/search.ts';
import enquiry from './cases/enquiry.ts';
import indexFootprint from './cases/index-footprint.ts';
import replicas from './cases/replicas.ts';
import startup from './cases/startup.ts';

const CASES: Record<string, (ctx: BenchContext) => Promise<BenchReport>> = { platform, search, orders, faults, enquiry, startup, replicas, index: indexFootprint };

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const databaseUrl = arg('database-url') ?? process.env.BENCH_DATABASE_URL ?? null;
const dataDir = arg('data-dir') ?? path.resolve('data');
// The server refuses to start in production with the public default secrets: the bench sets its own
// (case-orders.ts logs in with the same OAuth client secret, read from this process's environment).
process.env.OAUTH_CLIENT_SECRET ??= 'bench-oauth-client-secret';
process.env.PAYMENT_SECRET ??= 'bench-payment-secret';
const ctx: BenchContext = {
  databaseUrl,
  seconds: Number(arg('seconds') ?? 5),
  serverEnv: { NODE_ENV: 'production', STATIC_DIR: arg('static-dir') ?? 'dist', SEED_SKUS: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }) },
};
const only = arg('only');
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`机器：${machine}\n数据库：${databaseUrl ? 'PostgreSQL' : `PGlite (${dataDir})`}\n`);

// The bench measures a seeded database and never seeds one itself (the server runs with SEED_SKUS=0).
// The faults case alone creates, seeds and drops its own database, so it is not checked first.
if (only !== 'faults') {
  try {
    console.log(`商品：${await seededSkus(databaseUrl, dataDir)} 个 SKU\n`);
  } catch (err) {
    if (!(err instanceof NotSeededError)) throw err;
    console.error(err.message);
    process.exit(2);
  }
}

mkdirSync('bench/results', { recursive: true });
for (const [name, run] of Object.entries(CASES)) {
  if (only && only !== name) continue;
  const loadBefore = loadAverage();
  console.log(`## ${name}：开始时负载 ${loadBefore}`);
  const report = await run(ctx);
  const loadAfter = loadAverage();
  report.figures.loadBefore = loadBefore;
  report.figures.loadAfter = loadAfter;
  console.log(`## ${report.name}（负载 开始 ${loadBefore}，结束 ${loadAfter}）\n${table(report.table)}\n`);
  for (const [k, v] of Object.entries(report.figures)) console.log(`${k}: ${v}`);
  console.log('');
  const file = `bench/results/latest-${name}-${databaseUrl ? 'postgres' : 'pglite'}.json`;
  writeFileSync(file, JSON.stringify({ machine, database: databaseUrl ? 'postgres' : 'pglite', at: new Date().toISOString(), ...report }, null, 2));
}
