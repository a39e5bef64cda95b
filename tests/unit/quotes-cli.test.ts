// npm run quotes (scripts/quotes.ts) on a seeded database: list, show, send (客服 only, every line
// priced), expire; usage errors exit 2, refusals 1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDateKey, chinaMidnightUtc } from '../../domain/shared/china-time.ts';
import { runQuotesCommand } from '../../scripts/quotes.ts';
import { createTestApp, DEMO, login, call, type TestContext } from '../support/api-harness.ts';

let ctx: TestContext;
let quoteNo: string;
let quoteId: number;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
  const db = ctx.handle.db;
  const goods = await db.selectFrom('goods').select('id').orderBy('id').limit(2).execute();
  await db.updateTable('goods').set({ status: 1 }).where('id', 'in', goods.map((g) => g.id)).execute();
  const token = await login(ctx, DEMO.personal, DEMO.password);
  const res = await call<{ quoteId: number }>(ctx, { method: 'POST', url: '/gateway/goods/api/goods/quote/request', token, payload: { source: 'cart', lines: goods.map((g) => ({ goodsId: g.id, num: 2 })) } });
  quoteId = res.body.data.quoteId;
  quoteNo = (await db.selectFrom('quote').select('quoteNo').where('id', '=', quoteId).executeTakeFirstOrThrow()).quoteNo;
}, 120_000);

afterAll(async () => {
  await ctx.close();
});

describe('npm run quotes', () => {
  it('lists and shows the waiting quote', async () => {
    const list = await runQuotesCommand(ctx.handle.db, ['list', '--status', 'requested']);
    expect(list.code).toBe(0);
    expect(list.out.join('\n')).toContain(quoteNo);
    const show = await runQuotesCommand(ctx.handle.db, ['show', quoteNo]);
    expect(show.out.join('\n')).toMatch(/待报价/);
    expect((await runQuotesCommand(ctx.handle.db, ['list', '--status', 'nope'])).code).toBe(2);
  });

  it('sends as a 客服 account only, with every line priced', async () => {
    const valid = chinaDateKey(chinaMidnightUtc(chinaDateKey(), 7));
    const args = ['send', quoteNo, '--price', '1=23.5,2=108', '--lead', '3', '--valid-until', valid, '--terms', '款到发货'];
    const wrongRole = await runQuotesCommand(ctx.handle.db, [...args, '--staff', 'caiwu']);
    expect(wrongRole.code).toBe(2);
    expect(wrongRole.out[0]).toContain('没有报价单权限');
    const partial = await runQuotesCommand(ctx.handle.db, ['send', quoteNo, '--price', '1=23.5', '--lead', '3', '--valid-until', valid, '--staff', 'kefu']);
    expect(partial.code).toBe(1);
    expect(partial.out[0]).toBe('操作未完成：请为报价单的每一行填写一次价格和交期');
    const sent = await runQuotesCommand(ctx.handle.db, [...args, '--staff', 'kefu']);
    expect(sent.code).toBe(0);
    expect(sent.out[0]).toContain(`报价单 ${quoteNo} 已报价：合计 ¥263.00`);
    const row = await ctx.handle.db.selectFrom('quoteLine').select(['lineNo', 'priceFen']).where('quoteId', '=', quoteId).orderBy('lineNo').execute();
    expect(row.map((r) => Number(r.priceFen))).toEqual([2350, 10800]);
    expect((await runQuotesCommand(ctx.handle.db, [...args, '--staff', 'kefu'])).code).toBe(1);
  });

  it('expires quotes past their validity', async () => {
    const later = chinaMidnightUtc(chinaDateKey(), 30);
    const done = await runQuotesCommand(ctx.handle.db, ['expire'], later);
    expect(done.out[0]).toContain(quoteNo);
    expect((await runQuotesCommand(ctx.handle.db, ['expire'], later)).out[0]).toBe('没有需要过期的报价单');
  });
});
