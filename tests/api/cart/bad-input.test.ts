// Bad input on every cart and favourite route (issue 11 item 4): out-of-range numbers and ids,
// NUL bytes, unknown body fields each answer 400 with a Chinese sentence in the envelope and change
// neither the member's cart nor the favourites; no answer is a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { badCases, misanswer, sendCase, type RouteCall } from '../catalogue/bad-input-cases.ts';

let ctx: TestContext;
let token: string;
let memberId: number;
let goodsId: number;
let lineId: number;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 50 });
  token = await login(ctx, DEMO.personal, DEMO.password);
  const db = ctx.handle.db;
  memberId = (await db.selectFrom('member').select('id').where('mobile', '=', DEMO.personal).executeTakeFirstOrThrow()).id;
  goodsId = (await db.selectFrom('goods').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
  await db.deleteFrom('goodsStock').where('goodsId', '=', goodsId).execute();
  await db.insertInto('goodsStock').values({ goodsId, warehouseId: 1, qty: 1000, reserved: 0 }).execute();
  await db.updateTable('goods').set({ minOrderQty: 1 }).where('id', '=', goodsId).execute();
  lineId = Number((await db.insertInto('cartItem').values({ memberId, goodsId, vendorId: 0, num: 2, selected: true }).returning('id').executeTakeFirstOrThrow()).id);
  await db.insertInto('favourite').values({ memberId, goodsId }).execute();
});
afterAll(async () => ctx?.close());

function routes(): RouteCall[] {
  const item = { goodsId, num: 1, vendorId: 0 };
  return [
    { method: 'POST', url: '/api/cart/save', body: item, numbers: ['goodsId', 'num', 'vendorId'] },
    { method: 'POST', url: '/api/cart/save/batch', body: { items: [item] }, numbers: ['items.0.goodsId', 'items.0.num', 'items.0.vendorId'] },
    { method: 'POST', url: '/api/cart/update', body: { id: lineId, num: 3, selected: true }, numbers: ['id', 'num'] },
    { method: 'POST', url: '/api/cart/select', body: { ids: [lineId], selected: false }, numbers: ['ids.0'] },
    { method: 'POST', url: '/api/cart/delete/batch', body: { ids: [lineId] }, numbers: ['ids.0'] },
    { method: 'POST', url: '/api/cart/delete/all', noBody: true },
    { method: 'POST', url: '/api/cart/delete/:id', id: lineId, noBody: true },
    { method: 'POST', url: '/api/goods/collect/save/:id', id: goodsId, noBody: true },
    { method: 'POST', url: '/api/goods/collect/delete/:id', id: goodsId, noBody: true },
    { method: 'POST', url: '/api/goods/collect/delete', body: { ids: [goodsId] }, numbers: ['ids.0'] },
    { method: 'POST', url: '/api/goods/collect/page/two', body: { current: 1, size: 20 }, numbers: ['current', 'size'] },
    { method: 'GET', url: '/api/goods/collect/check/:id', id: goodsId },
  ];
}

async function state() {
  const db = ctx.handle.db;
  const [lines, favourites] = await Promise.all([
    db.selectFrom('cartItem').select(['id', 'goodsId', 'vendorId', 'num', 'selected', 'memberId', 'createdAt', 'updatedAt']).orderBy('id').execute(),
    db.selectFrom('favourite').selectAll().orderBy('goodsId').execute(),
  ]);
  return { lines, favourites };
}

describe('bad input on the cart and favourite routes', () => {
  it('refuses every out-of-range number, NUL and unknown field with 400 and a Chinese sentence, and writes nothing', async () => {
    const before = await state();
    expect(before.lines).toHaveLength(1);
    expect(before.favourites).toHaveLength(1);
    const wrong: string[] = [];
    for (const c of routes().flatMap(badCases).filter((x) => !x.sharedId)) {
      const problem = misanswer(c, await sendCase(ctx, c, token));
      if (problem) wrong.push(problem);
    }
    expect(wrong).toEqual([]);
    expect(await state()).toEqual(before);
  });

  it('refuses Infinity in a /:id path (waits for the finite guard on Id in server/http/schemas.ts)', async () => {
    const before = await state();
    const wrong: string[] = [];
    for (const c of routes().flatMap(badCases).filter((x) => x.sharedId)) {
      const problem = misanswer(c, await sendCase(ctx, c, token));
      if (problem) wrong.push(problem);
    }
    expect(wrong).toEqual([]);
    expect(await state()).toEqual(before);
  });
});
