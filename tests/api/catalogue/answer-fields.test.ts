// Every field of every catalogue answer, by name: a response schema makes Fastify drop what it
// does not list, so a field missing from a schema (domain/catalogue) fails here, not on a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let member: string;
let goodsId: number;
let goodsCode: string;
let offShelfId: number;
let groupId: number;
let zoneId: number;
let topId: number;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 200 });
  member = await login(ctx, DEMO.personal, DEMO.password);
  const db = ctx.handle.db;
  const goods = await db.selectFrom('goods').select(['id', 'goodsCode']).where('status', '=', 1).orderBy('id').limit(2).execute();
  goodsId = goods[0]!.id;
  goodsCode = goods[0]!.goodsCode;
  offShelfId = goods[1]!.id;
  await db.updateTable('goods').set({ status: 0 }).where('id', '=', offShelfId).execute();
  groupId = (await db.selectFrom('conversionGroup').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  zoneId = (await db.selectFrom('zone').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
  topId = (await db.selectFrom('category').select('id').where('level', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx?.close());

const keys = (value: unknown) => Object.keys(value as object).sort();
const fields = (...names: string[]) => [...names].sort();

async function data<T = unknown>(method: 'GET' | 'POST', path: string, payload?: object, token?: string): Promise<T> {
  const res = await call<T>(ctx, { method, url: `/gateway/goods${path}`, ...(payload === undefined ? {} : { payload }), ...(token ? { token } : {}) });
  expect(res.status, path).toBe(200);
  expect(keys(res.body)).toEqual(fields('success', 'code', 'msg', 'data'));
  return res.body.data;
}

const PAGE = fields('records', 'total', 'size', 'current', 'pages');
const CARD = fields(
  'id', 'goodsCode', 'model', 'name', 'brandId', 'brandName', 'categoryId', 'categoryName', 'unit', 'minOrderQty', 'packQty', 'imageUrl',
  'listPriceFen', 'memberPriceFen', 'vipPriceFen', 'priceFen', 'priceKind', 'priceSource', 'contractValidTo', 'stockQty', 'leadTimeDays', 'salesCount', 'isNew', 'isHot', 'keySpecs',
);
const ZONE = fields('id', 'name', 'scopeId', 'description', 'bannerUrl');

interface Listed {
  records: Record<string, unknown>[];
}

describe('browse answers list every field', () => {
  it('category tree, pickers, brands and recommended categories', async () => {
    const tree = await data<{ children: { children: unknown[] }[] }[]>('GET', '/open/goods/category/list');
    const mid = tree[0]!.children[0]!;
    for (const node of [tree[0], mid, mid.children[0]]) expect(keys(node)).toEqual(fields('id', 'name', 'level', 'icon', 'children'));

    const label = fields('label', 'value');
    expect(keys((await data<unknown[]>('GET', '/open/goods/labelValueList'))[0])).toEqual(label);
    const second = await data<{ value: number }[]>('GET', `/open/goods/secondLabelValueList?parentId=${topId}`);
    expect(keys(second[0])).toEqual(label);
    expect(keys((await data<unknown[]>('GET', `/open/goods/thirdLabelValueList?parentId=${second[0]!.value}`))[0])).toEqual(label);

    expect(keys((await data<unknown[]>('GET', '/open/goods/brand/list'))[0])).toEqual(fields('id', 'name', 'nameCn', 'country', 'logoUrl', 'goodsCount'));
    expect(keys((await data<unknown[]>('POST', '/brand/list/pageHome/uncheck', {}))[0])).toEqual(fields('id', 'name', 'nameCn', 'logoUrl'));
    expect(keys((await data<unknown[]>('GET', '/open/goodsCategoryRecommend/list'))[0])).toEqual(fields('id', 'name', 'imageUrl', 'goodsCount', 'parentName'));
  });

  it('home lists, zones and hot searches', async () => {
    const cards = await data<unknown[]>('POST', '/goodsSelect/list/web', { type: 'hot', size: 3 });
    expect(keys(cards[0])).toEqual(CARD);
    expect(keys((cards[0] as { keySpecs: unknown[] }).keySpecs[0])).toEqual(fields('name', 'value'));

    const zones = await data<Listed>('POST', '/open/goods/scope/list', { current: 1, size: 5 });
    expect(keys(zones)).toEqual(PAGE);
    expect(keys(zones.records[0])).toEqual(ZONE);
    const zonePage = await data<Listed>('POST', '/open/goods/scope/page', { current: 1, size: 5 });
    expect(keys(zonePage)).toEqual(PAGE);
    expect(keys(zonePage.records[0])).toEqual(fields(...ZONE, 'goodsCount'));
    const detail = await data<{ zone: unknown; goods: Listed }>('POST', `/open/goods/scope/detail/${zoneId}`, { current: 1, size: 5 });
    expect(keys(detail)).toEqual(fields('zone', 'goods'));
    expect(keys(detail.zone)).toEqual(ZONE);
    expect(keys(detail.goods)).toEqual(PAGE);
    expect(keys(detail.goods.records[0])).toEqual(CARD);

    expect(keys((await data<unknown[]>('GET', '/open/goods/hotSearch/list?size=3'))[0])).toEqual(fields('goodsModel'));
  });

  it('the product page, stock by code, re-order data and the VIP situation', async () => {
    const detail = await data<Record<string, unknown[]>>('GET', `/open/goods/get/${goodsId}`, undefined, member);
    expect(keys(detail)).toEqual(fields(...CARD, 'specs', 'images', 'categoryPath', 'brand', 'stock', 'priceTiers', 'conversions', 'favourite'));
    expect(keys(detail.specs![0])).toEqual(fields('name', 'value'));
    expect(typeof detail.images![0]).toBe('string');
    expect(keys(detail.categoryPath![0])).toEqual(fields('id', 'name'));
    expect(keys(detail.brand)).toEqual(fields('id', 'name', 'nameCn', 'country', 'logoUrl'));
    expect(keys(detail.stock![0])).toEqual(fields('warehouseId', 'warehouseName', 'city', 'qty'));
    expect(keys(detail.priceTiers![0])).toEqual(fields('minQty', 'priceFen'));
    expect(keys(detail.conversions![0])).toEqual(fields('brandName', 'model', 'goodsId', 'buy'));

    const stock = await data<{ warehouses: unknown[] }>('GET', `/open/goods/findStockByGoodsCode?goodsCode=${goodsCode}`);
    expect(keys(stock)).toEqual(fields('goodsCode', 'total', 'warehouses'));
    expect(keys(stock.warehouses[0])).toEqual(fields('warehouseName', 'city', 'qty'));

    const reorder = fields('goodsId', 'model', 'name', 'unit', 'minOrderQty', 'packQty', 'priceFen', 'priceKind', 'priceSource', 'contractValidTo', 'stockQty', 'available');
    expect(keys(await data('POST', `/open/goods/getGoodsXuVo/${goodsId}`, {}, member))).toEqual(reorder);
    const off = await data<{ available: boolean }>('POST', `/open/goods/getGoodsXuVo/${offShelfId}`, {});
    expect(keys(off)).toEqual(reorder);
    expect(off.available).toBe(false);

    const vip = fields('loggedIn', 'memberType', 'isVip', 'vipEndTime', 'trialVipDays');
    expect(await data('POST', '/open/goods/getMemberVipSituation', {})).toEqual({ loggedIn: false, memberType: null, isVip: false, vipEndTime: null, trialVipDays: expect.any(Number) });
    expect(keys(await data('POST', '/open/goods/getMemberVipSituation', {}, member))).toEqual(vip);
  });
});

describe('search answers list every field', () => {
  it('suggestions, fresh and cached', async () => {
    const suggestion = fields('goodsId', 'goodsModel', 'brandId', 'brandName', 'goodsName', 'categoryName');
    const fresh = await call<unknown[]>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/search/keyword', payload: { keyword: '6205' }, headers: { 'cache-control': 'no-cache' } });
    expect(keys(fresh.body.data[0])).toEqual(suggestion);
    const cached = await call<unknown[]>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/search/keyword', payload: { keyword: '6205' } });
    expect(cached.body).toEqual(fresh.body);
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await call(ctx, { method: 'POST', url: '/gateway/goods/open/goods/search/keyword', payload: { keyword: '  ' } })).body).toEqual({ success: true, code: 200, msg: '操作成功', data: [] });
  });

  it('the product list with facets, and conversion groups when nothing matches', async () => {
    const list = await data<Listed & { facets: { categories: unknown[]; brands: unknown[]; params: { values: unknown[] }[] } }>('POST', '/open/goods/list', { keyword: '6205', current: 1, size: 20 });
    expect(keys(list)).toEqual(fields(...PAGE, 'keyword', 'matchMode', 'totalExact', 'facets', 'conversionGroups'));
    expect(keys(list.records[0])).toEqual(CARD);
    expect(keys(list.facets)).toEqual(fields('categories', 'brands', 'params', 'exact'));
    expect(keys(list.facets.categories[0])).toEqual(fields('id', 'name', 'count'));
    expect(keys(list.facets.brands[0])).toEqual(fields('id', 'name', 'count'));
    expect(keys(list.facets.params[0])).toEqual(fields('name', 'values'));
    expect(keys(list.facets.params[0]!.values[0])).toEqual(fields('value', 'count'));

    const none = await call<{ total: number; conversionGroups: unknown[] }>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { keyword: '6205', isExactMatch: true, current: 1, size: 20 } });
    expect(none.body.data.total).toBe(0);
    expect(none.body.msg).toContain('未找到与“6205”相关的商品');
    expect(keys(none.body.data.conversionGroups[0])).toEqual(fields('groupId', 'standard'));

    expect(keys((await data<unknown[]>('POST', '/open/goods/brandNumList', { keyword: '6205' }))[0])).toEqual(fields('id', 'name', 'nameCn', 'logoUrl', 'count'));
  });
});

describe('model conversion answers list every field', () => {
  it('lists, sizes, the group page and both associations', async () => {
    const groups = await data<Listed & { records: { members: unknown[] }[] }>('POST', '/open/modelTransition/convertList', { keyword: '6205', current: 1, size: 5 });
    expect(keys(groups)).toEqual(PAGE);
    expect(keys(groups.records[0])).toEqual(fields('groupId', 'standard', 'members'));
    expect(keys(groups.records[0]!.members[0])).toEqual(fields('brandName', 'model', 'goodsId', 'buy'));

    const models = await data<Listed>('POST', '/open/modelTransition/modelList', { keyword: '6205', current: 1, size: 5 });
    expect(keys(models)).toEqual(PAGE);
    expect(keys(models.records[0])).toEqual(fields('model', 'brandName', 'groupId'));

    const sizes = await data<{ innerDiameter: number }[]>('POST', '/open/modelTransition/sizeList', { innerDiameter: 25 });
    expect(keys(sizes[0])).toEqual(fields('groupId', 'standard', 'innerDiameter', 'outerDiameter', 'width'));
    expect(sizes[0]!.innerDiameter).toBe(25);

    const detail = await data<{ specs: unknown[]; members: unknown[] }>('GET', `/open/modelTransition/detail/${groupId}`);
    expect(keys(detail)).toEqual(fields('groupId', 'standard', 'category', 'specs', 'members'));
    expect(keys(detail.specs[0])).toEqual(fields('name', 'value'));
    expect(keys(detail.members[0])).toEqual(fields('brandName', 'model', 'goodsId', 'buy', 'priceFen', 'stockQty'));

    expect(keys((await data<unknown[]>('GET', '/open/modelTransition/modelAssociation?keyword=6205'))[0])).toEqual(fields('model', 'brandName'));
    expect(keys((await data<unknown[]>('GET', '/open/modelTransition/convertAssociation?keyword=6205'))[0])).toEqual(fields('groupId', 'standard'));
  });
});
