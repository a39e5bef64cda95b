// Seeds an empty, migrated database with the demo shop in one transaction: categories, brands,
// warehouses, N goods with stock, zones, content, site settings, demo accounts, hot searches,
// service items and points gifts. Deterministic for a given (skus, seed, now), except password
// salts. Refuses to run on a database that already has a catalogue.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DbHandle } from '../connect.ts';
import type { Database } from '../schema.ts';
import { seedAfterSales } from './after-sales.ts';
import { hashDemoPasswords, seedAccounts } from './accounts.ts';
import { seedDistribution } from './distribution.ts';
import { brandAliasRows } from './brand-aliases.ts';
import { BRANDS, brandRows } from './brands.ts';
import { GOODS_TABLE, STOCK_TABLE, bulkInsert, dropSecondaryIndexes, rebuildIndexes } from './bulk-load.ts';
import { validateCatalogue } from './catalogue.ts';
import { buildCategories } from './categories.ts';
import { companySeeds } from './companies.ts';
import { CMS_ADS, CMS_ARTICLES, CMS_CATEGORIES } from './content.ts';
import { insertConversions } from './conversions.ts';
import { DEFAULT_SEED, generateGoods, type GoodsSeedRow, type StockSeedRow } from './goods.ts';
import { HotSearchCollector, hotSearchRows } from './hot-search.ts';
import { POINTS_GOODS, SERVICE_ITEMS } from './services.ts';
import { LOGIN_NOTES, SHOP_BANK_ACCOUNT, SITE_NOTICE, SITE_SETTING } from './site.ts';
import { WAREHOUSES } from './warehouses.ts';
import { HEADER_ZONE_TYPE, RECOMMENDED_CATEGORIES, ZONES, ZoneCollector } from './zones.ts';

type Trx = Transaction<Database>;

export interface SeedOptions {
  skus: number;
  /** Reference time for every generated timestamp (default: the current time). */
  now?: Date;
  /** PRNG seed (default DEFAULT_SEED). */
  seed?: number;
  log?: (msg: string) => void;
  /** Rows per bulk statement (default 5,000). */
  batchSize?: number;
}

export interface SeedReport {
  skus: number;
  categories: number;
  brands: number;
  warehouses: number;
  /** Rows of the company registry (certification lookup). */
  companies: number;
  stockRows: number;
  zones: number;
  zoneGoods: number;
  articles: number;
  ads: number;
  members: number;
  hotSearches: number;
  serviceItems: number;
  pointsGoods: number;
  /** Total milliseconds, including password hashing, ANALYZE and the final VACUUM. */
  ms: number;
  /** Milliseconds spent generating and loading goods and stock. */
  goodsMs: number;
  /** Milliseconds spent rebuilding the goods indexes. */
  indexMs: number;
  /** Goods plus stock rows per second over the whole run. */
  rowsPerSecond: number;
}

export class AlreadySeededError extends Error {
  constructor() {
    super('数据库中已有商品目录，拒绝重复生成演示数据（如需重建，请使用 npm run seed -- --reset）');
    this.name = 'AlreadySeededError';
  }
}

/** True when the catalogue tables already hold data. */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ seeded: boolean }>`select exists (select 1 from goods) or exists (select 1 from category) as seeded`.execute(db);
  return Boolean(rows[0]?.seeded);
}

export async function seedDatabase(handle: DbHandle, opts: SeedOptions): Promise<SeedReport> {
  if (!Number.isSafeInteger(opts.skus) || opts.skus < 1) throw new RangeError(`SKU 数量必须是正整数：${opts.skus}`);
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const seed = opts.seed ?? DEFAULT_SEED;
  validateCatalogue();
  if (await isSeeded(handle.db)) throw new AlreadySeededError();
  const passwords = await hashDemoPasswords();
  const report = await handle.db.transaction().execute(async (trx) => {
    if (await isSeeded(trx)) throw new AlreadySeededError();
    if (handle.kind === 'postgres') await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
    const reference = await seedReference(trx, now, seed);
    await insertConversions(trx);
    const goods = await seedGoods(handle, trx, { ...opts, now, seed, log });
    const zoneGoods = await seedZones(trx, goods.zones);
    const content = await seedContent(trx, now);
    const accounts = await seedAccounts(trx, now, passwords);
    const hot = hotSearchRows(goods.hot.keywords(), now, seed, accounts.memberIds);
    await seedHotSearch(trx, hot);
    const services = await seedServices(trx);
    log('正在更新统计信息（ANALYZE）…');
    await sql`analyze`.execute(trx);
    return { ...reference, ...goods.counts, ...content, ...services, zoneGoods, members: accounts.memberIds.length, hotSearches: hot.length };
  });
  const distribution = await seedDistribution(handle.db, now, passwords);
  log(`分销演示数据：绑定会员 ${distribution.bound} 人，订单 ${distribution.orders} 笔`);
  // Search reads covering indexes (index-only scans), which need the visibility map that VACUUM
  // sets; PGlite has no autovacuum and a server's may run late. VACUUM cannot run in a transaction.
  log('正在整理商品表（VACUUM）…');
  await sql`vacuum (analyze) goods, goods_stock`.execute(handle.db);
  const ms = Math.round(performance.now() - started);
  const rowsPerSecond = Math.round(((report.skus + report.stockRows) * 1000) / Math.max(1, ms));
  log(`演示数据生成完成：${report.skus} 个 SKU、${report.stockRows} 条库存，用时 ${(ms / 1000).toFixed(1)} 秒（${rowsPerSecond} 行/秒）`);
  return { ...report, ms, rowsPerSecond };
}

async function seedReference(trx: Trx, now: Date, seed: number) {
  const { rows: categories, leafId } = buildCategories();
  await trx.insertInto('category').values(categories).execute();
  await trx.insertInto('brand').values(brandRows()).execute();
  await trx.insertInto('brandAlias').values(brandAliasRows()).execute();
  await trx.insertInto('warehouse').values([...WAREHOUSES]).execute();
  await trx
    .insertInto('siteSetting')
    .values([
      { key: 'site', value: JSON.stringify(SITE_SETTING), updatedAt: now },
      { key: 'notice', value: JSON.stringify(SITE_NOTICE), updatedAt: now },
      { key: 'loginSm', value: JSON.stringify(LOGIN_NOTES), updatedAt: now },
      { key: 'bankAccount', value: JSON.stringify(SHOP_BANK_ACCOUNT), updatedAt: now },
    ])
    .execute();
  await seedAfterSales(trx, now);
  await trx
    .insertInto('categoryRecommend')
    .values(RECOMMENDED_CATEGORIES.map((c, i) => ({ categoryId: leafId.get(c.key)!, sort: i + 1, imageUrl: `/files/goods/${c.image}.svg?v=${i % 8}` })))
    .execute();
  const companies = companySeeds(seed);
  await trx.insertInto('companyRegistry').values(companies.map((c) => ({ ...c, source: 'seed', createdAt: now }))).execute();
  return { categories: categories.length, brands: BRANDS.length, warehouses: WAREHOUSES.length, zones: ZONES.length, companies: companies.length };
}

interface GoodsRun {
  counts: { skus: number; stockRows: number; goodsMs: number; indexMs: number };
  zones: ZoneCollector;
  hot: HotSearchCollector;
}

async function seedGoods(handle: DbHandle, trx: Trx, opts: SeedOptions & { now: Date; seed: number; log: (msg: string) => void }): Promise<GoodsRun> {
  const started = performance.now();
  const batchSize = opts.batchSize ?? 5000;
  const recommended = new Set(brandRows().filter((b) => b.isRecommended).map((b) => b.id));
  const zones = new ZoneCollector(recommended);
  const hot = new HotSearchCollector();
  const indexes = await dropSecondaryIndexes(trx, ['goods', 'goods_stock']);
  let goods: GoodsSeedRow[] = [];
  let stock: StockSeedRow[] = [];
  let stockRows = 0;
  let pending: Promise<void> = Promise.resolve();
  const flush = async (g: GoodsSeedRow[], s: StockSeedRow[]) => {
    await bulkInsert(handle, trx, GOODS_TABLE, g);
    await bulkInsert(handle, trx, STOCK_TABLE, s);
  };
  const step = Math.max(batchSize, 10 ** Math.max(0, Math.floor(Math.log10(opts.skus)) - 1));
  for (const item of generateGoods({ count: opts.skus, now: opts.now, seed: opts.seed, warehouseIds: WAREHOUSES.map((w) => w.id) })) {
    goods.push(item.goods);
    stock.push(...item.stock);
    zones.offer(item);
    hot.offer(item);
    if (goods.length >= batchSize) {
      await pending;
      pending = flush(goods, stock);
      pending.catch(() => {}); // awaited at the next batch; this only silences the early-rejection warning
      stockRows += stock.length;
      goods = [];
      stock = [];
    }
    if (item.goods.id % step === 0) opts.log(`已生成 ${item.goods.id} / ${opts.skus} 个 SKU`);
  }
  await pending;
  await flush(goods, stock);
  stockRows += stock.length;
  const indexStarted = performance.now();
  opts.log(`正在重建商品索引（${indexes.length} 个）…`);
  await rebuildIndexes(trx, indexes);
  const done = performance.now();
  return {
    counts: { skus: opts.skus, stockRows, goodsMs: Math.round(indexStarted - started), indexMs: Math.round(done - indexStarted) },
    zones,
    hot,
  };
}

async function seedZones(trx: Trx, collector: ZoneCollector): Promise<number> {
  await trx
    .insertInto('zone')
    .values(ZONES.map((z) => ({ id: z.id, name: z.name, type: HEADER_ZONE_TYPE, scopeId: z.scopeId, description: z.description, bannerUrl: z.bannerUrl, sort: z.sort, status: 1, startAt: null, endAt: null })))
    .execute();
  const rows = collector.rows();
  if (rows.length > 0) await trx.insertInto('zoneGoods').values(rows).execute();
  return rows.length;
}

const DAY_MS = 86_400_000;

async function seedContent(trx: Trx, now: Date): Promise<{ articles: number; ads: number }> {
  await trx.insertInto('cmsCategory').values([...CMS_CATEGORIES]).execute();
  await trx
    .insertInto('cmsArticle')
    .values(CMS_ARTICLES.map(({ ageDays, ...a }) => ({ ...a, status: 1, publishedAt: new Date(now.getTime() - ageDays * DAY_MS) })))
    .execute();
  await trx.insertInto('cmsAd').values(CMS_ADS.map((ad) => ({ ...ad, status: 1, startAt: null, endAt: null }))).execute();
  return { articles: CMS_ARTICLES.length, ads: CMS_ADS.length };
}

async function seedHotSearch(trx: Trx, rows: ReturnType<typeof hotSearchRows>): Promise<void> {
  if (rows.length === 0) return;
  await trx.insertInto('hotSearchLog').values(rows).execute();
  await sql`update hot_search_log h set result_count = (select count(*) from goods g where g.model_key like h.keyword_key || '%')`.execute(trx);
}

async function seedServices(trx: Trx): Promise<{ serviceItems: number; pointsGoods: number }> {
  await trx.insertInto('serviceItem').values(SERVICE_ITEMS.map((s, i) => ({ ...s, status: 1, sort: i + 1 }))).execute();
  await trx.insertInto('pointsGoods').values(POINTS_GOODS.map((g, i) => ({ ...g, status: 1, sort: i + 1 }))).execute();
  return { serviceItems: SERVICE_ITEMS.length, pointsGoods: POINTS_GOODS.length };
}
