// What the document declares of inputs is what the server enforces (issue 35): ids are bounded
// to int4 (3000000000 is a 400 with a Chinese message, not a database error), dates are real
// calendar days (2026-13-45 is a 400, not a 500), and updateNickAvatar declares the nickname's
// true bound (20, not 200).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { roleTokens } from '../staff/staff-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 1 });
});
afterAll(async () => ctx?.close());

const CJK = /[\u4e00-\u9fff]/;

describe('ids', () => {
  it('refuses an id past int4 with a Chinese 400, and looks up the largest int4 id (404)', async () => {
    const big = await call(ctx, { method: 'GET', url: '/gateway/common/open/cms/cmsArticle/get/3000000000' });
    expect(big.status).toBe(400);
    expect(big.body.success).toBe(false);
    expect(big.body.msg).toMatch(CJK);
    const max = await call(ctx, { method: 'GET', url: '/gateway/common/open/cms/cmsArticle/get/2147483647' });
    expect(max.status).toBe(404);
  });

  it('bounds ids in bodies and member paths too', async () => {
    const token = await login(ctx, DEMO.personal, DEMO.password);
    const addr = await call(ctx, { method: 'GET', url: '/gateway/member/api/memberAddress/get/3000000000', token });
    expect(addr.status).toBe(400);
    const cancel = await call(ctx, { method: 'POST', url: '/gateway/order/api/ord/sale/memberCancelOrder', token, payload: { id: 3000000000, reason: '不需要了' } });
    expect(cancel.status).toBe(400);
    expect(cancel.body.msg).toMatch(CJK);
  });
});

describe('dates', () => {
  it('refuses a date that is not in the calendar on the staff receipt and shipping lists (400, Chinese)', async () => {
    const tokens = await roleTokens(ctx);
    for (const [url, token] of [
      ['/gateway/order/api/staff/order/receipt/list', tokens.finance],
      ['/gateway/order/api/staff/order/shipping/list', tokens.warehouse],
      ['/gateway/common/api/staff/common/serviceOrder/receipt/list', tokens.finance],
    ] as const) {
      for (const from of ['2026-13-45', '2026-02-30']) {
        const res = await call(ctx, { method: 'POST', url, token, payload: { current: 1, size: 20, from } });
        expect(res.status, `${url} ${from}`).toBe(400);
        expect(res.body.msg).toMatch(CJK);
      }
      const ok = await call(ctx, { method: 'POST', url, token, payload: { current: 1, size: 20, from: '2024-02-29', to: '2026-12-31' } });
      expect(ok.status, url).toBe(200);
    }
  });
});

describe('updateNickAvatar', () => {
  it('declares the nickname bound it enforces: 20 characters', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/api/json' })).json() as { paths: Record<string, { post: { requestBody: unknown } }> };
    const op = JSON.stringify(doc.paths['/gateway/member/api/member/updateNickAvatar']?.post.requestBody);
    expect(op).toContain('"maxLength":20');
    expect(op).not.toContain('"maxLength":200');
    const token = await login(ctx, DEMO.personal, DEMO.password);
    const url = '/gateway/member/api/member/updateNickAvatar';
    expect((await call(ctx, { method: 'POST', url, token, payload: { nickname: '设'.repeat(20) } })).status).toBe(200);
    const long = await call(ctx, { method: 'POST', url, token, payload: { nickname: '设'.repeat(21) } });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('20');
  });
});
