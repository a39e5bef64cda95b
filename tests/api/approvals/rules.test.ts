// Approval rules and the PO setting (issue 38): company/approvalRule/save, list and delete/{id};
// company/settings/save and poRequired in company/info. The admin writes (audited), every active
// member reads; another company's rule or department is 404; the body refuses unknown fields and
// bad levels; categories must exist; at most APPROVAL_RULES_MAX rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_RULES_MAX } from '../../../domain/approvals/approval-rules.ts';
import type { ApprovalRuleRow } from '../../../domain/approvals/approval-views.ts';
import type { CompanyInfo } from '../../../domain/company/company-views.ts';
import { call } from '../../support/api-harness.ts';
import { auditActions, companyFixture, type CompanyFixture } from './company-fixture.ts';

let f: CompanyFixture;
let categories: { id: number; name: string }[] = [];

const save = (t: string, payload: object) => call<{ id: number }>(f.ctx, { method: 'POST', url: '/gateway/member/api/company/approvalRule/save', token: t, payload });
const list = (t: string) => call<ApprovalRuleRow[]>(f.ctx, { method: 'GET', url: '/gateway/member/api/company/approvalRule/list', token: t });
const remove = (t: string, id: number) => call(f.ctx, { method: 'POST', url: `/gateway/member/api/company/approvalRule/delete/${id}`, token: t });
const settings = (t: string, payload: object) => call(f.ctx, { method: 'POST', url: '/gateway/member/api/company/settings/save', token: t, payload });
const info = (t: string) => call<CompanyInfo>(f.ctx, { method: 'GET', url: '/gateway/member/api/company/info', token: t });

beforeAll(async () => {
  f = await companyFixture();
  categories = (await f.ctx.handle.db.selectFrom('category').select(['id', 'name']).orderBy('id').limit(2).execute()).map((c) => ({ id: Number(c.id), name: c.name }));
});
afterAll(async () => f?.ctx.close());

describe('saving and reading rules', () => {
  let ruleId = 0;

  it('the admin adds a two-level rule for a department and categories; every member reads it with the names', async () => {
    const res = await save(f.token.admin, { name: ' 大额采购 ', departmentId: f.dept.purchasing, minAmountFen: 500_000, categoryIds: categories.map((c) => c.id), levels: ['departmentApprover', 'finance'] });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('审批规则已保存');
    ruleId = res.body.data.id;
    for (const t of [f.token.admin, f.token.buyer, f.token.approver, f.token.finance]) {
      const rows = (await list(t)).body.data;
      expect(rows.find((r) => r.id === ruleId)).toMatchObject({
        name: '大额采购', departmentId: f.dept.purchasing, departmentName: '采购部', minAmountFen: 500_000,
        categoryIds: categories.map((c) => c.id), categoryNames: categories.map((c) => c.name), levels: ['departmentApprover', 'finance'],
      });
    }
    const audit = await auditActions(f);
    expect(audit[0]).toMatchObject({ action: '新建审批规则', summary: expect.stringContaining('第1级 本部门审批人 → 第2级 财务') });
  });

  it('a rule for every department and category has no department name and no categories', async () => {
    const res = await save(f.token.admin, { name: '全员下单', minAmountFen: 0, levels: ['anyApprover'] });
    expect(res.status).toBe(200);
    const row = (await list(f.token.buyer)).body.data.find((r) => r.id === res.body.data.id);
    expect(row).toMatchObject({ departmentId: null, departmentName: null, categoryIds: [], categoryNames: [], levels: ['anyApprover'] });
    // Oldest first (after the seed's rule).
    expect((await list(f.token.admin)).body.data.map((r) => r.id).slice(-2)).toEqual([ruleId, res.body.data.id]);
  });

  it('the admin changes a rule by its id (audited as a change)', async () => {
    const res = await save(f.token.admin, { id: ruleId, name: '大额采购', departmentId: null, minAmountFen: 800_000, categoryIds: [], levels: ['admin'] });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(ruleId);
    expect((await list(f.token.admin)).body.data.find((r) => r.id === ruleId)).toMatchObject({ departmentName: null, minAmountFen: 800_000, categoryIds: [], levels: ['admin'] });
    expect((await auditActions(f))[0]).toMatchObject({ action: '修改审批规则', summary: expect.stringContaining('¥8,000.00') });
  });

  it('a buyer, an approver and finance may not write (403); a personal member may not read (403)', async () => {
    for (const t of [f.token.buyer, f.token.approver, f.token.finance]) {
      const res = await save(t, { name: '我的规则', minAmountFen: 0, levels: ['finance'] });
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('您的企业角色不能设置审批规则和预算，需要管理员角色');
      expect((await remove(t, ruleId)).status).toBe(403);
    }
    const personal = await list(f.token.personal);
    expect(personal.status).toBe(403);
    expect(personal.body.msg).toContain('企业成员');
  });

  it('a disabled member reads nothing (403)', async () => {
    const db = f.ctx.handle.db;
    const approver = await db.selectFrom('member').select('id').where('mobile', '=', '13800000005').executeTakeFirstOrThrow();
    await db.updateTable('companyMember').set({ status: 'disabled' }).where('memberId', '=', approver.id).execute();
    try {
      const res = await list(f.token.approver);
      expect(res.status).toBe(403);
      expect(res.body.msg).toContain('停用');
    } finally {
      await db.updateTable('companyMember').set({ status: 'active' }).where('memberId', '=', approver.id).execute();
    }
  });

  it("another company's admin sees none of them, and its ids are 404 both ways", async () => {
    expect((await list(f.token.other)).body.data).toEqual([]);
    const change = await save(f.token.other, { id: ruleId, name: '改别人的', minAmountFen: 0, levels: ['admin'] });
    expect(change.status).toBe(404);
    expect(change.body.msg).toBe('审批规则不存在');
    const del = await remove(f.token.other, ruleId);
    expect(del.status).toBe(404);
    const dept = await save(f.token.other, { name: '别人的部门', departmentId: f.dept.purchasing, minAmountFen: 0, levels: ['admin'] });
    expect(dept.status).toBe(404);
    expect(dept.body.msg).toBe('部门不存在');
    const mine = await save(f.token.admin, { name: '别人的部门', departmentId: f.dept.other, minAmountFen: 0, levels: ['admin'] });
    expect(mine.status).toBe(404);
    expect((await list(f.token.admin)).body.data.find((r) => r.id === ruleId)?.name).toBe('大额采购');
  });

  it('refuses unknown fields, bad levels, amounts and names (400) and a missing category (404)', async () => {
    const base = { name: '规则', minAmountFen: 0, levels: ['finance'] };
    for (const body of [
      { ...base, approverId: 3 },
      { ...base, levels: [] },
      { ...base, levels: ['finance', 'admin', 'anyApprover'] },
      { ...base, levels: ['boss'] },
      { ...base, minAmountFen: -1 },
      { ...base, minAmountFen: 1.5 },
      { ...base, name: '' },
      { ...base, name: 'x'.repeat(31) },
      { ...base, categoryIds: [1, 1] },
    ]) {
      const res = await save(f.token.admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const blank = await save(f.token.admin, { ...base, name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('请填写规则名称');
    const cat = await save(f.token.admin, { ...base, categoryIds: [2_000_000_000] });
    expect(cat.status).toBe(404);
    expect(cat.body.msg).toBe('所选分类不存在');
  });

  it('the admin deletes a rule (audited); deleting it again is 404', async () => {
    const res = await remove(f.token.admin, ruleId);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('审批规则已删除');
    expect((await list(f.token.admin)).body.data.some((r) => r.id === ruleId)).toBe(false);
    expect((await auditActions(f))[0]).toMatchObject({ action: '删除审批规则', summary: expect.stringContaining('大额采购') });
    expect((await remove(f.token.admin, ruleId)).status).toBe(404);
  });

  it(`a company has at most ${APPROVAL_RULES_MAX} rules (409)`, async () => {
    const db = f.ctx.handle.db;
    await db.insertInto('companyApprovalRule').values(Array.from({ length: APPROVAL_RULES_MAX }, (_, i) => ({ companyId: f.otherCompanyId, name: `规则${i}`, departmentId: null, minAmountFen: i, categoryIds: [], levels: ['admin'] }))).execute();
    const res = await save(f.token.other, { name: '再加一条', minAmountFen: 0, levels: ['admin'] });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(`审批规则数量已达上限（${APPROVAL_RULES_MAX} 条）`);
    expect((await list(f.token.other)).body.data).toHaveLength(APPROVAL_RULES_MAX);
  });
});

describe('the PO setting', () => {
  it('is off by default; the admin turns it on and every member sees it in company/info (audited once)', async () => {
    expect((await info(f.token.buyer)).body.data.poRequired).toBe(false);
    const res = await settings(f.token.admin, { poRequired: true });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('设置已保存');
    expect((await info(f.token.buyer)).body.data.poRequired).toBe(true);
    expect((await info(f.token.finance)).body.data.poRequired).toBe(true);
    expect((await auditActions(f))[0]).toMatchObject({ action: '修改企业设置', summary: '下单时采购单号必填：开启' });
    // Saving the same value again writes no audit row.
    await settings(f.token.admin, { poRequired: true });
    expect((await auditActions(f))[1]?.action).not.toBe('修改企业设置');
    // Another company is untouched.
    expect((await info(f.token.other)).body.data.poRequired).toBe(false);
  });

  it('only the admin sets it (403); the body refuses unknown fields and non-booleans (400)', async () => {
    for (const t of [f.token.buyer, f.token.approver, f.token.finance]) expect((await settings(t, { poRequired: false })).status).toBe(403);
    expect((await settings(f.token.admin, { poRequired: false, costCentreRequired: true })).status).toBe(400);
    expect((await settings(f.token.admin, {})).status).toBe(400);
    expect((await settings(f.token.admin, { poRequired: 'yes' })).status).toBe(400);
    expect((await info(f.token.buyer)).body.data.poRequired).toBe(true);
  });
});
