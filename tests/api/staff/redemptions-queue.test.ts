// The staff console's redemption queue (issue 22): 仓库 lists with a status filter and the counts
// (GET /api/staff/points/order/counts), ships with carrier and tracking number, completes, cancels
// with a reason (the points come back to the member, the stock to the goods, a message each
// step); other roles get 403, an unknown id 404, bad input 400 in Chinese; `npm run points --
// counts` reads the same counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRedemptionRow } from '../../../domain/points/points-views.ts';
import type { StaffRedemptionCounts } from '../../../domain/points/staff-redemption-queue.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { runPointsCommand } from '../../../scripts/points.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';
import { expectLedgerInvariant, grant, redeemCall, STAFF_POINTS } from '../points/points-helpers.ts';
import { roleTokens } from './staff-support.ts';

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let member: TestMember;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  tokens = await roleTokens(ctx);
  member = await makeMember(ctx, '13770009001');
  await grant(ctx, member.id, 20_000, `queue-${member.id}`);
}, 120_000);
afterAll(async () => ctx?.close());

const staff = (token: string, step: 'ship' | 'complete' | 'cancel', payload: Record<string, unknown>) =>
  call<StaffRedemptionRow>(ctx, { method: 'POST', url: `${STAFF_POINTS}/${step}`, token, payload });
const counts = (token: string) => call<StaffRedemptionCounts>(ctx, { method: 'GET', url: `${STAFF_POINTS}/counts`, token });
const list = (token: string, query: string) => call<Page<StaffRedemptionRow>>(ctx, { method: 'GET', url: `${STAFF_POINTS}/list?${query}`, token });
const pointsOf = async () => (await ctx.handle.db.selectFrom('member').select('points').where('id', '=', member.id).executeTakeFirstOrThrow()).points;

async function redemption(): Promise<{ id: number; pointsGoodsId: number }> {
  const goods = await ctx.handle.db.selectFrom('pointsGoods').select(['id']).where('name', 'like', '%手套%').executeTakeFirstOrThrow();
  const res = await redeemCall(ctx, member.token, { pointsGoodsId: goods.id, qty: 1, addressId: member.addressId });
  if (!res.body.success) throw new Error(res.body.msg);
  const row = await ctx.handle.db.selectFrom('pointsOrder').select('id').where('orderNo', '=', res.body.data.orderNo).executeTakeFirstOrThrow();
  return { id: Number(row.id), pointsGoodsId: goods.id };
}

describe('the redemption queue', () => {
  it('仓库 sees the counts and the waiting list, ships and completes; the member is told', async () => {
    const r = await redemption();
    const c = await counts(tokens.warehouse);
    expect(c.status).toBe(200);
    expect(c.body.data.byStatus.map((s) => s.statusText)).toEqual(['待发货', '已发货', '已完成', '已取消']);
    expect(c.body.data.byStatus[0]!.count).toBeGreaterThanOrEqual(1);
    const waiting = await list(tokens.warehouse, 'current=1&size=50&status=0');
    expect(waiting.body.data.records.map((x) => x.id)).toContain(r.id);
    expect(waiting.body.data.total).toBe(c.body.data.byStatus[0]!.count);

    const noTracking = await staff(tokens.warehouse, 'ship', { id: r.id, carrier: '顺丰速运', trackingNo: '' });
    expect(noTracking.status).toBe(400);
    expect(noTracking.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const shipped = await staff(tokens.warehouse, 'ship', { id: r.id, carrier: '顺丰速运', trackingNo: 'SF1002003004' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({ status: 1, statusText: '已发货', carrier: '顺丰速运', trackingNo: 'SF1002003004' });
    // Shipped: no second shipment, no cancel (409).
    expect((await staff(tokens.warehouse, 'ship', { id: r.id, carrier: '顺丰速运', trackingNo: 'SF1002003005' })).status).toBe(409);
    expect((await staff(tokens.warehouse, 'cancel', { id: r.id, reason: '缺货' })).status).toBe(409);
    const done = await staff(tokens.warehouse, 'complete', { id: r.id });
    expect(done.body.data).toMatchObject({ status: 2, statusText: '已完成' });
    const told = await ctx.handle.db.selectFrom('memberMessage').select('title').where('memberId', '=', member.id).execute();
    expect(told.length).toBeGreaterThanOrEqual(1);
  });

  it('cancel gives the points and the stock back; a reason is required', async () => {
    const r = await redemption();
    const balance = await pointsOf();
    const stock = (await ctx.handle.db.selectFrom('pointsGoods').select('stock').where('id', '=', r.pointsGoodsId).executeTakeFirstOrThrow()).stock;
    const blank = await staff(tokens.warehouse, 'cancel', { id: r.id, reason: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const cancelled = await staff(tokens.warehouse, 'cancel', { id: r.id, reason: '该礼品已停产' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 3, cancelReason: '该礼品已停产' });
    expect(await pointsOf()).toBe(balance + cancelled.body.data.points);
    expect((await ctx.handle.db.selectFrom('pointsGoods').select('stock').where('id', '=', r.pointsGoodsId).executeTakeFirstOrThrow()).stock).toBe(stock + 1);
    await expectLedgerInvariant(ctx);
  });

  it('other roles get 403, an unknown id 404, a bad status 400', async () => {
    const r = await redemption();
    for (const role of ['service', 'finance', 'operations'] as const) {
      expect((await list(tokens[role], 'current=1&size=10')).status).toBe(403);
      expect((await counts(tokens[role])).status).toBe(403);
      expect((await staff(tokens[role], 'ship', { id: r.id, carrier: '顺丰速运', trackingNo: 'SF1002003006' })).status).toBe(403);
    }
    expect((await counts(member.token)).status).toBe(403);
    expect((await counts(tokens.admin)).status).toBe(200);
    const missing = await staff(tokens.warehouse, 'ship', { id: 99_999_999, carrier: '顺丰速运', trackingNo: 'SF1002003007' });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await list(tokens.warehouse, 'status=9')).status).toBe(400);
  });

  it('npm run points -- counts prints every status', async () => {
    const out = await runPointsCommand(ctx.handle.db, ['counts']);
    expect(out.code).toBe(0);
    expect(out.out.join('\n')).toMatch(/兑换单共 \d+ 张：待发货 \d+，已发货 \d+，已完成 \d+，已取消 \d+/);
  });
});
