// GET /api/member/memberInfo for each seeded demo account, and getTrialVipDays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 100 });
});
afterAll(async () => ctx?.close());

const INFO_URL = '/gateway/member/api/member/memberInfo';

describe('memberInfo', () => {
  it('returns the personal member as memberType 1 without VIP', async () => {
    const token = await login(ctx, DEMO.personal, DEMO.password);
    const res = await call<Record<string, unknown>>(ctx, { method: 'GET', url: INFO_URL, token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: DEMO.personal, memberType: 1, memberPriceEndTime: null, isDistributor: false });
    expect(res.body.data).not.toHaveProperty('passwordHash');
  });

  it('returns the enterprise member with its company and VIP pricing for a year', async () => {
    const token = await login(ctx, DEMO.enterprise, DEMO.password);
    const { body } = await call<{ memberType: number; companyName: string; memberPriceEndTime: string }>(ctx, { method: 'GET', url: INFO_URL, token });
    expect(body.data.memberType).toBe(2);
    expect(body.data.companyName).toMatch(/有限公司$/);
    const days = (Date.parse(body.data.memberPriceEndTime) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(360);
    expect(days).toBeLessThan(367);
  });

  it('marks the distributor', async () => {
    const token = await login(ctx, DEMO.distributor, DEMO.password);
    const { body } = await call<{ isDistributor: boolean }>(ctx, { method: 'GET', url: INFO_URL, token });
    expect(body.data.isDistributor).toBe(true);
  });

  it('answers 401 without a token', async () => {
    const res = await call(ctx, { method: 'GET', url: INFO_URL });
    expect(res.status).toBe(401);
  });
});

describe('getTrialVipDays', () => {
  it('returns the configured number of trial days', async () => {
    const res = await call<number>(ctx, { method: 'POST', url: '/gateway/member/open/member/uncheckAuthority/getTrialVipDays' });
    expect(res.body.success).toBe(true);
    expect(Number.isInteger(res.body.data)).toBe(true);
    expect(res.body.data).toBeGreaterThan(0);
  });
});
