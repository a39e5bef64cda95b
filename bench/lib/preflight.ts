// What the bench checks before it starts a server, and what it prints around every case:
// - the database must hold a seeded catalogue; otherwise the bench says how to seed it and stops
//   (a missing PGlite data dir is not created, an unreachable PostgreSQL is named);
// - the machine's load average before and after each case, so a figure taken on a busy machine
//   is read as such.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'kysely';
import { connect } from '../../server/db/connect.ts';

export class NotSeededError extends Error {}

function seedCommand(databaseUrl: string | null, dataDir: string, skus = 20_000): string {
  return databaseUrl ? `npm run seed -- --skus ${skus} --database-url ${databaseUrl}` : `npm run seed -- --skus ${skus} --data-dir ${dataDir}`;
}

/** The seeded SKU count, or a NotSeededError whose message says how to seed. */
export async function seededSkus(databaseUrl: string | null, dataDir: string): Promise<number> {
  const where = databaseUrl ? `PostgreSQL（${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}）` : `PGlite 数据目录 ${dataDir}`;
  const how = `先生成演示数据：\n  ${seedCommand(databaseUrl, dataDir)}\n（或用 --data-dir / --database-url 指向已生成数据的库）`;
  if (!databaseUrl && !existsSync(dataDir)) throw new NotSeededError(`${where} 不存在，基准测试需要已生成演示数据的数据库。\n${how}`);
  let handle;
  try {
    handle = await connect({ databaseUrl, dataDir: databaseUrl ? null : dataDir });
  } catch (err) {
    throw new NotSeededError(`连不上 ${where}：${(err as Error).message}\n${how}`);
  }
  try {
    const table = await sql<{ t: string | null }>`select to_regclass('goods')::text as t`.execute(handle.db);
    const n = table.rows[0]?.t ? ((await sql<{ n: number }>`select count(*)::int as n from goods`.execute(handle.db)).rows[0]?.n ?? 0) : null;
    if (!n) throw new NotSeededError(`${where} ${n === null ? '还没有建表' : '没有商品'}，基准测试需要已生成演示数据的数据库。\n${how}`);
    return n;
  } finally {
    await handle.close();
  }
}

/** `1.02 / 0.87 / 0.55` (1, 5 and 15 minutes) and the core count. */
export function loadAverage(): string {
  return `${os.loadavg().map((x) => x.toFixed(2)).join(' / ')}（${os.cpus().length} 核）`;
}
