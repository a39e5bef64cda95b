// Seeds 2,000 SKUs into a fresh database (tests/support/fresh-database.ts) and checks the
// properties the shop relies on.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCreditCode } from '../../domain/shared/credit-code.ts';
import { modelKey } from '../../domain/catalogue/model-key.ts';
import type { DbHandle } from '../../server/db/connect.ts';
import { freshDatabase } from '../support/fresh-database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { DEMO_PASSWORD, STAFF_PASSWORD } from '../../server/db/seed/accounts.ts';
import { BRANDS } from '../../server/db/seed/brands.ts';
import { FAMILIES, catalogueCapacity, validateCatalogue } from '../../server/db/seed/catalogue.ts';
import { HELP_MENU, helpCenterHref } from '../../server/db/seed/content.ts';
import { allocate, generateGoods } from '../../server/db/seed/goods.ts';
import { AlreadySeededError, seedDatabase, type SeedReport } from '../../server/db/seed/seed.ts';
import { verifyPassword } from '../../server/security/password.ts';

const SKUS = 2000;
const NOW = new Date('2026-03-02T02:00:00.000Z');
const DAY = 86_400_000;

let handle: DbHandle;
let drop: () => Promise<void>;
let report: SeedReport;

beforeAll(async () => {
  ({ handle, drop } = await freshDatabase());
  await migrateToLatest(handle.db);
  report = await seedDatabase(handle, { skus: SKUS, now: NOW });
}, 120_000);

afterAll(async () => {
  await drop?.();
});

describe('catalogue definition', () => {
  it('is consistent and can produce well over a million distinct SKUs', () => {
    expect(() => validateCatalogue()).not.toThrow();
    expect(catalogueCapacity()).toBeGreaterThan(1_200_000);
    const counts = allocate(1_000_000);
    expect(counts.reduce((a, n) => a + n, 0)).toBe(1_000_000);
    counts.forEach((n, i) => expect(n).toBeLessThanOrEqual(FAMILIES[i]!.capacity));
  });

  it('generates the same goods for the same input, and different goods for another seed', () => {
    const options = { count: 1500, now: NOW, warehouseIds: [1, 2, 3, 4, 5, 6] };
    const first = [...generateGoods(options)];
    const second = [...generateGoods(options)];
    expect(second).toEqual(first);
    const other = [...generateGoods({ ...options, seed: 7 })].map((g) => g.goods.model);
    expect(other).not.toEqual(first.map((g) => g.goods.model));
  });
});

describe('seeded database', () => {
  it('reports what it wrote', () => {
    expect(report).toMatchObject({ skus: SKUS, brands: BRANDS.length, members: 3 });
    expect(report.stockRows).toBeGreaterThanOrEqual(SKUS);
    expect(report.ms).toBeGreaterThan(0);
  });

  it('has a three-level category tree with at least 12 roots', async () => {
    const rows = await handle.db.selectFrom('category').selectAll().execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const roots = rows.filter((r) => r.parentId === null);
    expect(roots.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      if (row.parentId === null) expect(row.level).toBe(1);
      else expect(row.level).toBe(byId.get(row.parentId)!.level + 1);
    }
    for (const parent of rows.filter((r) => r.level < 3)) expect(rows.some((r) => r.parentId === parent.id)).toBe(true);
    expect(roots.map((r) => r.name)).toEqual(expect.arrayContaining(['轴承', '气动', '液压', '低压电气', '工具', '安全防护', '紧固件']));
    const { rows: misplaced } = await sql<{ n: number }>`select count(*)::int as n from goods g join category c on c.id = g.category_id where c.level <> 3`.execute(handle.db);
    expect(misplaced[0]!.n).toBe(0);
  });

  it('has at least 40 brands, every one selling something', async () => {
    const brands = await handle.db.selectFrom('brand').selectAll().execute();
    expect(brands.length).toBeGreaterThanOrEqual(40);
    expect(brands.some((b) => b.isRecommended)).toBe(true);
    const selling = await handle.db.selectFrom('goods').select('brandId').distinct().execute();
    expect(selling.length).toBe(brands.length);
  });

  it('stores normalised model keys, unique codes and unique (brand, model) pairs', async () => {
    const goods = await handle.db.selectFrom('goods').select(['id', 'goodsCode', 'model', 'modelKey', 'brandId', 'name', 'taxClassCode', 'unit']).orderBy('id').execute();
    expect(goods).toHaveLength(SKUS);
    expect(goods.map((g) => g.id)).toEqual(Array.from({ length: SKUS }, (_, i) => i + 1));
    for (const g of goods) {
      expect(g.modelKey).toBe(modelKey(g.model));
      expect(g.goodsCode).toMatch(/^AB\d{8}$/);
      expect(g.name).toContain(g.model);
      expect(g.taxClassCode).toMatch(/^\d{19}$/);
      expect(g.unit.length).toBeGreaterThan(0);
    }
    expect(new Set(goods.map((g) => g.goodsCode)).size).toBe(SKUS);
    expect(new Set(goods.map((g) => `${g.brandId}|${g.model}`)).size).toBe(SKUS);
  });

  it('prices every SKU in integer fen with list >= member >= vip > 0', async () => {
    const goods = await handle.db.selectFrom('goods').select(['listPriceFen', 'memberPriceFen', 'vipPriceFen', 'minOrderQty', 'packQty']).execute();
    for (const g of goods) {
      for (const fen of [g.listPriceFen, g.memberPriceFen, g.vipPriceFen]) expect(Number.isSafeInteger(fen) && fen > 0).toBe(true);
      expect(g.memberPriceFen).toBeLessThanOrEqual(g.listPriceFen);
      expect(g.vipPriceFen).toBeLessThanOrEqual(g.memberPriceFen);
      expect(g.minOrderQty).toBeGreaterThanOrEqual(1);
      expect(g.packQty).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps plausible prices for reference models', async () => {
    const price = async (model: string) => (await handle.db.selectFrom('goods').select('listPriceFen').where('model', '=', model).executeTakeFirstOrThrow()).listPriceFen;
    expect(await price('6205-2RSH')).toBeGreaterThanOrEqual(2000);
    expect(await price('6205-2RSH')).toBeLessThanOrEqual(6000);
    expect(await price('LC1D09M7C')).toBeGreaterThanOrEqual(8000);
    expect(await price('LC1D09M7C')).toBeLessThanOrEqual(30000);
    expect(await price('6ES7214-1AG40-0XB0')).toBeGreaterThanOrEqual(200000);
    expect(await price('6ES7214-1AG40-0XB0')).toBeLessThanOrEqual(600000);
  });

  it('stocks every SKU in one to three warehouses, with some out of stock', async () => {
    const stock = await handle.db.selectFrom('goodsStock').selectAll().execute();
    const perGoods = new Map<number, number>();
    for (const s of stock) {
      expect(s.qty).toBeGreaterThanOrEqual(0);
      expect(s.reserved).toBeLessThanOrEqual(s.qty);
      perGoods.set(s.goodsId, (perGoods.get(s.goodsId) ?? 0) + s.qty);
    }
    expect(perGoods.size).toBe(SKUS);
    const empty = [...perGoods.values()].filter((q) => q === 0).length;
    expect(empty).toBeGreaterThan(0);
    expect(empty).toBeLessThan(SKUS * 0.2);
  });

  it('creates the demo members and staff with verifiable passwords', async () => {
    // The demo accounts; the distributor's six bound buyers (19900000101-106) are the distribution seed's.
    const all = await handle.db.selectFrom('member').selectAll().where('username', 'like', '138%').orderBy('username').execute();
    // 13800000004-06 are the demo company's buyer, approver and finance (issue 37; no points, no messages of their own).
    expect(all.map((m) => m.username)).toEqual(['13800000001', '13800000002', '13800000003', '13800000004', '13800000005', '13800000006']);
    const members = all.slice(0, 3);
    for (const m of all.slice(3)) expect(await verifyPassword(DEMO_PASSWORD, m.passwordHash)).toBe(true);
    const bound = await handle.db.selectFrom('member').select(['username', 'referrerId']).where('username', 'like', '199%').execute();
    expect(bound).toHaveLength(6);
    expect(new Set(bound.map((b) => Number(b.referrerId)))).toEqual(new Set([members[2]!.id]));
    const [personal, enterprise, distributor] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
    expect(personal).toMatchObject({ memberType: 1, mobile: '13800000001', isDistributor: false, memberPriceEndTime: null });
    expect(enterprise).toMatchObject({ memberType: 2, companyName: '苏州精工自动化设备有限公司' });
    expect(Math.abs(new Date(enterprise.memberPriceEndTime!).getTime() - (NOW.getTime() + 365 * DAY))).toBeLessThan(DAY);
    expect(distributor).toMatchObject({ memberType: 1, isDistributor: true });
    for (const m of members) {
      expect(await verifyPassword(DEMO_PASSWORD, m.passwordHash)).toBe(true);
      expect(m.points).toBeGreaterThan(0);
    }
    const staff = await handle.db.selectFrom('staffUser').selectAll().executeTakeFirstOrThrow();
    expect(staff).toMatchObject({ username: 'admin', displayName: '系统管理员' });
    expect(await verifyPassword(STAFF_PASSWORD, staff.passwordHash)).toBe(true);
    const messages = await handle.db.selectFrom('memberMessage').select('memberId').execute();
    // The three demo members' welcome messages, and the company's founding message to its admin is the seed's own rows only.
    expect(new Set(messages.map((m) => m.memberId)).size).toBe(3);
  });

  it('approves the enterprise certification with a valid credit code', async () => {
    const cert = await handle.db.selectFrom('enterpriseCert').selectAll().executeTakeFirstOrThrow();
    expect(cert.status).toBe(1);
    expect(cert.companyName).toBe('苏州精工自动化设备有限公司');
    expect(isValidCreditCode(cert.creditCode)).toBe(true);
    const registry = await handle.db.selectFrom('companyRegistry').selectAll().execute();
    expect(registry.length).toBeGreaterThanOrEqual(20);
    for (const c of registry) expect(isValidCreditCode(c.creditCode)).toBe(true);
  });

  it('stores the site settings the views need', async () => {
    const row = await handle.db.selectFrom('siteSetting').select('value').where('key', '=', 'site').executeTakeFirstOrThrow();
    const site = row.value as Record<string, unknown>;
    for (const key of ['phone', 'serviceHours', 'companyName', 'copyright', 'icp', 'policeRecord', 'policeRecordCode', 'mobileSiteUrl', 'miniProgramUrl', 'officialAccountUrl', 'wechatServiceUrl', 'qq', 'qrMiniProgram', 'qrOfficialAccount', 'qrWechatService', 'qrMobileSite']) {
      expect(site[key], key).toEqual(expect.any(String));
    }
    expect(site.promises).toEqual(['正品保障', '专属服务', '专享价格', '配送无忧']);
    expect(site.trialVipDays).toBe(30);
  });

  it('has the help menu articles the top bar links to', async () => {
    expect(HELP_MENU.map((m) => m.title)).toEqual(['帮助中心', '网站注册与登录流程', '发票问题', '如何询价', '支付方式', '退换货政策']);
    for (const entry of HELP_MENU) {
      const article = await handle.db
        .selectFrom('cmsArticle')
        .innerJoin('cmsCategory', 'cmsCategory.id', 'cmsArticle.categoryId')
        .select(['cmsArticle.label', 'cmsCategory.kind', 'cmsArticle.content'])
        .where('cmsArticle.id', '=', entry.articleId)
        .executeTakeFirstOrThrow();
      expect(article).toMatchObject({ label: entry.label, kind: 'help' });
      expect(article.content.length).toBeGreaterThan(100);
      expect(helpCenterHref(entry)).toBe(`/helpCenter?type=${entry.label}&value=${entry.articleId}`);
    }
    const kinds = await handle.db.selectFrom('cmsCategory').select('kind').execute();
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(['help', 'agreement', 'media']));
  });

  it('logs hot searches of existing models over the last seven days', async () => {
    const rows = await handle.db.selectFrom('hotSearchLog').selectAll().execute();
    expect(rows.length).toBeGreaterThan(100);
    const keywords = [...new Set(rows.map((r) => r.keyword))];
    expect(keywords.length).toBeGreaterThanOrEqual(10);
    for (const keyword of keywords) {
      const hit = await handle.db.selectFrom('goods').select('id').where('model', '=', keyword).executeTakeFirst();
      expect(hit, keyword).toBeDefined();
    }
    for (const r of rows) {
      expect(r.keywordKey).toBe(modelKey(r.keyword));
      expect(r.resultCount).toBeGreaterThan(0);
      const age = NOW.getTime() - new Date(r.createdAt).getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(7 * DAY);
    }
  });

  it('fills the header zones, recommended categories, ads, services and points gifts', async () => {
    const zones = await handle.db.selectFrom('zone').selectAll().where('type', '=', 2).execute();
    expect(zones.length).toBeGreaterThanOrEqual(5);
    for (const zone of zones) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from zone_goods where zone_id = ${zone.id}`.execute(handle.db);
      expect(rows[0]!.n, zone.name).toBeGreaterThanOrEqual(20);
      expect(rows[0]!.n, zone.name).toBeLessThanOrEqual(60);
    }
    const recommended = await handle.db.selectFrom('categoryRecommend').selectAll().execute();
    expect(recommended.length).toBeGreaterThanOrEqual(8);
    expect(recommended.length).toBeLessThanOrEqual(12);
    const banners = await handle.db.selectFrom('cmsAd').selectAll().where('code', '=', 'home_banner').where('displayPosition', '=', 1).execute();
    expect(banners.length).toBeGreaterThanOrEqual(3);
    const services = await handle.db.selectFrom('serviceItem').selectAll().execute();
    expect(services.length).toBeGreaterThanOrEqual(6);
    const gifts = await handle.db.selectFrom('pointsGoods').selectAll().execute();
    expect(gifts.length).toBeGreaterThanOrEqual(6);
  });

  it('refuses to seed a database that already has a catalogue', async () => {
    await expect(seedDatabase(handle, { skus: 10, now: NOW })).rejects.toBeInstanceOf(AlreadySeededError);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from goods`.execute(handle.db);
    expect(rows[0]!.n).toBe(SKUS);
  });
});
