// The buyer's sales orders (sale/*): the filtered list, counts, detail by id and by number, the
// buyer's cancel (stock back, waiting payments failed), the member-centre statistics, and the
// payment-timeout sweeper (called directly, and once on its timer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/shared/envelope.ts';
import { ORDER_CODE } from '../../../domain/orders/order-rules.ts';
import type { MemberStatistics, OrderDetail, OrderSummary, StatusCount, SubmittedOrder } from '../../../domain/orders/orders.ts';
import { expireOverdueOrders } from '../../../server/modules/orders/order-sweeper.ts';
import { moveOrder } from '../../../server/modules/orders/order-transitions.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { defaultsOf, draftOf, makeMember, pickGoods, SALE, setStock, stockOf, submit, TMP, type TestMember } from '../../support/order-helpers.ts';

let ctx: TestContext;
let personal: string;
let stranger: TestMember;
let me: { memberId: number; addressId: number; invoiceId: number };
let goods: { id: number; model: string; unit: string }[];

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  personal = await login(ctx, DEMO.personal, DEMO.password);
  stranger = await makeMember(ctx, '13500000301');
  me = await defaultsOf(ctx, DEMO.personal);
  goods = await pickGoods(ctx, 5);
  for (const g of goods) await setStock(ctx, g.id, 100);
});
afterAll(async () => ctx?.close());

async function order(goodsIndex: number, num: number, payMethod: 1 | 2 = 1): Promise<SubmittedOrder> {
  const d = await draftOf(ctx, personal, goods[goodsIndex]!.id, num);
  const res = await submit(ctx, personal, d, { addressId: me.addressId, payMethod });
  if (res.status !== 200) throw new Error(res.body.msg);
  return res.body.data;
}

const list = (payload: Record<string, unknown>, token = personal) =>
  call<Page<OrderSummary>>(ctx, { method: 'POST', url: `${SALE}/list`, token, payload: { current: 1, size: 50, ...payload } });
const detail = (id: number, token = personal) => call<OrderDetail>(ctx, { method: 'GET', url: `${SALE}/getOrderInfo/${id}`, token });

describe('order detail', () => {
  it('shows an online order with lines, address, timeline and what the buyer may do', async () => {
    const o = await order(0, 2);
    const res = await detail(o.orderId);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: o.orderId, orderNo: o.orderNo, status: 0, statusText: '待付款', payMethod: 1, payMethodText: '在线支付', totalFen: o.totalFen, paidFen: 0,
      lineCount: 1, totalNum: 2, canPay: true, canUploadReceipt: false, canCancel: true, bankAccount: null, invoice: null, payments: [],
    });
    expect(d.lines[0]).toMatchObject({ goodsId: goods[0]!.id, model: goods[0]!.model, num: 2 });
    expect(d.address).toMatchObject({ consignee: expect.any(String), regionText: expect.any(String) });
    expect(d.timeline).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 0, text: '提交订单', actor: `member:${me.memberId}` })]);
    const byNo = await call<OrderDetail>(ctx, { method: 'POST', url: `${SALE}/findMemberOrderInfo`, token: personal, payload: { orderNo: o.orderNo } });
    expect(byNo.body.data).toEqual(d);
  });

  it('shows the receiving bank account for a bank transfer, and null when the setting is missing', async () => {
    const o = await order(1, 1, 2);
    const account = { accountName: '测试收款公司', bankName: '测试银行', accountNo: '6222000011112222' };
    await ctx.handle.db
      .insertInto('siteSetting')
      .values({ key: 'bankAccount', value: JSON.stringify(account) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(account) }))
      .execute();
    const d = (await detail(o.orderId)).body.data;
    expect(d).toMatchObject({ payMethod: 2, canPay: false, canUploadReceipt: true, canCancel: true, bankAccount: account });
    await ctx.handle.db.updateTable('siteSetting').set({ value: JSON.stringify({ accountName: '缺账号' }) }).where('key', '=', 'bankAccount').execute();
    expect((await detail(o.orderId)).body.data.bankAccount).toBeNull();
    await ctx.handle.db.deleteFrom('siteSetting').where('key', '=', 'bankAccount').execute();
    expect((await detail(o.orderId)).body.data.bankAccount).toBeNull();
  });

  it("treats another member's or an unknown order as missing", async () => {
    const o = await order(0, 1);
    for (const res of [
      await detail(o.orderId, stranger.token),
      await detail(99_999_999),
      await call(ctx, { method: 'POST', url: `${SALE}/findMemberOrderInfo`, token: stranger.token, payload: { orderNo: o.orderNo } }),
      await call(ctx, { method: 'POST', url: `${SALE}/memberCancelOrder`, token: stranger.token, payload: { id: o.orderId, reason: '试试' } }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('订单不存在');
    }
    const badNo = await call(ctx, { method: 'POST', url: `${SALE}/findMemberOrderInfo`, token: personal, payload: { orderNo: 'XX1' } });
    expect(badNo.status).toBe(400);
  });
});

describe('cancelling', () => {
  it('cancels a 待付款 order: stock back, waiting payment failed, reason kept, logged', async () => {
    const o = await order(2, 5);
    expect(await stockOf(ctx, goods[2]!.id)).toEqual({ qty: 100, reserved: 5 });
    await ctx.handle.db.insertInto('orderPayment').values({ orderId: o.orderId, provider: 'sandbox', amountFen: o.totalFen, status: 0 }).execute();
    const res = await call<OrderDetail>(ctx, { method: 'POST', url: `${SALE}/memberCancelOrder`, token: personal, payload: { id: o.orderId, reason: '买错了' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 5, statusText: '已取消', cancelReason: '买错了', canCancel: false, canPay: false });
    expect(res.body.data.cancelledAt).not.toBeNull();
    expect(res.body.data.payments).toEqual([expect.objectContaining({ status: 2, statusText: '已放弃' })]);
    expect(res.body.data.timeline.at(-1)).toMatchObject({ fromStatus: 0, toStatus: 5, text: '订单已取消', actor: `member:${me.memberId}`, note: '买错了' });
    expect(await stockOf(ctx, goods[2]!.id)).toEqual({ qty: 100, reserved: 0 });

    const again = await call(ctx, { method: 'POST', url: `${SALE}/memberCancelOrder`, token: personal, payload: { id: o.orderId, reason: '买错了' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: ORDER_CODE.orderStatus, msg: '订单当前状态为「已取消」，不能取消', data: { status: 5 } });
    expect(await stockOf(ctx, goods[2]!.id)).toEqual({ qty: 100, reserved: 0 });
  });

  it('cancels a 待确认 order but refuses one already 待发货, and refuses an empty reason', async () => {
    const waiting = await order(3, 1, 2);
    await ctx.handle.db.transaction().execute((trx) => moveOrder(trx, waiting.orderId, 'uploadReceipt', { actor: 'test' }));
    const ok = await call<OrderDetail>(ctx, { method: 'POST', url: `${SALE}/memberCancelOrder`, token: personal, payload: { id: waiting.orderId, reason: '不要了' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe(5);

    const paid = await order(3, 1);
    await ctx.handle.db.transaction().execute((trx) => moveOrder(trx, paid.orderId, 'pay', { actor: 'test' }));
    const refused = await call(ctx, { method: 'POST', url: `${SALE}/memberCancelOrder`, token: personal, payload: { id: paid.orderId, reason: '不要了' } });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('订单当前状态为「待发货」，不能取消');
    expect((await detail(paid.orderId)).body.data).toMatchObject({ status: 2, canCancel: false });
    const empty = await call(ctx, { method: 'POST', url: `${SALE}/memberCancelOrder`, token: personal, payload: { id: paid.orderId, reason: '' } });
    expect(empty.status).toBe(400);
  });
});

describe('lists, counts and statistics', () => {
  it('filters by status, keyword (order number, model, name, goods code) and China-time dates, newest first', async () => {
    const all = await list({});
    expect(all.status).toBe(200);
    const ids = all.body.data.records.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.body.data.total).toBeGreaterThanOrEqual(6);
    const first = all.body.data.records[0]!;
    expect(first.lines.length).toBeLessThanOrEqual(3);

    const cancelled = await list({ status: 5 });
    expect(cancelled.body.data.records.length).toBeGreaterThanOrEqual(2);
    expect(cancelled.body.data.records.every((r) => r.status === 5)).toBe(true);

    const byNo = await list({ keyword: first.orderNo.slice(-8) });
    expect(byNo.body.data.records.map((r) => r.id)).toEqual([first.id]);
    const g = await ctx.handle.db.selectFrom('goods').select(['model', 'name', 'goodsCode']).where('id', '=', goods[2]!.id).executeTakeFirstOrThrow();
    for (const keyword of [g.model, g.goodsCode, g.name.slice(0, 4)]) {
      const res = await list({ keyword });
      expect(res.body.data.records.length, keyword).toBeGreaterThanOrEqual(1);
      expect(res.body.data.records.some((r) => r.lines.some((l) => l.goodsId === goods[2]!.id)), keyword).toBe(true);
    }
    expect((await list({ keyword: '没有这样的型号%_' })).body.data.total).toBe(0);

    // 2025-01-15 16:30 UTC is 2025-01-16 00:30 in China: it belongs to the 16th.
    const o = await order(4, 1);
    await ctx.handle.db.updateTable('saleOrder').set({ createdAt: new Date('2025-01-15T16:30:00Z') }).where('id', '=', o.orderId).execute();
    expect((await list({ startDate: '2025-01-16', endDate: '2025-01-16' })).body.data.records.map((r) => r.id)).toEqual([o.orderId]);
    expect((await list({ startDate: '2025-01-15', endDate: '2025-01-15' })).body.data.total).toBe(0);
    expect((await list({ endDate: '2025-01-31' })).body.data.records.map((r) => r.id)).toEqual([o.orderId]);
    expect((await list({ startDate: '2025-02-01' })).body.data.records.map((r) => r.id)).not.toContain(o.orderId);
    expect((await list({ startDate: 'yesterday' })).status).toBe(400);
    expect((await list({}, stranger.token)).body.data.total).toBe(0);
  });

  it('counts per status (全部 first) and hides orders the member deleted', async () => {
    const counts = await call<StatusCount[]>(ctx, { method: 'POST', url: `${SALE}/findOrderStatusCnt`, token: personal });
    expect(counts.body.data.map((c) => c.text)).toEqual(['全部', '待付款', '待确认', '待发货', '已发货', '已完成', '已取消', '待审批']);
    const total = counts.body.data[0]!.count;
    expect(total).toBe((await list({})).body.data.total);
    expect(total).toBe(counts.body.data.slice(1).reduce((s, c) => s + c.count, 0));
    const victim = (await list({ status: 5 })).body.data.records[0]!;
    await ctx.handle.db.updateTable('saleOrder').set({ deletedByMember: true }).where('id', '=', victim.id).execute();
    const after = await call<StatusCount[]>(ctx, { method: 'POST', url: `${SALE}/findOrderStatusCnt`, token: personal });
    expect(after.body.data[0]!.count).toBe(total - 1);
    expect(after.body.data.find((c) => c.status === 5)!.count).toBe(counts.body.data.find((c) => c.status === 5)!.count - 1);
    expect((await list({})).body.data.records.map((r) => r.id)).not.toContain(victim.id);
  });

  it('sums the member centre figures: orders per status, payments, cart, favourites, open drafts', async () => {
    const db = ctx.handle.db;
    const o = await order(0, 1);
    const old = await order(1, 1);
    await db.updateTable('saleOrder').set({ paidFen: o.totalFen, paidAt: new Date() }).where('id', '=', o.orderId).execute();
    await db.updateTable('saleOrder').set({ paidFen: 1, paidAt: new Date('2020-03-01T00:00:00Z') }).where('id', '=', old.orderId).execute();
    // A waiting receipt is not money received.
    await db.insertInto('orderPayment').values({ orderId: o.orderId, provider: 'bankTransfer', amountFen: 999, status: 0 }).execute();
    await db.deleteFrom('cartItem').where('memberId', '=', me.memberId).execute();
    await db.insertInto('cartItem').values([{ memberId: me.memberId, goodsId: goods[0]!.id, num: 1 }, { memberId: me.memberId, goodsId: goods[1]!.id, num: 1 }]).execute();
    await db.deleteFrom('favourite').where('memberId', '=', me.memberId).execute();
    await db.insertInto('favourite').values({ memberId: me.memberId, goodsId: goods[2]!.id }).execute();
    await draftOf(ctx, personal, goods[3]!.id, 1);
    const openDrafts = await db.selectFrom('tmpOrder').select('id').where('memberId', '=', me.memberId).where('status', '=', 0).execute();

    const res = await call<MemberStatistics>(ctx, { method: 'GET', url: `${SALE}/findMemberStatistics`, token: personal });
    expect(res.status).toBe(200);
    const byStatus = await db.selectFrom('saleOrder').select('status').where('memberId', '=', me.memberId).execute();
    const n = (s: number) => byStatus.filter((r) => r.status === s).length;
    expect(res.body.data).toEqual({
      awaitingPayment: n(0), awaitingConfirmation: n(1), awaitingShipment: n(2), shipped: n(3), completed: n(4), cancelled: n(5),
      totalOrders: byStatus.length, paidFen: o.totalFen + 1, paidThisYearFen: o.totalFen, cartLines: 2, favourites: 1, openDrafts: openDrafts.length,
    });
    const none = await call<MemberStatistics>(ctx, { method: 'GET', url: `${SALE}/findMemberStatistics`, token: stranger.token });
    expect(none.body.data).toMatchObject({ totalOrders: 0, paidFen: 0, cartLines: 0, openDrafts: 0 });
    expect((await call(ctx, { method: 'GET', url: `${SALE}/findMemberStatistics` })).status).toBe(401);
  });
});

describe('payment timeout', () => {
  it('cancels only unpaid orders past their deadline, releases their stock, and leaves moved ones alone', async () => {
    const g = goods[1]!;
    await setStock(ctx, g.id, 100);
    await ctx.handle.db.updateTable('saleOrder').set({ status: 5 }).where('status', '=', 0).execute();
    const online = await order(1, 3, 1);
    const transfer = await order(1, 4, 2);
    const receipt = await order(1, 5, 1);
    await ctx.handle.db.transaction().execute((trx) => moveOrder(trx, receipt.orderId, 'uploadReceipt', { actor: 'test' }));
    await ctx.handle.db.insertInto('orderPayment').values({ orderId: online.orderId, provider: 'sandbox', amountFen: online.totalFen, status: 0 }).execute();
    expect(await stockOf(ctx, g.id)).toEqual({ qty: 100, reserved: 12 });

    expect(await expireOverdueOrders(ctx.handle.db, new Date(Date.now() + 10 * 60_000))).toEqual([]);
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await expireOverdueOrders(ctx.handle.db, later)).toEqual([online.orderNo]);
    expect(await stockOf(ctx, g.id)).toEqual({ qty: 100, reserved: 9 });
    const d = (await detail(online.orderId)).body.data;
    expect(d).toMatchObject({ status: 5, cancelReason: '超时未付款，系统自动取消' });
    expect(d.timeline.at(-1)).toMatchObject({ fromStatus: 0, toStatus: 5, actor: 'system:timeout' });
    expect(d.payments).toEqual([expect.objectContaining({ status: 2 })]);
    expect(await expireOverdueOrders(ctx.handle.db, later)).toEqual([]);

    expect(await expireOverdueOrders(ctx.handle.db, new Date(Date.now() + 73 * 3_600_000))).toEqual([transfer.orderNo]);
    expect(await stockOf(ctx, g.id)).toEqual({ qty: 100, reserved: 5 });
    expect((await detail(receipt.orderId)).body.data.status).toBe(1);
  });

  it('runs on its timer when ORDER_SWEEP_SECONDS is set, and stops when the app closes', async () => {
    const own = await createTestApp({ seedSkus: 20, config: { orders: { sweepSeconds: 1, autoConfirmDays: 10, approvalHoldHours: 48, paymentSecret: 'test-payment-secret' } } });
    try {
      const token = await login(own, DEMO.personal, DEMO.password);
      const [g] = await own.handle.db.selectFrom('goods').select('id').where('status', '=', 1).where('minOrderQty', '=', 1).orderBy('id').limit(1).execute();
      await setStock(own, g!.id, 10);
      const d = await draftOf(own, token, g!.id, 2);
      const mine = await defaultsOf(own, DEMO.personal);
      const placed = await submit(own, token, d, { addressId: mine.addressId });
      expect(placed.status).toBe(200);
      await own.handle.db.updateTable('saleOrder').set({ payDeadline: new Date(Date.now() - 1000) }).where('id', '=', placed.body.data.orderId).execute();
      let status = 0;
      for (let i = 0; i < 40 && status !== 5; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await own.handle.db.selectFrom('saleOrder').select('status').where('id', '=', placed.body.data.orderId).executeTakeFirstOrThrow()).status;
      }
      expect(status).toBe(5);
      expect(await stockOf(own, g!.id)).toEqual({ qty: 10, reserved: 0 });
    } finally {
      await own.close();
    }
  });
});

it('keeps draft and sales-order paths behind the member token', async () => {
  for (const url of [`${SALE}/list`, `${SALE}/findOrderStatusCnt`, `${TMP}/list`, `${TMP}/unified/create`]) {
    expect((await call(ctx, { method: 'POST', url, payload: {} })).status, url).toBe(401);
  }
});
