// After-sales end to end on the API (docs/api/after-sales.md): the refund calls of spec 7, the
// staff steps, money back through the sandbox gateway (signed, idempotent refund notification),
// a transfer back and credit relief, with the money invariant per order: paid = kept + refunded,
// where paid is what the payments table holds and refunded what the refund payments hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_STATUS } from '../../../domain/after-sales/refund-status.ts';
import type { RefundCounts, RefundDetail, RefundSummary, RefundTrace } from '../../../domain/after-sales/refund-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { SandboxPaymentProvider } from '../../../server/providers/payment/sandbox-payment-provider.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { stockOf } from '../../support/order-helpers.ts';
import { demoBuyer, staffToken, type Buyer } from '../../support/payment-helpers.ts';
import {
  complete, getRefund, money, payOnline, placeWith, preview, REFUND, REFUND_NOTIFY, refundRows, ship, staffCall, STAFF_REFUND, write,
} from './refund-helpers.ts';

let ctx: TestContext;
let buyer: Buyer;
let other: Buyer;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  buyer = await demoBuyer(ctx, DEMO.personal);
  other = await demoBuyer(ctx, DEMO.enterprise);
  staff = await staffToken(ctx);
  // The demo company's approval rule (orders from ¥5,000, issue 38) would hold the enterprise's larger orders in 待审批; after-sales starts after payment.
  await ctx.handle.db.deleteFrom('companyApprovalRule').execute();
}, 120_000);
afterAll(async () => ctx?.close());

async function lineIds(orderId: number): Promise<number[]> {
  const rows = await ctx.handle.db.selectFrom('saleOrderLine').select('id').where('orderId', '=', orderId).orderBy('id').execute();
  return rows.map((r) => r.id);
}

async function messagesOf(memberId: number) {
  return ctx.handle.db.selectFrom('memberMessage').select(['title', 'body', 'link']).where('memberId', '=', memberId).where('kind', '=', 'afterSales').execute();
}

describe('refund-only of an unshipped sandbox-paid order', () => {
  it('refunds exactly what was paid (with the freight) to the original payment, once; the order is cancelled and its stock released', async () => {
    const order = await placeWith(ctx, buyer, 5, 3, 1, 50);
    await payOnline(ctx, buyer, order.orderId);
    expect(await stockOf(ctx, order.goodsId)).toEqual({ qty: 50, reserved: 3 });
    const [lineId] = await lineIds(order.orderId);

    const pre = await preview(ctx, buyer.token, order.orderId);
    expect(pre.status).toBe(200);
    expect(pre.body.data.types).toEqual([1]);
    expect(pre.body.data.lines[0]).toMatchObject({ orderLineId: lineId, num: 3, takenQty: 0, availableQty: 3 });

    const res = await write(ctx, buyer.token, { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 3 }] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: REFUND_STATUS.applying, statusText: '申请中', amountFen: order.totalFen, canCancel: true, canShipBack: false });
    const id = res.body.data.id;

    expect((await staffCall(ctx, staff, 'review', { id, approve: true })).body.data.status).toBe(REFUND_STATUS.agreed);
    const paid = await staffCall(ctx, staff, 'pay', { id });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: REFUND_STATUS.refunded, refundMethod: 1, refundMethodText: '原路退回' });

    const m = await money(ctx, order.orderId);
    expect(m.paidFen).toBe(m.paymentsFen);
    expect(m.refundedFen).toBe(m.moneyBackFen);
    expect(m.refundedFen).toBe(m.requestsRefundedFen);
    expect(m.refundedFen).toBe(order.totalFen);
    expect(m.paidFen - m.refundedFen).toBe(0);
    expect(m.status).toBe(5);
    expect(await stockOf(ctx, order.goodsId)).toEqual({ qty: 50, reserved: 0 });

    const trace = await call<RefundTrace>(ctx, { method: 'POST', url: `${REFUND}/getTrace`, token: buyer.token, payload: { id } });
    expect(trace.body.data.steps.map((s) => s.statusText)).toEqual(['申请中', '已同意', '退款中', '已退款']);
    const notes = await messagesOf(buyer.memberId);
    expect(notes.filter((n) => n.link === `/afterSaleDetail/${id}`).length).toBe(3);

    // The gateway's notification again: answered success, nothing changes; a forged one is refused.
    const payment = await ctx.handle.db.selectFrom('refundPayment').selectAll().where('refundId', '=', id).executeTakeFirstOrThrow();
    const gateway = new SandboxPaymentProvider(ctx.config.orders.paymentSecret);
    const fields = { kind: 'refund', refundPaymentId: String(payment.id), orderNo: order.orderNo, amountFen: String(payment.amountFen), paymentRef: 'X', providerRef: payment.providerRef! };
    const { signFields } = await import('../../../server/providers/payment/sandbox-payment-provider.ts');
    const replay = await ctx.app.inject({ method: 'POST', url: REFUND_NOTIFY, payload: { ...fields, sign: signFields(fields, ctx.config.orders.paymentSecret) } });
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe('success');
    const second = await gateway.requestRefund({ refundPaymentId: payment.id, orderNo: order.orderNo, paymentRef: 'X', amountFen: Number(payment.amountFen) });
    const another = await ctx.app.inject({ method: 'POST', url: REFUND_NOTIFY, payload: second });
    expect(another.statusCode).toBe(409);
    const forged = await ctx.app.inject({ method: 'POST', url: REFUND_NOTIFY, payload: { ...fields, amountFen: '1', sign: 'ab'.repeat(32) } });
    expect(forged.statusCode).toBe(400);
    expect(await money(ctx, order.orderId)).toEqual(m);
    // Paying again is refused: the request is 已退款.
    expect((await staffCall(ctx, staff, 'pay', { id })).status).toBe(409);
  });

  it('a partial refund before shipping gives back those units and keeps the order; kept + refunded = paid per line', async () => {
    const order = await placeWith(ctx, buyer, 6, 3, 1, 50);
    await payOnline(ctx, buyer, order.orderId);
    const [lineId] = await lineIds(order.orderId);
    const res = await write(ctx, buyer.token, { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 1 }] });
    const line = await ctx.handle.db.selectFrom('saleOrderLine').selectAll().where('id', '=', lineId!).executeTakeFirstOrThrow();
    expect(res.body.data.amountFen).toBe(Math.floor(Number(line.lineFen) / 3));
    await staffCall(ctx, staff, 'review', { id: res.body.data.id, approve: true });
    await staffCall(ctx, staff, 'pay', { id: res.body.data.id });
    const m = await money(ctx, order.orderId);
    expect(m.status).toBe(2);
    expect(m.refundedFen).toBe(res.body.data.amountFen);
    expect(m.paidFen).toBe(m.paymentsFen);
    expect(m.paidFen - m.refundedFen).toBe(order.totalFen - res.body.data.amountFen);
    expect(await stockOf(ctx, order.goodsId)).toEqual({ qty: 50, reserved: 2 });
    // The other two units: their worth is the rest of the line (no fen lost to rounding), and the freight.
    const rest = await write(ctx, buyer.token, { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 2 }] });
    expect(rest.body.data.amountFen).toBe(order.totalFen - res.body.data.amountFen);
    expect(rest.body.data.freightFen).toBe(order.totalFen - Number(line.lineFen));
  });
});

describe('a return of one line of a shipped order', () => {
  it('goes 申请中 -> 已同意 -> 已寄回 -> 已收货 -> 已退款 with a transfer back; good units go back to stock', async () => {
    const order = await placeWith(ctx, other, 7, 4, 1, 40);
    await payOnline(ctx, other, order.orderId);
    await ship(ctx, staff, order.orderId);
    const [lineId] = await lineIds(order.orderId);
    expect((await preview(ctx, other.token, order.orderId)).body.data.types).toEqual([1, 2]);
    const res = await write(ctx, other.token, { orderId: order.orderId, refundType: 2, reason: '商品质量问题', description: '轴承异响', lines: [{ orderLineId: lineId!, num: 2 }] });
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    // Not yet agreed: no shipping back; a staff refund before the goods are back is refused.
    const early = await call(ctx, { method: 'POST', url: `${REFUND}/shipBack`, token: other.token, payload: { id, carrier: '顺丰速运', trackingNo: 'SF99887766' } });
    expect(early.status).toBe(409);
    await staffCall(ctx, staff, 'review', { id, approve: true });
    expect((await staffCall(ctx, staff, 'pay', { id })).status).toBe(409);
    const shipped = await call<RefundDetail>(ctx, { method: 'POST', url: `${REFUND}/shipBack`, token: other.token, payload: { id, carrier: '顺丰速运', trackingNo: 'sf99887766' } });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({ status: REFUND_STATUS.awaitingReturn, canCancel: false });
    expect(shipped.body.data.trace).toMatchObject({ returnCarrier: '顺丰速运', returnTrackingNo: 'SF99887766' });
    // The member can no longer cancel once the goods are on their way.
    expect((await call(ctx, { method: 'POST', url: `${REFUND}/cancel`, token: other.token, payload: { id } })).status).toBe(409);

    const tooMany = await staffCall(ctx, staff, 'receive', { id, accept: true, lines: [{ orderLineId: lineId, receivedNum: 3, damagedNum: 0 }] });
    expect(tooMany.status).toBe(400);
    const received = await staffCall(ctx, staff, 'receive', { id, accept: true, lines: [{ orderLineId: lineId, receivedNum: 2, damagedNum: 1 }] });
    expect(received.status).toBe(200);
    expect(received.body.data.lines[0]).toMatchObject({ receivedNum: 2, damagedNum: 1 });
    expect(await stockOf(ctx, order.goodsId)).toEqual({ qty: 40, reserved: 3 });

    const paid = await staffCall(ctx, staff, 'pay', { id, transferRef: 'tr-20261123-001' });
    expect(paid.body.data).toMatchObject({ status: REFUND_STATUS.refunded, refundMethod: 2 });
    const m = await money(ctx, order.orderId);
    expect(m.paidFen).toBe(m.paymentsFen);
    expect(m.refundedFen).toBe(m.moneyBackFen);
    expect(m.refundedFen).toBe(res.body.data.amountFen);
    expect(m.status).toBe(3);
  });

  it('refuses a second request for units already taken, and more than paid', async () => {
    const order = await placeWith(ctx, other, 8, 2, 1, 40);
    await payOnline(ctx, other, order.orderId);
    await ship(ctx, staff, order.orderId);
    const [lineId] = await lineIds(order.orderId);
    const first = await write(ctx, other.token, { orderId: order.orderId, refundType: 2, reason: '发错货', lines: [{ orderLineId: lineId!, num: 2 }] });
    expect(first.status).toBe(200);
    const before = await refundRows(ctx);
    const again = await write(ctx, other.token, { orderId: order.orderId, reason: '发错货', lines: [{ orderLineId: lineId!, num: 1 }] });
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('已全部申请过售后');
    expect(await refundRows(ctx)).toEqual(before);
    // Cancelled, the units are free again, and asking more than they are worth is refused.
    expect((await call<RefundDetail>(ctx, { method: 'POST', url: `${REFUND}/cancel`, token: other.token, payload: { id: first.body.data.id } })).body.data.status).toBe(REFUND_STATUS.cancelled);
    const over = await write(ctx, other.token, { orderId: order.orderId, reason: '价格差额退款', amountFen: first.body.data.amountFen + 1, lines: [{ orderLineId: lineId!, num: 2 }] });
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('不能超过可退金额');
    const diff = await write(ctx, other.token, { orderId: order.orderId, reason: '价格差额退款', amountFen: 100, lines: [{ orderLineId: lineId!, num: 2 }] });
    expect(diff.body.data.amountFen).toBe(100);
  });
});

describe('refusals', () => {
  it('rejects with a reason (the member gets it), and refuses a reject without one (400)', async () => {
    const order = await placeWith(ctx, buyer, 9, 1, 1, 10);
    await payOnline(ctx, buyer, order.orderId);
    const [lineId] = await lineIds(order.orderId);
    const { body } = await write(ctx, buyer.token, { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 1 }] });
    expect((await staffCall(ctx, staff, 'review', { id: body.data.id, approve: false })).status).toBe(400);
    const rejected = await staffCall(ctx, staff, 'review', { id: body.data.id, approve: false, reason: '商品已按约定发出' });
    expect(rejected.body.data).toMatchObject({ status: REFUND_STATUS.refused, refuseReason: '商品已按约定发出' });
    const notes = await messagesOf(buyer.memberId);
    expect(notes.some((n) => n.link === `/afterSaleDetail/${body.data.id}` && n.body.includes('商品已按约定发出'))).toBe(true);
    expect((await staffCall(ctx, staff, 'review', { id: body.data.id, approve: true })).status).toBe(409);
  });

  it('another member’s order or request reads as missing (404); a member token on staff calls gets 403; nothing written', async () => {
    const order = await placeWith(ctx, buyer, 10, 1, 1, 10);
    await payOnline(ctx, buyer, order.orderId);
    const [lineId] = await lineIds(order.orderId);
    const mine = await write(ctx, buyer.token, { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 1 }] });
    const before = await refundRows(ctx);
    expect((await preview(ctx, other.token, order.orderId)).status).toBe(404);
    expect((await write(ctx, other.token, { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 1 }] })).status).toBe(404);
    expect((await getRefund(ctx, other.token, mine.body.data.id)).status).toBe(404);
    expect((await call(ctx, { method: 'POST', url: `${REFUND}/getTrace`, token: other.token, payload: { id: mine.body.data.id } })).status).toBe(404);
    expect((await call(ctx, { method: 'POST', url: `${REFUND}/cancel`, token: other.token, payload: { id: mine.body.data.id } })).status).toBe(404);
    const id = mine.body.data.id;
    expect((await staffCall(ctx, buyer.token, 'review', { id, approve: true })).status).toBe(403);
    expect((await staffCall(ctx, buyer.token, 'receive', { id, accept: false, reason: '包装破损' })).status).toBe(403);
    expect((await staffCall(ctx, buyer.token, 'pay', { id })).status).toBe(403);
    expect((await call(ctx, { method: 'GET', url: `${STAFF_REFUND}/list`, token: buyer.token })).status).toBe(403);
    expect(await refundRows(ctx)).toEqual(before);
  });

  it('bad input is 400 with a Chinese sentence; a line of another order is 404; nothing written', async () => {
    const order = await placeWith(ctx, buyer, 11, 2, 1, 10);
    await payOnline(ctx, buyer, order.orderId);
    const [lineId] = await lineIds(order.orderId);
    const before = await refundRows(ctx);
    const cases = [
      { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 0 }] },
      { orderId: order.orderId, lines: [] },
      { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 1 }], reason: '随便写的原因' },
      { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 1 }], extra: 1 },
      { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 1 }, { orderLineId: lineId!, num: 1 }] },
      { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 1 }], images: ['/files/uploads/0123456789abcdef0123456789abcdef'] },
    ];
    for (const c of cases) {
      const res = await write(ctx, buyer.token, c);
      expect(res.status, JSON.stringify(c)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await write(ctx, buyer.token, { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 3 }] })).status).toBe(409);
    expect((await write(ctx, buyer.token, { orderId: order.orderId, refundType: 2, lines: [{ orderLineId: lineId!, num: 1 }] })).status).toBe(409);
    const foreignLine = await write(ctx, buyer.token, { orderId: order.orderId, lines: [{ orderLineId: 999_999, num: 1 }] });
    expect(foreignLine.status).toBe(404);
    expect(await refundRows(ctx)).toEqual(before);
  });

  it('an unpaid order and a completed order past the window are refused (409)', async () => {
    const unpaid = await placeWith(ctx, buyer, 12, 1, 1, 10);
    const [unpaidLine] = await lineIds(unpaid.orderId);
    expect((await write(ctx, buyer.token, { orderId: unpaid.orderId, lines: [{ orderLineId: unpaidLine!, num: 1 }] })).status).toBe(409);
    const done = await placeWith(ctx, buyer, 13, 1, 1, 10);
    await payOnline(ctx, buyer, done.orderId);
    await ship(ctx, staff, done.orderId);
    await complete(ctx, staff, done.orderId);
    const [doneLine] = await lineIds(done.orderId);
    expect((await preview(ctx, buyer.token, done.orderId)).body.data.windowEndsAt).not.toBeNull();
    const days = ctx.config.afterSalesWindowDays;
    await ctx.handle.db.updateTable('saleOrder').set({ completedAt: new Date(Date.now() - (days * 86_400_000 + 60_000)) }).where('id', '=', done.orderId).execute();
    const late = await write(ctx, buyer.token, { orderId: done.orderId, refundType: 2, reason: '商品质量问题', lines: [{ orderLineId: doneLine!, num: 1 }] });
    expect(late.status).toBe(409);
    expect(late.body.msg).toContain(`${days} 天`);
  });
});

describe('concurrency and idempotency', () => {
  it('two concurrent requests for the last unit of a line: exactly one wins', async () => {
    const order = await placeWith(ctx, other, 14, 1, 1, 10);
    await payOnline(ctx, other, order.orderId);
    await ship(ctx, staff, order.orderId);
    const [lineId] = await lineIds(order.orderId);
    for (let round = 0; round < 3; round += 1) {
      const results = await Promise.all([0, 1].map(() => write(ctx, other.token, { orderId: order.orderId, refundType: 2, reason: '发错货', lines: [{ orderLineId: lineId!, num: 1 }] })));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = results.find((r) => r.status === 200)!;
      const live = await ctx.handle.db.selectFrom('refundOrder').select('id').where('orderId', '=', order.orderId).where('status', '=', 0).execute();
      expect(live.length).toBe(1);
      await call(ctx, { method: 'POST', url: `${REFUND}/cancel`, token: other.token, payload: { id: winner.body.data.id } });
    }
  });

  it('the same client key twice writes one request', async () => {
    const order = await placeWith(ctx, buyer, 15, 2, 1, 10);
    await payOnline(ctx, buyer, order.orderId);
    const [lineId] = await lineIds(order.orderId);
    const clientKey = 'retry-key-0001';
    const a = await write(ctx, buyer.token, { orderId: order.orderId, clientKey, lines: [{ orderLineId: lineId!, num: 1 }] });
    const b = await write(ctx, buyer.token, { orderId: order.orderId, clientKey, lines: [{ orderLineId: lineId!, num: 1 }] });
    expect(b.body.data.id).toBe(a.body.data.id);
    const n = await ctx.handle.db.selectFrom('refundOrder').select('id').where('orderId', '=', order.orderId).execute();
    expect(n.length).toBe(1);
  });
});

describe('lists and counts', () => {
  it('lists the member’s own requests by tab and keyword, with the tab counts', async () => {
    const counts = await call<RefundCounts>(ctx, { method: 'POST', url: `${REFUND}/findRefundStatusCnt`, token: buyer.token, payload: {} });
    expect(counts.status).toBe(200);
    const c = counts.body.data;
    expect(c.all).toBe(c.applying + c.processing + c.refunded + c.closed);
    expect(c.refunded).toBeGreaterThanOrEqual(2);
    const list = await call<Page<RefundSummary>>(ctx, { method: 'POST', url: `${REFUND}/list`, token: buyer.token, payload: { current: 1, size: 50, tab: 'refunded' } });
    expect(list.body.data.total).toBe(c.refunded);
    expect(list.body.data.records.every((r) => r.status === REFUND_STATUS.refunded)).toBe(true);
    const first = list.body.data.records[0]!;
    const byNo = await call<Page<RefundSummary>>(ctx, { method: 'POST', url: `${REFUND}/list`, token: buyer.token, payload: { current: 1, size: 10, keyword: first.refundNo } });
    expect(byNo.body.data.records.map((r) => r.id)).toEqual([first.id]);
    const theirs = await call<Page<RefundSummary>>(ctx, { method: 'POST', url: `${REFUND}/list`, token: other.token, payload: { current: 1, size: 10, keyword: first.refundNo } });
    expect(theirs.body.data.total).toBe(0);
    const staffList = await call<Page<RefundSummary>>(ctx, { method: 'GET', url: `${STAFF_REFUND}/list?status=7&size=100`, token: staff });
    expect(staffList.body.data.records.every((r) => r.status === 7)).toBe(true);
    expect(staffList.body.data.total).toBeGreaterThanOrEqual(c.refunded);
  });
});
