// Submissions racing each other: one client key never makes two orders (same draft or not), and
// 50 buyers after the last 10 units get exactly 10 orders with the stock reserved exactly — on
// PostgreSQL these run truly in parallel on the pool; on PGlite they queue on its one connection.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CODE } from '../../../domain/orders/order-rules.ts';
import type { DraftView } from '../../../domain/orders/orders.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { defaultsOf, draftOf, makeMember, pickGoods, SALE, setStock, stockOf, submit, type TestMember } from '../../support/order-helpers.ts';

let ctx: TestContext;
let personal: string;
let me: { memberId: number; addressId: number };
let goods: { id: number; model: string }[];

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 40 });
  personal = await login(ctx, DEMO.personal, DEMO.password);
  me = await defaultsOf(ctx, DEMO.personal);
  goods = await pickGoods(ctx, 3);
  await setStock(ctx, goods[0]!.id, 1000);
  await setStock(ctx, goods[1]!.id, 1000);
  await setStock(ctx, goods[2]!.id, 10);
});
afterAll(async () => ctx?.close());

const ordersOf = (memberId: number) => ctx.handle.db.selectFrom('saleOrder').select(['id', 'clientKey']).where('memberId', '=', memberId).execute();

describe('idempotent submission under concurrency', () => {
  it('makes exactly one order from 20 simultaneous submissions of one draft with one key', async () => {
    const d = await draftOf(ctx, personal, goods[0]!.id, 2);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(ctx, personal, d, { addressId: me.addressId, clientKey: key })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.data.orderId)).size).toBe(1);
    expect((await ordersOf(me.memberId)).filter((o) => o.clientKey === key)).toHaveLength(1);
    expect(await stockOf(ctx, goods[0]!.id)).toEqual({ qty: 1000, reserved: 2 });
  });

  it('makes one order when one key is sent with 10 different drafts at once; the others answer that order', async () => {
    const drafts: DraftView[] = [];
    for (let i = 0; i < 10; i++) drafts.push(await draftOf(ctx, personal, goods[1]!.id, 1));
    const key = randomUUID();
    const results = await Promise.all(drafts.map((d) => submit(ctx, personal, d, { addressId: me.addressId, clientKey: key })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.data.orderId)).size).toBe(1);
    expect((await ordersOf(me.memberId)).filter((o) => o.clientKey === key)).toHaveLength(1);
    expect(await stockOf(ctx, goods[1]!.id)).toEqual({ qty: 1000, reserved: 1 });
    const open = await ctx.handle.db.selectFrom('tmpOrder').select('id').where('id', 'in', drafts.map((d) => d.id)).where('status', '=', 0).execute();
    expect(open).toHaveLength(9);
  });

  it('lets 20 simultaneous submissions of one draft with different keys make one order; the rest get 2004', async () => {
    const d = await draftOf(ctx, personal, goods[0]!.id, 1);
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(ctx, personal, d, { addressId: me.addressId })));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body).toMatchObject({ code: ORDER_CODE.draftSubmitted, data: { orderId: ok[0]!.body.data.orderId } });
    expect(await stockOf(ctx, goods[0]!.id)).toEqual({ qty: 1000, reserved: 3 });
  });
});

describe('no oversell', () => {
  let members: TestMember[];

  it('gives 50 buyers racing for 10 units exactly 10 orders, and releases them on cancel', async () => {
    const g = goods[2]!;
    members = [];
    for (let i = 0; i < 50; i++) members.push(await makeMember(ctx, `1360000${String(i).padStart(4, '0')}`));
    const drafts: DraftView[] = [];
    for (const m of members) drafts.push(await draftOf(ctx, m.token, g.id, 1));
    const results = await Promise.all(members.map((m, i) => submit(ctx, m.token, drafts[i]!, { addressId: m.addressId })));
    const ok = results.filter((r) => r.status === 200);
    const short = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(10);
    expect(short).toHaveLength(40);
    for (const r of short) expect(r.body).toMatchObject({ code: ORDER_CODE.outOfStock, msg: `商品 ${g.model} 库存不足，当前可售 0`, data: { goodsId: g.id, available: 0 } });
    const rows = await ctx.handle.db.selectFrom('goodsStock').select(['qty', 'reserved']).where('goodsId', '=', g.id).execute();
    for (const r of rows) {
      expect(r.reserved).toBeGreaterThanOrEqual(0);
      expect(r.reserved).toBeLessThanOrEqual(r.qty);
    }
    expect(await stockOf(ctx, g.id)).toEqual({ qty: 10, reserved: 10 });
    // The racers' lines only (the seed's distribution orders may hold the same goods).
    const lines = await ctx.handle.db
      .selectFrom('saleOrderLine')
      .innerJoin('saleOrder', 'saleOrder.id', 'saleOrderLine.orderId')
      .select('saleOrderLine.orderId')
      .where('saleOrderLine.goodsId', '=', g.id)
      .where('saleOrder.memberId', 'in', members.map((m) => m.id))
      .execute();
    expect(lines).toHaveLength(10);

    // Every winner cancels: all ten units come back, once each.
    const winners = results.map((r, i) => ({ r, m: members[i]! })).filter(({ r }) => r.status === 200);
    const cancels = await Promise.all(
      winners.map(({ r, m }) => call(ctx, { method: 'POST', url: `${SALE}/memberCancelOrder`, token: m.token, payload: { id: r.body.data.orderId, reason: '不需要了' } })),
    );
    expect(cancels.map((c) => c.status)).toEqual(Array(10).fill(200));
    expect(await stockOf(ctx, g.id)).toEqual({ qty: 10, reserved: 0 });
  });

  it('never sells more than there is when the same member races 30 drafts for 10 units', async () => {
    const g = goods[2]!;
    const drafts: DraftView[] = [];
    for (let i = 0; i < 30; i++) drafts.push(await draftOf(ctx, personal, g.id, 1));
    const results = await Promise.all(drafts.map((d) => submit(ctx, personal, d, { addressId: me.addressId })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409 && r.body.code === ORDER_CODE.outOfStock)).toHaveLength(20);
    expect(await stockOf(ctx, g.id)).toEqual({ qty: 10, reserved: 10 });
  });
});
