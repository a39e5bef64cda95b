// The messages of order events, written in the transaction of the change: paid online, paid by a
// confirmed transfer, receipt refused (with the staff note), shipped by staff, cancelled by the
// payment timeout; and an order event that fails writes none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageView } from '../../../domain/messages/message-payloads.ts';
import type { OrderDetail, PayStart } from '../../../domain/orders/orders.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { expireOverdueOrders } from '../../../server/modules/orders/public.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { demoBuyer, multipart, PAY, placeOrder, pngFile, RECEIPT, SANDBOX, STAFF, staffToken, transferFields, type Buyer } from '../../support/payment-helpers.ts';

let ctx: TestContext;
let personal: Buyer;
let enterprise: Buyer;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  personal = await demoBuyer(ctx, DEMO.personal);
  enterprise = await demoBuyer(ctx, DEMO.enterprise);
  staff = await staffToken(ctx);
}, 120_000);
afterAll(async () => ctx?.close());

async function orderMessages(buyer: Buyer, orderId: number) {
  return ctx.handle.db
    .selectFrom('memberMessage')
    .selectAll()
    .where('memberId', '=', buyer.memberId)
    .where('link', '=', `/myOrderDetail/${orderId}`)
    .orderBy('id')
    .execute();
}

const staffCall = (path: string, payload: Record<string, unknown>) => call(ctx, { method: 'POST', url: `${STAFF}/${path}`, token: staff, payload });

async function uploadReceipt(buyer: Buyer, order: { orderId: number; totalFen: number }): Promise<number> {
  const up = await call<OrderDetail>(ctx, { method: 'POST', url: RECEIPT, token: buyer.token, ...multipart(transferFields(order), pngFile()) });
  if (!up.body.success) throw new Error(up.body.msg);
  return up.body.data.payments.find((p) => p.status === 0)!.id;
}

describe('order events send the member one message each', () => {
  it('an order shipped by staff produces exactly one 订单 message linking to the order', async () => {
    const order = await placeOrder(ctx, enterprise, 3);
    expect(await orderMessages(enterprise, order.orderId)).toHaveLength(0);
    const shipped = await staffCall('ship', { orderId: order.orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(shipped.status).toBe(200);
    const again = await staffCall('ship', { orderId: order.orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(again.status).toBe(409);
    const rows = await orderMessages(enterprise, order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'order', title: `订单 ${order.orderNo} 已发货`, readAt: null, eventKey: `order:${order.orderId}:shipped` });
    expect(rows[0]!.body).toContain('顺丰速运');
    expect(rows[0]!.body).toContain('SF1234567890');

    const page = await call<Page<MessageView>>(ctx, { method: 'POST', url: '/gateway/member/api/member/message/page', token: enterprise.token, payload: { kind: 'order' } });
    expect(page.body.data.records[0]).toMatchObject({ title: `订单 ${order.orderNo} 已发货`, kindLabel: '订单', link: `/myOrderDetail/${order.orderId}`, read: false });
  });

  it('a refused ship (bad tracking number) writes no message', async () => {
    const order = await placeOrder(ctx, enterprise, 3);
    const bad = await staffCall('ship', { orderId: order.orderId, carrier: '顺丰速运', trackingNo: '好' });
    expect(bad.status).toBe(400);
    expect(await orderMessages(enterprise, order.orderId)).toHaveLength(0);
  });

  it('a transfer receipt refused (with the staff note), then confirmed: two messages', async () => {
    const order = await placeOrder(ctx, personal, 2);
    const first = await uploadReceipt(personal, order);
    expect((await staffCall('reviewPayment', { paymentId: first, approve: false, note: '回单金额与订单不符' })).status).toBe(200);
    let rows = await orderMessages(personal, order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'order', title: `订单 ${order.orderNo} 的付款回单未通过` });
    expect(rows[0]!.body).toContain('回单金额与订单不符');

    const second = await uploadReceipt(personal, order);
    expect((await staffCall('reviewPayment', { paymentId: second, approve: true })).status).toBe(200);
    rows = await orderMessages(personal, order.orderId);
    expect(rows.map((r) => r.title)).toEqual([`订单 ${order.orderNo} 的付款回单未通过`, `订单 ${order.orderNo} 已付款`]);
    expect(rows[1]!.eventKey).toBe(`order:${order.orderId}:paid`);
  });

  it('an online payment sends 已付款 once, even when the gateway notifies twice', async () => {
    const order = await placeOrder(ctx, personal, 1);
    const start = await call<PayStart>(ctx, { method: 'POST', url: PAY, token: personal.token, payload: { orderId: order.orderId, channel: 'sandbox' } });
    const fields = Object.fromEntries(new URL(start.body.data.payUrl, 'http://local').searchParams);
    const decide = () =>
      ctx.app.inject({ method: 'POST', url: `${SANDBOX}/decide`, payload: new URLSearchParams({ ...fields, decision: 'paid' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await decide()).statusCode).toBe(303);
    await decide();
    const rows = await orderMessages(personal, order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: `订单 ${order.orderNo} 已付款` });
  });

  it('the payment-timeout sweeper sends 已自动取消 for each order it cancels, once', async () => {
    await ctx.handle.db.updateTable('saleOrder').set({ status: 5 }).where('status', '=', 0).execute();
    const order = await placeOrder(ctx, personal, 1);
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await expireOverdueOrders(ctx.handle.db, later)).toEqual([order.orderNo]);
    expect(await expireOverdueOrders(ctx.handle.db, later)).toEqual([]);
    const rows = await orderMessages(personal, order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'order', title: `订单 ${order.orderNo} 已自动取消`, eventKey: `order:${order.orderId}:expired` });
  });

  it('a member’s own cancellation sends no message', async () => {
    const order = await placeOrder(ctx, personal, 1);
    const res = await call(ctx, { method: 'POST', url: '/gateway/order/api/ord/sale/memberCancelOrder', token: personal.token, payload: { id: order.orderId, reason: '不想要了' } });
    expect(res.status).toBe(200);
    expect(await orderMessages(personal, order.orderId)).toHaveLength(0);
  });
});
