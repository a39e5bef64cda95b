// Order approvals and budgets at checkout (issue 38): the demo company's rule (¥5,000 → the
// department's approver) sends a buyer's order to 待审批 with its stock held and the approver told
// (message and SMS); the approver approves it into 待付款 or rejects it (with a comment) into
// 已取消; the requester never approves their own; two levels go in turn; two approvers at once make
// one decision; the sweeper cancels a lapsed hold exactly once; a hard budget refuses (two buyers
// at once never exceed it), a soft one sends to approval; refunds give budget back; the PO number
// and cost centre are stored; rules apply by department, amount and category.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApprovalDetail, ApprovalRow } from '../../../domain/approvals/approval-views.ts';
import { budgetWindow } from '../../../domain/approvals/approval-rules.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { DraftView, PayStart, SubmittedOrder } from '../../../domain/orders/orders.ts';
import { expireApprovalHolds } from '../../../server/modules/orders/public.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { defaultsOf, pickGoods, quickBuy, setStock, stockOf, submit } from '../../support/order-helpers.ts';

const APPROVAL = '/gateway/order/api/ord/approval';
const PAY = '/gateway/common/api/pay';

interface Who {
  token: string;
  memberId: number;
  mobile: string;
}

let ctx: TestContext;
let admin: Who;
let buyer: Who;
let approver: Who;
let finance: Who;
let personal: Who;
let companyId: number;
let purchasing: number;
let financeDept: number;
let addressId: number;
let invoiceId: number;
let goods: { id: number; priceFen: number; categoryId: number };

async function who(mobile: string): Promise<Who> {
  const token = await login(ctx, mobile, DEMO.password);
  const m = await ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  return { token, memberId: m.id, mobile };
}

/** An enterprise draft of `goods` worth at least `fen` (one unit at least). */
async function draftWorth(w: Who, fen: number): Promise<DraftView> {
  let num = Math.max(1, Math.ceil(fen / goods.priceFen));
  // Quantity tiers lower the unit price: buy more until the total reaches `fen`.
  for (;;) {
    const res = await quickBuy(ctx, w.token, goods.id, num, true);
    if (!res.body.success) throw new Error(`下单失败：${res.body.msg}`);
    if (res.body.data.totalFen >= fen) return res.body.data;
    num = Math.ceil((num * fen) / Math.max(1, res.body.data.totalFen)) + 1;
  }
}

async function place(w: Who, fen: number, extra: { poNumber?: string | null; costCentre?: string | null; payMethod?: 1 | 2 | 3 } = {}) {
  const draft = await draftWorth(w, fen);
  return { draft, res: await submit(ctx, w.token, draft, { addressId, invoiceId, payMethod: extra.payMethod ?? 2, ...extra }) };
}

async function placed(w: Who, fen: number, extra: { poNumber?: string | null; costCentre?: string | null } = {}): Promise<SubmittedOrder> {
  const { res } = await place(w, fen, extra);
  if (!res.body.success) throw new Error(`下单失败：${res.body.msg}`);
  return res.body.data;
}

const decide = (w: Who, orderId: number, decision: 'approve' | 'reject', comment?: string, level?: number) =>
  call<ApprovalDetail>(ctx, { method: 'POST', url: `${APPROVAL}/decide`, token: w.token, payload: { orderId, decision, ...(comment !== undefined ? { comment } : {}), ...(level ? { level } : {}) } });
const waiting = (w: Who, status = 'waiting') => call<Page<ApprovalRow>>(ctx, { method: 'POST', url: `${APPROVAL}/list`, token: w.token, payload: { current: 1, size: 50, status } });
const orderRow = (id: number) =>
  ctx.handle.db.selectFrom('saleOrder').select(['status', 'approvalStatus', 'approvalLevel', 'payDeadline', 'committedAt', 'poNumber', 'costCentre', 'approvalHoldUntil']).where('id', '=', id).executeTakeFirstOrThrow();

async function setRules(rules: { name: string; departmentId?: number | null; minAmountFen: number; categoryIds?: number[]; levels: string[] }[]) {
  const db = ctx.handle.db;
  await db.deleteFrom('companyApprovalRule').where('companyId', '=', companyId).execute();
  for (const r of rules) await db.insertInto('companyApprovalRule').values({ companyId, name: r.name, departmentId: r.departmentId ?? null, minAmountFen: r.minAmountFen, categoryIds: r.categoryIds ?? [], levels: r.levels }).execute();
}

async function setBudget(amountFen: number | null, mode: 'hard' | 'soft' = 'hard', period: 'month' | 'quarter' = 'month') {
  const db = ctx.handle.db;
  await db.deleteFrom('companyBudget').where('companyId', '=', companyId).execute();
  if (amountFen !== null) await db.insertInto('companyBudget').values({ companyId, departmentId: purchasing, period, amountFen, mode }).execute();
}

/** Commits nothing more this period: earlier tests' committed orders move to last year. */
async function clearSpend() {
  await ctx.handle.db.updateTable('saleOrder').set({ committedAt: new Date('2020-01-01T00:00:00Z') }).where('companyId', '=', companyId).execute();
}

const DEMO_RULE = { name: '大额订单审批', minAmountFen: 500_000, levels: ['departmentApprover'] };

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  [admin, buyer, approver, finance, personal] = (await Promise.all(['13800000002', '13800000004', '13800000005', '13800000006', DEMO.personal].map(who))) as [Who, Who, Who, Who, Who];
  const db = ctx.handle.db;
  companyId = Number((await db.selectFrom('companyMember').select('companyId').where('memberId', '=', admin.memberId).executeTakeFirstOrThrow()).companyId);
  const depts = await db.selectFrom('companyDepartment').select(['id', 'code']).where('companyId', '=', companyId).execute();
  purchasing = Number(depts.find((d) => d.code === 'PUR-01')!.id);
  financeDept = Number(depts.find((d) => d.code === 'FIN-01')!.id);
  ({ addressId, invoiceId } = await defaultsOf(ctx, '13800000002'));
  const [g] = await pickGoods(ctx, 1);
  const row = await db.selectFrom('goods').select(['id', 'categoryId']).where('id', '=', g!.id).executeTakeFirstOrThrow();
  const probe = await quickBuy(ctx, buyer.token, row.id, 1, true);
  goods = { id: row.id, priceFen: probe.body.data.lines[0]!.unitPriceFen, categoryId: row.categoryId };
  await setStock(ctx, goods.id, 1_000_000);
}, 120_000);
afterAll(async () => ctx?.close());

beforeEach(async () => {
  await setRules([DEMO_RULE]);
  await setBudget(null);
  await clearSpend();
});

describe('the seed', () => {
  it('gives the demo company a rule and a budget', async () => {
    const fresh = await createTestApp({ seedSkus: 20 });
    try {
      const db = fresh.handle.db;
      const rules = await db.selectFrom('companyApprovalRule').select(['name', 'minAmountFen', 'levels', 'departmentId']).execute();
      expect(rules).toEqual([{ name: '大额订单审批', minAmountFen: 500_000, levels: ['departmentApprover'], departmentId: null }]);
      const budgets = await db.selectFrom('companyBudget').select(['period', 'mode', 'amountFen']).execute();
      expect(budgets).toEqual([{ period: 'month', mode: 'soft', amountFen: 30_000_000 }]);
    } finally {
      await fresh.close();
    }
  });
});

describe('checkout', () => {
  it('places an order under the rule as 待付款, committed, with the PO number and the department cost centre', async () => {
    const o = await placed(buyer, 100_000, { poNumber: '  PO-2026-0001 ' });
    expect(o.status).toBe(0);
    const row = await orderRow(o.orderId);
    expect(row).toMatchObject({ status: 0, approvalStatus: null, poNumber: 'PO-2026-0001', costCentre: 'PUR-01' });
    expect(row.committedAt).not.toBeNull();
    const own = await placed(buyer, 100_000, { costCentre: 'CC-9' });
    expect((await orderRow(own.orderId)).costCentre).toBe('CC-9');
  });

  it('refuses a PO number too long or with control characters, and a missing one when the company requires it', async () => {
    const long = await place(buyer, 10_000, { poNumber: 'P'.repeat(41) });
    expect(long.res.status).toBe(400);
    await ctx.handle.db.updateTable('company').set({ poRequired: true }).where('id', '=', companyId).execute();
    try {
      const draft = await draftWorth(buyer, 10_000);
      expect(draft.company?.poRequired).toBe(true);
      const missing = await submit(ctx, buyer.token, draft, { addressId, invoiceId, payMethod: 2, poNumber: '  ' });
      expect(missing.status).toBe(400);
      expect(missing.body.msg).toBe('企业要求填写采购单号，请填写后再提交');
      const ok = await submit(ctx, buyer.token, draft, { addressId, invoiceId, payMethod: 2, poNumber: 'PO-1' });
      expect(ok.body.success).toBe(true);
    } finally {
      await ctx.handle.db.updateTable('company').set({ poRequired: false }).where('id', '=', companyId).execute();
    }
  });

  it('shows a personal member no company part', async () => {
    const res = await quickBuy(ctx, personal.token, goods.id, 1);
    expect(res.body.data.company).toBeNull();
  });

  it('sends an order from ¥5,000 to 待审批: stock held, no payment, the approver told by message and SMS', async () => {
    const { draft, res } = await place(buyer, 500_000);
    expect(draft.company?.approval).toMatchObject({ ruleName: '大额订单审批', levels: ['departmentApprover'] });
    expect(res.body.data.status).toBe(6);
    expect(res.body.msg).toContain('等待企业审批');
    const id = res.body.data.orderId;
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 6, approvalStatus: 'pending', approvalLevel: 1, payDeadline: null, committedAt: null });
    expect(row.approvalHoldUntil!.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    const reserved = await ctx.handle.db.selectFrom('orderAllocation').select('qty').where('orderId', '=', id).execute();
    expect(reserved.reduce((s, r) => s + r.qty, 0)).toBe(draft.totalNum);
    const pay = await call<PayStart>(ctx, { method: 'POST', url: PAY, token: buyer.token, payload: { orderId: id } });
    expect(pay.body.success).toBe(false);
    const msg = await ctx.handle.db.selectFrom('memberMessage').select(['title', 'link']).where('memberId', '=', approver.memberId).where('title', 'like', `%${res.body.data.orderNo}%`).executeTakeFirst();
    expect(msg?.link).toBe(`/company/approvals?orderId=${id}`);
    const sms = await ctx.handle.db.selectFrom('smsOutbox').select(['content', 'purpose']).where('mobile', '=', approver.mobile).where('content', 'like', `%${res.body.data.orderNo}%`).execute();
    expect(sms).toEqual([expect.objectContaining({ purpose: 'approval' })]);
    const list = (await waiting(approver)).body.data;
    expect(list.records.find((r) => r.orderId === id)).toMatchObject({ canDecide: true, requesterName: '陈刚', departmentName: '采购部', currentLevel: 1 });
    expect((await waiting(buyer)).body.data.records.map((r) => r.orderId)).not.toContain(id);
    expect((await waiting(buyer, 'requested')).body.data.records.map((r) => r.orderId)).toContain(id);
  });
});

describe('deciding', () => {
  it('approves into 待付款 with a deadline from now, committed; the buyer can then pay', async () => {
    const o = (await place(buyer, 600_000, { poNumber: 'PO-A', payMethod: 1 })).res.body.data;
    const bad = await decide(approver, o.orderId, 'approve', undefined, 2);
    expect(bad.status).toBe(409);
    const res = await decide(approver, o.orderId, 'approve', '同意采购');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ approvalStatus: 'approved', currentLevel: null, canDecide: false });
    expect(res.body.data.steps).toEqual([expect.objectContaining({ level: 1, decision: 'approve', deciderName: '林娜', comment: '同意采购' })]);
    const row = await orderRow(o.orderId);
    expect(row).toMatchObject({ status: 0, approvalStatus: 'approved' });
    expect(row.committedAt).not.toBeNull();
    // Online payment: 30 minutes from the approval, not from the order.
    expect(row.payDeadline!.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    const again = await decide(approver, o.orderId, 'approve');
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('已由其他人审批');
    expect((await waiting(approver, 'decided')).body.data.records.map((r) => r.orderId)).toContain(o.orderId);
    const pay = await call<PayStart>(ctx, { method: 'POST', url: PAY, token: buyer.token, payload: { orderId: o.orderId } });
    expect(pay.body.success).toBe(true);
  });

  it('refuses a rejection without a comment; a rejection cancels and gives the stock back', async () => {
    const before = await stockOf(ctx, goods.id);
    const o = await placed(buyer, 500_000);
    expect((await decide(approver, o.orderId, 'reject', '  ')).status).toBe(400);
    const res = await decide(approver, o.orderId, 'reject', '预算不足，下月再买');
    expect(res.body.data.approvalStatus).toBe('rejected');
    expect(await orderRow(o.orderId)).toMatchObject({ status: 5, approvalStatus: 'rejected' });
    expect(await stockOf(ctx, goods.id)).toEqual(before);
    const msg = await ctx.handle.db.selectFrom('memberMessage').select('body').where('memberId', '=', buyer.memberId).where('title', 'like', '%被驳回%').orderBy('id', 'desc').executeTakeFirst();
    expect(msg?.body).toContain('预算不足，下月再买');
  });

  it('never lets the requester approve their own order; the admins decide it instead', async () => {
    const o = await placed(approver, 500_000);
    const self = await decide(approver, o.orderId, 'approve');
    expect(self.status).toBe(403);
    expect(self.body.msg).toBe('不能审批自己提交的订单');
    expect((await waiting(approver)).body.data.records.map((r) => r.orderId)).not.toContain(o.orderId);
    expect((await waiting(admin)).body.data.records.find((r) => r.orderId === o.orderId)?.canDecide).toBe(true);
    expect((await decide(buyer, o.orderId, 'approve')).status).toBe(403);
    expect((await decide(admin, o.orderId, 'approve')).status).toBe(200);
  });

  it('answers 404 for another company and a personal member, 403 for a role out of the level', async () => {
    const o = await placed(buyer, 500_000);
    const outsider = await decide(personal, o.orderId, 'approve');
    expect(outsider.status).toBe(403);
    const get = await call(ctx, { method: 'GET', url: `${APPROVAL}/get/${o.orderId}`, token: personal.token });
    expect(get.status).toBe(403);
    expect((await decide(finance, o.orderId, 'approve')).status).toBe(403);
    const missing = await decide(approver, 999_999, 'approve');
    expect(missing.status).toBe(404);
    // The admin of another company: the order is not there for them.
    const db = ctx.handle.db;
    const distributor = await db.selectFrom('member').select('id').where('mobile', '=', DEMO.distributor).executeTakeFirstOrThrow();
    const other = await db.insertInto('company').values({ name: '苏州另一家机械有限公司', creditCode: '91320500MA1OTHER02', holderMemberId: distributor.id, certId: null }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('companyMember').values({ memberId: distributor.id, companyId: other.id, name: '另一家管理员', role: 'admin', departmentId: null, status: 'active' }).execute();
    const stranger = await who(DEMO.distributor);
    expect((await decide(stranger, o.orderId, 'approve')).status).toBe(404);
    expect((await call(ctx, { method: 'GET', url: `${APPROVAL}/get/${o.orderId}`, token: stranger.token })).status).toBe(404);
    expect((await waiting(stranger)).body.data.records).toEqual([]);
    const detail = await call<ApprovalDetail>(ctx, { method: 'GET', url: `${APPROVAL}/get/${o.orderId}`, token: buyer.token });
    expect(detail.body.data.lines[0]).toMatchObject({ goodsId: goods.id });
    expect(detail.body.data.history[0]!.text).toContain('陈刚');
    await decide(approver, o.orderId, 'reject', '测试结束');
  });

  it('goes through two levels in turn: the department approver, then finance', async () => {
    await setRules([{ name: '两级审批', minAmountFen: 100_000, levels: ['departmentApprover', 'finance'] }]);
    const o = await placed(buyer, 100_000);
    expect((await decide(finance, o.orderId, 'approve')).status).toBe(403);
    const first = await decide(approver, o.orderId, 'approve', undefined, 1);
    expect(first.body.data).toMatchObject({ approvalStatus: 'pending', currentLevel: 2 });
    expect((await orderRow(o.orderId)).status).toBe(6);
    expect((await decide(approver, o.orderId, 'approve')).status).toBe(403);
    const second = await decide(finance, o.orderId, 'approve', '财务同意', 2);
    expect(second.body.data.approvalStatus).toBe('approved');
    expect(second.body.data.steps.map((s) => s.deciderName)).toEqual(['林娜', '吴芳']);
    expect((await orderRow(o.orderId)).status).toBe(0);
  });

  it('makes one decision when two approvers decide at once; the other is told', async () => {
    await setRules([{ name: '任一审批人', minAmountFen: 100_000, levels: ['anyApprover'] }]);
    // A second approver in the finance department.
    await ctx.handle.db.updateTable('companyMember').set({ role: 'approver' }).where('memberId', '=', finance.memberId).execute();
    try {
      const o = await placed(buyer, 100_000);
      const [a, b] = await Promise.all([decide(approver, o.orderId, 'approve'), decide(finance, o.orderId, 'reject', '不需要')]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body.msg).toContain('已由其他人审批');
      const rows = await ctx.handle.db.selectFrom('orderApproval').select('memberId').where('orderId', '=', o.orderId).execute();
      expect(rows).toHaveLength(1);
    } finally {
      await ctx.handle.db.updateTable('companyMember').set({ role: 'finance' }).where('memberId', '=', finance.memberId).execute();
    }
  });

  it('the sweeper cancels a lapsed hold exactly once across two runs at once, and gives the stock back', async () => {
    const before = await stockOf(ctx, goods.id);
    const o = await placed(buyer, 500_000);
    await ctx.handle.db.updateTable('saleOrder').set({ approvalHoldUntil: new Date(Date.now() - 1000) }).where('id', '=', o.orderId).execute();
    const [a, b] = await Promise.all([expireApprovalHolds(ctx.handle.db), expireApprovalHolds(ctx.handle.db)]);
    expect([...a, ...b].filter((n) => n === o.orderNo)).toHaveLength(1);
    expect(await orderRow(o.orderId)).toMatchObject({ status: 5, approvalStatus: 'expired' });
    expect(await stockOf(ctx, goods.id)).toEqual(before);
    expect((await decide(approver, o.orderId, 'approve')).status).toBe(409);
    const msgs = await ctx.handle.db.selectFrom('memberMessage').select('title').where('memberId', '=', buyer.memberId).where('title', 'like', `%${o.orderNo}%审批超时%`).execute();
    expect(msgs).toHaveLength(1);
  });

  it('the buyer withdraws a 待审批 order by cancelling it', async () => {
    const o = await placed(buyer, 500_000);
    const res = await call(ctx, { method: 'POST', url: '/gateway/order/api/ord/sale/memberCancelOrder', token: buyer.token, payload: { id: o.orderId, reason: '不需要了' } });
    expect(res.body.success).toBe(true);
    expect(await orderRow(o.orderId)).toMatchObject({ status: 5, approvalStatus: 'withdrawn' });
  });
});

describe('rules', () => {
  it('applies a department rule to that department (and its sub-departments) only', async () => {
    await setRules([{ name: '财务部', departmentId: financeDept, minAmountFen: 0, levels: ['admin'] }]);
    expect((await placed(buyer, 10_000)).status).toBe(0);
    await setRules([{ name: '采购部', departmentId: purchasing, minAmountFen: 0, levels: ['admin'] }]);
    expect((await placed(buyer, 10_000)).status).toBe(6);
  });

  it('applies a category rule to an order with a line in the category or below it', async () => {
    const parent = await ctx.handle.db.selectFrom('category').select('parentId').where('id', '=', goods.categoryId).executeTakeFirstOrThrow();
    const other = await ctx.handle.db.selectFrom('category').select('id').where('id', '!=', goods.categoryId).where('id', '!=', parent.parentId ?? 0).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await setRules([{ name: '其他分类', minAmountFen: 0, categoryIds: [other.id], levels: ['admin'] }]);
    expect((await placed(buyer, 10_000)).status).toBe(0);
    await setRules([{ name: '上级分类', minAmountFen: 0, categoryIds: [parent.parentId ?? goods.categoryId], levels: ['admin'] }]);
    expect((await placed(buyer, 10_000)).status).toBe(6);
  });

  it('takes the rule with more levels when several apply', async () => {
    await setRules([DEMO_RULE, { name: '两级', minAmountFen: 200_000, levels: ['departmentApprover', 'admin'] }]);
    const { draft } = await place(buyer, 600_000);
    expect(draft.company?.approval).toMatchObject({ ruleName: '两级', levels: ['departmentApprover', 'admin'] });
  });
});

describe('budgets', () => {
  it('refuses an order beyond a hard budget with the department, the period and the amounts', async () => {
    await setRules([]);
    await setBudget(200_000, 'hard');
    const draft = await draftWorth(buyer, 250_000);
    expect(draft.company?.budgets[0]).toMatchObject({ departmentName: '采购部', mode: 'hard', amountFen: 200_000, spentFen: 0, remainingFen: 200_000 });
    expect(draft.company?.budgetRefusal).toContain('采购部');
    const res = await submit(ctx, buyer.token, draft, { addressId, invoiceId, payMethod: 2 });
    expect(res.status).toBe(409);
    const label = budgetWindow('month', new Date()).label;
    expect(res.body.msg).toContain(`「采购部」${label}预算 ¥2,000.00`);
    expect(res.body.msg).toContain('超出预算');
  });

  it('lets only one of two buyers spend the last of a hard budget at once', async () => {
    await setRules([]);
    await setBudget(300_000, 'hard');
    const [d1, d2] = await Promise.all([draftWorth(buyer, 200_000), draftWorth(approver, 200_000)]);
    const [r1, r2] = await Promise.all([
      submit(ctx, buyer.token, d1, { addressId, invoiceId, payMethod: 2 }),
      submit(ctx, approver.token, d2, { addressId, invoiceId, payMethod: 2 }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const w = budgetWindow('month', new Date());
    const spent = await ctx.handle.db.selectFrom('saleOrder').select((eb) => eb.fn.sum<string>('totalFen').as('s')).where('departmentId', '=', purchasing).where('committedAt', '>=', w.start).executeTakeFirstOrThrow();
    expect(Number(spent.s)).toBeLessThanOrEqual(300_000);
  });

  it('sends an order beyond a soft budget to approval, naming the budget', async () => {
    await setRules([]);
    await setBudget(100_000, 'soft');
    const { draft, res } = await place(buyer, 150_000);
    expect(draft.company?.approval?.reasons[0]).toContain('超出「采购部」');
    expect(res.body.data.status).toBe(6);
    const approved = await decide(approver, res.body.data.orderId, 'approve');
    expect(approved.body.data.approvalStatus).toBe('approved');
  });

  it('refuses the last approval when a hard budget no longer holds the order', async () => {
    await setBudget(null);
    const o = await placed(buyer, 500_000);
    await setBudget(100_000, 'hard');
    const res = await decide(approver, o.orderId, 'approve');
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('超出硬性预算');
    expect(await orderRow(o.orderId)).toMatchObject({ status: 6, approvalLevel: 1 });
    expect(await ctx.handle.db.selectFrom('orderApproval').select('id').where('orderId', '=', o.orderId).execute()).toHaveLength(0);
  });

  it('counts committed orders less refunds: a refund gives the budget back', async () => {
    await setRules([]);
    await setBudget(1_000_000, 'hard');
    const o = await placed(buyer, 300_000);
    const spentOf = async () => (await draftWorth(buyer, 1)).company!.budgets[0]!.spentFen;
    const total = Number((await ctx.handle.db.selectFrom('saleOrder').select('totalFen').where('id', '=', o.orderId).executeTakeFirstOrThrow()).totalFen);
    expect(await spentOf()).toBe(total);
    // After-sales refunded part of it (recorded on the order as refunded_fen).
    await ctx.handle.db.updateTable('saleOrder').set({ paidFen: total, refundedFen: 100_000 }).where('id', '=', o.orderId).execute();
    expect(await spentOf()).toBe(total - 100_000);
    // Cancelled unpaid orders spend nothing.
    const c = await placed(buyer, 100_000);
    await call(ctx, { method: 'POST', url: '/gateway/order/api/ord/sale/memberCancelOrder', token: buyer.token, payload: { id: c.orderId, reason: '不需要了' } });
    expect(await spentOf()).toBe(total - 100_000);
  });
});
