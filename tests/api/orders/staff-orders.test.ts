// The staff order API: list with waiting payments, ship with a tracking number, complete; and
// its refusals (member or no token, wrong status, bad tracking number). docs/api/payments.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CODE } from '../../../domain/orders/order-rules.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { StaffOrderRow } from '../../../domain/orders/staff-orders.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { demoBuyer, multipart, orderDetail, placeOrder, pngFile, RECEIPT, STAFF, staffToken, type Buyer, transferFields } from '../../support/payment-helpers.ts';

let ctx: TestContext;
let enterprise: Buyer;
let personal: Buyer;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  enterprise = await demoBuyer(ctx, DEMO.enterprise);
  personal = await demoBuyer(ctx, DEMO.personal);
  staff = await staffToken(ctx);
}, 120_000);
afterAll(async () => ctx?.close());

async function staffCall<T = StaffOrderRow>(path: string, payload: unknown, token: string | null = staff) {
  return call<T>(ctx, { method: 'POST', url: `${STAFF}/${path}`, ...(token ? { token } : {}), payload: payload as Record<string, unknown> });
}

describe('POST staff/order/list', () => {
  it('lists orders newest first, filters by status and shows the receipts that wait', async () => {
    // The seed's distribution orders (older, none waiting for a receipt) come after these.
    const seeded = (await staffCall<Page<StaffOrderRow>>('list', { current: 1, size: 10 })).body.data.total;
    const credit = await placeOrder(ctx, enterprise, 3);
    const transfer = await placeOrder(ctx, personal, 2);
    await call(ctx, { method: 'POST', url: RECEIPT, token: personal.token, ...multipart(transferFields(transfer), pngFile()) });

    const all = await staffCall<Page<StaffOrderRow>>('list', { current: 1, size: 10 });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(seeded + 2);
    expect(all.body.data.records.slice(0, 2).map((r) => r.id)).toEqual([transfer.orderId, credit.orderId]);

    const waiting = await staffCall<Page<StaffOrderRow>>('list', { status: 1, current: 1, size: 10 });
    expect(waiting.body.data.total).toBe(1);
    const row = waiting.body.data.records[0]!;
    expect(row).toMatchObject({ orderNo: transfer.orderNo, status: 1, statusText: '待确认', payMethodText: '对公转账', memberMobile: DEMO.personal, totalFen: transfer.totalFen });
    expect(row.pendingPayments).toEqual([expect.objectContaining({ provider: 'bankTransfer', status: 0, receiptType: 'image/png' })]);

    const byNo = await staffCall<Page<StaffOrderRow>>('list', { keyword: credit.orderNo.slice(-6), current: 1, size: 10 });
    expect(byNo.body.data.records.map((r) => r.orderNo)).toEqual([credit.orderNo]);
    expect(byNo.body.data.records[0]!.memberName).toBe('苏州精工自动化设备有限公司');

    const bad = await staffCall('list', { status: 9, current: 1, size: 10 });
    expect(bad.status).toBe(400);
  });
});

describe('ship and complete', () => {
  it('ships a 待发货 order with carrier and tracking number, then completes it', async () => {
    const order = await placeOrder(ctx, enterprise, 3);
    const shipped = await staffCall('ship', { orderId: order.orderId, carrier: '顺丰速运', trackingNo: 'sf1234567890' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.msg).toBe('已发货');
    expect(shipped.body.data).toMatchObject({ status: 3, statusText: '已发货', carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    const detail = await orderDetail(ctx, enterprise, order.orderId);
    expect(detail).toMatchObject({ status: 3, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(detail.shippedAt).not.toBeNull();
    expect(detail.timeline.at(-1)).toMatchObject({ fromStatus: 2, toStatus: 3, actor: expect.stringMatching(/^staff:\d+$/), note: '顺丰速运 SF1234567890' });

    const again = await staffCall('ship', { orderId: order.orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ORDER_CODE.orderStatus);

    const done = await staffCall('complete', { orderId: order.orderId });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 4, statusText: '已完成' });
    expect((await orderDetail(ctx, enterprise, order.orderId)).completedAt).not.toBeNull();
    const twice = await staffCall('complete', { orderId: order.orderId });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('订单当前状态为「已完成」，不能完成');
  });

  it('refuses the wrong status (409 code 2003), a bad tracking number or carrier (400) and an unknown order (404)', async () => {
    const unpaid = await placeOrder(ctx, personal, 1);
    const ship = await staffCall('ship', { orderId: unpaid.orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(ship.status).toBe(409);
    expect(ship.body.code).toBe(ORDER_CODE.orderStatus);
    expect(ship.body.msg).toBe('订单当前状态为「待付款」，不能发货');
    expect(ship.body.data).toEqual({ status: 0 });
    const complete = await staffCall('complete', { orderId: unpaid.orderId });
    expect(complete.status).toBe(409);
    expect((await orderDetail(ctx, personal, unpaid.orderId)).status).toBe(0);

    const credit = await placeOrder(ctx, enterprise, 3);
    const badNo = await staffCall('ship', { orderId: credit.orderId, carrier: '顺丰速运', trackingNo: '单号？' });
    expect(badNo.status).toBe(400);
    expect(badNo.body.success).toBe(false);
    expect(badNo.body.msg).toContain('物流单号');
    const blank = await staffCall('ship', { orderId: credit.orderId, carrier: '   ', trackingNo: 'SF1234567890' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('请填写物流公司');
    const missing = await staffCall('ship', { orderId: 999_999, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(missing.status).toBe(404);
    expect((await orderDetail(ctx, enterprise, credit.orderId)).status).toBe(2);
  });

  it('refuses a member token (403) and no token (401) on every staff call', async () => {
    const order = await placeOrder(ctx, enterprise, 3);
    for (const [path, payload] of [
      ['list', { current: 1, size: 10 }],
      ['reviewPayment', { paymentId: 1, approve: true }],
      ['ship', { orderId: order.orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' }],
      ['complete', { orderId: order.orderId }],
    ] as const) {
      const member = await staffCall(path, payload, enterprise.token);
      expect(member.status, path).toBe(403);
      expect(member.body.msg).toBe('仅限后台工作人员操作');
      const anon = await staffCall(path, payload, null);
      expect(anon.status, path).toBe(401);
    }
    expect((await orderDetail(ctx, enterprise, order.orderId)).status).toBe(2);
  });
});
