// The product list ranks an exact textual model match first (issue 33 item 4): among goods of the
// keyword's own key (XY-100 0-2.5MPa and XY100 0-2.5MPa share XY10002.5MPA), the goods whose
// model is the typed text, case and spaces aside, come before better-selling other writings,
// across pages (the exact one would be 25th by sales), in exact mode too; a chosen sort (sales)
// and a brand filter keep their own order and scope. 0-25MPa is another key and stays below.
// PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { insertFixtureGoods, type FixtureGoods } from '../../support/fixture-goods.ts';

let ctx: TestContext;

const GAUGE = { brand: 'SAIC', category: '压力表', name: '上仪 一般压力表 测试件' };
const EXACT = 910401;
const EXACT_CASE = 910402;
const OTHER_KEY = 910403;
const LONGER = 910404;
// 24 goods of the same key written without the hyphen, each sold more than the exact ones.
const JOINED = Array.from({ length: 24 }, (_, i) => 910410 + i);

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  const goods: FixtureGoods[] = [
    { id: EXACT, model: 'XY-100 0-2.5MPa', ...GAUGE, salesCount: 1 },
    { id: EXACT_CASE, model: 'xy-100  0-2.5mpa', ...GAUGE, salesCount: 5 },
    { id: OTHER_KEY, model: 'XY-100 0-25MPa', ...GAUGE, salesCount: 5000 },
    { id: LONGER, model: 'XY-100 0-2.5MPa G1/2', ...GAUGE, salesCount: 4000 },
    ...JOINED.map((id, i) => ({ id, model: 'XY100 0-2.5MPa', ...GAUGE, brand: i % 2 === 0 ? 'SAIC' : 'WIKA', salesCount: 100 + i })),
  ];
  await insertFixtureGoods(ctx, goods);
}, 120_000);
afterAll(async () => ctx?.close());

const list = async (body: Record<string, unknown>) => {
  const res = await call<{ records: { id: number; model: string }[]; total: number }>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { current: 1, size: 20, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const bySales = [...JOINED].reverse();

describe('the exact text first among goods of one key', () => {
  it('lists XY-100 0-2.5MPa (and its case/space variant) above 24 better-selling XY100 0-2.5MPa, then the rest of the key by sales', async () => {
    const page1 = await list({ keyword: 'XY-100 0-2.5MPa' });
    expect(page1.records.slice(0, 2).map((r) => r.id)).toEqual([EXACT_CASE, EXACT]);
    expect(page1.records.slice(2, 20).map((r) => r.id)).toEqual(bySales.slice(0, 18));
    const page2 = await list({ keyword: 'XY-100 0-2.5MPa', current: 2 });
    // The key's last six, then the key's prefix (G1/2); 0-25MPa is no goods of this key.
    expect(page2.records.slice(0, 6).map((r) => r.id)).toEqual(bySales.slice(18));
    expect(page2.records[6]!.id).toBe(LONGER);
    expect([...page1.records, ...page2.records].map((r) => r.id)).not.toContain(OTHER_KEY);
    expect(page1.total).toBe(page2.total);
  });

  it('typed as the other writing, that writing is first; exact mode orders the same way', async () => {
    expect((await list({ keyword: 'xy100 0-2.5mpa', size: 30 })).records.slice(0, 24).map((r) => r.id)).toEqual(bySales);
    const exact = await list({ keyword: 'XY-100 0-2.5MPa', isExactMatch: true, size: 30 });
    expect(exact.records.map((r) => r.id)).toEqual([EXACT_CASE, EXACT, ...bySales]);
  });

  it('a chosen sort keeps its order; a brand filter keeps its scope', async () => {
    const sales = (await list({ keyword: 'XY-100 0-2.5MPa', sort: 'sales', size: 100 })).records.map((r) => r.id);
    expect(sales.indexOf(EXACT_CASE)).toBeGreaterThan(sales.indexOf(JOINED[0]!));
    expect(sales.indexOf(EXACT)).toBeGreaterThan(sales.indexOf(EXACT_CASE));
    const wika = (await ctx.handle.db.selectFrom('brand').select('id').where('name', '=', 'WIKA').executeTakeFirstOrThrow()).id;
    const filtered = await list({ keyword: 'XY-100 0-2.5MPa', brandIds: [wika] });
    expect(filtered.records.map((r) => r.id)).toEqual(bySales.filter((_, i) => i % 2 === 0));
  });
});
