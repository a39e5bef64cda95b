// Department budgets (issue 38): company/budget/save (one per department and period), list (the
// current China period, spent, remaining and six periods of history) and delete/{id}. The admin
// writes (audited); admin, finance and approvers read every department's, a buyer only their own.
// The spend is made of sale_order rows inserted directly through the test database (department,
// committed_at, status, totals): placing real orders is the checkout's business, and the sum is
// budget-spend-repository's, which these rows exercise as orders would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_HISTORY_PERIODS, budgetWindow } from '../../../domain/approvals/approval-rules.ts';
import type { BudgetRow } from '../../../domain/approvals/approval-views.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { call } from '../../support/api-harness.ts';
import { auditActions, companyFixture, type CompanyFixture } from './company-fixture.ts';

let f: CompanyFixture;
let buyerId = 0;
let orderSeq = 0;

const save = (t: string, payload: object) => call<{ id: number }>(f.ctx, { method: 'POST', url: '/gateway/member/api/company/budget/save', token: t, payload });
const list = (t: string) => call<BudgetRow[]>(f.ctx, { method: 'GET', url: '/gateway/member/api/company/budget/list', token: t });
const remove = (t: string, id: number) => call(f.ctx, { method: 'POST', url: `/gateway/member/api/company/budget/delete/${id}`, token: t });
const MINUTE = 60_000;

/** A company order of the department committed at `at` (status 1 待付款 unless told). */
async function order(departmentId: number, totalFen: number, at: Date, extra: { status?: number; paidFen?: number; refundedFen?: number } = {}) {
  orderSeq += 1;
  await f.ctx.handle.db
    .insertInto('saleOrder')
    .values({
      orderNo: `BUDGET${orderSeq}`, memberId: buyerId, companyId: f.companyId, departmentId, orderType: 1, status: extra.status ?? 1, goodsAmountFen: totalFen, totalFen,
      paidFen: extra.paidFen ?? 0, refundedFen: extra.refundedFen ?? 0, address: JSON.stringify({ consignee: '陈刚', mobile: '13800000004', regionText: '江苏省', detail: '1 号' }),
      createdAt: at, committedAt: at,
    })
    .execute();
}

beforeAll(async () => {
  f = await companyFixture();
  buyerId = Number((await f.ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', '13800000004').executeTakeFirstOrThrow()).id);
});
afterAll(async () => f?.ctx.close());

describe('saving budgets', () => {
  it('the admin sets a month budget; saving the same department and period again replaces it (one row, same id; audited)', async () => {
    const first = await save(f.token.admin, { departmentId: f.dept.purchasing, period: 'month', amountFen: 1_000_000, mode: 'hard' });
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('预算已保存');
    expect((await auditActions(f))[0]).toMatchObject({ action: '设置部门预算', summary: '采购部 月度预算 ¥10,000.00（硬性）' });
    const again = await save(f.token.admin, { departmentId: f.dept.purchasing, period: 'month', amountFen: 2_000_000, mode: 'soft' });
    expect(again.body.data.id).toBe(first.body.data.id);
    const rows = (await list(f.token.admin)).body.data.filter((b) => b.departmentId === f.dept.purchasing);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ departmentName: '采购部', period: 'month', amountFen: 2_000_000, mode: 'soft' });
  });

  it('only the admin writes (403); another company reaches none of the rows or departments (404)', async () => {
    const own = (await list(f.token.admin)).body.data[0]!;
    for (const t of [f.token.buyer, f.token.approver, f.token.finance]) {
      const res = await save(t, { departmentId: f.dept.purchasing, period: 'quarter', amountFen: 100, mode: 'hard' });
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('您的企业角色不能设置审批规则和预算，需要管理员角色');
      expect((await remove(t, own.id)).status).toBe(403);
    }
    expect((await list(f.token.other)).body.data).toEqual([]);
    const del = await remove(f.token.other, own.id);
    expect(del.status).toBe(404);
    expect(del.body.msg).toBe('预算不存在');
    const dept = await save(f.token.other, { departmentId: f.dept.purchasing, period: 'month', amountFen: 100, mode: 'hard' });
    expect(dept.status).toBe(404);
    expect(dept.body.msg).toBe('部门不存在');
    expect((await list(f.token.admin)).body.data[0]).toMatchObject({ id: own.id, amountFen: 2_000_000 });
    expect((await list(f.token.personal)).status).toBe(403);
  });

  it('refuses unknown fields, periods, modes and amounts (400)', async () => {
    const base = { departmentId: f.dept.finance, period: 'month', amountFen: 100, mode: 'hard' };
    for (const body of [
      { ...base, companyId: 1 },
      { ...base, period: 'year' },
      { ...base, mode: 'strict' },
      { ...base, amountFen: 0 },
      { ...base, amountFen: 12.5 },
      { ...base, departmentId: undefined },
    ]) {
      const res = await save(f.token.admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await save(f.token.admin, { ...base, departmentId: 2_000_000_000 })).status).toBe(404);
  });
});

describe('spent and remaining', () => {
  it('counts the department’s committed orders of the current China month and quarter, less refunds, with six periods of history', async () => {
    const now = new Date();
    const month = budgetWindow('month', now);
    const lastMonth = budgetWindow('month', now, 1);
    const quarter = budgetWindow('quarter', now);
    await save(f.token.admin, { departmentId: f.dept.purchasing, period: 'quarter', amountFen: 3_000_000, mode: 'hard' });
    await save(f.token.admin, { departmentId: f.dept.finance, period: 'month', amountFen: 500_000, mode: 'hard' });
    // This month: 4,000 placed; 1,500 paid of which 500 refunded; a cancelled unpaid order (nothing).
    await order(f.dept.purchasing, 400_000, new Date(month.start.getTime() + MINUTE));
    await order(f.dept.purchasing, 150_000, new Date(month.start.getTime() + 2 * MINUTE), { status: 2, paidFen: 150_000, refundedFen: 50_000 });
    await order(f.dept.purchasing, 900_000, new Date(month.start.getTime() + 3 * MINUTE), { status: ORDER_STATUS.cancelled });
    // Last month: 700; the finance department this month: 1,000; the month before the window's start: nothing for this month.
    await order(f.dept.purchasing, 70_000, new Date(lastMonth.start.getTime() + MINUTE));
    await order(f.dept.finance, 100_000, new Date(month.start.getTime() + MINUTE));
    await order(f.dept.purchasing, 33_000, new Date(month.start.getTime() - MINUTE));

    const rows = (await list(f.token.admin)).body.data;
    const monthRow = rows.find((b) => b.departmentId === f.dept.purchasing && b.period === 'month')!;
    expect(monthRow).toMatchObject({ periodLabel: month.label, periodStart: month.start.toISOString(), amountFen: 2_000_000, spentFen: 500_000, remainingFen: 1_500_000 });
    expect(monthRow.history).toHaveLength(BUDGET_HISTORY_PERIODS);
    expect(monthRow.history.map((h) => h.label)).toEqual(Array.from({ length: BUDGET_HISTORY_PERIODS }, (_, i) => budgetWindow('month', now, BUDGET_HISTORY_PERIODS - 1 - i).label));
    expect(monthRow.history.at(-1)).toEqual({ label: month.label, spentFen: 500_000 });
    expect(monthRow.history.at(-2)).toEqual({ label: lastMonth.label, spentFen: 70_000 + 33_000 });

    // The quarter holds this month and, when in the same quarter, last month.
    const inQuarter = (at: Date) => at >= quarter.start && at < quarter.end;
    const quarterSpent = 500_000 + (inQuarter(lastMonth.start) ? 70_000 : 0) + (inQuarter(new Date(month.start.getTime() - MINUTE)) ? 33_000 : 0);
    const quarterRow = rows.find((b) => b.departmentId === f.dept.purchasing && b.period === 'quarter')!;
    expect(quarterRow).toMatchObject({ periodLabel: quarter.label, spentFen: quarterSpent, remainingFen: 3_000_000 - quarterSpent, mode: 'hard' });
    expect(quarterRow.history.at(-1)?.label).toMatch(/^\d{4}年第[1-4]季度$/);

    const financeRow = rows.find((b) => b.departmentId === f.dept.finance)!;
    expect(financeRow).toMatchObject({ departmentName: '财务部', spentFen: 100_000, remainingFen: 400_000 });
  });

  it('a soft budget may be overspent: remaining goes negative', async () => {
    await save(f.token.admin, { departmentId: f.dept.purchasing, period: 'month', amountFen: 100_000, mode: 'soft' });
    const row = (await list(f.token.admin)).body.data.find((b) => b.departmentId === f.dept.purchasing && b.period === 'month')!;
    expect(row).toMatchObject({ spentFen: 500_000, remainingFen: -400_000 });
  });

  it('finance and approvers read every department; a buyer only their own department', async () => {
    for (const t of [f.token.finance, f.token.approver]) {
      expect(new Set((await list(t)).body.data.map((b) => b.departmentName))).toEqual(new Set(['采购部', '财务部']));
    }
    const mine = (await list(f.token.buyer)).body.data;
    expect(mine.length).toBe(2);
    expect(mine.every((b) => b.departmentId === f.dept.purchasing)).toBe(true);
  });

  it('a buyer in no department reads none', async () => {
    const db = f.ctx.handle.db;
    await db.updateTable('companyMember').set({ departmentId: null }).where('memberId', '=', buyerId).execute();
    try {
      const res = await list(f.token.buyer);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    } finally {
      await db.updateTable('companyMember').set({ departmentId: f.dept.purchasing }).where('memberId', '=', buyerId).execute();
    }
  });
});

describe('deleting', () => {
  it('the admin deletes a budget (audited); again is 404', async () => {
    const row = (await list(f.token.admin)).body.data.find((b) => b.departmentId === f.dept.finance)!;
    const res = await remove(f.token.admin, row.id);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('预算已删除');
    expect((await list(f.token.admin)).body.data.some((b) => b.id === row.id)).toBe(false);
    expect((await auditActions(f))[0]).toMatchObject({ action: '删除部门预算', summary: '财务部 月度预算 ¥5,000.00（硬性）' });
    expect((await remove(f.token.admin, row.id)).status).toBe(404);
  });
});
