// The calls of the zone quick-order pad (/special/components/addCar?id=): the zone call gives all
// of a zone's goods in one page of 100 with what the pad needs (minimum, pack, stock, price for
// the viewer), within its bounds; the pad's rows then go to the cart in one save/batch call, and
// a row the pad would refuse is refused by the cart in the same words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimumQty } from '../../../machines/shared/quantity.ts';
import { checkQty, padItems } from '../../../machines/catalogue/quick-add-pad.ts';
import type { PadGoods } from '../../../machines/catalogue/quick-add-pad.ts';
import { DEMO, call, createTestApp, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let personal: string;
let enterprise: string;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 600 });
  // These prices are the viewer's tiers (list, member, VIP); the demo company's price agreement (issue 39, SKF 88折) is tested in tests/api/pricing.
  await ctx.handle.db.deleteFrom('priceAgreement').execute();
  personal = await login(ctx, DEMO.personal, DEMO.password);
  enterprise = await login(ctx, DEMO.enterprise, DEMO.password);
});
afterAll(async () => ctx?.close());

const post = <T>(url: string, payload: unknown = {}, token?: string) =>
  call<T>(ctx, { method: 'POST', url: `/gateway/goods${url}`, payload: payload as object, ...(token ? { token } : {}) });

interface ZonePage {
  zone: { id: number; name: string };
  goods: { records: PadGoods[]; total: number; pages: number };
}

const padLoad = (zoneId: number, token?: string) => post<ZonePage>(`/open/goods/scope/detail/${zoneId}`, { current: 1, size: 100 }, token);

describe('the pad\'s goods: POST /open/goods/scope/detail/{id} {current: 1, size: 100}', () => {
  it('gives every live goods of the zone at once, with minimum, pack, stock and lead time', async () => {
    const { status, body } = await padLoad(1, personal);
    expect(status).toBe(200);
    expect(body.data.zone).toMatchObject({ id: 1, name: '轴承专区' });
    const live = await ctx.handle.db
      .selectFrom('zoneGoods as zg')
      .innerJoin('goods as g', 'g.id', 'zg.goodsId')
      .select('zg.goodsId')
      .where('zg.zoneId', '=', 1)
      .where('g.status', '=', 1)
      .execute();
    expect(body.data.goods.total).toBe(live.length);
    expect(body.data.goods.records.map((g) => g.id).sort((a, b) => a - b)).toEqual(live.map((r) => r.goodsId).sort((a, b) => a - b));
    for (const g of body.data.goods.records) {
      expect(g.minOrderQty).toBeGreaterThanOrEqual(1);
      expect(g.packQty).toBeGreaterThanOrEqual(1);
      expect(g.stockQty).toBeGreaterThanOrEqual(0);
      expect(g.leadTimeDays).toBeGreaterThanOrEqual(0);
      expect(typeof g.unit).toBe('string');
    }
  });

  it('prices each goods for the viewer: list for a visitor, member for a member, VIP for a VIP', async () => {
    const visitor = (await padLoad(1)).body.data.goods.records;
    const member = (await padLoad(1, personal)).body.data.goods.records;
    const vip = (await padLoad(1, enterprise)).body.data.goods.records;
    for (const g of visitor) expect(g).toMatchObject({ priceKind: 'list', priceFen: g.listPriceFen });
    for (const g of member) expect(g).toMatchObject({ priceKind: 'member', priceFen: g.memberPriceFen });
    for (const g of vip) expect(g).toMatchObject({ priceKind: 'vip', priceFen: g.vipPriceFen });
  });

  it('refuses a page larger than 100, an unknown field, and an unknown zone', async () => {
    const big = await post('/open/goods/scope/detail/1', { current: 1, size: 101 });
    expect(big.status).toBe(400);
    expect(big.body.success).toBe(false);
    const extra = await post('/open/goods/scope/detail/1', { current: 1, size: 100, all: true });
    expect(extra.status).toBe(400);
    const missing = await padLoad(999);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('专区不存在');
  });
});

describe('the pad\'s add: POST /api/cart/save/batch with the rows that have a quantity', () => {
  it('adds three zone goods at their minimum in one call; the cart holds the three lines', async () => {
    await post('/api/cart/delete/all', {}, personal);
    const goods = (await padLoad(1, personal)).body.data.goods.records.filter((g) => g.stockQty >= minimumQty({ min: g.minOrderQty, pack: g.packQty }));
    const rows = goods.slice(0, 3);
    const quantities = Object.fromEntries(rows.map((g) => [String(g.id), String(minimumQty({ min: g.minOrderQty, pack: g.packQty }))]));
    for (const g of rows) expect(checkQty(g, quantities[String(g.id)]).status).toBe('ok');
    const items = padItems(goods, quantities);
    expect(items).toHaveLength(3);
    const { status, body } = await post<{ cart: { lineCount: number; lines: { goodsId: number; num: number }[] }; skipped: unknown[] }>('/api/cart/save/batch', { items }, personal);
    expect(status).toBe(200);
    expect(body.msg).toBe('已加入购物车');
    expect(body.data.skipped).toEqual([]);
    expect(body.data.cart.lineCount).toBe(3);
    expect(body.data.cart.lines.map((l) => [l.goodsId, l.num]).sort()).toEqual(items.map((i) => [i.goodsId, i.num]).sort());
    await post('/api/cart/delete/all', {}, personal);
  });

  it('a quantity below the minimum is refused by the cart in the words the pad shows', async () => {
    await post('/api/cart/delete/all', {}, personal);
    // The first zone holding a goods sold from more than one piece.
    let goods: PadGoods[] = [];
    let packed: PadGoods | undefined;
    for (let zoneId = 1; zoneId <= 6 && !packed; zoneId++) {
      goods = (await padLoad(zoneId, personal)).body.data.goods.records;
      packed = goods.find((g) => g.minOrderQty > 1 && g.stockQty >= g.minOrderQty);
    }
    const plain = goods.find((g) => g !== packed && g.stockQty >= minimumQty({ min: g.minOrderQty, pack: g.packQty }));
    expect(packed && plain).toBeTruthy();
    const below = checkQty(packed!, String(packed!.minOrderQty - 1));
    expect(below).toMatchObject({ status: 'problem', problem: 'belowMinimum' });
    const items = [
      { goodsId: packed!.id, num: packed!.minOrderQty - 1, vendorId: 0 },
      { goodsId: plain!.id, num: minimumQty({ min: plain!.minOrderQty, pack: plain!.packQty }), vendorId: 0 },
    ];
    const { body } = await post<{ cart: { lineCount: number }; skipped: { goodsId: number; msg: string }[] }>('/api/cart/save/batch', { items }, personal);
    expect(body.data.skipped).toEqual([{ goodsId: packed!.id, msg: (below as { text: string }).text }]);
    expect(body.data.cart.lineCount).toBe(1);
    await post('/api/cart/delete/all', {}, personal);
  });

  it('a visitor cannot add (401), and nothing is written', async () => {
    const goods = (await padLoad(1)).body.data.goods.records;
    const before = await ctx.handle.db.selectFrom('cartItem').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await post('/api/cart/save/batch', { items: [{ goodsId: goods[0]!.id, num: 1, vendorId: 0 }] });
    expect(res.status).toBe(401);
    const after = await ctx.handle.db.selectFrom('cartItem').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
