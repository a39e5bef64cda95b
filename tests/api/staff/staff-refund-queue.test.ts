// The staff console's after-sales queue (issue 22): the detail route (GET .../refund/get/:id), the
// counts per status, the type filter, and the console's flow by role: 财务 approves a return,
// 仓库 receives it with quantities, 财务 refunds; 仓库 cannot approve or refund, 财务 cannot
// receive, 客服 and 运营 cannot open the queue (403); an unknown id answers 404; bad input 400 in
// Chinese. The CLI's `show` and `counts` read the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_STATUS } from '../../../domain/after-sales/refund-status.ts';
import type { StaffRefundRow } from '../../../domain/after-sales/refund-views.ts';
import type { StaffRefundCounts } from '../../../domain/after-sales/staff-refund-queue.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { runAfterSalesCommand } from '../../../scripts/after-sales.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { demoBuyer, type Buyer } from '../../support/payment-helpers.ts';
import { REFUND, STAFF_REFUND, payOnline, placeWith, ship, staffCall, write } from '../after-sales/refund-helpers.ts';
import { roleTokens } from './staff-support.ts';

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let buyer: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  tokens = await roleTokens(ctx);
  buyer = await demoBuyer(ctx, DEMO.enterprise);
  // The demo company's approval rule (orders from ¥5,000, issue 38) would hold the larger orders in 待审批; after-sales starts after payment.
  await ctx.handle.db.deleteFrom('companyApprovalRule').execute();
}, 120_000);
afterAll(async () => ctx?.close());

const detail = (token: string, id: number | string) => call<StaffRefundRow>(ctx, { method: 'GET', url: `${STAFF_REFUND}/get/${id}`, token });
const counts = (token: string) => call<StaffRefundCounts>(ctx, { method: 'GET', url: `${STAFF_REFUND}/counts`, token });
const list = (token: string, query: string) => call<Page<StaffRefundRow>>(ctx, { method: 'GET', url: `${STAFF_REFUND}/list?${query}`, token });

/** A shipped order of 3 units with a 退货退款 request for all of them (申请中). */
async function returnRequest(goodsIndex: number): Promise<{ id: number; lineId: number; refundNo: string }> {
  const order = await placeWith(ctx, buyer, goodsIndex, 3, 1, 40);
  await payOnline(ctx, buyer, order.orderId);
  await ship(ctx, tokens.warehouse, order.orderId);
  const line = await ctx.handle.db.selectFrom('saleOrderLine').select('id').where('orderId', '=', order.orderId).executeTakeFirstOrThrow();
  const res = await write(ctx, buyer.token, { orderId: order.orderId, refundType: 2, reason: '商品质量问题', lines: [{ orderLineId: line.id, num: 3 }] });
  if (!res.body.success) throw new Error(res.body.msg);
  return { id: res.body.data.id, lineId: line.id, refundNo: res.body.data.refundNo };
}

describe('the after-sales queue by role', () => {
  it('财务 approves, 仓库 receives with quantities, 财务 refunds; each role only its own steps', async () => {
    const r = await returnRequest(11);
    const before = (await counts(tokens.finance)).body.data;
    const applying = before.byStatus.find((s) => s.status === REFUND_STATUS.applying)!;
    expect(applying.count).toBeGreaterThanOrEqual(1);
    expect(before.byStatus).toHaveLength(9);
    expect(before.total).toBe(before.byStatus.reduce((s, x) => s + x.count, 0));

    const shown = await detail(tokens.warehouse, r.id);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ id: r.id, refundNo: r.refundNo, status: REFUND_STATUS.applying, refundType: 2, lines: [{ orderLineId: r.lineId, num: 3 }] });
    expect(shown.body.data.trace.steps.length).toBeGreaterThanOrEqual(1);

    // 仓库 cannot approve; 财务 can.
    expect((await staffCall(ctx, tokens.warehouse, 'review', { id: r.id, approve: true })).status).toBe(403);
    expect((await staffCall(ctx, tokens.finance, 'review', { id: r.id, approve: true })).status).toBe(200);
    await call(ctx, { method: 'POST', url: `${REFUND}/shipBack`, token: buyer.token, payload: { id: r.id, carrier: '顺丰速运', trackingNo: 'SF7788990011' } });

    // 财务 cannot receive; 仓库 receives 2 of 3 (1 damaged): bad quantities are refused in Chinese first.
    expect((await staffCall(ctx, tokens.finance, 'receive', { id: r.id, accept: true, lines: [{ orderLineId: r.lineId, receivedNum: 3, damagedNum: 0 }] })).status).toBe(403);
    const tooMany = await staffCall(ctx, tokens.warehouse, 'receive', { id: r.id, accept: true, lines: [{ orderLineId: r.lineId, receivedNum: 4, damagedNum: 0 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const fraction = await staffCall(ctx, tokens.warehouse, 'receive', { id: r.id, accept: true, lines: [{ orderLineId: r.lineId, receivedNum: 1.5, damagedNum: 0 }] });
    expect(fraction.status).toBe(400);
    const received = await staffCall(ctx, tokens.warehouse, 'receive', { id: r.id, accept: true, lines: [{ orderLineId: r.lineId, receivedNum: 2, damagedNum: 1 }] });
    expect(received.status).toBe(200);
    expect(received.body.data.status).toBe(REFUND_STATUS.received);
    expect(received.body.data.lines[0]).toMatchObject({ receivedNum: 2, damagedNum: 1 });

    // 仓库 cannot refund; 财务 refunds to the original payment.
    expect((await staffCall(ctx, tokens.warehouse, 'pay', { id: r.id })).status).toBe(403);
    const paid = await staffCall(ctx, tokens.finance, 'pay', { id: r.id });
    expect(paid.status).toBe(200);
    expect([REFUND_STATUS.refunding, REFUND_STATUS.refunded]).toContain(paid.body.data.status);
    expect((await detail(tokens.finance, r.id)).body.data.status).toBe(paid.body.data.status);
  });

  it('客服 and 运营 cannot open the queue, its detail or its counts (403); a member token neither', async () => {
    const r = await returnRequest(12);
    for (const role of ['service', 'operations'] as const) {
      expect((await list(tokens[role], 'current=1&size=10')).status).toBe(403);
      const refused = await detail(tokens[role], r.id);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect((await counts(tokens[role])).status).toBe(403);
    }
    expect((await detail(buyer.token, r.id)).status).toBe(403);
    expect((await detail(tokens.admin, r.id)).status).toBe(200);
  });

  it('an unknown id answers 404, a bad id 400; a rejection needs a reason', async () => {
    const missing = await detail(tokens.finance, 99_999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await detail(tokens.finance, 'abc')).status).toBe(400);
    expect((await staffCall(ctx, tokens.finance, 'review', { id: 99_999_999, approve: true })).status).toBe(404);
    const r = await returnRequest(13);
    const noReason = await staffCall(ctx, tokens.finance, 'review', { id: r.id, approve: false, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const rejected = await staffCall(ctx, tokens.finance, 'review', { id: r.id, approve: false, reason: '商品已超过退货期限' });
    expect(rejected.body.data).toMatchObject({ status: REFUND_STATUS.refused, refuseReason: '商品已超过退货期限' });
  });

  it('the list filters by type and status; the CLI shows one request and the counts', async () => {
    const r = await returnRequest(14);
    const returns = await list(tokens.finance, 'current=1&size=50&refundType=2&status=0');
    expect(returns.status).toBe(200);
    expect(returns.body.data.records.every((x) => x.refundType === 2 && x.status === 0)).toBe(true);
    expect(returns.body.data.records.map((x) => x.id)).toContain(r.id);
    const refundsOnly = await list(tokens.finance, 'current=1&size=50&refundType=1');
    expect(refundsOnly.body.data.records.map((x) => x.id)).not.toContain(r.id);
    expect((await list(tokens.finance, 'refundType=5')).status).toBe(400);
    const shown = await runAfterSalesCommand(ctx.handle.db, ['show', String(r.id)]);
    expect(shown.code).toBe(0);
    expect(shown.out.join('\n')).toContain(r.refundNo);
    const c = await runAfterSalesCommand(ctx.handle.db, ['counts']);
    expect(c.code).toBe(0);
    expect(c.out.join('\n')).toMatch(/售后单共 \d+ 张：申请中 \d+/);
    expect((await runAfterSalesCommand(ctx.handle.db, ['show', '99999999'])).code).toBe(1);
  });
});
