// Distribution (issue 19): who is a distributor (application and review, the staff flag), 601 for
// everyone else, binding at registration through an invitation code, commission per order line
// from the order tables (pending while the order is open or inside its after-sales window,
// settled after it, void when refunded or cancelled), the clawback of a refund after settlement in
// a later month, the reports recomputed from the order tables, one distributor never seeing
// another's buyers, the .xlsx export, and the settlement run being idempotent.
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaMonth, commissionOf, nextMonth } from '../../../domain/distribution/distribution-rules.ts';
import type { DistributorState, MonthProfitReport, ProfitDetail, StaffApplicationRow } from '../../../domain/distribution/distribution-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { syncCommissions } from '../../../server/modules/distribution/public.ts';
import { freshCode } from '../../support/account-helpers.ts';
import { call, createTestApp, DEMO, FIXED_CAPTCHA, login, testLimits, type TestContext } from '../../support/api-harness.ts';
import { addAddress } from '../../support/order-helpers.ts';
import { staffToken, type Buyer } from '../../support/payment-helpers.ts';
import { complete, payOnline, placeWith, ship, staffCall, write } from '../after-sales/refund-helpers.ts';

const REPORT = '/gateway/order/api/ord/distributor/monthReturnProfitListForWeb';
const DETAILS = '/gateway/order/api/ord/distributor/getProfitDetailsFofWeb';
const EXPORT = '/gateway/order/api/ord/distributor/exportProfitDetails';
const STATUS = '/gateway/member/api/member/distributor/status';
const APPLY = '/gateway/member/api/member/distributor/apply';
const STAFF = '/gateway/member/api/staff/distributor';
const DAY = 86_400_000;

let ctx: TestContext;
let staff: string;
let distributor: { id: number; token: string; code: string };
let seq = 0;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60, providers: { captcha: FIXED_CAPTCHA }, config: { limits: testLimits({ smsHourlyPerIp: 1000 }) } });
  staff = await staffToken(ctx);
  const token = await login(ctx, DEMO.distributor, DEMO.password);
  const state = await call<DistributorState>(ctx, { method: 'GET', url: STATUS, token });
  const row = await ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', DEMO.distributor).executeTakeFirstOrThrow();
  distributor = { id: Number(row.id), token, code: state.body.data.inviteCode! };
}, 180_000);
afterAll(async () => ctx?.close());

const nextMobile = () => `1590000${String(1000 + ++seq).padStart(4, '0')}`;
const rules = () => ({ windowDays: ctx.config.afterSalesWindowDays, defaultRateBp: ctx.config.commissionRateBp });

/** Registers through the open call (SMS code), with the invitation code when given; logs in. */
async function register(inviteCode?: string): Promise<{ status: number; msg: string; buyer?: Buyer }> {
  const mobile = nextMobile();
  const smsCode = await freshCode(ctx, mobile, 'register');
  const res = await call<{ memberId: number }>(ctx, {
    method: 'POST', url: '/gateway/member/open/member/register',
    payload: { mobile, smsCode, password: 'Dist2026ab', agree: true, ...(inviteCode ? { inviteCode } : {}) },
  });
  if (!res.body.success) return { status: res.status, msg: res.body.msg };
  const token = await login(ctx, mobile, 'Dist2026ab');
  const addressId = await addAddress(ctx, token);
  return { status: res.status, msg: res.body.msg, buyer: { mobile, token, memberId: res.body.data.memberId, addressId, invoiceId: 0, enterprise: false } };
}

async function completedOrder(buyer: Buyer, goodsIndex: number, num: number) {
  const order = await placeWith(ctx, buyer, goodsIndex, num, 1);
  await payOnline(ctx, buyer, order.orderId);
  await ship(ctx, staff, order.orderId);
  await complete(ctx, staff, order.orderId);
  return order;
}

/** Moves the order's completion back past the after-sales window. */
const closeWindow = (orderId: number) =>
  ctx.handle.db.updateTable('saleOrder').set({ completedAt: new Date(Date.now() - (ctx.config.afterSalesWindowDays + 1) * DAY) }).where('id', '=', orderId).execute();

const report = (token: string) => call<MonthProfitReport>(ctx, { method: 'GET', url: REPORT, token });
const details = (token: string, month: string, current = 1, size = 20) =>
  call<Page<ProfitDetail>>(ctx, { method: 'GET', url: DETAILS, token, query: { month, current: String(current), size: String(size) } });

/** The expected month row recomputed from the order tables (not from the commission rows). */
async function expectedFromOrders(distributorId: number, month: string) {
  const db = ctx.handle.db;
  const orders = await db
    .selectFrom('saleOrder')
    .innerJoin('member', 'member.id', 'saleOrder.memberId')
    .select(['saleOrder.id', 'saleOrder.paidAt', 'saleOrder.discountFen', 'saleOrder.goodsAmountFen'])
    .where('member.referrerId', '=', distributorId)
    .where('saleOrder.paidAt', 'is not', null)
    .execute();
  const inMonth = orders.filter((o) => chinaMonth(new Date(o.paidAt!)) === month);
  let sales = 0;
  for (const o of inMonth) sales += Number(o.goodsAmountFen) - Number(o.discountFen);
  return { orderCount: inMonth.length, salesFen: sales };
}

describe('who is a distributor', () => {
  it('601 for a member who is not one, on both reports and the export; visitors 401', async () => {
    const { buyer } = await register();
    for (const url of [REPORT, `${DETAILS}?month=2026-11`, `${EXPORT}?month=2026-11`]) {
      const res = await call(ctx, { method: 'GET', url, token: buyer!.token });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 601, msg: '该用户不是分销员' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: REPORT })).statusCode).toBe(401);
    const state = await call<DistributorState>(ctx, { method: 'GET', url: STATUS, token: buyer!.token });
    expect(state.body.data).toMatchObject({ isDistributor: false, inviteCode: null, invitePath: null, application: null });
  });

  it('apply, one pending at a time, staff reject with a reason, apply again, staff approve: an invitation code and messages', async () => {
    const { buyer } = await register();
    const bad = await call(ctx, { method: 'POST', url: APPLY, token: buyer!.token, payload: { realName: '李', channel: '五金店' } });
    expect(bad.status).toBe(400);
    const extra = await call(ctx, { method: 'POST', url: APPLY, token: buyer!.token, payload: { realName: '李明', channel: '苏州工业园区机加工厂', memberId: distributor.id } });
    expect(extra.status).toBe(400);
    const first = await call<{ id: number }>(ctx, { method: 'POST', url: APPLY, token: buyer!.token, payload: { realName: '李明', channel: '苏州工业园区机加工厂' } });
    expect(first.status).toBe(200);
    const again = await call(ctx, { method: 'POST', url: APPLY, token: buyer!.token, payload: { realName: '李明', channel: '苏州工业园区机加工厂' } });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('您的分销员申请正在审核中，请耐心等待');

    // A member token on staff calls is refused; staff see the row.
    expect((await call(ctx, { method: 'GET', url: `${STAFF}/application/list`, token: buyer!.token })).status).toBe(403);
    const list = await call<Page<StaffApplicationRow>>(ctx, { method: 'GET', url: `${STAFF}/application/list`, token: staff, query: { status: '0' } });
    expect(list.body.data.records.find((r) => r.id === first.body.data.id)).toMatchObject({ memberMobile: buyer!.mobile, realName: '李明', statusText: '待审核' });
    expect((await call(ctx, { method: 'POST', url: `${STAFF}/application/reject`, token: staff, payload: { id: first.body.data.id, reason: '推广渠道不清楚' } })).status).toBe(200);
    expect((await call(ctx, { method: 'POST', url: `${STAFF}/application/reject`, token: staff, payload: { id: first.body.data.id, reason: '再次驳回' } })).status).toBe(409);
    let state = (await call<DistributorState>(ctx, { method: 'GET', url: STATUS, token: buyer!.token })).body.data;
    expect(state.application).toMatchObject({ statusText: '已驳回', rejectReason: '推广渠道不清楚' });

    const second = await call<{ id: number }>(ctx, { method: 'POST', url: APPLY, token: buyer!.token, payload: { realName: '李明', channel: '苏州工业园区 30 家机加工厂的设备科' } });
    expect((await call(ctx, { method: 'POST', url: `${STAFF}/application/approve`, token: staff, payload: { id: second.body.data.id } })).status).toBe(200);
    state = (await call<DistributorState>(ctx, { method: 'GET', url: STATUS, token: buyer!.token })).body.data;
    expect(state.isDistributor).toBe(true);
    expect(state.inviteCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(state.invitePath).toBe(`/registered?invite=${state.inviteCode}`);
    expect((await report(buyer!.token)).status).toBe(200);
    const titles = (await ctx.handle.db.selectFrom('memberMessage').select('title').where('memberId', '=', buyer!.memberId).orderBy('id').execute()).map((m) => m.title);
    expect(titles).toEqual(['分销员申请未通过', '分销员申请已通过']);
    expect((await call(ctx, { method: 'POST', url: APPLY, token: buyer!.token, payload: { realName: '李明', channel: '苏州工业园区机加工厂' } })).status).toBe(409);
  });

  it('staff flag and unflag by mobile; an unknown mobile is 404', async () => {
    const { buyer } = await register();
    const on = await call<{ inviteCode: string }>(ctx, { method: 'POST', url: `${STAFF}/flag`, token: staff, payload: { mobile: buyer!.mobile, distributor: true } });
    expect(on.body.data.inviteCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect((await report(buyer!.token)).status).toBe(200);
    await call(ctx, { method: 'POST', url: `${STAFF}/flag`, token: staff, payload: { mobile: buyer!.mobile, distributor: false } });
    expect((await report(buyer!.token)).body.code).toBe(601);
    expect((await call(ctx, { method: 'POST', url: `${STAFF}/flag`, token: staff, payload: { mobile: '13999999999', distributor: true } })).status).toBe(404);
  });
});

describe('the seed', () => {
  it('binds six members to the demo distributor with a year of orders; past months settled by the job, the recent ones pending', async () => {
    const bound = await ctx.handle.db.selectFrom('member').select('id').where('referrerId', '=', distributor.id).where('mobile', 'like', '199000001%').execute();
    expect(bound).toHaveLength(6);
    expect(distributor.code).toBe('WJM8K3QZ');
    const r = (await report(distributor.token)).body.data;
    expect(r.months).toHaveLength(12);
    expect(r.months.filter((m) => m.orderCount > 0).length).toBeGreaterThanOrEqual(11);
    expect(r.totals.settledFen).toBeGreaterThan(0);
    expect(r.totals.pendingFen).toBeGreaterThan(0);
    expect(r.months.some((m) => m.voidFen > 0)).toBe(true);
  });
});

describe('binding and commission', () => {
  it('registration through an invitation binds once; a wrong code is refused before the SMS code is used', async () => {
    const wrong = await register('ABCDEFGH');
    expect(wrong.status).toBe(400);
    expect(wrong.msg).toBe('邀请码无效，或邀请人已不是分销员。请核对邀请链接，或去掉邀请码后注册');
    const { buyer } = await register(distributor.code.toLowerCase());
    const row = await ctx.handle.db.selectFrom('member').select(['referrerId', 'referredAt']).where('id', '=', buyer!.memberId).executeTakeFirstOrThrow();
    expect(Number(row.referrerId)).toBe(distributor.id);
    expect(row.referredAt).not.toBeNull();
    const state = (await call<DistributorState>(ctx, { method: 'GET', url: STATUS, token: distributor.token })).body.data;
    expect(state.boundMembers).toBeGreaterThanOrEqual(1);
  });

  it('an order is pending while open and in its window, settles after it; a refund before settlement lowers it; the report matches the orders', async () => {
    const { buyer } = await register(distributor.code);
    const a = await completedOrder(buyer!, 2, 3);
    const b = await completedOrder(buyer!, 4, 2);
    const month = chinaMonth(new Date());

    let r = (await report(distributor.token)).body.data;
    const row = () => r.months.find((m) => m.month === month)!;
    const expected = await expectedFromOrders(distributor.id, month);
    expect(row()).toMatchObject({ orderCount: expected.orderCount, salesFen: expected.salesFen });
    expect(row().pendingFen).toBe(commissionOf(expected.salesFen, 300) > 0 ? row().pendingFen : 0);
    const pendingBefore = row().pendingFen;
    expect(pendingBefore).toBeGreaterThan(0);

    // Refund one unit of b inside the window: its commission is computed on what was kept.
    const [lineB] = await ctx.handle.db.selectFrom('saleOrderLine').select(['id', 'lineFen']).where('orderId', '=', b.orderId).execute();
    const req = await write(ctx, buyer!.token, { orderId: b.orderId, lines: [{ orderLineId: Number(lineB!.id), num: 1 }], refundType: 1, reason: '商品质量问题' });
    expect(req.status).toBe(200);
    await staffCall(ctx, staff, 'review', { id: req.body.data.id, approve: true });
    expect((await staffCall(ctx, staff, 'pay', { id: req.body.data.id })).status).toBe(200);
    const refunded = req.body.data.amountFen;

    await closeWindow(a.orderId);
    await closeWindow(b.orderId);
    r = (await report(distributor.token)).body.data;
    const rows = await ctx.handle.db.selectFrom('commission').selectAll().where('orderId', 'in', [a.orderId, b.orderId]).execute();
    expect(rows.every((c) => c.status === 1 && c.settleMonth === month)).toBe(true);
    const rowB = rows.find((c) => Number(c.orderId) === b.orderId)!;
    expect(Number(rowB.baseFen)).toBe(Number(lineB!.lineFen) - refunded);
    expect(Number(rowB.commissionFen)).toBe(commissionOf(Number(lineB!.lineFen) - refunded, rowB.rateBp));
    const settledThisMonth = await ctx.handle.db
      .selectFrom('commission')
      .select(['commissionFen'])
      .where('distributorId', '=', distributor.id)
      .where('kind', '=', 'earn')
      .where('status', '=', 1)
      .where('settleMonth', '=', month)
      .execute();
    expect(row().settledFen).toBe(settledThisMonth.reduce((s, c) => s + Number(c.commissionFen), 0));
    expect(row().settledFen).toBeGreaterThanOrEqual(rows.reduce((s, c) => s + Number(c.commissionFen), 0));

    // Settling again changes nothing.
    const again = await syncCommissions(ctx.handle.db, rules());
    expect(again.settled).toBe(0);
    expect((await report(distributor.token)).body.data).toEqual(r);
  });

  it('a refund after settlement claws back in a later month; a fully refunded pending order becomes 已失效', async () => {
    const { buyer } = await register(distributor.code);
    const order = await completedOrder(buyer!, 6, 4);
    await closeWindow(order.orderId);
    await syncCommissions(ctx.handle.db, rules());
    const [earn] = await ctx.handle.db.selectFrom('commission').selectAll().where('orderId', '=', order.orderId).execute();
    expect(earn!.status).toBe(1);

    // Late refund (staff accept it after the window, e.g. a warranty case): written through the service.
    await ctx.handle.db.updateTable('saleOrder').set({ completedAt: new Date() }).where('id', '=', order.orderId).execute();
    const [line] = await ctx.handle.db.selectFrom('saleOrderLine').select(['id']).where('orderId', '=', order.orderId).execute();
    const req = await write(ctx, buyer!.token, { orderId: order.orderId, lines: [{ orderLineId: Number(line!.id), num: 1 }], refundType: 1, reason: '商品质量问题' });
    expect(req.status).toBe(200);
    await staffCall(ctx, staff, 'review', { id: req.body.data.id, approve: true });
    await staffCall(ctx, staff, 'pay', { id: req.body.data.id });
    const claw = await ctx.handle.db.selectFrom('commission').selectAll().where('orderId', '=', order.orderId).where('kind', '=', 'clawback').execute();
    expect(claw).toHaveLength(1);
    expect(Number(claw[0]!.commissionFen)).toBe(-commissionOf(req.body.data.amountFen, earn!.rateBp));
    expect(claw[0]!.settleMonth).toBe(nextMonth(earn!.settleMonth!));
    const later = (await details(distributor.token, claw[0]!.settleMonth!)).body.data.records;
    expect(later.find((d) => d.kind === 'clawback')).toMatchObject({ statusText: '退款扣回', commissionFen: Number(claw[0]!.commissionFen) });

    // A pending order refunded in full: void.
    const other = await completedOrder(buyer!, 8, 1);
    const [l2] = await ctx.handle.db.selectFrom('saleOrderLine').select(['id']).where('orderId', '=', other.orderId).execute();
    const full = await write(ctx, buyer!.token, { orderId: other.orderId, lines: [{ orderLineId: Number(l2!.id), num: 1 }], refundType: 1, reason: '商品质量问题' });
    await staffCall(ctx, staff, 'review', { id: full.body.data.id, approve: true });
    await staffCall(ctx, staff, 'pay', { id: full.body.data.id });
    await closeWindow(other.orderId);
    await syncCommissions(ctx.handle.db, rules());
    const [voided] = await ctx.handle.db.selectFrom('commission').select(['status']).where('orderId', '=', other.orderId).execute();
    expect(voided!.status).toBe(2);
  });

  it("details mask order numbers and buyers, page, and never show another distributor's buyers; the export is an .xlsx of the month", async () => {
    const month = chinaMonth(new Date());
    const page = (await details(distributor.token, month, 1, 2)).body.data;
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.records).toHaveLength(2);
    for (const d of page.records) {
      expect(d.orderNo).toMatch(/^\w{6}\*{4}\d{4}$/);
      expect(d.buyer).toMatch(/^1\d{2}\*{4}\d{4}$/);
    }
    // Another distributor with their own buyer sees only that buyer's lines.
    const { buyer: second } = await register();
    const flag = await call<{ inviteCode: string }>(ctx, { method: 'POST', url: `${STAFF}/flag`, token: staff, payload: { mobile: second!.mobile, distributor: true } });
    const { buyer: theirs } = await register(flag.body.data.inviteCode);
    await completedOrder(theirs!, 10, 1);
    const mine = (await details(second!.token, month, 1, 100)).body.data;
    expect(mine.total).toBe(1);
    const ownIds = new Set((await ctx.handle.db.selectFrom('commission').select('id').where('distributorId', '=', distributor.id).execute()).map((c) => Number(c.id)));
    expect(mine.records.every((d) => !ownIds.has(d.id))).toBe(true);

    const res = await ctx.app.inject({ method: 'GET', url: `${EXPORT}?month=${month}`, headers: { authorization: `Bearer ${distributor.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['订单号', '下单会员', '商品', '型号', '计佣金额（元）', '佣金比例', '佣金（元）', '状态', '付款时间', '结算月份']);
    expect(rows.length - 1).toBe((await details(distributor.token, month, 1, 100)).body.data.total);
    expect((await call(ctx, { method: 'GET', url: `${DETAILS}?month=2026-13`, token: distributor.token })).status).toBe(400);
  });
});
