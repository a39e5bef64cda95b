// With NODE_ENV=production and no PAYMENT_SANDBOX, nobody can mark an order paid (issue 11,
// item 3): the provider paymentProviderFor() picks refuses to start a payment, the sandbox page
// is gone, and a notification signed with the public default secret changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_SECRET, loadConfig } from '../../../server/config.ts';
import { paymentProviderFor } from '../../../server/providers/payment/payment-provider-for.ts';
import { SandboxPaymentProvider } from '../../../server/providers/payment/sandbox-payment-provider.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { demoBuyer, NOTIFY, orderDetail, PAY, placeOrder, SANDBOX, type Buyer } from '../../support/payment-helpers.ts';

let ctx: TestContext;
let buyer: Buyer;
const warnings: string[] = [];

beforeAll(async () => {
  const production = loadConfig({ NODE_ENV: 'production', OAUTH_CLIENT_SECRET: 'own-oauth-secret-for-this-test' });
  const payment = paymentProviderFor(production, { warn: (msg) => void warnings.push(msg) });
  ctx = await createTestApp({ seedSkus: 40, providers: { payment } });
  buyer = await demoBuyer(ctx, DEMO.personal);
}, 120_000);
afterAll(async () => ctx?.close());

describe('online payment in production without PAYMENT_SANDBOX', () => {
  it('is refused with a Chinese sentence and writes no payment', async () => {
    expect(warnings.join()).toContain('在线支付已关闭');
    const order = await placeOrder(ctx, buyer, 1);
    const res = await call(ctx, { method: 'POST', url: PAY, token: buyer.token, payload: { orderId: order.orderId } });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, msg: '在线支付暂未开通，请选择对公转账，或联系客服' });
    const rows = await ctx.handle.db.selectFrom('orderPayment').select('id').where('orderId', '=', order.orderId).execute();
    expect(rows).toEqual([]);
  });

  it('has no sandbox page, and a notification signed with the default secret leaves the order unpaid', async () => {
    const order = await placeOrder(ctx, buyer, 1);
    const page = await ctx.app.inject({ method: 'GET', url: `${SANDBOX}?paymentId=1&orderNo=${order.orderNo}&amountFen=${order.totalFen}&subject=x&returnUrl=/&sign=00` });
    expect(page.statusCode).toBe(404);
    const forged = new SandboxPaymentProvider(DEFAULT_PAYMENT_SECRET).notification(1, order.orderNo, order.totalFen, 'paid');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${NOTIFY}/sandbox`,
      payload: new URLSearchParams(forged).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.payload).not.toBe('success');
    expect((await orderDetail(ctx, buyer, order.orderId)).status).toBe(0);
  });
});
