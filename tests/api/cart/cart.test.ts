// The cart calls (docs/api/cart.md): every answer is the fresh CartView, priced from the goods at
// the member's price kind and quantity tier, checked against sellable stock; refusals in Chinese;
// another member's line behaves as missing; concurrent adds of one goods end in one summed line.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '../../../domain/cart/cart.ts';
import { applyRate } from '../../../domain/shared/money.ts';
import { hashPassword } from '../../../server/security/password.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let personal: string;
let enterprise: string;
let staff: string;
let other: string;
let otherId: number;
/** A: min 1, 100 in stock; B: min 5, 40 in stock; C: off shelf. */
const goods = { a: 0, b: 0, c: 0 };
const price = { list: 0, member: 0, vip: 0 };
let unitB = '';

async function setStock(goodsId: number, qty: number, reserved = 0) {
  const db = ctx.handle.db;
  await db.deleteFrom('goodsStock').where('goodsId', '=', goodsId).execute();
  await db.insertInto('goodsStock').values({ goodsId, warehouseId: 1, qty, reserved }).execute();
}

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 50 });
  // These prices are the viewer's tiers (list, member, VIP); the demo company's price agreement (issue 39, SKF 88折) is tested in tests/api/pricing.
  await ctx.handle.db.deleteFrom('priceAgreement').execute();
  const db = ctx.handle.db;
  await db.insertInto('member').values({ username: '13500000011', mobile: '13500000011', passwordHash: await hashPassword('Cart1234') }).execute();
  [personal, enterprise, staff, other] = await Promise.all([
    login(ctx, DEMO.personal, DEMO.password),
    login(ctx, DEMO.enterprise, DEMO.password),
    login(ctx, DEMO.staff, DEMO.staffPassword, '1'),
    login(ctx, '13500000011', 'Cart1234'),
  ]);
  otherId = (await db.selectFrom('member').select('id').where('mobile', '=', '13500000011').executeTakeFirstOrThrow()).id;
  const ids = (await db.selectFrom('goods').select('id').orderBy('id').limit(3).execute()).map((r) => r.id);
  [goods.a, goods.b, goods.c] = ids as [number, number, number];
  await db.updateTable('goods').set({ status: 1, minOrderQty: 1, listPriceFen: 10_000, memberPriceFen: 9_000, vipPriceFen: 8_000 }).where('id', '=', goods.a).execute();
  await db.updateTable('goods').set({ status: 1, minOrderQty: 5 }).where('id', '=', goods.b).execute();
  await db.updateTable('goods').set({ status: 0 }).where('id', '=', goods.c).execute();
  Object.assign(price, { list: 10_000, member: 9_000, vip: 8_000 });
  unitB = (await db.selectFrom('goods').select('unit').where('id', '=', goods.b).executeTakeFirstOrThrow()).unit;
  await setStock(goods.a, 100);
  await setStock(goods.b, 40);
});
afterAll(async () => ctx?.close());

const cart = (token: string | undefined, url: string, payload?: object) =>
  call<CartView>(ctx, { method: url === 'list' ? 'GET' : 'POST', url: `/gateway/goods/api/cart/${url}`, ...(token ? { token } : {}), ...(payload === undefined ? {} : { payload }) });

async function emptyCarts() {
  await ctx.handle.db.deleteFrom('cartItem').execute();
}

describe('who may use the cart', () => {
  it('refuses a visitor (401) and a staff token (403)', async () => {
    const visitor = await cart(undefined, 'list');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ success: false, msg: '请先登录' });
    expect((await cart(undefined, 'save', { goodsId: goods.a, num: 1, vendorId: 0 })).status).toBe(401);
    const asStaff = await cart(staff, 'list');
    expect(asStaff.status).toBe(403);
    expect(asStaff.body.success).toBe(false);
  });
});

describe('adding goods', () => {
  beforeEach(emptyCarts);

  it('adds a line priced at the member price and sums repeated adds into it', async () => {
    const first = await cart(personal, 'save', { goodsId: goods.a, num: 3, vendorId: 0 });
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('已加入购物车');
    expect(first.body.data.priceKind).toBe('member');
    expect(first.body.data.lines).toEqual([
      expect.objectContaining({ goodsId: goods.a, vendorId: 0, num: 3, selected: true, unitPriceFen: price.member, listPriceFen: price.list, lineFen: 3 * price.member, stockQty: 100, problem: null, problemText: null }),
    ]);
    expect(first.body.data.lines[0]!.goods).toMatchObject({ minOrderQty: 1 });
    expect(first.body.data.lines[0]!.goods.goodsCode).toMatch(/\S/);
    const again = await cart(personal, 'save', { goodsId: goods.a, num: 2, vendorId: 0 });
    expect(again.body.data.lines).toHaveLength(1);
    expect(again.body.data).toMatchObject({ lineCount: 1, selectedCount: 1, selectedNum: 5, selectedTotalFen: 5 * price.member });
    const list = await cart(personal, 'list');
    expect(list.body.data).toEqual(again.body.data);
  });

  it('prices the enterprise demo member (VIP) at the VIP price, with the quantity tier', async () => {
    const vip = await cart(enterprise, 'save', { goodsId: goods.a, num: 2, vendorId: 0 });
    expect(vip.body.data.priceKind).toBe('vip');
    expect(vip.body.data.lines[0]).toMatchObject({ unitPriceFen: price.vip, lineFen: 2 * price.vip });
    // 10x the minimum order: 2% off; 50x: 5% off.
    const tier = await cart(enterprise, 'save', { goodsId: goods.a, num: 8, vendorId: 0 });
    expect(tier.body.data.lines[0]).toMatchObject({ num: 10, unitPriceFen: applyRate(price.vip, 9_800), lineFen: 10 * applyRate(price.vip, 9_800) });
    const personalLine = await cart(personal, 'save', { goodsId: goods.a, num: 50, vendorId: 0 });
    expect(personalLine.body.data.lines[0]).toMatchObject({ unitPriceFen: applyRate(price.member, 9_500) });
  });

  it('re-reads the price from the goods on every read', async () => {
    await cart(personal, 'save', { goodsId: goods.a, num: 1, vendorId: 0 });
    await ctx.handle.db.updateTable('goods').set({ memberPriceFen: 7_777 }).where('id', '=', goods.a).execute();
    try {
      const list = await cart(personal, 'list');
      expect(list.body.data.lines[0]).toMatchObject({ unitPriceFen: 7_777, lineFen: 7_777 });
      expect(list.body.data.selectedTotalFen).toBe(7_777);
    } finally {
      await ctx.handle.db.updateTable('goods').set({ memberPriceFen: price.member }).where('id', '=', goods.a).execute();
    }
  });

  it('refuses a bad body in Chinese and changes nothing', async () => {
    const zero = await cart(personal, 'save', { goodsId: goods.a, num: 0, vendorId: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.msg).toContain('数量');
    const missing = await cart(personal, 'save', { num: 1, vendorId: 0 });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('商品编号');
    const text = await cart(personal, 'save', { goodsId: 'abc', num: 1, vendorId: 0 });
    expect(text.status).toBe(400);
    const vendor = await cart(personal, 'save', { goodsId: goods.a, num: 1, vendorId: 7 });
    expect(vendor.status).toBe(400);
    expect(vendor.body.msg).toBe('商家不存在：本站商品均由爱备客自营');
    expect((await cart(personal, 'list')).body.data.lines).toEqual([]);
  });

  it('refuses goods that are off shelf or missing (404)', async () => {
    for (const goodsId of [goods.c, 999_999_999]) {
      const res = await cart(personal, 'save', { goodsId, num: 1, vendorId: 0 });
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('商品不存在或已下架');
    }
  });

  it('refuses less than the minimum order (400) and more than sellable stock (409, code 2002)', async () => {
    const below = await cart(personal, 'save', { goodsId: goods.b, num: 4, vendorId: 0 });
    expect(below.status).toBe(400);
    expect(below.body.msg).toBe(`该商品最小起订量为 5${unitB}`);
    const over = await cart(personal, 'save', { goodsId: goods.b, num: 41, vendorId: 0 });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 2002, msg: `库存不足，当前可售 40${unitB}`, data: { goodsId: goods.b, available: 40 } });
    // The check is on the summed quantity, and reserved units are not sellable.
    await cart(personal, 'save', { goodsId: goods.b, num: 30, vendorId: 0 });
    await setStock(goods.b, 40, 5);
    try {
      const sum = await cart(personal, 'save', { goodsId: goods.b, num: 6, vendorId: 0 });
      expect(sum.status).toBe(409);
      expect(sum.body.data).toEqual({ goodsId: goods.b, available: 35 });
      expect((await cart(personal, 'list')).body.data.lines[0]!.num).toBe(30);
    } finally {
      await setStock(goods.b, 40);
    }
  });

  it('refuses a new line when the cart already holds 200 lines', async () => {
    // 200 lines of one goods under made-up vendor ids fill the cart without 200 goods.
    await ctx.handle.db
      .insertInto('cartItem')
      .values(Array.from({ length: 200 }, (_, i) => ({ memberId: otherId, goodsId: goods.b, vendorId: i + 1, num: 5 })))
      .execute();
    const full = await cart(other, 'save', { goodsId: goods.a, num: 1, vendorId: 0 });
    expect(full.status).toBe(409);
    expect(full.body.msg).toBe('购物车最多存放 200 种商品');
    expect((await cart(other, 'list')).body.data.lineCount).toBe(200);
    // Adding to a line that exists is still fine.
    await ctx.handle.db.deleteFrom('cartItem').where('memberId', '=', otherId).where('vendorId', '=', 200).execute();
    await cart(other, 'save', { goodsId: goods.a, num: 1, vendorId: 0 });
    const more = await cart(other, 'save', { goodsId: goods.a, num: 1, vendorId: 0 });
    expect(more.status).toBe(200);
    expect(more.body.data.lines.find((l) => l.goodsId === goods.a)?.num).toBe(2);
  });

  it('adds a batch in one go, skipping and reporting what cannot be added', async () => {
    const res = await call<{ cart: CartView; skipped: { goodsId: number; msg: string }[] }>(ctx, {
      method: 'POST',
      url: '/gateway/goods/api/cart/save/batch',
      token: personal,
      payload: {
        items: [
          { goodsId: goods.a, num: 2, vendorId: 0 },
          { goodsId: goods.c, num: 1, vendorId: 0 },
          { goodsId: goods.b, num: 2, vendorId: 0 },
          { goodsId: goods.b, num: 45, vendorId: 0 },
          { goodsId: goods.a, num: 3, vendorId: 0 },
          { goodsId: goods.a, num: 1, vendorId: 3 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('已加入 2 种商品，4 种未能加入');
    expect(res.body.data.skipped).toEqual([
      { goodsId: goods.c, msg: '商品不存在或已下架' },
      { goodsId: goods.b, msg: `该商品最小起订量为 5${unitB}` },
      { goodsId: goods.b, msg: `库存不足，当前可售 40${unitB}` },
      { goodsId: goods.a, msg: '商家不存在：本站商品均由爱备客自营' },
    ]);
    expect(res.body.data.cart.lines.map((l) => [l.goodsId, l.num])).toEqual([[goods.a, 5]]);
    const empty = await cart(personal, 'save/batch', { items: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('商品列表');
  });

  it('ends concurrent adds of one goods by one member in one line with the summed quantity', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => cart(personal, 'save', { goodsId: goods.a, num: 2, vendorId: 0 })));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const rows = await ctx.handle.db.selectFrom('cartItem').select(['num']).where('goodsId', '=', goods.a).where('memberId', '!=', otherId).execute();
    expect(rows).toEqual([{ num: 16 }]);
  });
});

describe('changing lines', () => {
  let lineA: number;
  let lineB: number;
  beforeEach(async () => {
    await emptyCarts();
    await cart(personal, 'save', { goodsId: goods.a, num: 2, vendorId: 0 });
    const view = await cart(personal, 'save', { goodsId: goods.b, num: 5, vendorId: 0 });
    lineA = view.body.data.lines.find((l) => l.goodsId === goods.a)!.id;
    lineB = view.body.data.lines.find((l) => l.goodsId === goods.b)!.id;
  });

  it('lists the newest line first', async () => {
    expect((await cart(personal, 'list')).body.data.lines.map((l) => l.id)).toEqual([lineB, lineA]);
  });

  it('sets the quantity and the tick, and checks the new quantity', async () => {
    const num = await cart(personal, 'update', { id: lineA, num: 7 });
    expect(num.body.data.lines.find((l) => l.id === lineA)).toMatchObject({ num: 7, lineFen: 7 * price.member });
    const untick = await cart(personal, 'update', { id: lineA, selected: false });
    expect(untick.body.data).toMatchObject({ selectedCount: 1, selectedNum: 5 });
    const below = await cart(personal, 'update', { id: lineB, num: 3 });
    expect(below.status).toBe(400);
    expect(below.body.msg).toBe(`该商品最小起订量为 5${unitB}`);
    const over = await cart(personal, 'update', { id: lineB, num: 41 });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe(2002);
    expect((await cart(personal, 'list')).body.data.lines.find((l) => l.id === lineB)!.num).toBe(5);
    const nothing = await cart(personal, 'update', { id: lineA });
    expect(nothing.status).toBe(400);
    expect(nothing.body.msg).toBe('请提供要修改的数量或勾选状态');
  });

  it('ticks and unticks several lines or all of them', async () => {
    const none = await cart(personal, 'select', { selected: false });
    expect(none.body.data).toMatchObject({ selectedCount: 0, selectedNum: 0, selectedTotalFen: 0, lineCount: 2 });
    const one = await cart(personal, 'select', { ids: [lineB], selected: true });
    expect(one.body.data.lines.map((l) => [l.id, l.selected])).toEqual([
      [lineB, true],
      [lineA, false],
    ]);
    const bad = await cart(personal, 'select', { selected: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('勾选状态');
  });

  it('treats another member\u2019s line or an unknown id as missing (404) and changes nothing', async () => {
    for (const [url, payload] of [
      ['update', { id: lineA, num: 3 }],
      ['select', { ids: [lineA], selected: false }],
      ['delete/batch', { ids: [lineA] }],
      [`delete/${lineA}`, undefined],
      ['update', { id: 987_654, num: 3 }],
    ] as const) {
      const res = await cart(other, url, payload);
      expect(res.status, url).toBe(404);
      expect(res.body.msg).toBe('购物车中没有这件商品');
    }
    // A batch with one foreign id deletes none of them.
    const mixed = await cart(personal, 'delete/batch', { ids: [lineA, 987_654] });
    expect(mixed.status).toBe(404);
    expect((await cart(personal, 'list')).body.data.lines.find((l) => l.id === lineA)).toMatchObject({ num: 2, selected: true });
  });

  it('deletes one line, several lines, or all', async () => {
    const one = await cart(personal, `delete/${lineA}`);
    expect(one.body.msg).toBe('已从购物车删除');
    expect(one.body.data.lines.map((l) => l.id)).toEqual([lineB]);
    const again = await cart(personal, `delete/${lineA}`);
    expect(again.status).toBe(404);
    const batch = await cart(personal, 'delete/batch', { ids: [lineB] });
    expect(batch.body.data.lineCount).toBe(0);
    await cart(personal, 'save', { goodsId: goods.a, num: 1, vendorId: 0 });
    const all = await cart(personal, 'delete/all');
    expect(all.body).toMatchObject({ success: true, msg: '购物车已清空', data: { lines: [], lineCount: 0, selectedTotalFen: 0 } });
    expect((await cart(personal, 'delete/abc')).status).toBe(400);
  });

  it('flags lines that can no longer be bought and leaves them out of the selected total', async () => {
    const db = ctx.handle.db;
    await setStock(goods.b, 3);
    await db.updateTable('goods').set({ status: 0 }).where('id', '=', goods.a).execute();
    try {
      const view = (await cart(personal, 'list')).body.data;
      expect(view.lines.find((l) => l.id === lineA)).toMatchObject({ problem: 'offShelf', problemText: '商品已下架' });
      expect(view.lines.find((l) => l.id === lineB)).toMatchObject({ problem: 'short', problemText: `库存不足，当前可售 3${unitB}`, stockQty: 3 });
      expect(view).toMatchObject({ selectedCount: 0, selectedNum: 0, selectedTotalFen: 0, lineCount: 2 });
      await setStock(goods.b, 0);
      expect((await cart(personal, 'list')).body.data.lines.find((l) => l.id === lineB)).toMatchObject({ problem: 'outOfStock', stockQty: 0 });
    } finally {
      await db.updateTable('goods').set({ status: 1 }).where('id', '=', goods.a).execute();
      await setStock(goods.b, 40);
    }
  });
});
