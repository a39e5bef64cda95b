// Browse calls of the goods service and the home banners of the common service: label lists,
// brands, recommended categories, home lists, zones, the product page, stock, re-order data and
// the viewer's VIP situation, with their refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, createTestApp, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let personal: string;
let enterprise: string;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 600 });
  personal = await login(ctx, DEMO.personal, DEMO.password);
  enterprise = await login(ctx, DEMO.enterprise, DEMO.password);
});
afterAll(async () => ctx?.close());

const get = <T>(url: string, token?: string) => call<T>(ctx, { method: 'GET', url: `/gateway/goods${url}`, ...(token ? { token } : {}) });
const post = <T>(url: string, payload: unknown = {}, token?: string) => call<T>(ctx, { method: 'POST', url: `/gateway/goods${url}`, payload: payload as object, ...(token ? { token } : {}) });

interface Label {
  label: string;
  value: number;
}

describe('category label lists', () => {
  it('lists level 1, then the children of a level-1 and of a level-2 category', async () => {
    const first = await get<Label[]>('/open/goods/labelValueList');
    expect(first.status).toBe(200);
    expect(first.body.data.length).toBeGreaterThanOrEqual(12);
    expect(first.body.data[0]).toEqual({ label: '轴承', value: 1 });
    const second = await get<Label[]>(`/open/goods/secondLabelValueList?parentId=${first.body.data[0]!.value}`);
    expect(second.body.data.map((l) => l.label)).toEqual(['滚动轴承', '带座轴承', '轴承附件']);
    const third = await get<Label[]>(`/open/goods/thirdLabelValueList?parentId=${second.body.data[0]!.value}`);
    expect(third.body.data.map((l) => l.label)).toContain('深沟球轴承');
  });

  it('refuses a parent of the wrong level, an unknown one, or none', async () => {
    expect((await get('/open/goods/secondLabelValueList?parentId=101')).status).toBe(400);
    expect((await get('/open/goods/thirdLabelValueList?parentId=1')).status).toBe(400);
    const unknown = await get('/open/goods/thirdLabelValueList?parentId=99999');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('分类不存在');
    expect((await get('/open/goods/secondLabelValueList')).status).toBe(400);
  });
});

describe('brands and recommended categories', () => {
  it('lists every brand with its live goods count', async () => {
    const { body } = await get<{ id: number; name: string; nameCn: string; country: string; logoUrl: string; goodsCount: number }[]>('/open/goods/brand/list');
    expect(body.data.length).toBe(76);
    const total = body.data.reduce((n, b) => n + b.goodsCount, 0);
    expect(total).toBe(600);
    expect(body.data[0]).toMatchObject({ name: 'SKF', nameCn: '斯凯孚', country: '瑞典', logoUrl: expect.stringMatching(/\.svg$/) });
  });

  it('counts brands for a search (brandNumList)', async () => {
    const { body } = await post<{ id: number; name: string; count: number; logoUrl: string }[]>('/open/goods/brandNumList', { keyword: '轴承' });
    expect(body.data.length).toBeGreaterThan(1);
    const list = await post<{ total: number }>('/open/goods/list', { keyword: '轴承', current: 1, size: 20 });
    expect(body.data.reduce((n, b) => n + b.count, 0)).toBe(list.body.data.total);
    const byCategory = await post<{ count: number }[]>('/open/goods/brandNumList', { categoryId: 1001 });
    expect(byCategory.body.data.length).toBeGreaterThan(0);
    expect((await post('/open/goods/brandNumList', { categoryId: 424242 })).status).toBe(400);
  });

  it('lists the recommended brands for the home page', async () => {
    const { body } = await post<{ id: number; name: string; nameCn: string; logoUrl: string }[]>('/brand/list/pageHome/uncheck');
    expect(body.data.map((b) => b.name)).toEqual(expect.arrayContaining(['SKF', 'SMC', 'Schneider']));
    expect(body.data.map((b) => b.name)).not.toContain('NTN');
  });

  it('lists the recommended categories with counts and parent names', async () => {
    const { body } = await get<{ id: number; name: string; imageUrl: string; goodsCount: number; parentName: string }[]>('/open/goodsCategoryRecommend/list');
    expect(body.data.length).toBe(12);
    expect(body.data[0]).toMatchObject({ name: '深沟球轴承', parentName: '滚动轴承', imageUrl: expect.stringContaining('/files/goods/') });
    expect(body.data[0]!.goodsCount).toBeGreaterThan(0);
  });
});

describe('home goods lists (goodsSelect/list/web)', () => {
  it('lists best sellers and new arrivals as cards priced for the viewer', async () => {
    const hot = await post<{ salesCount: number; priceKind: string }[]>('/goodsSelect/list/web', { type: 'hot', size: 8 });
    expect(hot.body.data).toHaveLength(8);
    for (let i = 1; i < 8; i++) expect(hot.body.data[i - 1]!.salesCount).toBeGreaterThanOrEqual(hot.body.data[i]!.salesCount);
    const fresh = await post<{ isNew: boolean; priceKind: string }[]>('/goodsSelect/list/web', { type: 'new' }, enterprise);
    expect(fresh.body.data.length).toBeGreaterThan(0);
    for (const c of fresh.body.data) expect(c).toMatchObject({ isNew: true, priceKind: 'vip' });
    expect((await post('/goodsSelect/list/web', { type: 'old' })).status).toBe(400);
    expect((await post('/goodsSelect/list/web', { type: 'hot', size: 41 })).status).toBe(400);
  });
});

describe('zones', () => {
  it('pages the zones with their goods counts', async () => {
    const { body } = await post<{ records: { id: number; name: string; goodsCount: number; bannerUrl: string }[]; total: number }>('/open/goods/scope/page', { current: 1, size: 20 });
    expect(body.data.total).toBe(6);
    for (const z of body.data.records) expect(z.goodsCount).toBeGreaterThan(0);
  });

  it('shows a zone with a page of its goods, and refuses an unknown zone', async () => {
    const { body } = await post<{ zone: { id: number; name: string }; goods: { records: { id: number; priceKind: string }[]; total: number; pages: number } }>(
      '/open/goods/scope/detail/1',
      { current: 1, size: 20 },
      personal,
    );
    expect(body.data.zone).toMatchObject({ id: 1, name: '轴承专区' });
    expect(body.data.goods.records.length).toBeGreaterThan(0);
    expect(body.data.goods.records[0]!.priceKind).toBe('member');
    const missing = await post('/open/goods/scope/detail/999', { current: 1, size: 20 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('专区不存在');
  });
});

interface Detail {
  id: number;
  goodsCode: string;
  model: string;
  priceFen: number;
  priceKind: string;
  listPriceFen: number;
  stockQty: number;
  minOrderQty: number;
  specs: { name: string; value: string }[];
  keySpecs: { name: string; value: string }[];
  images: string[];
  categoryPath: { id: number; name: string }[];
  brand: { id: number; name: string; nameCn: string };
  stock: { warehouseId: number; warehouseName: string; city: string; qty: number }[];
  priceTiers: { minQty: number; priceFen: number }[];
  conversions: { goodsId: number | null; brandName: string; model: string }[];
  favourite: boolean;
}

describe('GET /open/goods/get/{id}', () => {
  it('shows the product page: specs, images, category path, brand, stock, price tiers, conversions', async () => {
    const goods = await ctx.handle.db.selectFrom('goods').select(['id']).where('model', '=', '6205-2RSH').executeTakeFirstOrThrow();
    const { status, body } = await get<Detail>(`/open/goods/get/${goods.id}`);
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({ id: goods.id, model: '6205-2RSH', priceKind: 'list', favourite: false });
    expect(d.priceFen).toBe(d.listPriceFen);
    expect(d.specs.length).toBeGreaterThan(4);
    expect(d.keySpecs.length).toBeLessThanOrEqual(4);
    expect(d.images.length).toBeGreaterThan(0);
    expect(d.categoryPath.map((c) => c.name)).toEqual(['轴承', '滚动轴承', '深沟球轴承']);
    expect(d.brand).toMatchObject({ name: 'SKF', nameCn: '斯凯孚' });
    expect(d.stock.reduce((n, s) => n + s.qty, 0)).toBe(d.stockQty);
    expect(d.priceTiers[0]).toEqual({ minQty: d.minOrderQty, priceFen: d.priceFen });
    expect(d.priceTiers[1]!.priceFen).toBeLessThan(d.priceFen);
    const models = d.conversions.map((c) => c.model);
    expect(models).toEqual(expect.arrayContaining(['6205DDU', '6205-2RSR', '6205LLU', '180205']));
    expect(models).not.toContain('6205-2RSH');
    const ddu = d.conversions.find((c) => c.model === '6205DDU')!;
    const dduGoods = await ctx.handle.db.selectFrom('goods').select('id').where('model', '=', '6205DDU').executeTakeFirst();
    expect(ddu.goodsId).toBe(dduGoods?.id ?? null);
  });

  it('prices for members and VIP members, and marks a favourite', async () => {
    const goods = await ctx.handle.db.selectFrom('goods').select(['id', 'memberPriceFen', 'vipPriceFen']).where('model', '=', '6205DDU').executeTakeFirstOrThrow();
    const member = await ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', DEMO.personal).executeTakeFirstOrThrow();
    await ctx.handle.db.insertInto('favourite').values({ memberId: member.id, goodsId: goods.id }).onConflict((oc) => oc.doNothing()).execute();
    const asMember = await get<Detail>(`/open/goods/get/${goods.id}`, personal);
    expect(asMember.body.data).toMatchObject({ priceKind: 'member', priceFen: goods.memberPriceFen, favourite: true });
    const asVip = await get<Detail>(`/open/goods/get/${goods.id}`, enterprise);
    expect(asVip.body.data).toMatchObject({ priceKind: 'vip', priceFen: goods.vipPriceFen, favourite: false });
  });

  it('answers 404 for an unknown or withdrawn goods id, 400 for a malformed one', async () => {
    const missing = await get('/open/goods/get/99999999');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('商品不存在');
    await ctx.handle.db.updateTable('goods').set({ status: 0 }).where('id', '=', 600).execute();
    expect((await get('/open/goods/get/600')).status).toBe(404);
    expect((await get('/open/goods/get/abc')).status).toBe(400);
  });
});

describe('stock, re-order data, VIP situation', () => {
  it('sums stock by goods code over the warehouses', async () => {
    const goods = await ctx.handle.db.selectFrom('goods').select(['id', 'goodsCode']).where('id', '=', 1).executeTakeFirstOrThrow();
    const { body } = await get<{ goodsCode: string; total: number; warehouses: { warehouseName: string; city: string; qty: number }[] }>(
      `/open/goods/findStockByGoodsCode?goodsCode=${goods.goodsCode.toLowerCase()}`,
    );
    expect(body.data.goodsCode).toBe(goods.goodsCode);
    expect(body.data.total).toBe(body.data.warehouses.reduce((n, w) => n + w.qty, 0));
    expect(body.data.warehouses[0]).toMatchObject({ warehouseName: expect.any(String), city: expect.any(String) });
    expect((await get('/open/goods/findStockByGoodsCode?goodsCode=AB99999999')).status).toBe(404);
    expect((await get('/open/goods/findStockByGoodsCode')).status).toBe(400);
  });

  it('gives what a re-order needs, including withdrawn goods as unavailable', async () => {
    const { body } = await post<{ goodsId: number; model: string; priceFen: number; priceKind: string; stockQty: number; available: boolean; minOrderQty: number; packQty: number; unit: string }>(
      '/open/goods/getGoodsXuVo/1',
      {},
      personal,
    );
    expect(body.data).toMatchObject({ goodsId: 1, priceKind: 'member', available: true, unit: expect.any(String) });
    await ctx.handle.db.updateTable('goods').set({ status: 0 }).where('id', '=', 599).execute();
    const withdrawn = await post<{ available: boolean }>('/open/goods/getGoodsXuVo/599');
    expect(withdrawn.body.data.available).toBe(false);
    expect((await post('/open/goods/getGoodsXuVo/99999999')).status).toBe(404);
  });

  it('tells visitors, members and VIP members their VIP situation', async () => {
    const visitor = await post<Record<string, unknown>>('/open/goods/getMemberVipSituation');
    expect(visitor.body.data).toEqual({ loggedIn: false, memberType: null, isVip: false, vipEndTime: null, trialVipDays: 30 });
    const member = await post<Record<string, unknown>>('/open/goods/getMemberVipSituation', {}, personal);
    expect(member.body.data).toMatchObject({ loggedIn: true, memberType: 1, isVip: false, vipEndTime: null });
    const vip = await post<Record<string, unknown>>('/open/goods/getMemberVipSituation', {}, enterprise);
    expect(vip.body.data).toMatchObject({ loggedIn: true, memberType: 2, isVip: true, vipEndTime: expect.any(String) });
  });
});

describe('GET /gateway/common/open/cms/cmsAd/getAdImages/{code}', () => {
  it('serves the live home banners in order, by display position', async () => {
    const { status, body } = await call<{ id: number; title: string; imageUrl: string; linkUrl: string }[]>(ctx, {
      method: 'GET',
      url: '/gateway/common/open/cms/cmsAd/getAdImages/home_banner?displayPosition=1',
    });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toEqual({ id: 1, title: expect.any(String), imageUrl: '/files/banner/bearing-festival.svg', linkUrl: '/special?id=1' });
    const floor = await call<unknown[]>(ctx, { method: 'GET', url: '/gateway/common/open/cms/cmsAd/getAdImages/home_floor?displayPosition=2' });
    expect(floor.body.data).toHaveLength(1);
    await ctx.handle.db.updateTable('cmsAd').set({ endAt: new Date(Date.now() - 1000) }).where('id', '=', 2).execute();
    const after = await call<{ id: number }[]>(ctx, { method: 'GET', url: '/gateway/common/open/cms/cmsAd/getAdImages/home_banner' });
    expect(after.body.data.map((a) => a.id)).toEqual([1, 3, 4, 5]);
    const none = await call<unknown[]>(ctx, { method: 'GET', url: '/gateway/common/open/cms/cmsAd/getAdImages/unknown_slot' });
    expect(none.body.data).toEqual([]);
    expect((await call(ctx, { method: 'GET', url: '/gateway/common/open/cms/cmsAd/getAdImages/bad%20code' })).status).toBe(400);
  });
});
