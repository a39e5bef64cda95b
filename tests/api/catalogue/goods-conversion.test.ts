// Model conversion: cross-reference groups found from any member in both directions, linked to
// the goods we sell; model and size lists, suggestions, detail with viewer prices, refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, createTestApp, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 600 });
});
afterAll(async () => ctx?.close());

const BASE = '/gateway/goods/open/modelTransition';

interface Group {
  groupId: number;
  standard: string;
  members: { brandName: string; model: string; goodsId: number | null; buy: { minOrderQty: number; packQty: number; unit: string } | null }[];
}

async function convert(keyword: string, current = 1, size = 20) {
  const res = await call<{ records: Group[]; total: number; pages: number; current: number }>(ctx, { method: 'POST', url: `${BASE}/convertList`, payload: { keyword, current, size } });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('POST convertList', () => {
  it('finds the bearing seal group from any maker’s designation, in both directions', async () => {
    const fromSkf = await convert('6205-2RSH');
    const group = fromSkf.records[0]!;
    expect(group.standard).toContain('6205');
    expect(group.standard).toContain('双面接触式橡胶密封');
    const models = group.members.map((m) => `${m.brandName} ${m.model}`);
    expect(models).toEqual(expect.arrayContaining(['SKF 6205-2RSH', 'NSK 6205DDU', 'FAG 6205-2RSR', 'NTN 6205LLU', 'KOYO 6205-2RS', 'GB 旧型号 180205']));
    for (const keyword of ['6205DDU', '6205 LLU', '６２０５－２ＲＳＲ', '180205']) {
      expect((await convert(keyword)).records[0]!.groupId, keyword).toBe(group.groupId);
    }
    // Brand + model, as header search takes it (issue 12, item 7): the brand word is not part of the model.
    for (const keyword of ['NSK 6205DDU', 'nsk 6205DDU', '6205DDU NSK', 'SKF 6205-2RSH']) {
      expect((await convert(keyword)).records[0]?.groupId, keyword).toBe(group.groupId);
    }
    const shields = await convert('6205ZZ');
    expect(shields.records[0]!.members.map((m) => m.model)).toEqual(expect.arrayContaining(['6205-2Z', '6205ZZ', '6205-2ZR', '80205']));
  });

  it('finds contactor and cylinder equivalents across brands', async () => {
    const contactor = (await convert('LC1D09M7C')).records[0]!;
    expect(contactor.standard).toContain('9A');
    expect(contactor.members.map((m) => m.model)).toEqual(expect.arrayContaining(['LC1D09M7C', 'NXC-09 AC220V', 'CJX2-0910 AC220V', '3RT2016-1AN21']));
    expect((await convert('NXC-09 AC220V')).records[0]!.groupId).toBe(contactor.groupId);
    const cylinder = (await convert('MDBB50-100Z')).records[0]!;
    expect(cylinder.members.map((m) => m.model)).toEqual(expect.arrayContaining(['DSBC-50-100-PPVA-N3', 'SC50X100S']));
    expect((await convert('DSBC-50-100-PPVA-N3')).records[0]!.groupId).toBe(cylinder.groupId);
  });

  it('links each member to the goods we sell, or null', async () => {
    const group = (await convert('6205-2RSH')).records[0]!;
    const sold = await ctx.handle.db.selectFrom('goods').select(['id', 'model']).where('model', 'in', group.members.map((m) => m.model)).where('status', '=', 1).execute();
    expect(sold.length).toBeGreaterThan(0);
    const linked = group.members.filter((m) => m.goodsId !== null);
    expect(linked.length).toBeGreaterThan(0);
    for (const m of linked) expect(sold.find((g) => g.id === m.goodsId)?.model).toBe(m.model);
    const old = group.members.find((m) => m.model === '180205')!;
    expect(old.goodsId).toBeNull();
    expect(old.buy).toBeNull();
    // A member we sell carries the quantity rules its row's 加入购物车 needs (issue 12, item 6) and
    // its sellable stock, which decides between 加入购物车 and 到货通知 (item 5).
    const rules = await ctx.handle.db.selectFrom('goods').select(['id', 'minOrderQty', 'packQty', 'unit']).where('id', 'in', linked.map((m) => m.goodsId!)).execute();
    const stock = await ctx.handle.db.selectFrom('goodsStock').select(['goodsId', 'qty', 'reserved']).where('goodsId', 'in', linked.map((m) => m.goodsId!)).execute();
    for (const m of linked) {
      const { id: _id, ...rule } = rules.find((r) => r.id === m.goodsId)!;
      const stockQty = stock.filter((s) => s.goodsId === m.goodsId).reduce((n, s) => n + s.qty - s.reserved, 0);
      expect(m.buy).toEqual({ ...rule, stockQty });
    }
  });

  it('ranks by how the keyword matches, pages, and lists every group for a blank keyword', async () => {
    const prefix = await convert('6205', 1, 20);
    expect(prefix.total).toBeGreaterThan(5);
    for (const g of prefix.records) expect(g.standard.startsWith('6205') || g.members.some((m) => m.model.replace(/\D/g, '').includes('6205'))).toBe(true);
    const next = await convert('6205', 2, 5);
    expect(next.current).toBe(2);
    const all = await convert('', 1, 20);
    expect(all.total).toBeGreaterThan(1000);
    expect((await convert('QQQ-NOPE')).records).toEqual([]);
    const bad = await call(ctx, { method: 'POST', url: `${BASE}/convertList`, payload: { keyword: '6205', current: 1, size: 500 } });
    expect(bad.status).toBe(400);
  });
});

describe('POST modelList and sizeList', () => {
  it('lists models of a brand, filtered by keyword, with their group', async () => {
    const skf = await ctx.handle.db.selectFrom('brand').select('id').where('name', '=', 'SKF').executeTakeFirstOrThrow();
    const res = await call<{ records: { model: string; brandName: string; groupId: number }[]; total: number }>(ctx, {
      method: 'POST',
      url: `${BASE}/modelList`,
      payload: { brandId: skf.id, keyword: '6205', current: 1, size: 20 },
    });
    expect(res.body.data.total).toBeGreaterThan(3);
    for (const r of res.body.data.records) expect(r).toMatchObject({ brandName: 'SKF', model: expect.stringContaining('6205') });
  });

  it('finds bearing groups by size (mm), and refuses an empty size', async () => {
    const res = await call<{ groupId: number; standard: string; innerDiameter: number; outerDiameter: number; width: number }[]>(ctx, {
      method: 'POST',
      url: `${BASE}/sizeList`,
      payload: { innerDiameter: 25, outerDiameter: 52, width: 15 },
    });
    expect(res.body.data.length).toBeGreaterThan(3);
    for (const g of res.body.data) expect(g).toMatchObject({ innerDiameter: 25, outerDiameter: 52, width: 15, standard: expect.stringContaining('6205') });
    const tapered = await call<{ standard: string }[]>(ctx, { method: 'POST', url: `${BASE}/sizeList`, payload: { innerDiameter: 25, width: 16.25 } });
    expect(tapered.body.data.map((g) => g.standard)).toContain('30205 圆锥滚子轴承');
    const empty = await call(ctx, { method: 'POST', url: `${BASE}/sizeList`, payload: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请至少输入内径、外径、宽度中的一项');
    expect((await call(ctx, { method: 'POST', url: `${BASE}/sizeList`, payload: { innerDiameter: -1 } })).status).toBe(400);
  });
});

describe('GET detail, modelAssociation, convertAssociation', () => {
  it('shows a group with specs and members priced for the viewer', async () => {
    const group = (await convert('LC1D09M7C')).records[0]!;
    const visitor = await call<{ groupId: number; standard: string; category: string; specs: { name: string; value: string }[]; members: { brandName: string; model: string; goodsId: number | null; priceFen: number | null; stockQty: number | null }[] }>(ctx, {
      method: 'GET',
      url: `${BASE}/detail/${group.groupId}`,
    });
    expect(visitor.body.data).toMatchObject({ groupId: group.groupId, category: '交流接触器' });
    expect(visitor.body.data.specs.map((s) => s.name)).toContain('线圈电压');
    const sold = visitor.body.data.members.filter((m) => m.goodsId !== null);
    expect(sold.length).toBeGreaterThan(0);
    for (const m of visitor.body.data.members) {
      if (m.goodsId === null) expect(m).toMatchObject({ priceFen: null, stockQty: null });
      else expect(m.priceFen).toBeGreaterThan(0);
    }
    const goods = await ctx.handle.db.selectFrom('goods').select(['listPriceFen', 'vipPriceFen']).where('id', '=', sold[0]!.goodsId!).executeTakeFirstOrThrow();
    expect(sold[0]!.priceFen).toBe(goods.listPriceFen);
    const token = await login(ctx, DEMO.enterprise, DEMO.password);
    const vip = await call<{ members: { goodsId: number | null; priceFen: number | null }[] }>(ctx, { method: 'GET', url: `${BASE}/detail/${group.groupId}`, token });
    expect(vip.body.data.members.find((m) => m.goodsId === sold[0]!.goodsId)!.priceFen).toBe(goods.vipPriceFen);
  });

  it('answers 404 for an unknown group', async () => {
    const res = await call(ctx, { method: 'GET', url: `${BASE}/detail/99999999` });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('型号转换记录不存在');
  });

  it('suggests up to 10 models (prefix first) and up to 10 groups', async () => {
    const models = await call<{ model: string; brandName: string }[]>(ctx, { method: 'GET', url: `${BASE}/modelAssociation?keyword=${encodeURIComponent('6205-2')}` });
    expect(models.body.data.length).toBe(10);
    for (const m of models.body.data) expect(m.model.replace(/[-/]/g, '').startsWith('62052')).toBe(true);
    const contains = await call<{ model: string }[]>(ctx, { method: 'GET', url: `${BASE}/modelAssociation?keyword=DDU`, headers: {} });
    for (const m of contains.body.data) expect(m.model).toContain('DDU');
    const groups = await call<{ groupId: number; standard: string }[]>(ctx, { method: 'GET', url: `${BASE}/convertAssociation?keyword=${encodeURIComponent('LC1D09')}` });
    expect(groups.body.data.length).toBeGreaterThan(0);
    expect(groups.body.data.length).toBeLessThanOrEqual(10);
    expect(groups.body.data[0]!.standard).toContain('交流接触器');
    const blank = await call<unknown[]>(ctx, { method: 'GET', url: `${BASE}/convertAssociation?keyword=` });
    expect(blank.body.data).toEqual([]);
  });
});
