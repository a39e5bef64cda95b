// A quantity the rules refuse is answered in a buyer's sentence, never with the field's path
// (issue 12, item 4: "请求体字段 num（数量） 不能大于 99999" reached the product page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let member: string;
let goodsId: number;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 30 });
  member = await login(ctx, DEMO.personal, DEMO.password);
  goodsId = (await ctx.handle.db.selectFrom('goods').select('id').where('status', '=', 1).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx?.close());

const ROUTES = [
  { name: 'cart save', url: '/gateway/goods/api/cart/save', body: (num: unknown) => ({ goodsId, num, vendorId: 0 }) },
  { name: 'quick buy', url: '/gateway/order/api/ord/tmp/personalOrder', body: (num: unknown) => ({ goodsId, num }) },
  { name: 'cart batch', url: '/gateway/goods/api/cart/save/batch', body: (num: unknown) => ({ items: [{ goodsId, num, vendorId: 0 }] }) },
];

describe('quantity refusals in a buyer’s words', () => {
  for (const route of ROUTES) {
    it(`${route.name}: too many, too few, not a whole number`, async () => {
      const cases: [unknown, string][] = [
        [100_000, '单次最多购买 99999 件'],
        [0, '购买数量至少为 1'],
        [2.5, '购买数量须为整数'],
        ['abc', '购买数量须为整数'],
      ];
      for (const [num, msg] of cases) {
        const res = await call(ctx, { method: 'POST', url: route.url, token: member, payload: route.body(num) });
        expect(res.status, `${route.name} ${String(num)}`).toBe(400);
        expect(res.body.msg).toBe(msg);
        expect(res.body.msg).not.toMatch(/num|字段|请求体/);
      }
    });
  }

  it('names a labelled field by its label only', async () => {
    const res = await call(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { current: 1, size: 1000 } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^每页条数/);
    expect(res.body.msg).not.toContain('size');
  });
});
