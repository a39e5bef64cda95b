// Shared steps of the points API tests: the six member calls, the staff calls, a member given
// points through the ledger (an `adjust` row, so the invariant holds), and the ledger invariant:
// for every member, member.points equals the sum of the ledger and every row's balance is the
// running sum in id order.
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { PointsSettings } from '../../../server/config.ts';
import { call, type TestContext } from '../../support/api-harness.ts';

export const P = '/gateway/member';
export const STAFF_POINTS = '/gateway/member/api/staff/points/order';

export const shopVo = (ctx: TestContext, token: string, payload: Record<string, unknown> = {}) => call<import('../../../domain/points/points-views.ts').PointsShopVo>(ctx, { method: 'POST', url: `${P}/pointsRecord/getPointsShopVo`, token, payload });
export const sign = (ctx: TestContext, token: string) => call<import('../../../domain/points/points-views.ts').SignResult>(ctx, { method: 'POST', url: `${P}/pointsRecord/sign`, token, payload: {} });
export const records = (ctx: TestContext, token: string, payload: Record<string, unknown> = { current: 1, size: 50 }) =>
  call<import('../../../domain/shared/envelope.ts').Page<import('../../../domain/points/points-views.ts').PointsRecordRow>>(ctx, { method: 'POST', url: `${P}/pointsRecord/findPageShop`, token, payload });
export const mall = (ctx: TestContext, token: string, payload: Record<string, unknown> = { current: 1, size: 50 }) =>
  call<import('../../../domain/shared/envelope.ts').Page<import('../../../domain/points/points-views.ts').PointsGoodsCard>>(ctx, { method: 'POST', url: `${P}/pointsGoods/page/mall`, token, payload });
export const redeemCall = (ctx: TestContext, token: string, payload: Record<string, unknown>) =>
  call<import('../../../domain/points/points-views.ts').RedeemResult>(ctx, { method: 'POST', url: `${P}/pointsOrder/create`, token, payload });
export const redemptions = (ctx: TestContext, token: string, payload: Record<string, unknown> = { current: 1, size: 50 }) =>
  call<import('../../../domain/shared/envelope.ts').Page<import('../../../domain/points/points-views.ts').RedemptionRow>>(ctx, { method: 'POST', url: `${P}/pointsOrder/findPageShop`, token, payload });

/** Gives a member points through the ledger (one `adjust` row), as staff would. */
export async function grant(ctx: TestContext, memberId: number, points: number, key: string, at: Date = new Date()): Promise<void> {
  await ctx.handle.db.transaction().execute(async (trx) => {
    const m = await trx.selectFrom('member').select('points').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
    const balance = m.points + points;
    await trx.updateTable('member').set({ points: balance }).where('id', '=', memberId).execute();
    await trx.insertInto('pointsRecord').values({ memberId, change: points, balance, reason: '测试发放', refId: key, sourceType: 'adjust', sourceId: key, createdAt: at }).execute();
  });
}

/** The ledger cannot lie: balance = sum of rows, each row's balance the running sum. */
export async function expectLedgerInvariant(ctx: TestContext): Promise<void> {
  const { rows } = await sql<{ id: number; points: number; total: number; rows: number }>`
    select m.id, m.points, coalesce(sum(r.change), 0)::int as total, count(r.id)::int as rows
    from member m left join points_record r on r.member_id = m.id group by m.id, m.points`.execute(ctx.handle.db);
  for (const r of rows) expect(r.points, `member ${r.id}`).toBe(r.total);
  const ledger = await ctx.handle.db.selectFrom('pointsRecord').select(['memberId', 'change', 'balance']).orderBy('memberId').orderBy('id').execute();
  const running = new Map<number, number>();
  for (const row of ledger) {
    const next = (running.get(row.memberId) ?? 0) + row.change;
    running.set(row.memberId, next);
    expect(row.balance).toBe(next);
    expect(row.balance).toBeGreaterThanOrEqual(0);
  }
}

export const RULES: PointsSettings = { perYuan: 1, signRewards: [5, 5, 10, 10, 15, 15, 30], expiryYears: 1, sweepSeconds: 0 };
