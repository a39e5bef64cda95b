// Every field of the cart's and the favourites' answers, by name: a response schema makes Fastify
// drop what it does not list, so a field missing from a schema (domain/cart) fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let member: string;
let ids: number[];

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 30 });
  member = await login(ctx, DEMO.personal, DEMO.password);
  ids = (await ctx.handle.db.selectFrom('goods').select('id').where('status', '=', 1).where('minOrderQty', '=', 1).orderBy('id').limit(2).execute()).map((r) => r.id);
});
afterAll(async () => ctx?.close());

const keys = (value: unknown) => Object.keys(value as object).sort();
const fields = (...names: string[]) => [...names].sort();

async function data<T>(method: 'GET' | 'POST', path: string, payload?: object): Promise<T> {
  const res = await call<T>(ctx, { method, url: `/gateway/goods/api/${path}`, token: member, ...(payload === undefined ? {} : { payload }) });
  expect(res.status, path).toBe(200);
  expect(keys(res.body)).toEqual(fields('success', 'code', 'msg', 'data'));
  return res.body.data;
}

const CARD = fields(
  'id', 'goodsCode', 'model', 'name', 'brandId', 'brandName', 'categoryId', 'categoryName', 'unit', 'minOrderQty', 'packQty', 'imageUrl',
  'listPriceFen', 'memberPriceFen', 'vipPriceFen', 'priceFen', 'priceKind', 'priceSource', 'contractValidTo', 'stockQty', 'leadTimeDays', 'salesCount', 'isNew', 'isHot', 'keySpecs',
);

interface View {
  lines: { id: number; goods: unknown }[];
}

function expectCartView(view: View) {
  expect(keys(view)).toEqual(fields('lines', 'priceKind', 'selectedCount', 'selectedNum', 'selectedTotalFen', 'lineCount'));
  expect(keys(view.lines[0])).toEqual(
    fields('id', 'goodsId', 'vendorId', 'num', 'selected', 'goods', 'unitPriceFen', 'priceSource', 'contractValidTo', 'listPriceFen', 'lineFen', 'stockQty', 'problem', 'problemText', 'buyerCode', 'buyerRemark', 'quote'),
  );
  expect(keys(view.lines[0]!.goods)).toEqual(fields('goodsCode', 'model', 'name', 'brandName', 'unit', 'imageUrl', 'minOrderQty', 'packQty', 'leadTimeDays'));
}

describe('cart answers list every field', () => {
  it('the cart view of every call, and the skipped goods of a batch', async () => {
    expectCartView(await data<View>('POST', 'cart/save', { goodsId: ids[0], num: 1, vendorId: 0 }));
    expectCartView(await data<View>('GET', 'cart/list'));
    const batch = await data<{ cart: View; skipped: unknown[] }>('POST', 'cart/save/batch', { items: [{ goodsId: ids[1], num: 1, vendorId: 0 }, { goodsId: ids[1], num: 1, vendorId: 7 }] });
    expect(keys(batch)).toEqual(fields('cart', 'skipped'));
    expectCartView(batch.cart);
    expect(batch.skipped).toEqual([{ goodsId: ids[1], msg: '商家不存在：本站商品均由爱备客自营' }]);
    const lineId = batch.cart.lines[0]!.id;
    expectCartView(await data<View>('POST', 'cart/update', { id: lineId, num: 2 }));
    expectCartView(await data<View>('POST', 'cart/select', { selected: false }));
    expectCartView(await data<View>('POST', `cart/delete/${lineId}`));
    const empty = await data<View>('POST', 'cart/delete/all');
    expect(empty).toEqual({ lines: [], priceKind: 'member', selectedCount: 0, selectedNum: 0, selectedTotalFen: 0, lineCount: 0 });
  });
});

describe('favourite answers list every field', () => {
  it('the heart state, the page of cards with collectedAt, and the count removed', async () => {
    expect(await data('POST', `goods/collect/save/${ids[0]}`)).toEqual({ collected: true });
    expect(await data('GET', `goods/collect/check/${ids[0]}`)).toEqual({ collected: true });
    const favourites = await data<{ records: { collectedAt: string }[] }>('POST', 'goods/collect/page/two', { current: 1, size: 10 });
    expect(keys(favourites)).toEqual(fields('records', 'total', 'size', 'current', 'pages'));
    expect(keys(favourites.records[0])).toEqual(fields(...CARD, 'collectedAt'));
    expect(new Date(favourites.records[0]!.collectedAt).toISOString()).toBe(favourites.records[0]!.collectedAt);
    expect(await data('POST', `goods/collect/delete/${ids[0]}`)).toEqual({ collected: false });
    await data('POST', `goods/collect/save/${ids[1]}`);
    expect(await data('POST', 'goods/collect/delete', { ids: [ids[1], ids[0]] })).toEqual({ removed: 1 });
  });
});
