// Search: suggestions, exact and fuzzy product lists (ranking, normalisation, Chinese words,
// filters with counts, sorts, paging, viewer prices), hot-search logging, and the bounded
// strategy used for big match sets agreeing with the exact in-memory one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelKey } from '../../../domain/catalogue/model-key.ts';
import { cjkText } from '../../../domain/catalogue/search-query.ts';
import { catalogueCache } from '../../../server/modules/catalogue/catalogue-cache.ts';
import { LIMITS } from '../../../server/modules/catalogue/search-outcome.ts';
import { DEMO, call, createTestApp, login, type TestContext } from '../../support/api-harness.ts';

interface Card {
  id: number;
  model: string;
  name: string;
  brandId: number;
  brandName: string;
  categoryId: number;
  categoryName: string;
  listPriceFen: number;
  memberPriceFen: number;
  vipPriceFen: number;
  priceFen: number;
  priceKind: string;
  stockQty: number;
  salesCount: number;
  keySpecs: { name: string; value: string }[];
}

interface Counted {
  id: number;
  name: string;
  count: number;
}

interface ListData {
  records: Card[];
  total: number;
  size: number;
  current: number;
  pages: number;
  keyword: string;
  matchMode: 'exact' | 'fuzzy';
  totalExact: boolean;
  facets: { categories: Counted[]; brands: Counted[]; params: { name: string; values: { value: string; count: number }[] }[]; exact: boolean };
  conversionGroups: { groupId: number; standard: string }[];
}

interface Suggestion {
  goodsId: number;
  goodsModel: string;
  brandName: string;
  goodsName: string;
  categoryName: string;
}

let ctx: TestContext;
let personal: string;
let enterprise: string;

// Fixture goods with a made-up key family, so every tier of the ranking is known.
const FIXTURES = [
  { id: 900001, model: 'TQ-7701', name: 'SKF 深沟球轴承 TQ-7701 测试件', salesCount: 5 },
  { id: 900002, model: 'TQ7701', name: 'NSK 深沟球轴承 TQ7701 测试件', salesCount: 1 },
  { id: 900003, model: 'TQ-7701-2RS', name: 'SKF 深沟球轴承 TQ-7701-2RS 测试件', salesCount: 50 },
  { id: 900004, model: 'TQ7701ZZ', name: 'NSK 深沟球轴承 TQ7701ZZ 测试件', salesCount: 9 },
  { id: 900005, model: 'X-TQ7701', name: 'SKF 深沟球轴承 X-TQ7701 测试件', salesCount: 99 },
  { id: 900006, model: 'AB.TQ7701/Z', name: 'NSK 深沟球轴承 AB.TQ7701/Z 测试件', salesCount: 7 },
];

async function insertFixtures() {
  const db = ctx.handle.db;
  const category = await db.selectFrom('category').select('id').where('name', '=', '深沟球轴承').executeTakeFirstOrThrow();
  const brands = await db.selectFrom('brand').select(['id', 'name']).where('name', 'in', ['SKF', 'NSK']).execute();
  const brandId = (name: string) => brands.find((b) => b.name === name)!.id;
  await db
    .insertInto('goods')
    .values(
      FIXTURES.map((f) => ({
        id: f.id,
        goodsCode: `AB9${String(f.id).padStart(7, '0')}`,
        model: f.model,
        modelKey: modelKey(f.model),
        name: f.name,
        brandId: brandId(f.name.split(' ')[0]!),
        categoryId: category.id,
        specs: JSON.stringify({ 内径: '25mm', 外径: '52mm' }),
        unit: '个',
        taxClassCode: '1090115010000000000',
        listPriceFen: 10_000 + f.salesCount,
        memberPriceFen: 9_000 + f.salesCount,
        vipPriceFen: 8_000 + f.salesCount,
        salesCount: f.salesCount,
        imageUrl: '/files/goods/ball-bearing.svg?v=1',
        images: JSON.stringify(['/files/goods/ball-bearing.svg?v=1']),
      })),
    )
    .execute();
  await db.insertInto('goodsStock').values(FIXTURES.map((f) => ({ goodsId: f.id, warehouseId: 1, qty: f.id % 2 ? 10 : 0 }))).execute();
  catalogueCache(db).invalidate();
}

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 600 });
  await insertFixtures();
  personal = await login(ctx, DEMO.personal, DEMO.password);
  enterprise = await login(ctx, DEMO.enterprise, DEMO.password);
});
afterAll(async () => ctx?.close());

async function list(payload: Record<string, unknown>, token?: string) {
  const res = await call<ListData>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { current: 1, size: 20, ...payload }, ...(token ? { token } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function suggest(keyword: string) {
  const res = await call<Suggestion[]>(ctx, {
    method: 'POST',
    url: '/gateway/goods/open/goods/search/keyword',
    payload: { keyword },
    headers: { 'cache-control': 'no-cache' },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('search columns', () => {
  it('keeps the Chinese words of every name in goods.name_cjk, as the domain rule reads them', async () => {
    const rows = await ctx.handle.db.selectFrom('goods').select(['name', 'nameCjk']).execute();
    for (const r of rows) expect(r.nameCjk, r.name).toBe(cjkText(r.name));
  });
});

describe('POST /open/goods/search/keyword (suggestions)', () => {
  it('returns at most 10 goods with model, brand, name and category, prefix matches first', async () => {
    const data = await suggest('TQ7701');
    expect(data.length).toBeLessThanOrEqual(10);
    const models = data.map((d) => d.goodsModel);
    // Prefix matches in key order (the exact key first), then key-contains matches.
    expect(models.slice(0, 4)).toEqual(['TQ-7701', 'TQ7701', 'TQ-7701-2RS', 'TQ7701ZZ']);
    expect(models.slice(4).sort()).toEqual(['AB.TQ7701/Z', 'X-TQ7701']);
    expect(data[0]).toMatchObject({ goodsId: 900001, brandName: 'SKF', goodsName: expect.stringContaining('TQ-7701'), categoryName: '深沟球轴承' });
  });

  it('caps a broad prefix at 10 and answers blank text with an empty list', async () => {
    const broad = await suggest('6');
    expect(broad).toHaveLength(10);
    for (const s of broad) expect(modelKey(s.goodsModel).startsWith('6')).toBe(true);
    expect(await suggest('')).toEqual([]);
    expect(await suggest('  -  ')).toEqual([]);
  });

  it('folds full-width characters, spaces and dashes', async () => {
    const a = await suggest('ｔｑ　７７０１');
    const b = await suggest('tq-7701');
    const c = await suggest('TQ/7701');
    expect(a.map((s) => s.goodsId).slice(0, 6)).toEqual(b.map((s) => s.goodsId));
    expect(c.map((s) => s.goodsId)).toEqual(b.map((s) => s.goodsId));
    expect(a[0]!.goodsModel).toBe('TQ-7701');
  });

  it('suggests by Chinese words and brand names, most sold first', async () => {
    const data = await suggest('深沟球轴承');
    expect(data.length).toBeGreaterThan(0);
    for (const s of data) expect(s.goodsName).toContain('深沟球轴承');
    const brand = await suggest('斯凯孚');
    expect(brand.length).toBeGreaterThan(0);
    for (const s of brand) expect(s.brandName).toBe('SKF');
  });

  it('refuses a missing or over-long keyword', async () => {
    const missing = await call(ctx, { method: 'POST', url: '/gateway/goods/open/goods/search/keyword', payload: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/^关键词/);
    const long = await call(ctx, { method: 'POST', url: '/gateway/goods/open/goods/search/keyword', payload: { keyword: 'A'.repeat(101) } });
    expect(long.status).toBe(400);
  });
});

describe('POST /open/goods/list: exact and fuzzy', () => {
  it('exact mode returns only the goods whose key equals the keyword key', async () => {
    const data = await list({ keyword: 'tq 7701', isExactMatch: true });
    expect(data.matchMode).toBe('exact');
    expect(data.records.map((r) => r.id).sort()).toEqual([900001, 900002]);
    expect(data.total).toBe(2);
    expect(data.totalExact).toBe(true);
  });

  it('fuzzy mode ranks exact key, then key prefix (by key), then key contains', async () => {
    const data = await list({ keyword: 'TQ7701' });
    expect(data.matchMode).toBe('fuzzy');
    const ids = data.records.map((r) => r.id);
    // Exact keys (the typed text TQ7701 first, then most sold first), prefixes by key, then
    // contains (most sold first).
    expect(ids).toEqual([900002, 900001, 900003, 900004, 900005, 900006]);
    expect(data.total).toBe(6);
  });

  it('matches full-width, spaced and dashed forms of the same model alike', async () => {
    const forms = ['ＴＱ－７７０１', 'tq 7701', 'T.Q/7701', 'tq-7701', 'Ｔｑ７７０１'];
    const results = await Promise.all(forms.map((keyword) => list({ keyword })));
    for (const r of results) {
      const ids = r.records.map((x) => x.id);
      expect([...ids.slice(0, 2)].sort()).toEqual([900001, 900002]);
      expect(ids.slice(2, 6)).toEqual([900003, 900004, 900005, 900006]);
    }
    // Within the key, the goods written as typed (case and spaces aside; the list reads a keyword
    // in half width) first, else the most sold.
    const first = (i: number) => results[i]!.records[0]!.id;
    expect([first(0), first(1), first(2), first(3), first(4)]).toEqual([900001, 900002, 900001, 900001, 900002]);
  });

  it('finds goods by Chinese name words, category and brand names', async () => {
    const bearings = await list({ keyword: '深沟球轴承' });
    expect(bearings.total).toBeGreaterThan(6);
    for (const r of bearings.records) expect(r.name.includes('深沟球轴承') || r.categoryName.includes('深沟球轴承')).toBe(true);
    const cylinders = await list({ keyword: '气缸' });
    expect(cylinders.total).toBeGreaterThan(0);
    for (const r of cylinders.records) expect(r.categoryName).toMatch(/气缸/);
    const byBrand = await list({ keyword: 'SKF 深沟球轴承' });
    expect(byBrand.total).toBeGreaterThan(0);
    for (const r of byBrand.records) expect(r).toMatchObject({ brandName: 'SKF', categoryName: '深沟球轴承' });
    expect(byBrand.total).toBeLessThan(bearings.total);
    const byChineseBrand = await list({ keyword: '施耐德' });
    expect(byChineseBrand.total).toBeGreaterThan(0);
    for (const r of byChineseBrand.records) expect(r.brandName).toBe('Schneider');
  });

  it('ranks within the text tier by sales', async () => {
    const data = await list({ keyword: '轴承', size: 100 });
    const text = data.records.filter((r) => !modelKey(r.model).includes('轴承'));
    for (let i = 1; i < text.length; i++) expect(text[i - 1]!.salesCount).toBeGreaterThanOrEqual(text[i]!.salesCount);
  });

  it('says so when nothing matches, and offers conversion groups when the model is cross-referenced', async () => {
    const miss = await list({ keyword: 'XYZ999' });
    expect(miss.records).toEqual([]);
    expect(miss.total).toBe(0);
    expect(miss.pages).toBe(0);
    const res = await call<ListData>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { keyword: 'XYZ999', current: 1, size: 20 } });
    expect(res.body.msg).toContain('未找到');
    expect(res.body.msg).toContain('型号转换');
    // A competitor's designation we do not stock: old national designation of 6205-2RS.
    const other = await list({ keyword: '180205', isExactMatch: true });
    expect(other.total).toBe(0);
    expect(other.conversionGroups[0]).toMatchObject({ standard: expect.stringContaining('6205') });
  });

  it('adds trigram-similar models when almost nothing else matched', async () => {
    const data = await list({ keyword: 'TQ7710' });
    expect(data.records.map((r) => r.id)).toEqual(expect.arrayContaining([900002]));
  });
});

describe('POST /open/goods/list: filters, facets, sorts, pages', () => {
  it('facets count the match under the other filters, and filters narrow to those counts', async () => {
    const all = await list({ keyword: '轴承' });
    const sum = (xs: Counted[]) => xs.reduce((n, x) => n + x.count, 0);
    expect(sum(all.facets.categories)).toBe(all.total);
    expect(sum(all.facets.brands)).toBe(all.total);
    const category = all.facets.categories[0]!;
    const inCategory = await list({ keyword: '轴承', categoryId: category.id });
    expect(inCategory.total).toBe(category.count);
    for (const r of inCategory.records) expect(r.categoryId).toBe(category.id);
    // The category facet ignores the category filter among the chosen leaf and its siblings (so one
    // can switch), with the same counts; brands honour it.
    const siblings = inCategory.facets.categories;
    expect(siblings).toContainEqual(category);
    expect(siblings).toEqual(all.facets.categories.filter((c) => siblings.some((s) => s.id === c.id)));
    expect(sum(inCategory.facets.brands)).toBe(category.count);
    const brand = inCategory.facets.brands[0]!;
    const both = await list({ keyword: '轴承', categoryId: category.id, brandIds: [brand.id] });
    expect(both.total).toBe(brand.count);
    for (const r of both.records) expect(r.brandId).toBe(brand.id);
  });

  it('filters by parameters within a category, with value counts', async () => {
    const deepGroove = (await list({ keyword: '轴承' })).facets.categories.find((c) => c.name === '深沟球轴承')!;
    const data = await list({ categoryId: deepGroove.id });
    const inner = data.facets.params.find((p) => p.name === '内径')!;
    expect(inner.values.length).toBeGreaterThan(1);
    const value = inner.values[0]!;
    const filtered = await list({ categoryId: deepGroove.id, params: [{ name: '内径', value: value.value }] });
    expect(filtered.total).toBe(value.count);
    // The filtered name keeps its other values (to widen the choice).
    expect(filtered.facets.params.find((p) => p.name === '内径')!.values.length).toBe(inner.values.length);
    const two = await list({ categoryId: deepGroove.id, params: [{ name: '内径', value: value.value }, { name: '内径', value: inner.values[1]!.value }] });
    expect(two.total).toBe(value.count + inner.values[1]!.count);
  });

  it('filters to goods in stock', async () => {
    const data = await list({ keyword: 'TQ7701', inStock: true });
    expect(data.records.map((r) => r.id).sort()).toEqual([900001, 900003, 900005]);
    for (const r of data.records) expect(r.stockQty).toBeGreaterThan(0);
  });

  it('sorts by price (the viewer price) and by sales', async () => {
    const asc = await list({ keyword: '轴承', sort: 'price_asc', size: 50 });
    for (let i = 1; i < asc.records.length; i++) expect(asc.records[i - 1]!.priceFen).toBeLessThanOrEqual(asc.records[i]!.priceFen);
    const desc = await list({ keyword: '轴承', sort: 'price_desc', size: 50 }, personal);
    for (let i = 1; i < desc.records.length; i++) expect(desc.records[i - 1]!.memberPriceFen).toBeGreaterThanOrEqual(desc.records[i]!.memberPriceFen);
    const sales = await list({ keyword: '轴承', sort: 'sales', size: 50 });
    for (let i = 1; i < sales.records.length; i++) expect(sales.records[i - 1]!.salesCount).toBeGreaterThanOrEqual(sales.records[i]!.salesCount);
  });

  it('pages 20 to 100 at a time without overlap, and refuses other sizes', async () => {
    const first = await list({ current: 1, size: 20 });
    const second = await list({ current: 2, size: 20 });
    expect(first.total).toBe(606);
    expect(first.pages).toBe(Math.ceil(606 / 20));
    expect(new Set([...first.records, ...second.records].map((r) => r.id)).size).toBe(40);
    const wide = await list({ current: 1, size: 100 });
    expect(wide.records.map((r) => r.id).slice(0, 40)).toEqual([...first.records, ...second.records].map((r) => r.id));
    for (const size of [19, 101]) {
      const res = await call(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { current: 1, size } });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/^每页条数/);
    }
    const bad = await call(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { current: 0, size: 20 } });
    expect(bad.status).toBe(400);
    const sort = await call(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { current: 1, size: 20, sort: 'cheapest' } });
    expect(sort.status).toBe(400);
    const category = await call(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { current: 1, size: 20, categoryId: 999999 } });
    expect(category.status).toBe(400);
    expect(category.body.msg).toBe('分类不存在');
  });

  it('prices for the viewer: list for visitors, member price for members, VIP price for VIP members', async () => {
    const visitor = await list({ keyword: 'TQ7701' });
    const member = await list({ keyword: 'TQ7701' }, personal);
    const vip = await list({ keyword: 'TQ7701' }, enterprise);
    const bad = await list({ keyword: 'TQ7701' }, 'not-a-real-token-but-long-enough');
    for (const r of visitor.records) expect(r).toMatchObject({ priceKind: 'list', priceFen: r.listPriceFen });
    for (const r of bad.records) expect(r).toMatchObject({ priceKind: 'list', priceFen: r.listPriceFen });
    for (const r of member.records) expect(r).toMatchObject({ priceKind: 'member', priceFen: r.memberPriceFen });
    for (const r of vip.records) expect(r).toMatchObject({ priceKind: 'vip', priceFen: r.vipPriceFen });
    expect(vip.records[0]!.priceFen).toBeLessThan(member.records[0]!.priceFen);
    expect(member.records[0]!.priceFen).toBeLessThan(visitor.records[0]!.priceFen);
  });
});

describe('hot-search log', () => {
  async function logged(keyword: string) {
    for (let i = 0; i < 40; i++) {
      const rows = await ctx.handle.db.selectFrom('hotSearchLog').selectAll().where('keyword', '=', keyword).execute();
      if (rows.length) return rows;
      await new Promise((r) => setTimeout(r, 50));
    }
    return [];
  }

  it('records each first-page keyword search off the request path, with key, member and result count', async () => {
    const searched = await list({ keyword: ' ｔｑ7701zz  ' }, personal);
    const rows = await logged('tq7701zz');
    expect(rows).toHaveLength(1);
    const member = await ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', DEMO.personal).executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({ keyword: 'tq7701zz', keywordKey: 'TQ7701ZZ', memberId: member.id, resultCount: searched.total });
    expect(searched.records[0]!.id).toBe(900004);
    await list({ keyword: 'tq7701zz', current: 2 });
    await list({ keyword: '' });
    await new Promise((r) => setTimeout(r, 400));
    expect(await logged('tq7701zz')).toHaveLength(1);
  });

  it('feeds the hot list: the keywords with results most searchers searched over the last 7 days', async () => {
    // 60 searchers (visitors from 60 addresses): one visitor searching 60 times counts once (hot-search.test.ts).
    for (let i = 0; i < 60; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/gateway/goods/open/goods/list', payload: { keyword: 'TQ-7701-2RS', current: 1, size: 20 }, remoteAddress: `192.0.2.${i + 1}` });
      expect(res.statusCode).toBe(200);
    }
    await logged('TQ-7701-2RS');
    await new Promise((r) => setTimeout(r, 400));
    const hot = await call<{ goodsModel: string }[]>(ctx, { method: 'GET', url: '/gateway/goods/open/goods/hotSearch/list?size=20' });
    expect(hot.body.data.map((h) => h.goodsModel)).toContain('TQ-7701-2RS');
    await list({ keyword: 'XYZ999' });
    expect((await logged('XYZ999'))[0]).toMatchObject({ resultCount: 0 });
  });
});

describe('bounded strategy for big match sets', () => {
  const queries: Record<string, unknown>[] = [
    { keyword: '轴承' },
    { keyword: '轴承', sort: 'sales' },
    { keyword: '轴承', sort: 'price_asc' },
    { keyword: '轴承', current: 2 },
    { keyword: '气缸', brandIds: [19, 21] },
    { keyword: 'SKF 深沟球轴承' },
    { keyword: 'TQ7701' },
    { keyword: 'tq7701', inStock: true },
    { keyword: '6' },
    { keyword: '62' },
    { keyword: '深沟球轴承 6205' },
    { keyword: '', categoryId: 1 },
    { keyword: '施耐德', sort: 'price_desc' },
    { keyword: 'Q7701', sort: 'price_asc' },
    { keyword: 'Q7701', sort: 'sales' },
    { keyword: '6', sort: 'price_desc' },
    { keyword: '6', sort: 'sales', current: 3 },
    { keyword: '轴承', sort: 'price_asc' },
  ];

  it('gives the same pages, totals and category/brand facets as reading the whole match', async () => {
    const small = await Promise.all(queries.map((q) => list(q)));
    const limits = LIMITS as { smallSet: number };
    const saved = limits.smallSet;
    limits.smallSet = 0;
    try {
      const large = await Promise.all(queries.map((q) => list(q)));
      large.forEach((l, i) => {
        const s = small[i]!;
        const label = JSON.stringify(queries[i]);
        expect(l.records.map((r) => r.id), label).toEqual(s.records.map((r) => r.id));
        expect(l.total, label).toBe(s.total);
        expect(l.facets.categories, label).toEqual(s.facets.categories);
        expect(l.facets.brands, label).toEqual(s.facets.brands);
      });
    } finally {
      limits.smallSet = saved;
    }
  });
});
