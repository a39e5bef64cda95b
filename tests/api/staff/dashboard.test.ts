// The 工作台 (issue 22 item 5): GET /api/staff/dashboard/queues answers each staff member only the
// queues their permissions open, with counts that follow the work (a receipt uploaded, confirmed,
// the order shipped; an application filed and reviewed); GET /api/staff/dashboard/report (财务,
// 运营, 管理员; 403 for 客服 and 仓库) counts orders, sales and completed refunds per China day (a payment at 00:00
// Beijing is that day's, one a millisecond earlier the day before's), ranks the goods sold and lists
// the search terms that found nothing. `npm run staff -- dashboard` prints the same figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDateKey, chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import type { DashboardQueueKey, DashboardQueues, DashboardReport } from '../../../domain/staff/dashboard-payloads.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { runRecorded } from '../../../scripts/staff-cli.ts';
import { runStaffCommand } from '../../../scripts/staff.ts';
import { salesReport } from '../../../server/modules/dashboard/public.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { draftOf, pickGoods, setStock, submit } from '../../support/order-helpers.ts';
import { demoBuyer, multipart, placeOrder, pngFile, RECEIPT, STAFF, type Buyer, transferFields } from '../../support/payment-helpers.ts';
import { roleTokens } from './staff-support.ts';

const QUEUES = '/gateway/system/api/staff/dashboard/queues';
const REPORT = '/gateway/system/api/staff/dashboard/report';
const DAY = 86_400_000;

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let personal: Buyer;
let enterprise: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  tokens = await roleTokens(ctx);
  personal = await demoBuyer(ctx, DEMO.personal);
  enterprise = await demoBuyer(ctx, DEMO.enterprise);
}, 120_000);
afterAll(async () => ctx?.close());

async function queues(role: StaffRole): Promise<Partial<Record<DashboardQueueKey, number>>> {
  const res = await call<DashboardQueues>(ctx, { method: 'GET', url: QUEUES, token: tokens[role] });
  expect(res.status).toBe(200);
  return Object.fromEntries(res.body.data.queues.map((q) => [q.key, q.count]));
}

async function report(role: StaffRole = 'finance'): Promise<DashboardReport> {
  const res = await call<DashboardReport>(ctx, { method: 'GET', url: REPORT, token: tokens[role] });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('queues waiting', () => {
  it('answers each role only the queues its permissions open, in the menu order', async () => {
    const keys = async (role: StaffRole) => Object.keys(await queues(role));
    expect(await keys('service')).toEqual(['enquiry', 'services']);
    expect(await keys('finance')).toEqual(['receipts', 'afterSales']);
    expect(await keys('warehouse')).toEqual(['shipping', 'afterSales', 'redemptions']);
    expect(await keys('operations')).toEqual(['certifications', 'applications']);
    expect(await keys('admin')).toEqual(['receipts', 'shipping', 'afterSales', 'redemptions', 'enquiry', 'services', 'certifications', 'applications']);
    for (const count of Object.values(await queues('admin'))) expect(Number.isInteger(count) && count >= 0).toBe(true);
  });

  it('follows a transfer receipt: uploaded (+1 收款确认), confirmed (-1, +1 待发货), shipped (-1)', async () => {
    const before = { finance: await queues('finance'), warehouse: await queues('warehouse') };
    const order = await placeOrder(ctx, personal, 2);
    const uploaded = await call<{ payments: { id: number; status: number }[] }>(ctx, { method: 'POST', url: RECEIPT, token: personal.token, ...multipart(transferFields(order), pngFile()) });
    expect(uploaded.status).toBe(200);
    expect((await queues('finance')).receipts).toBe(before.finance.receipts! + 1);
    const payment = uploaded.body.data.payments.find((p) => p.status === 0)!;
    expect((await call(ctx, { method: 'POST', url: `${STAFF}/reviewPayment`, token: tokens.finance, payload: { paymentId: payment.id, approve: true } })).status).toBe(200);
    expect((await queues('finance')).receipts).toBe(before.finance.receipts);
    expect((await queues('warehouse')).shipping).toBe(before.warehouse.shipping! + 1);
    expect((await queues('admin')).shipping).toBe(before.warehouse.shipping! + 1);
    const shipped = await call(ctx, { method: 'POST', url: `${STAFF}/ship`, token: tokens.warehouse, payload: { orderId: order.orderId, carrier: '顺丰速运', trackingNo: 'SF7770001234' } });
    expect(shipped.status).toBe(200);
    expect((await queues('warehouse')).shipping).toBe(before.warehouse.shipping);
  });

  it('counts a distributor application for 运营 until it is reviewed', async () => {
    const before = (await queues('operations')).applications!;
    const db = ctx.handle.db;
    const member = await db.insertInto('member').values({ username: '13800000071', mobile: '13800000071', passwordHash: 'x', memberType: 1 }).returning('id').executeTakeFirstOrThrow();
    const app = await db.insertInto('distributorApplication').values({ memberId: member.id, realName: '李工', channel: '行业资源' }).returning('id').executeTakeFirstOrThrow();
    expect((await queues('operations')).applications).toBe(before + 1);
    await ctx.handle.db.updateTable('distributorApplication').set({ status: 2 }).where('id', '=', app.id).execute();
    expect((await queues('operations')).applications).toBe(before);
  });

  it('refuses a call without a staff token', async () => {
    expect((await call(ctx, { method: 'GET', url: QUEUES })).status).toBe(401);
    expect((await call(ctx, { method: 'GET', url: QUEUES, token: personal.token })).status).toBe(403);
  });
});

describe('the report', () => {
  it('is refused to 客服 and 仓库 with a sentence naming who may see it', async () => {
    for (const role of ['service', 'warehouse'] as const) {
      const res = await call(ctx, { method: 'GET', url: REPORT, token: tokens[role] });
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
      expect(res.body.msg).toContain('经营数据');
      expect(res.body.msg).toMatch(/财务/);
    }
    for (const role of ['finance', 'operations', 'admin'] as const) expect((await call(ctx, { method: 'GET', url: REPORT, token: tokens[role] })).status).toBe(200);
  });

  it('answers 30 China days ending today, today first in `today`', async () => {
    const r = await report();
    expect(r.days).toHaveLength(30);
    expect(r.today.date).toBe(chinaDateKey());
    expect(r.days.at(-1)).toEqual(r.today);
    expect(r.days[0]!.date).toBe(chinaDateKey(chinaMidnightUtc(chinaDateKey(), -29)));
    for (const d of r.days) expect(Number.isInteger(d.salesFen) && d.salesFen >= 0 && Number.isInteger(d.refundFen) && d.refundFen >= 0).toBe(true);
  });

  /** An order of `num` units of `goodsId` by the enterprise buyer on credit (待发货 at once), then paid at `paidAt`, placed at `createdAt`. */
  async function paidOrder(goodsId: number, num: number, createdAt: Date, paidAt: Date): Promise<{ orderId: number; totalFen: number }> {
    const draft = await draftOf(ctx, enterprise.token, goodsId, num, true);
    const res = await submit(ctx, enterprise.token, draft, { addressId: enterprise.addressId, invoiceId: enterprise.invoiceId, payMethod: 3 });
    if (!res.body.success) throw new Error(res.body.msg);
    const orderId = res.body.data.orderId;
    const o = await ctx.handle.db.selectFrom('saleOrder').select('totalFen').where('id', '=', orderId).executeTakeFirstOrThrow();
    await ctx.handle.db.updateTable('saleOrder').set({ createdAt, paidAt, paidFen: o.totalFen }).where('id', '=', orderId).execute();
    return { orderId, totalFen: o.totalFen };
  }

  it('counts orders and sales per China day across the midnight boundary, and ranks the goods sold', async () => {
    // A fixed "now": 10:00 Beijing on 2026-11-20. Its day starts at 2026-11-19T16:00Z.
    const now = new Date('2026-11-20T02:00:00Z');
    const todayStart = chinaMidnightUtc('2026-11-20');
    const before = await salesReport(ctx.handle.db, now);
    const [a, b] = await pickGoods(ctx, 2, 20);
    await setStock(ctx, a!.id, 10_000);
    await setStock(ctx, b!.id, 10_000);
    // Today: one placed and paid at 00:00:00.000 Beijing (today's), one placed and paid at noon.
    const t1 = await paidOrder(a!.id, 5, todayStart, todayStart);
    const t2 = await paidOrder(b!.id, 1, new Date(todayStart.getTime() + 4 * 3_600_000), new Date(todayStart.getTime() + 4 * 3_600_000));
    // A millisecond before today's midnight is yesterday's (23:59:59.999 Beijing on the 19th).
    const y = await paidOrder(b!.id, 2, new Date(todayStart.getTime() - 1), new Date(todayStart.getTime() - 1));
    // Three days ago (the 17th), paid at 23:30 Beijing: the 17th's, not the 18th's.
    const threeAgo = chinaMidnightUtc('2026-11-17');
    const d3 = await paidOrder(a!.id, 3, new Date(threeAgo.getTime() + 9 * 3_600_000), new Date(threeAgo.getTime() + 23.5 * 3_600_000));
    // Placed 40 days ago and paid long ago: outside the window.
    await paidOrder(b!.id, 50, new Date(now.getTime() - 40 * DAY), new Date(now.getTime() - 40 * DAY));
    // A cancelled order placed today does not count.
    const cancelled = await paidOrder(a!.id, 1, todayStart, todayStart);
    await ctx.handle.db.updateTable('saleOrder').set({ status: 5, paidAt: null, paidFen: 0 }).where('id', '=', cancelled.orderId).execute();

    // Refunds count on the China day they reached 已退款: one at 00:00 Beijing today, one a
    // millisecond before (yesterday's), and one still 退款中 (not counted).
    const refund = async (orderId: number, amountFen: number, status: number, refundedAt: Date | null) => {
      const memberId = (await ctx.handle.db.selectFrom('saleOrder').select('memberId').where('id', '=', orderId).executeTakeFirstOrThrow()).memberId;
      await ctx.handle.db
        .insertInto('refundOrder')
        .values({ refundNo: `RFTEST${orderId}${status}${amountFen}`, orderId, memberId, reason: '质量问题', images: JSON.stringify([]), amountFen, status, refundedAt })
        .execute();
    };
    await refund(t1.orderId, 1_234, 7, todayStart);
    await refund(y.orderId, 567, 7, new Date(todayStart.getTime() - 1));
    await refund(t2.orderId, 999, 6, null);

    const after = await salesReport(ctx.handle.db, now);
    const delta = (date: string) => {
      const x = after.days.find((d) => d.date === date)!;
      const o = before.days.find((d) => d.date === date)!;
      return { orders: x.orderCount - o.orderCount, fen: x.salesFen - o.salesFen, refunds: x.refundFen - o.refundFen };
    };
    expect(after.today.date).toBe('2026-11-20');
    expect(delta('2026-11-20')).toEqual({ orders: 2, fen: t1.totalFen + t2.totalFen, refunds: 1_234 });
    expect(delta('2026-11-19')).toEqual({ orders: 1, fen: y.totalFen, refunds: 567 });
    expect(delta('2026-11-18')).toEqual({ orders: 0, fen: 0, refunds: 0 });
    expect(delta('2026-11-17')).toEqual({ orders: 1, fen: d3.totalFen, refunds: 0 });
    expect(after.today.salesFen - before.today.salesFen).toBe(t1.totalFen + t2.totalFen);
    expect(after.days).toHaveLength(30);
    expect(after.days[0]!.date).toBe('2026-10-22');

    // Goods a: 5 + 3 units in the window; goods b: 1 + 2 (its 50 are outside).
    const qty = (list: DashboardReport['topByQuantity'], id: number) => list.find((g) => g.goodsId === id);
    const qa = qty(after.topByQuantity, a!.id)!;
    const qb = qty(after.topByQuantity, b!.id)!;
    expect(qa.quantity - (qty(before.topByQuantity, a!.id)?.quantity ?? 0)).toBe(8);
    expect(qb.quantity - (qty(before.topByQuantity, b!.id)?.quantity ?? 0)).toBe(3);
    expect(qa.amountFen - (qty(before.topByQuantity, a!.id)?.amountFen ?? 0)).toBe(t1.totalFen + d3.totalFen);
    expect(qa.model).toBe(a!.model);
    for (let i = 1; i < after.topByQuantity.length; i++) expect(after.topByQuantity[i - 1]!.quantity).toBeGreaterThanOrEqual(after.topByQuantity[i]!.quantity);
    for (let i = 1; i < after.topByAmount.length; i++) expect(after.topByAmount[i - 1]!.amountFen).toBeGreaterThanOrEqual(after.topByAmount[i]!.amountFen);
    expect(after.topByQuantity.length).toBeLessThanOrEqual(10);
  });

  it('answers today’s figures through the route (an order paid now is today’s)', async () => {
    const before = (await report()).today;
    const [g] = await pickGoods(ctx, 1, 25);
    await setStock(ctx, g!.id, 1000);
    const o = await paidOrder(g!.id, 2, new Date(), new Date());
    const today = (await report('operations')).today;
    expect(today.orderCount).toBe(before.orderCount + 1);
    expect(today.salesFen).toBe(before.salesFen + o.totalFen);
  });

  it('lists search terms that found nothing, by count, and drops one that later found goods', async () => {
    const search = async (keyword: string, ip: string) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/gateway/goods/open/goods/list', payload: { keyword, current: 1, size: 20 }, remoteAddress: ip });
      expect(res.statusCode).toBe(200);
    };
    const missing = 'QZX-无此型号-7781';
    await search(missing, '198.51.100.1');
    await search(missing, '198.51.100.2');
    await search(missing, '198.51.100.2');
    await search('QZX-另一个-1', '198.51.100.3');
    const [g] = await pickGoods(ctx, 1, 2);
    await search(g!.model, '198.51.100.4');
    await new Promise((r) => setTimeout(r, 500));
    const terms = (await report()).noResultTerms;
    const row = terms.find((t) => t.keyword === missing);
    expect(row).toMatchObject({ keyword: missing, searches: 3, searchers: 2 });
    expect(terms.findIndex((t) => t.keyword === missing)).toBeLessThan(terms.findIndex((t) => t.keyword === 'QZX-另一个-1'));
    expect(terms.some((t) => t.keyword === g!.model)).toBe(false);
    // The same term, now found (a later search with results), leaves the list.
    await ctx.handle.db.insertInto('hotSearchLog').values({ keyword: missing, keywordKey: (await ctx.handle.db.selectFrom('hotSearchLog').select('keywordKey').where('keyword', '=', missing).executeTakeFirstOrThrow()).keywordKey, memberId: null, searcher: 'v:test', resultCount: 4 }).execute();
    expect((await report()).noResultTerms.some((t) => t.keyword === missing)).toBe(false);
  });
});

describe('npm run staff -- dashboard', () => {
  it('prints the queues and the report, and is not recorded as an action', async () => {
    const count = async () => Number((await ctx.handle.db.selectFrom('staffAudit').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const res = await runRecorded(ctx.handle.db, 'staff', ['dashboard'], runStaffCommand);
    expect(res.code).toBe(0);
    const text = res.out.join('\n');
    const q = await queues('admin');
    expect(text).toContain(`待发货的订单：${q.shipping}`);
    expect(text).toContain(`待审核的企业认证：${q.certifications}`);
    expect(text).toMatch(new RegExp(`今日（${chinaDateKey()}）：订单 \\d+ 笔，销售额 ¥`));
    expect(text).toContain('近 30 天无结果的搜索词：');
    expect(await count()).toBe(before);
  });
});
