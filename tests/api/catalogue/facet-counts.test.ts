// Facet counts tell the truth (issue 12 item 2): over the bench query set, with one or two filters
// each, on a seed big enough that leaf categories exceed the old 200-goods parameter sample, every
// facet value shown gives, when clicked, a total equal to its count (unless the facets say they are
// approximate); and the category facet of a category page lists only categories of its scope.
//
// Clicking, as the SPA does: a category replaces the chosen category; a parameter value replaces
// that parameter's value; a brand is counted alone (multi-select: each brand's count is what that
// brand gives under the other filters).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_SET } from '../../../bench/cases/search.ts';
import { LIMITS } from '../../../server/modules/catalogue/search-outcome.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';

interface Counted {
  id: number;
  name: string;
  count: number;
}

interface Facets {
  categories: Counted[];
  brands: Counted[];
  params: { name: string; values: { value: string; count: number }[] }[];
  exact: boolean;
}

interface ListData {
  total: number;
  totalExact: boolean;
  facets: Facets;
}

interface Query {
  keyword?: string;
  categoryId?: number;
  brandIds?: number[];
  params?: { name: string; value: string }[];
}

let ctx: TestContext;
let requests = 0;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 6000 });
}, 120_000);

afterAll(async () => {
  await ctx.close();
});

async function list(q: Query): Promise<ListData> {
  requests++;
  const res = await call<ListData>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { ...q, current: 1, size: 20 } });
  expect(res.status, JSON.stringify(q)).toBe(200);
  return res.body.data;
}

/** A few values of a facet: the first `head` and the last (the smallest counts are the likeliest to be off). */
function some<T>(values: T[], head: number): T[] {
  return values.length <= head + 1 ? values : [...values.slice(0, head), values[values.length - 1]!];
}

interface Mismatch {
  query: Query;
  facet: string;
  shown: number;
  total: number;
}

/** Clicks some values of every facet of `q`'s answer; returns the values whose total differs from the count shown. */
async function check(q: Query): Promise<{ mismatches: Mismatch[]; checked: number; approximate: boolean }> {
  const data = await list(q);
  if (!data.facets.exact) return { mismatches: [], checked: 0, approximate: true };
  const mismatches: Mismatch[] = [];
  let checked = 0;
  const compare = async (facet: string, shown: number, clicked: Query) => {
    const r = await list(clicked);
    checked++;
    if (r.total !== shown || !r.totalExact) mismatches.push({ query: clicked, facet, shown, total: r.totalExact ? r.total : -r.total });
  };
  for (const c of some(data.facets.categories, 2)) await compare(`category ${c.name}`, c.count, { ...q, categoryId: c.id });
  for (const b of some(data.facets.brands, 2)) await compare(`brand ${b.name}`, b.count, { ...q, brandIds: [b.id] });
  for (const p of data.facets.params.slice(0, 4)) {
    for (const v of some(p.values, 2)) {
      const params = [...(q.params ?? []).filter((x) => x.name !== p.name), { name: p.name, value: v.value }];
      await compare(`${p.name} ${v.value}`, v.count, { ...q, params });
    }
  }
  return { mismatches, checked, approximate: false };
}

/** The bench keywords (exact models are drawn at bench time; the prefixes and names stand for them here). */
const KEYWORDS = Object.values(QUERY_SET).flat();

describe('facet counts equal the totals their clicks give', () => {
  it('over the bench query set with one and two filters', async () => {
    const mismatches: Mismatch[] = [];
    let checked = 0;
    let paramValuesChecked = 0;
    let approximate = 0;
    for (const keyword of KEYWORDS) {
      const base = await list({ keyword });
      if (base.total === 0) continue;
      const category = base.facets.categories[0];
      const brand = base.facets.brands[0];
      const queries: Query[] = [{ keyword }];
      if (category) queries.push({ keyword, categoryId: category.id });
      if (brand) queries.push({ keyword, brandIds: [brand.id] });
      if (category && brand) queries.push({ keyword, categoryId: category.id, brandIds: [brand.id] });
      for (const q of queries) {
        const result = await check(q);
        mismatches.push(...result.mismatches);
        checked += result.checked;
        if (result.approximate) approximate++;
      }
      // A parameter chosen as a second filter: the other parameters and the chosen one's siblings.
      if (category) {
        const inCategory = await list({ keyword, categoryId: category.id });
        const p = inCategory.facets.params[0];
        if (p && p.values[0]) {
          const before = checked;
          const result = await check({ keyword, categoryId: category.id, params: [{ name: p.name, value: p.values[0].value }] });
          mismatches.push(...result.mismatches);
          checked += result.checked;
          paramValuesChecked += checked - before;
          if (result.approximate) approximate++;
        }
      }
    }
    expect(mismatches).toEqual([]);
    // The check must have looked at something: plenty of clicks, parameter facets among them, and
    // no facet set hiding behind "approximate" at this size.
    expect(checked).toBeGreaterThan(300);
    expect(paramValuesChecked).toBeGreaterThan(20);
    expect(approximate).toBe(0);
  }, 300_000);

  it('counts a leaf category bigger than the old 200-goods sample exactly (轴承 in 深沟球轴承)', async () => {
    const base = await list({ keyword: '深沟球轴承' });
    const leaf = base.facets.categories[0]!;
    for (const keyword of ['轴承', '']) {
      const inLeaf = await list({ keyword, categoryId: leaf.id });
      expect(inLeaf.total).toBeGreaterThan(200);
      expect(inLeaf.facets.exact).toBe(true);
      expect(inLeaf.facets.params.length).toBeGreaterThan(0);
      for (const p of inLeaf.facets.params) {
        // One value per parameter: the values add up to at most the total.
        expect(p.values.reduce((n, v) => n + v.count, 0)).toBeLessThanOrEqual(inLeaf.total);
      }
      const result = await check({ keyword, categoryId: leaf.id });
      expect(result.mismatches).toEqual([]);
      expect(result.checked).toBeGreaterThan(10);
    }
  }, 120_000);

  it('says the parameter counts are approximate past the exact bound', async () => {
    const base = await list({ keyword: '深沟球轴承' });
    const leaf = base.facets.categories[0]!;
    const limits = LIMITS as { paramExact: number };
    const saved = limits.paramExact;
    limits.paramExact = 50;
    try {
      const data = await list({ keyword: '轴承', categoryId: leaf.id });
      expect(data.total).toBeGreaterThan(50);
      expect(data.facets.exact).toBe(false);
      expect(data.facets.params.length).toBeGreaterThan(0);
    } finally {
      limits.paramExact = saved;
    }
  });
});

describe('the category facet of a category page', () => {
  interface Node {
    id: number;
    parentId: number | null;
    level: number;
    name: string;
  }
  let nodes: Node[];
  const leavesUnder = (id: number): number[] => {
    const kids = nodes.filter((n) => n.parentId === id);
    return kids.length === 0 ? [id] : kids.flatMap((k) => leavesUnder(k.id));
  };

  beforeAll(async () => {
    nodes = await ctx.handle.db.selectFrom('category').select(['id', 'parentId', 'level', 'name']).execute();
  });

  it('lists only categories under a top-level category, with counts its clicks give', async () => {
    const roots = nodes.filter((n) => n.level === 1);
    expect(roots.length).toBeGreaterThan(1);
    for (const root of roots) {
      const data = await list({ categoryId: root.id });
      if (data.total === 0) continue;
      const allowed = new Set(leavesUnder(root.id));
      const outside = data.facets.categories.filter((c) => !allowed.has(c.id));
      expect(outside, root.name).toEqual([]);
      expect(data.facets.categories.length, root.name).toBeGreaterThan(0);
      const result = await check({ categoryId: root.id });
      expect(result.mismatches, root.name).toEqual([]);
    }
  }, 120_000);

  it('lists a level-3 category and its siblings only', async () => {
    const leaf = nodes.find((n) => n.level === 3 && nodes.filter((m) => m.parentId === n.parentId).length > 1)!;
    const data = await list({ categoryId: leaf.id });
    const siblings = new Set(leavesUnder(leaf.parentId!));
    expect(data.facets.categories.map((c) => c.id)).toContain(leaf.id);
    expect(data.facets.categories.filter((c) => !siblings.has(c.id))).toEqual([]);
    const result = await check({ categoryId: leaf.id });
    expect(result.mismatches).toEqual([]);
  }, 60_000);

  it('keeps the number of requests of this file reasonable', () => {
    expect(requests).toBeLessThan(6000);
  });
});
