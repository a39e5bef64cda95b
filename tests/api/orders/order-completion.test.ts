// An order can finish (issue 34): the member's 确认收货 (sale/memberConfirmReceipt), staff's 完成
// (staff/order/complete, role-checked and audited) and the sweeper's automatic confirmation after
// ORDER_AUTO_CONFIRM_DAYS, all through the one completion: completed_at stamped, one timeline row,
// one member message saying who completed it. Also the order views' refunds (refundedFen,
// netPaidFen, refundState, each refund with its request's number) and the timeline's actor names.
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { OrderDetail, OrderSummary } from '../../../domain/orders/orders.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { buildApp } from '../../../server/app.ts';
import { autoConfirmShippedOrders } from '../../../server/modules/orders/order-sweeper.ts';
import { runOrdersCommand } from '../../../scripts/orders.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { makeMember, SALE, type TestMember } from '../../support/order-helpers.ts';
import { demoBuyer, STAFF, type Buyer } from '../../support/payment-helpers.ts';
import { roleTokens } from '../staff/staff-support.ts';
import { payOnline, placeWith, ship, staffCall, write } from '../after-sales/refund-helpers.ts';

const CONFIRM = `${SALE}/memberConfirmReceipt`;
const DAY_MS = 86_400_000;

let ctx: TestContext;
/** A second process: another app on the same database. */
let other: FastifyInstance;
let buyer: Buyer;
let stranger: TestMember;
let tokens: Record<StaffRole, string>;
let goodsIndex = 0;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  other = await buildApp(ctx.config, ctx.handle, { logStream: new Writable({ write: (_c, _e, done) => done() }) });
  await other.ready();
  buyer = await demoBuyer(ctx, DEMO.personal);
  stranger = await makeMember(ctx, '13500000341');
  tokens = await roleTokens(ctx);
}, 120_000);
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

/** An online order, paid through the sandbox and shipped by the warehouse. */
async function shippedOrder(): Promise<{ orderId: number; orderNo: string; totalFen: number }> {
  const order = await placeWith(ctx, buyer, goodsIndex++ % 20, 2, 1, 100);
  await payOnline(ctx, buyer, order.orderId);
  await ship(ctx, tokens.warehouse, order.orderId);
  return order;
}

const detail = async (orderId: number, token = buyer.token) => (await call<OrderDetail>(ctx, { method: 'GET', url: `${SALE}/getOrderInfo/${orderId}`, token })).body.data;
const confirm = (orderId: number, token = buyer.token, app?: FastifyInstance) =>
  app
    ? app.inject({ method: 'POST', url: CONFIRM, headers: { authorization: `Bearer ${token}` }, payload: { orderId } }).then((r) => ({ status: r.statusCode, body: r.json() as { msg: string; data: OrderDetail } }))
    : call<OrderDetail>(ctx, { method: 'POST', url: CONFIRM, token, payload: { orderId } });

async function messagesOf(orderId: number) {
  return ctx.handle.db.selectFrom('memberMessage').select(['title', 'body', 'eventKey', 'link']).where('eventKey', 'like', `order:${orderId}:%`).orderBy('id').execute();
}
async function completions(orderId: number) {
  return ctx.handle.db.selectFrom('orderStatusLog').select(['actor', 'note']).where('orderId', '=', orderId).where('toStatus', '=', 4).execute();
}

describe('确认收货 by the member', () => {
  it('completes a shipped order: completed_at, one timeline row (买家), one message; again answers the same order', async () => {
    const o = await shippedOrder();
    const before = await detail(o.orderId);
    expect(before).toMatchObject({ status: 3, canConfirmReceipt: true, canCancel: false });
    const res = await confirm(o.orderId);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('已确认收货，订单已完成');
    expect(res.body.data).toMatchObject({ id: o.orderId, status: 4, statusText: '已完成', canConfirmReceipt: false });
    expect(res.body.data.completedAt).not.toBeNull();
    expect(res.body.data.timeline.at(-1)).toMatchObject({ fromStatus: 3, toStatus: 4, text: '订单已完成', actor: `member:${buyer.memberId}`, actorText: '买家' });
    const msgs = await messagesOf(o.orderId);
    expect(msgs.map((m) => m.eventKey)).toEqual([`order:${o.orderId}:paid`, `order:${o.orderId}:shipped`, `order:${o.orderId}:completed`]);
    expect(msgs.at(-1)).toMatchObject({ title: `订单 ${o.orderNo} 已完成`, body: expect.stringContaining('您已确认收货'), link: `/myOrderDetail/${o.orderId}` });

    // A retry (second tab, lost answer): success with the same order, nothing written again.
    const again = await confirm(o.orderId);
    expect(again.status).toBe(200);
    expect(again.body.msg).toBe('订单已完成，无需再次确认收货');
    expect(again.body.data).toEqual(res.body.data);
    expect(await completions(o.orderId)).toHaveLength(1);
    expect(await messagesOf(o.orderId)).toHaveLength(3);
  });

  it('the after-sales window opens at completion (the preview answers the completed order)', async () => {
    const o = await shippedOrder();
    await confirm(o.orderId);
    const row = await ctx.handle.db.selectFrom('saleOrder').select(['status', 'completedAt']).where('id', '=', o.orderId).executeTakeFirstOrThrow();
    expect(row.status).toBe(4);
    const preview = await call<{ types: number[] }>(ctx, { method: 'GET', url: `/gateway/order/api/ord/refund/preview/${o.orderId}`, token: buyer.token });
    expect(preview.status).toBe(200);
    // Past the window (AFTER_SALES_WINDOW_DAYS, 7) it is refused: the window keys off completed_at.
    await ctx.handle.db.updateTable('saleOrder').set({ completedAt: new Date(Date.now() - 8 * DAY_MS) }).where('id', '=', o.orderId).execute();
    const closed = await call(ctx, { method: 'GET', url: `/gateway/order/api/ord/refund/preview/${o.orderId}`, token: buyer.token });
    expect(closed.status).toBe(409);
  });

  it("refuses another member's order (404), an unknown one (404), an order not shipped (409), no token (401) and unknown fields (400)", async () => {
    const o = await shippedOrder();
    for (const res of [await confirm(o.orderId, stranger.token), await confirm(99_999_999)]) {
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('订单不存在');
    }
    const unshipped = await placeWith(ctx, buyer, 3, 1, 1, 100);
    await payOnline(ctx, buyer, unshipped.orderId);
    const early = await confirm(unshipped.orderId);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('订单当前状态为「待发货」，不能确认收货');
    expect((await call(ctx, { method: 'POST', url: CONFIRM, payload: { orderId: o.orderId } })).status).toBe(401);
    const extra = await call(ctx, { method: 'POST', url: CONFIRM, token: buyer.token, payload: { orderId: o.orderId, status: 4 } });
    expect(extra.status).toBe(400);
    expect(extra.body.success).toBe(false);
    expect((await detail(o.orderId)).status).toBe(3);
    expect((await detail(unshipped.orderId)).status).toBe(2);
  });
});

describe('完成 by staff', () => {
  it('the warehouse completes a shipped order: audited, the member told by the role (仓库); a wrong role gets 403', async () => {
    const o = await shippedOrder();
    for (const role of ['service', 'finance', 'operations'] as const) {
      const refused = await call(ctx, { method: 'POST', url: `${STAFF}/complete`, token: tokens[role], payload: { orderId: o.orderId } });
      expect(refused.status, role).toBe(403);
    }
    expect((await detail(o.orderId)).status).toBe(3);
    const done = await call<{ status: number }>(ctx, { method: 'POST', url: `${STAFF}/complete`, token: tokens.warehouse, payload: { orderId: o.orderId } });
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe(4);
    const d = await detail(o.orderId);
    expect(d.timeline.at(-1)).toMatchObject({ toStatus: 4, actor: expect.stringMatching(/^staff:\d+$/), actorText: '仓库' });
    expect((await messagesOf(o.orderId)).at(-1)).toMatchObject({ title: `订单 ${o.orderNo} 已完成`, body: expect.stringContaining('仓库已确认您的订单送达') });
    const audit = await ctx.handle.db.selectFrom('staffAudit').select(['action', 'targetId']).where('action', '=', '完成订单').where('targetId', '=', String(o.orderId)).execute();
    expect(audit).toHaveLength(1);
    // The member's confirmation after staff's: success, the same order.
    const late = await confirm(o.orderId);
    expect(late.status).toBe(200);
    expect(late.body.data.status).toBe(4);
    expect(await completions(o.orderId)).toHaveLength(1);
  });
});

describe('automatic confirmation', () => {
  it(`completes orders shipped ORDER_AUTO_CONFIRM_DAYS ago, exactly once over two processes' sweeps, and leaves younger ones`, async () => {
    const old1 = await shippedOrder();
    const old2 = await shippedOrder();
    const young = await shippedOrder();
    const days = ctx.config.orders.autoConfirmDays;
    expect(days).toBe(10);
    const now = new Date();
    const at = (d: number) => new Date(now.getTime() - d * DAY_MS);
    await ctx.handle.db.updateTable('saleOrder').set({ shippedAt: at(days + 1) }).where('id', 'in', [old1.orderId, old2.orderId]).execute();
    await ctx.handle.db.updateTable('saleOrder').set({ shippedAt: at(days - 1) }).where('id', '=', young.orderId).execute();

    // Two processes' sweeps and the buyer of old2 confirming, all at once.
    const [a, b, buyerAnswer] = await Promise.all([
      autoConfirmShippedOrders(ctx.handle.db, days, now),
      autoConfirmShippedOrders(other.db, days, now),
      confirm(old2.orderId, buyer.token, other),
    ]);
    expect(buyerAnswer.status).toBe(200);
    const swept = [...a, ...b];
    expect(new Set(swept).size).toBe(swept.length);
    expect(swept).toContain(old1.orderNo);
    expect(swept).not.toContain(young.orderNo);
    for (const o of [old1, old2]) {
      expect(await completions(o.orderId), o.orderNo).toHaveLength(1);
      expect((await messagesOf(o.orderId)).filter((m) => m.eventKey?.endsWith(':completed')), o.orderNo).toHaveLength(1);
    }
    const d = await detail(old1.orderId);
    expect(d).toMatchObject({ status: 4 });
    expect(d.timeline.at(-1)).toMatchObject({ actor: 'system:autoConfirm', actorText: '系统', note: `发货 ${days} 天后系统自动确认收货` });
    expect((await messagesOf(old1.orderId)).at(-1)!.body).toBe(`发货 ${days} 天后系统自动确认收货，订单已完成。如商品有问题，可在订单详情中申请售后。`);
    expect((await detail(young.orderId)).status).toBe(3);
    expect(await autoConfirmShippedOrders(ctx.handle.db, days, now)).toEqual([]);

    // The CLI runs the same sweep (here two days later, when the young one is due).
    const cli = await runOrdersCommand(ctx.handle.db, ['auto-confirm'], new Date(now.getTime() + 2 * DAY_MS));
    expect(cli.code).toBe(0);
    expect(cli.out.join('\n')).toContain(young.orderNo);
    expect((await detail(young.orderId)).status).toBe(4);
  });
});

describe('refunds on the order views', () => {
  it('answers refundedFen, netPaidFen, the refund mark and each refund with its request number', async () => {
    const o = await placeWith(ctx, buyer, 30, 4, 1, 100);
    await payOnline(ctx, buyer, o.orderId);
    const fresh = await detail(o.orderId);
    expect(fresh).toMatchObject({ paidFen: o.totalFen, refundedFen: 0, netPaidFen: o.totalFen, refundState: 'none', refunds: [] });
    const [line] = await ctx.handle.db.selectFrom('saleOrderLine').select(['id', 'unitPriceFen']).where('orderId', '=', o.orderId).execute();
    const req = await write(ctx, buyer.token, { orderId: o.orderId, lines: [{ orderLineId: line!.id, num: 1 }] });
    expect(req.status).toBe(200);
    await staffCall(ctx, tokens.finance, 'review', { id: req.body.data.id, approve: true });
    const paid = await staffCall(ctx, tokens.finance, 'pay', { id: req.body.data.id });
    expect(paid.status).toBe(200);
    const back = req.body.data.amountFen;

    const d = await detail(o.orderId);
    expect(d).toMatchObject({ paidFen: o.totalFen, refundedFen: back, netPaidFen: o.totalFen - back, refundState: 'partial' });
    expect(d.refunds).toEqual([
      { refundId: req.body.data.id, refundNo: req.body.data.refundNo, amountFen: back, methodText: '原路退回', settled: true, statusText: '已退款', settledAt: expect.any(String) },
    ]);
    const row = (await call<Page<OrderSummary>>(ctx, { method: 'POST', url: `${SALE}/list`, token: buyer.token, payload: { current: 1, size: 50 } })).body.data.records.find((r) => r.id === o.orderId)!;
    expect(row).toMatchObject({ refundedFen: back, netPaidFen: o.totalFen - back, refundState: 'partial' });
    // The timeline names the gateway 支付平台 (its payment) and the warehouse by its role.
    expect(d.timeline.find((t) => t.actor.startsWith('gateway:'))).toMatchObject({ actorText: '支付平台' });

    // The rest of the order refunded: 已退款 (full).
    const rest = await write(ctx, buyer.token, { orderId: o.orderId, lines: [{ orderLineId: line!.id, num: 3 }] });
    await staffCall(ctx, tokens.finance, 'review', { id: rest.body.data.id, approve: true });
    await staffCall(ctx, tokens.finance, 'pay', { id: rest.body.data.id });
    const all = await detail(o.orderId);
    expect(all).toMatchObject({ refundedFen: o.totalFen, netPaidFen: 0, refundState: 'full', status: 5 });
    expect(all.refunds.map((r) => r.refundNo)).toEqual([req.body.data.refundNo, rest.body.data.refundNo]);
    // The sandbox's refund notification settled it, so the cancel is the gateway's.
    expect(all.timeline.at(-1)).toMatchObject({ toStatus: 5, actor: 'gateway:sandbox', actorText: '支付平台' });

    // Another member sees none of it.
    expect((await call(ctx, { method: 'GET', url: `${SALE}/getOrderInfo/${o.orderId}`, token: stranger.token })).status).toBe(404);
  });
});
