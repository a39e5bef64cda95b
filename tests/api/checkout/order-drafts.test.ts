// Checkout drafts (tmp/*): quick buy, cart and re-order drafts priced for the buyer now, the
// personal/enterprise split, line problems refusing creation, and the drafts list, counts,
// cancel and delete — with other members' ids treated as missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_NO_PATTERN, ORDER_CODE } from '../../../domain/orders/order-rules.ts';
import type { DraftSummary, DraftView, StatusCount } from '../../../domain/orders/orders.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { defaultsOf, draftOf, makeMember, pickGoods, quickBuy, setStock, submit, TMP, type TestMember } from '../../support/order-helpers.ts';

let ctx: TestContext;
let personal: string;
let enterprise: string;
let stranger: TestMember;
let goods: { id: number; model: string; unit: string }[];

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  // These prices are the viewer's tiers (list, member, VIP); the demo company's price agreement (issue 39, SKF 88折) is tested in tests/api/pricing.
  await ctx.handle.db.deleteFrom('priceAgreement').execute();
  personal = await login(ctx, DEMO.personal, DEMO.password);
  enterprise = await login(ctx, DEMO.enterprise, DEMO.password);
  stranger = await makeMember(ctx, '13500000101');
  goods = await pickGoods(ctx, 6);
  for (const g of goods) await setStock(ctx, g.id, 100);
});
afterAll(async () => ctx?.close());

async function pricesOf(goodsId: number) {
  return ctx.handle.db.selectFrom('goods').select(['listPriceFen', 'memberPriceFen', 'vipPriceFen']).where('id', '=', goodsId).executeTakeFirstOrThrow();
}

describe('quick buy drafts', () => {
  it('makes a personal draft priced at the member price, with its number, totals and pay methods', async () => {
    const g = goods[0]!;
    const p = await pricesOf(g.id);
    const res = await quickBuy(ctx, personal, g.id, 3);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.tmpNo).toMatch(DRAFT_NO_PATTERN);
    expect(d).toMatchObject({ orderType: 1, source: 1, status: 0, statusText: '待确认', saleOrderId: null, priceKind: 'member', orderable: true, payMethods: [1, 2], credit: null });
    expect(d.lines).toEqual([expect.objectContaining({ goodsId: g.id, num: 3, unitPriceFen: p.memberPriceFen, lineFen: p.memberPriceFen * 3, problemText: null, stockQty: 100 })]);
    expect(d).toMatchObject({ goodsAmountFen: p.memberPriceFen * 3, freightFen: 0, totalFen: p.memberPriceFen * 3, totalNum: 3 });
  });

  it('prices the VIP enterprise demo member at the VIP price, with the quantity tier from 10x the minimum', async () => {
    const g = goods[1]!;
    const p = await pricesOf(g.id);
    const one = await draftOf(ctx, enterprise, g.id, 2, true);
    expect(one).toMatchObject({ orderType: 2, priceKind: 'vip' });
    expect(one.lines[0]!.unitPriceFen).toBe(p.vipPriceFen);
    expect(p.vipPriceFen).toBeLessThan(p.memberPriceFen);
    const ten = await draftOf(ctx, enterprise, g.id, 10, true);
    expect(ten.lines[0]!.unitPriceFen).toBe(Math.floor((p.vipPriceFen * 9800 + 5000) / 10000));
    expect(ten.totalFen).toBe(ten.lines[0]!.unitPriceFen * 10);
  });

  it('offers credit (账期) only to an enterprise with active credit terms', async () => {
    const { memberId } = await defaultsOf(ctx, DEMO.enterprise);
    const db = ctx.handle.db;
    await db
      .insertInto('memberCredit')
      .values({ memberId, limitFen: 5_000_000, termDays: 30, status: 1 })
      .onConflict((oc) => oc.column('memberId').doUpdateSet({ limitFen: 5_000_000, termDays: 30, status: 1 }))
      .execute();
    const d = await draftOf(ctx, enterprise, goods[1]!.id, 1, true);
    expect(d.payMethods).toEqual([1, 2, 3]);
    expect(d.credit).toMatchObject({ limitFen: 5_000_000, termDays: 30 });
    expect(d.credit!.availableFen).toBeLessThanOrEqual(5_000_000);
    await db.updateTable('memberCredit').set({ status: 0 }).where('memberId', '=', memberId).execute();
    const without = await draftOf(ctx, enterprise, goods[1]!.id, 1, true);
    expect(without).toMatchObject({ payMethods: [1, 2], credit: null });
    await db.updateTable('memberCredit').set({ status: 1 }).where('memberId', '=', memberId).execute();
  });

  it("refuses each member type on the other type's calls", async () => {
    const asEnterprise = await quickBuy(ctx, enterprise, goods[0]!.id, 1, false);
    expect(asEnterprise.status).toBe(403);
    expect(asEnterprise.body.msg).toBe('企业会员请使用企业采购下单');
    const asPersonal = await quickBuy(ctx, personal, goods[0]!.id, 1, true);
    expect(asPersonal.status).toBe(403);
    expect(asPersonal.body.msg).toBe('个人会员请使用个人下单');
    for (const [token, url] of [[enterprise, 'cartPersonalOrder'], [personal, 'cartEnterpriseOrder']] as const) {
      const res = await call(ctx, { method: 'POST', url: `${TMP}/${url}`, token, payload: { cartIds: [1] } });
      expect(res.status, url).toBe(403);
    }
  });

  it('refuses missing or off-shelf goods (404), no stock or too little (409 code 2002), and below the minimum (409)', async () => {
    const missing = await quickBuy(ctx, personal, 99_999_999, 1);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('商品不存在或已下架');

    const off = goods[2]!;
    await ctx.handle.db.updateTable('goods').set({ status: 0 }).where('id', '=', off.id).execute();
    const offShelf = await quickBuy(ctx, personal, off.id, 1);
    expect(offShelf.status).toBe(404);
    await ctx.handle.db.updateTable('goods').set({ status: 1 }).where('id', '=', off.id).execute();

    const g = goods[3]!;
    await setStock(ctx, g.id, 0);
    const none = await quickBuy(ctx, personal, g.id, 1);
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: ORDER_CODE.outOfStock, msg: `商品 ${g.model} 商品暂时缺货`, data: { goodsId: g.id, available: 0 } });
    await setStock(ctx, g.id, 5);
    const short = await quickBuy(ctx, personal, g.id, 6);
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ code: ORDER_CODE.outOfStock, msg: `商品 ${g.model} 库存不足，当前可售 5${g.unit}`, data: { goodsId: g.id, available: 5 } });

    await ctx.handle.db.updateTable('goods').set({ minOrderQty: 4 }).where('id', '=', g.id).execute();
    const below = await quickBuy(ctx, personal, g.id, 2);
    expect(below.status).toBe(409);
    expect(below.body.msg).toBe(`商品 ${g.model} 该商品最小起订量为 4${g.unit}`);
    await ctx.handle.db.updateTable('goods').set({ minOrderQty: 1 }).where('id', '=', g.id).execute();
    await setStock(ctx, g.id, 100);
  });

  it('refuses bad payloads and visitors', async () => {
    const zero = await call(ctx, { method: 'POST', url: `${TMP}/personalOrder`, token: personal, payload: { goodsId: goods[0]!.id, num: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body.success).toBe(false);
    const visitor = await call(ctx, { method: 'POST', url: `${TMP}/personalOrder`, payload: { goodsId: goods[0]!.id, num: 1 } });
    expect(visitor.status).toBe(401);
  });
});

describe('cart and re-order drafts', () => {
  it('makes a draft of the chosen cart lines, remembering which cart lines they were', async () => {
    const { memberId } = await defaultsOf(ctx, DEMO.personal);
    const rows = await ctx.handle.db
      .insertInto('cartItem')
      .values([
        { memberId, goodsId: goods[0]!.id, num: 2 },
        { memberId, goodsId: goods[4]!.id, num: 5 },
      ])
      .returning(['id', 'goodsId'])
      .execute();
    const res = await call<DraftView>(ctx, { method: 'POST', url: `${TMP}/cartPersonalOrder`, token: personal, payload: { cartIds: rows.map((r) => r.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ source: 2, totalNum: 7 });
    expect(res.body.data.lines.map((l) => [l.goodsId, l.num])).toEqual([
      [goods[0]!.id, 2],
      [goods[4]!.id, 5],
    ]);
    const stored = await ctx.handle.db.selectFrom('tmpOrderLine').select(['cartItemId']).where('tmpOrderId', '=', res.body.data.id).orderBy('cartItemId').execute();
    expect(stored.map((s) => s.cartItemId)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
  });

  it('makes an enterprise cart draft at VIP prices', async () => {
    const { memberId } = await defaultsOf(ctx, DEMO.enterprise);
    const [line] = await ctx.handle.db.insertInto('cartItem').values({ memberId, goodsId: goods[4]!.id, num: 3 }).returning('id').execute();
    const res = await call<DraftView>(ctx, { method: 'POST', url: `${TMP}/cartEnterpriseOrder`, token: enterprise, payload: { cartIds: [line!.id] } });
    expect(res.status).toBe(200);
    const p = await pricesOf(goods[4]!.id);
    expect(res.body.data).toMatchObject({ orderType: 2, source: 2, priceKind: 'vip', totalFen: p.vipPriceFen * 3 });
  });

  it("refuses unknown and other members' cart lines", async () => {
    const { memberId } = await defaultsOf(ctx, DEMO.personal);
    const [line] = await ctx.handle.db.selectFrom('cartItem').select('id').where('memberId', '=', memberId).execute();
    const foreign = await call(ctx, { method: 'POST', url: `${TMP}/cartPersonalOrder`, token: stranger.token, payload: { cartIds: [line!.id] } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('购物车中没有这件商品');
    const unknown = await call(ctx, { method: 'POST', url: `${TMP}/cartPersonalOrder`, token: personal, payload: { cartIds: [line!.id, 99_999_999] } });
    expect(unknown.status).toBe(404);
    const empty = await call(ctx, { method: 'POST', url: `${TMP}/cartPersonalOrder`, token: personal, payload: { cartIds: [] } });
    expect(empty.status).toBe(400);
  });

  it('re-orders the goods of a past order at today’s prices, and refuses another member’s order', async () => {
    const d = await draftOf(ctx, personal, goods[5]!.id, 4);
    const { addressId } = await defaultsOf(ctx, DEMO.personal);
    const order = await submit(ctx, personal, d, { addressId });
    expect(order.status).toBe(200);
    await ctx.handle.db.updateTable('goods').set({ memberPriceFen: (eb) => eb('memberPriceFen', '+', 100) }).where('id', '=', goods[5]!.id).execute();
    // The buyer's 物料编码 and 备注 of the order line (from a batch enquiry) are carried to the new draft.
    await ctx.handle.db.updateTable('saleOrderLine').set({ buyerCode: 'WL-0033', buyerRemark: '二车间 备用' }).where('orderId', '=', order.body.data.orderId).execute();
    const again = await call<DraftView>(ctx, { method: 'POST', url: `${TMP}/xuOrder`, token: personal, payload: { orderId: order.body.data.orderId } });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ source: 3, orderType: 1, status: 0 });
    expect(again.body.data.lines).toEqual([expect.objectContaining({ goodsId: goods[5]!.id, num: 4, unitPriceFen: d.lines[0]!.unitPriceFen + 100 })]);
    const carried = await ctx.handle.db.selectFrom('tmpOrderLine').select(['buyerCode', 'buyerRemark', 'quoteEnquiryId']).where('tmpOrderId', '=', again.body.data.id).execute();
    expect(carried).toEqual([{ buyerCode: 'WL-0033', buyerRemark: '二车间 备用', quoteEnquiryId: null }]);
    const foreign = await call(ctx, { method: 'POST', url: `${TMP}/xuOrder`, token: stranger.token, payload: { orderId: order.body.data.orderId } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('订单不存在');
  });
});

describe('reading, listing, cancelling and deleting drafts', () => {
  it('reads a draft priced now and refuses another member’s draft', async () => {
    const g = goods[0]!;
    const d = await draftOf(ctx, personal, g.id, 1);
    await ctx.handle.db.updateTable('goods').set({ memberPriceFen: (eb) => eb('memberPriceFen', '+', 50) }).where('id', '=', g.id).execute();
    const read = await call<DraftView>(ctx, { method: 'GET', url: `${TMP}/getOrderInfo/${d.id}`, token: personal });
    expect(read.status).toBe(200);
    expect(read.body.data.totalFen).toBe(d.totalFen + 50);
    const foreign = await call(ctx, { method: 'GET', url: `${TMP}/getOrderInfo/${d.id}`, token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('订单不存在');
  });

  it('lists drafts newest first with status filter and counts 全部 first', async () => {
    const list = await call<Page<DraftSummary>>(ctx, { method: 'POST', url: `${TMP}/list`, token: personal, payload: { current: 1, size: 2 } });
    expect(list.status).toBe(200);
    expect(list.body.data.records).toHaveLength(2);
    expect(list.body.data.total).toBeGreaterThanOrEqual(4);
    const [first, second] = list.body.data.records;
    expect(first!.id).toBeGreaterThan(second!.id);
    expect(first!.previews[0]).toMatchObject({ goodsId: expect.any(Number), num: expect.any(Number) });
    const submitted = await call<Page<DraftSummary>>(ctx, { method: 'POST', url: `${TMP}/list`, token: personal, payload: { current: 1, size: 20, status: 1 } });
    expect(submitted.body.data.records.length).toBeGreaterThanOrEqual(1);
    expect(submitted.body.data.records.every((r) => r.status === 1 && r.saleOrderId !== null)).toBe(true);
    const counts = await call<StatusCount[]>(ctx, { method: 'GET', url: `${TMP}/findOrderStatusCnt`, token: personal });
    expect(counts.body.data.map((c) => c.text)).toEqual(['全部', '待确认', '已提交', '已取消']);
    expect(counts.body.data[0]!.count).toBe(list.body.data.total);
    // status null is 全部 (never read as 0 待确认 by the validator's type coercion).
    const all = await call<Page<DraftSummary>>(ctx, { method: 'POST', url: `${TMP}/list`, token: personal, payload: { current: 1, size: 2, status: null } });
    expect(all.body.data.total).toBe(list.body.data.total);
    expect(counts.body.data[0]!.count).toBe(counts.body.data.slice(1).reduce((s, c) => s + c.count, 0));
    const tooBig = await call(ctx, { method: 'POST', url: `${TMP}/list`, token: personal, payload: { current: 1, size: 101 } });
    expect(tooBig.status).toBe(400);
    const badStatus = await call(ctx, { method: 'POST', url: `${TMP}/list`, token: personal, payload: { current: 1, size: 10, status: 3 } });
    expect(badStatus.status).toBe(400);
    const strangers = await call<StatusCount[]>(ctx, { method: 'GET', url: `${TMP}/findOrderStatusCnt`, token: stranger.token });
    expect(strangers.body.data[0]!.count).toBe(0);
  });

  it('cancels an open draft once, deletes only a closed one, and hides it afterwards', async () => {
    const d = await draftOf(ctx, personal, goods[0]!.id, 1);
    const notYet = await call(ctx, { method: 'POST', url: `${TMP}/delOrder/${d.id}`, token: personal });
    expect(notYet.status).toBe(409);
    expect(notYet.body.msg).toBe('请先取消该订单');
    const foreign = await call(ctx, { method: 'POST', url: `${TMP}/cancelOrder`, token: stranger.token, payload: { id: d.id } });
    expect(foreign.status).toBe(404);
    const cancelled = await call<DraftView>(ctx, { method: 'POST', url: `${TMP}/cancelOrder`, token: personal, payload: { id: d.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 2, statusText: '已取消' });
    const twice = await call(ctx, { method: 'POST', url: `${TMP}/cancelOrder`, token: personal, payload: { id: d.id } });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: ORDER_CODE.orderStatus, msg: '该订单当前状态为「已取消」，不能取消', data: { status: 2 } });
    const { addressId } = await defaultsOf(ctx, DEMO.personal);
    const submitCancelled = await submit(ctx, personal, d, { addressId });
    expect(submitCancelled.status).toBe(409);
    expect(submitCancelled.body.code).toBe(ORDER_CODE.orderStatus);

    const before = (await call<StatusCount[]>(ctx, { method: 'GET', url: `${TMP}/findOrderStatusCnt`, token: personal })).body.data[0]!.count;
    const foreignDel = await call(ctx, { method: 'POST', url: `${TMP}/delOrder/${d.id}`, token: stranger.token });
    expect(foreignDel.status).toBe(404);
    const del = await call(ctx, { method: 'POST', url: `${TMP}/delOrder/${d.id}`, token: personal });
    expect(del.status).toBe(200);
    const after = (await call<StatusCount[]>(ctx, { method: 'GET', url: `${TMP}/findOrderStatusCnt`, token: personal })).body.data[0]!.count;
    expect(after).toBe(before - 1);
    expect((await call(ctx, { method: 'GET', url: `${TMP}/getOrderInfo/${d.id}`, token: personal })).status).toBe(404);
    const all = await call<Page<DraftSummary>>(ctx, { method: 'POST', url: `${TMP}/list`, token: personal, payload: { current: 1, size: 100 } });
    expect(all.body.data.records.map((r) => r.id)).not.toContain(d.id);
  });
});
