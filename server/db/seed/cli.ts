// npm run seed -- --skus N [--database-url URL] [--data-dir DIR] [--reset] [--seed S]
// Connects (DATABASE_URL or --database-url, else PGlite in --data-dir / DATA_DIR / ./data), runs the
// migrations and seeds the demo shop. --reset empties the database first (PostgreSQL: drops and
// recreates schema public; PGlite: deletes the data folder). Without --reset a seeded database is refused.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { connect, type DbHandle } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';
import { AlreadySeededError, seedDatabase, type SeedReport } from './seed.ts';

interface CliOptions {
  skus: number;
  databaseUrl: string | null;
  dataDir: string;
  reset: boolean;
  seed: number | undefined;
}

function parseCli(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      skus: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean', default: false },
      seed: { type: 'string' },
    },
    strict: true,
  });
  const skus = Number(values.skus ?? process.env.SEED_SKUS ?? 20_000);
  if (!Number.isSafeInteger(skus) || skus < 1) throw new Error(`--skus 必须是正整数，当前为 ${values.skus}`);
  return {
    skus,
    databaseUrl: values['database-url'] ?? process.env.DATABASE_URL ?? null,
    dataDir: path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? 'data'),
    reset: values.reset ?? false,
    seed: values.seed === undefined ? undefined : Number(values.seed),
  };
}

/** Deletes a PGlite data folder, refusing folders that are neither empty nor a PostgreSQL data directory. */
function removePgliteDir(dir: string): void {
  if (!existsSync(dir)) return;
  const entries = readdirSync(dir);
  if (entries.length > 0 && !entries.includes('PG_VERSION')) throw new Error(`${dir} 不是 PGlite 数据目录，拒绝删除`);
  rmSync(dir, { recursive: true, force: true });
}

async function resetPostgres(handle: DbHandle): Promise<void> {
  await sql`drop schema public cascade`.execute(handle.db);
  await sql`create schema public`.execute(handle.db);
}

function printReport(report: SeedReport): void {
  const rows: [string, string | number][] = [
    ['SKU', report.skus], ['库存记录', report.stockRows], ['分类', report.categories], ['品牌', report.brands],
    ['仓库', report.warehouses], ['企业名录', report.companies], ['专区/专区商品', `${report.zones} / ${report.zoneGoods}`], ['文章', report.articles],
    ['广告位', report.ads], ['演示会员', report.members], ['热搜记录', report.hotSearches], ['服务项目', report.serviceItems],
    ['积分礼品', report.pointsGoods], ['商品写入用时', `${(report.goodsMs / 1000).toFixed(1)} 秒`],
    ['索引重建用时', `${(report.indexMs / 1000).toFixed(1)} 秒`], ['总用时', `${(report.ms / 1000).toFixed(1)} 秒`],
    ['吞吐', `${report.rowsPerSecond} 行/秒`],
  ];
  for (const [label, value] of rows) console.log(`  ${label}：${value}`);
}

async function main(): Promise<void> {
  const options = parseCli(process.argv.slice(2));
  const log = (msg: string) => console.log(`[seed] ${msg}`);
  if (options.reset && !options.databaseUrl) {
    log(`删除 PGlite 数据目录 ${options.dataDir}`);
    removePgliteDir(options.dataDir);
  }
  const handle = await connect({ databaseUrl: options.databaseUrl, dataDir: options.databaseUrl ? null : options.dataDir });
  try {
    log(`数据库：${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite（${options.dataDir}）`}`);
    if (options.reset && handle.kind === 'postgres') {
      log('重建 public 模式（drop schema public cascade）');
      await resetPostgres(handle);
    }
    const migrated = await migrateToLatest(handle.db);
    if (migrated.length > 0) log(`已执行迁移：${migrated.join(', ')}`);
    log(`开始生成 ${options.skus} 个 SKU 的演示数据…`);
    const report = await seedDatabase(handle, { skus: options.skus, log, ...(options.seed === undefined ? {} : { seed: options.seed }) });
    printReport(report);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof AlreadySeededError) console.error(`[seed] ${err.message}`);
  else console.error(err);
  process.exitCode = 1;
});
