// Online payment through the sandbox gateway: POST /common/api/pay, the gateway page, the buyer's
// decision and the signed, idempotent notification (docs/api/payments.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CODE } from '../../../domain/orders/order-rules.ts';
import { formatYuan } from '../../../domain/shared/money.ts';
import type { PayStart } from '../../../domain/orders/orders.ts';
import { SandboxPaymentProvider, signFields } from '../../../server/providers/payment/sandbox-payment-provider.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { SALE } from '../../support/order-helpers.ts';
import { demoBuyer, NOTIFY, orderDetail, PAY, placeOrder, SANDBOX, type Buyer } from '../../support/payment-helpers.ts';

let ctx: TestContext;
let buyer: Buyer;
let other: Buyer;
let gateway: SandboxPaymentProvider;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  buyer = await demoBuyer(ctx, DEMO.personal);
  other = await demoBuyer(ctx, DEMO.enterprise);
  gateway = new SandboxPaymentProvider(ctx.config.orders.paymentSecret);
}, 120_000);
afterAll(async () => ctx?.close());

async function startPay(orderId: number, extra: Record<string, unknown> = {}, token = buyer.token) {
  return call<PayStart>(ctx, { method: 'POST', url: PAY, token, payload: { orderId, ...extra } });
}

function linkFields(payUrl: string): Record<string, string> {
  return Object.fromEntries(new URL(payUrl, 'http://local').searchParams);
}

async function decide(payUrl: string, decision: string) {
  return ctx.app.inject({ method: 'POST', url: `${SANDBOX}/decide`, payload: new URLSearchParams({ ...linkFields(payUrl), decision }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

async function notify(body: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: NOTIFY, payload: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

async function paymentRow(id: number) {
  return ctx.handle.db.selectFrom('orderPayment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('POST /common/api/pay', () => {
  it('starts a sandbox payment of what the order owes and links to the signed gateway page', async () => {
    const order = await placeOrder(ctx, buyer, 1);
    const res = await startPay(order.orderId, { channel: 'sandbox' });
    expect(res.status).toBe(200);
    expect(res.body.data.amountFen).toBe(order.totalFen);
    expect(res.body.data.payUrl.startsWith(`${SANDBOX}?`)).toBe(true);
    const fields = linkFields(res.body.data.payUrl);
    expect(fields).toMatchObject({ orderNo: order.orderNo, amountFen: String(order.totalFen), returnUrl: `/myOrderDetail/${order.orderId}` });
    const row = await paymentRow(res.body.data.paymentId);
    expect(row).toMatchObject({ orderId: order.orderId, provider: 'sandbox', purpose: 1, status: 0, amountFen: order.totalFen });
  });

  it('refuses another member’s order (404), a non-online order (400), a paid order (409) and no token (401)', async () => {
    const order = await placeOrder(ctx, buyer, 1);
    const foreign = await startPay(order.orderId, {}, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('订单不存在');
    const missing = await startPay(999_999);
    expect(missing.status).toBe(404);

    const transfer = await placeOrder(ctx, buyer, 2);
    const notOnline = await startPay(transfer.orderId);
    expect(notOnline.status).toBe(400);
    expect(notOnline.body.msg).toBe('该订单不是在线支付订单，不能在线付款');

    const anon = await ctx.app.inject({ method: 'POST', url: PAY, payload: { orderId: order.orderId } });
    expect(anon.statusCode).toBe(401);

    const bad = await startPay(order.orderId, { returnPath: '//evil.example.com/steal' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('返回页面必须是本站路径');
    const badType = await call(ctx, { method: 'POST', url: PAY, token: buyer.token, payload: { orderId: 'x' } });
    expect(badType.status).toBe(400);
    expect(badType.body.success).toBe(false);

    const start = await startPay(order.orderId);
    expect((await decide(start.body.data.payUrl, 'paid')).statusCode).toBe(303);
    const again = await startPay(order.orderId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ORDER_CODE.orderStatus);
    expect(again.body.msg).toBe('订单当前状态为「待发货」，不能付款');
  });
});

describe('the sandbox gateway page', () => {
  it('renders the merchant, order number and amount, and says plainly that no money moves', async () => {
    const order = await placeOrder(ctx, buyer, 1, 3);
    const start = await startPay(order.orderId);
    const page = await ctx.app.inject({ method: 'GET', url: start.body.data.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('爱备客');
    expect(html).toContain(order.orderNo);
    expect(html).toContain(`<dd class="amount">¥${formatYuan(order.totalFen)}</dd>`);
    expect(html).toContain('本地沙箱支付网关');
    expect(html).toContain('不会产生任何真实扣款');
    expect(html).toMatch(/<button type="submit" name="decision" value="paid"[^>]*>确认支付<\/button>/);
    expect(html).toMatch(/<button type="submit" name="decision" value="failed"[^>]*>取消支付<\/button>/);
  });

  it('refuses a tampered link with a 400 page and pays nothing', async () => {
    const order = await placeOrder(ctx, buyer, 1);
    const start = await startPay(order.orderId);
    const fields = linkFields(start.body.data.payUrl);
    const tampered = new URLSearchParams({ ...fields, amountFen: '1' }).toString();
    const page = await ctx.app.inject({ method: 'GET', url: `${SANDBOX}?${tampered}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('支付链接无效或已被篡改');
    const post = await ctx.app.inject({
      method: 'POST',
      url: `${SANDBOX}/decide`,
      payload: new URLSearchParams({ ...fields, amountFen: '1', decision: 'paid' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(400);
    expect((await orderDetail(ctx, buyer, order.orderId)).status).toBe(0);
    const unsigned = await ctx.app.inject({ method: 'GET', url: `${SANDBOX}?paymentId=1` });
    expect(unsigned.statusCode).toBe(400);
  });
});

describe('paying and the notification', () => {
  it('确认支付 pays the order: 待发货, paid in full, logged by the gateway, back to the order page', async () => {
    const order = await placeOrder(ctx, buyer, 1);
    const start = await startPay(order.orderId);
    const res = await decide(start.body.data.payUrl, 'paid');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/myOrderDetail/${order.orderId}?paid=1`);
    const detail = await orderDetail(ctx, buyer, order.orderId);
    expect(detail.status).toBe(2);
    expect(detail.statusText).toBe('待发货');
    expect(detail.paidFen).toBe(order.totalFen);
    expect(detail.paidAt).not.toBeNull();
    expect(detail.payments).toEqual([expect.objectContaining({ provider: 'sandbox', status: 1, amountFen: order.totalFen })]);
    expect(detail.timeline.at(-1)).toMatchObject({ fromStatus: 0, toStatus: 2, actor: 'gateway:sandbox' });
    const row = await paymentRow(start.body.data.paymentId);
    expect(row.providerRef).toMatch(/^SANDBOX/);
    expect(row.paidAt).not.toBeNull();
    // The page of a paid link says so instead of offering to pay again.
    const page = await ctx.app.inject({ method: 'GET', url: start.body.data.payUrl });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('已支付成功');
  });

  it('goes back to a custom return path with the outcome added', async () => {
    const order = await placeOrder(ctx, buyer, 1);
    const start = await startPay(order.orderId, { returnPath: '/submitFinish?orderId=7' });
    const res = await decide(start.body.data.payUrl, 'paid');
    expect(res.headers.location).toBe('/submitFinish?orderId=7&paid=1');
  });

  it('取消支付 leaves the order 待付款 and a new payment can be started', async () => {
    const order = await placeOrder(ctx, buyer, 1);
    const start = await startPay(order.orderId);
    const res = await decide(start.body.data.payUrl, 'failed');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/myOrderDetail/${order.orderId}?paid=0`);
    const detail = await orderDetail(ctx, buyer, order.orderId);
    expect(detail.status).toBe(0);
    expect(detail.paidFen).toBe(0);
    expect((await paymentRow(start.body.data.paymentId)).status).toBe(2);
    const retry = await startPay(order.orderId);
    expect(retry.status).toBe(200);
    expect((await decide(retry.body.data.payUrl, 'paid')).statusCode).toBe(303);
    expect((await orderDetail(ctx, buyer, order.orderId)).status).toBe(2);
  });

  it('a payment the buyer left (cancelled, or replaced by a new one) on an order paid later reads 已放弃, not 未通过', async () => {
    const order = await placeOrder(ctx, buyer, 1);
    const cancelled = await startPay(order.orderId);
    await decide(cancelled.body.data.payUrl, 'failed');
    const left = await startPay(order.orderId);
    const paid = await startPay(order.orderId);
    expect((await decide(paid.body.data.payUrl, 'paid')).statusCode).toBe(303);
    const detail = await orderDetail(ctx, buyer, order.orderId);
    expect(detail.status).toBe(2);
    const byId = new Map(detail.payments.map((p) => [p.id, p]));
    expect(byId.get(cancelled.body.data.paymentId)).toMatchObject({ status: 2, statusText: '已放弃' });
    expect(byId.get(left.body.data.paymentId)).toMatchObject({ status: 2, statusText: '已放弃', note: '已重新发起支付，本次支付单作废' });
    expect(byId.get(paid.body.data.paymentId)).toMatchObject({ status: 1, statusText: '已到账' });
  });

  it('a repeated notification answers success and changes nothing', async () => {
    const order = await placeOrder(ctx, buyer, 1);
    const start = await startPay(order.orderId);
    const body = gateway.notification(start.body.data.paymentId, order.orderNo, order.totalFen, 'paid');
    const first = await notify(body);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('success');
    const before = await orderDetail(ctx, buyer, order.orderId);
    const second = await notify(body);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe('success');
    const after = await orderDetail(ctx, buyer, order.orderId);
    expect(after.paidFen).toBe(order.totalFen);
    expect(after.timeline).toEqual(before.timeline);
    expect(after.payments).toEqual(before.payments);
  });

  it('concurrent deliveries of one notification pay the order exactly once', async () => {
    const order = await placeOrder(ctx, buyer, 1);
    const start = await startPay(order.orderId);
    const body = gateway.notification(start.body.data.paymentId, order.orderNo, order.totalFen, 'paid');
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(body)));
    expect(answers.map((a) => a.body)).toEqual(Array(5).fill('success'));
    const detail = await orderDetail(ctx, buyer, order.orderId);
    expect(detail.paidFen).toBe(order.totalFen);
    expect(detail.timeline.filter((t) => t.toStatus === 2)).toHaveLength(1);
    expect(detail.payments).toHaveLength(1);
  });

  it('refuses a bad signature (400) and an amount that is not the payment’s, even when signed', async () => {
    const order = await placeOrder(ctx, buyer, 1);
    const start = await startPay(order.orderId);
    const body = gateway.notification(start.body.data.paymentId, order.orderNo, order.totalFen, 'paid');
    const forged = await notify({ ...body, sign: signFields(body, 'not-the-secret') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, msg: '支付通知签名无效' });
    const edited = await notify({ ...body, amountFen: '1' });
    expect(edited.statusCode).toBe(400);

    const fields = { ...body, amountFen: String(order.totalFen - 1) };
    const mismatch = await notify({ ...fields, sign: signFields(fields, ctx.config.orders.paymentSecret) });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ success: false, msg: '支付通知金额与支付单金额不符，已拒绝' });
    const detail = await orderDetail(ctx, buyer, order.orderId);
    expect(detail.status).toBe(0);
    expect(detail.paidFen).toBe(0);
    expect((await paymentRow(start.body.data.paymentId)).status).toBe(0);
    const unknown = gateway.notification(999_999, order.orderNo, order.totalFen, 'paid');
    expect((await notify(unknown)).statusCode).toBe(404);
  });

  it('money for a cancelled order is recorded for a refund and the order stays cancelled', async () => {
    const order = await placeOrder(ctx, buyer, 1);
    const start = await startPay(order.orderId);
    const cancel = await call(ctx, { method: 'POST', url: `${SALE}/memberCancelOrder`, token: buyer.token, payload: { id: order.orderId, reason: '不想要了' } });
    expect(cancel.status).toBe(200);
    const res = await notify(gateway.notification(start.body.data.paymentId, order.orderNo, order.totalFen, 'paid'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('success');
    const detail = await orderDetail(ctx, buyer, order.orderId);
    expect(detail.status).toBe(5);
    expect(detail.paidFen).toBe(0);
    const row = await paymentRow(start.body.data.paymentId);
    expect(row.status).toBe(1);
    expect(row.note).toBe('订单已取消，款项需原路退回');
    expect(ctx.logs.join('\n')).toContain('refund needed');
  });
});
