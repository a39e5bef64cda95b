// Company accounts (issue 37): company/info, invitations (an existing member accepts, a new one
// registers and lands in the company), the member editor (roles, departments, status, removal,
// never without an active admin), departments (two levels, cost-centre codes) and the audit log;
// each with its refusals: a non-admin (403), another company's member (404), the last admin (409).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyInfo, CompanyMemberRow, DepartmentRow, InvitationRow, AuditRow } from '../../../domain/company/company-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { hashPassword } from '../../../server/security/password.ts';
import { freshCode } from '../../support/account-helpers.ts';
import { call, createTestApp, DEMO, FIXED_CAPTCHA, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let admin: string;
let buyer: string;
let finance: string;
let personal: string;
const M = '/gateway/member/api/company';

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 50, providers: { captcha: FIXED_CAPTCHA } });
  admin = await login(ctx, DEMO.enterprise, DEMO.password);
  buyer = await login(ctx, '13800000004', DEMO.password);
  finance = await login(ctx, '13800000006', DEMO.password);
  personal = await login(ctx, DEMO.personal, DEMO.password);
});
afterAll(async () => ctx?.close());

const members = async (token: string) => (await call<Page<CompanyMemberRow>>(ctx, { method: 'POST', url: `${M}/member/list`, token, payload: { current: 1, size: 50 } })).body.data.records;
const idOf = async (mobileTail: string) => {
  const row = (await members(admin)).find((m) => m.mobile.endsWith(mobileTail));
  if (!row) throw new Error(`no member ending ${mobileTail}`);
  return row.memberId;
};

describe('company info and member info', () => {
  it('answers the company, role and department of each member', async () => {
    const info = await call<CompanyInfo>(ctx, { method: 'GET', url: `${M}/info`, token: admin });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ companyName: '苏州精工自动化设备有限公司', role: 'admin', memberStatus: 'active', departmentName: '采购部', isHolder: true, memberCount: 4, adminCount: 1 });
    const b = await call<CompanyInfo>(ctx, { method: 'GET', url: `${M}/info`, token: buyer });
    expect(b.body.data).toMatchObject({ role: 'buyer', isHolder: false, companyId: info.body.data.companyId });
    const me = await call<{ companyId: number; companyName: string; companyRole: string; memberPriceEndTime: string | null }>(ctx, { method: 'GET', url: '/gateway/member/api/member/memberInfo', token: buyer });
    expect(me.body.data).toMatchObject({ companyId: info.body.data.companyId, companyName: '苏州精工自动化设备有限公司', companyRole: 'buyer' });
    // VIP status is the company's: the buyer has none of their own.
    expect(me.body.data.memberPriceEndTime).not.toBeNull();
  });

  it('refuses a personal member with a sentence (403), and member info says no company', async () => {
    const res = await call(ctx, { method: 'GET', url: `${M}/info`, token: personal });
    expect(res.status).toBe(403);
    expect(res.body.msg).toMatch(/企业/);
    const me = await call<{ companyId: number | null; companyRole: string | null }>(ctx, { method: 'GET', url: '/gateway/member/api/member/memberInfo', token: personal });
    expect(me.body.data).toMatchObject({ companyId: null, companyRole: null });
  });

  it('lists members with masked mobiles, admins first', async () => {
    const rows = await members(buyer);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ role: 'admin', isHolder: true });
    expect(rows.every((r) => /^1\d{2}\*{4}\d{4}$/.test(r.mobile))).toBe(true);
  });
});

describe('departments', () => {
  it('saves a sub-department with a cost centre and lists it under its parent', async () => {
    const deps = (await call<DepartmentRow[]>(ctx, { method: 'GET', url: `${M}/department/list`, token: buyer })).body.data;
    const purchasing = deps.find((d) => d.name === '采购部');
    expect(purchasing).toMatchObject({ code: 'PUR-01', parentId: null });
    const saved = await call<{ id: number }>(ctx, { method: 'POST', url: `${M}/department/save`, token: admin, payload: { name: '设备维修组', code: 'MNT-01', parentId: purchasing!.id } });
    expect(saved.status).toBe(200);
    const after = (await call<DepartmentRow[]>(ctx, { method: 'GET', url: `${M}/department/list`, token: admin })).body.data;
    expect(after.find((d) => d.id === saved.body.data.id)).toMatchObject({ name: '设备维修组', code: 'MNT-01', parentId: purchasing!.id, memberCount: 0 });
    // Renaming keeps the id.
    const renamed = await call(ctx, { method: 'POST', url: `${M}/department/save`, token: admin, payload: { id: saved.body.data.id, name: '设备维修一组', code: 'MNT-01', parentId: purchasing!.id } });
    expect(renamed.status).toBe(200);
  });

  it('refuses a third level, a taken name or code, a non-admin, another company and bad input', async () => {
    const deps = (await call<DepartmentRow[]>(ctx, { method: 'GET', url: `${M}/department/list`, token: admin })).body.data;
    const child = deps.find((d) => d.parentId !== null)!;
    const third = await call(ctx, { method: 'POST', url: `${M}/department/save`, token: admin, payload: { name: '三级', parentId: child.id } });
    expect(third.status).toBe(400);
    expect(third.body.msg).toContain('两级');
    const taken = await call(ctx, { method: 'POST', url: `${M}/department/save`, token: admin, payload: { name: '财务部' } });
    expect(taken.status).toBe(409);
    const code = await call(ctx, { method: 'POST', url: `${M}/department/save`, token: admin, payload: { name: '质检部', code: 'FIN-01' } });
    expect(code.status).toBe(409);
    expect(code.body.msg).toContain('成本中心');
    const byBuyer = await call(ctx, { method: 'POST', url: `${M}/department/save`, token: buyer, payload: { name: '质检部' } });
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.msg).toContain('管理员');
    const unknown = await call(ctx, { method: 'POST', url: `${M}/department/save`, token: admin, payload: { name: '质检部', parentId: 999999 } });
    expect(unknown.status).toBe(404);
    const badCode = await call(ctx, { method: 'POST', url: `${M}/department/save`, token: admin, payload: { name: '质检部', code: '质检 01' } });
    expect(badCode.status).toBe(400);
    const extra = await call(ctx, { method: 'POST', url: `${M}/department/save`, token: admin, payload: { name: '质检部', colour: 'red' } });
    expect(extra.status).toBe(400);
    const byPersonal = await call(ctx, { method: 'GET', url: `${M}/department/list`, token: personal });
    expect(byPersonal.status).toBe(403);
  });
});

describe('invitations', () => {
  it('invites an existing member, who gets a message and a banner and accepts', async () => {
    const res = await call<{ invitationId: number }>(ctx, { method: 'POST', url: `${M}/member/invite`, token: admin, payload: { mobile: '13800000003', name: '王强', role: 'viewer' } });
    expect(res.status).toBe(200);
    const distributor = await login(ctx, DEMO.distributor, DEMO.password);
    const banner = await call<InvitationRow[]>(ctx, { method: 'GET', url: `${M}/invitation/mine`, token: distributor });
    expect(banner.body.data).toEqual([expect.objectContaining({ id: res.body.data.invitationId, companyName: '苏州精工自动化设备有限公司', role: 'viewer', status: 'pending' })]);
    const messages = await call<{ records: { title: string; link: string | null }[] }>(ctx, { method: 'POST', url: '/gateway/member/api/member/message/page', token: distributor, payload: { current: 1, size: 10 } });
    expect(messages.body.data.records.some((m) => m.title === '企业邀请' && m.link === '/company')).toBe(true);
    // Someone else cannot accept it.
    const stolen = await call(ctx, { method: 'POST', url: `${M}/invitation/accept/${res.body.data.invitationId}`, token: personal });
    expect(stolen.status).toBe(404);
    const accepted = await call<CompanyInfo>(ctx, { method: 'POST', url: `${M}/invitation/accept/${res.body.data.invitationId}`, token: distributor });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ role: 'viewer', memberCount: 5 });
    const again = await call(ctx, { method: 'POST', url: `${M}/invitation/accept/${res.body.data.invitationId}`, token: distributor });
    expect(again.status).toBe(409);
    const list = await call<InvitationRow[]>(ctx, { method: 'GET', url: `${M}/invitation/list`, token: admin });
    expect(list.body.data.find((i) => i.id === res.body.data.invitationId)).toMatchObject({ status: 'accepted', mobile: '138****0003' });
  });

  it('lets someone without an account register with the invited mobile and land in the company', async () => {
    const mobile = '13700000071';
    const dep = (await call<DepartmentRow[]>(ctx, { method: 'GET', url: `${M}/department/list`, token: admin })).body.data.find((d) => d.name === '财务部')!;
    const res = await call(ctx, { method: 'POST', url: `${M}/member/invite`, token: admin, payload: { mobile, name: '赵会计', role: 'finance', departmentId: dep.id } });
    expect(res.status).toBe(200);
    const code = await freshCode(ctx, mobile, 'register');
    const reg = await call(ctx, { method: 'POST', url: '/gateway/member/open/member/register', payload: { mobile, smsCode: code, password: 'Abcd1234', agree: true } });
    expect(reg.body.success).toBe(true);
    const token = await login(ctx, mobile, 'Abcd1234');
    const info = await call<CompanyInfo>(ctx, { method: 'GET', url: `${M}/info`, token });
    expect(info.body.data).toMatchObject({ role: 'finance', departmentName: '财务部' });
  });

  it('refuses a non-admin, a member of the company, a duplicate, oneself and bad input', async () => {
    const byBuyer = await call(ctx, { method: 'POST', url: `${M}/member/invite`, token: buyer, payload: { mobile: '13700000072', name: '钱工', role: 'buyer' } });
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.msg).toContain('管理员');
    const byPersonal = await call(ctx, { method: 'POST', url: `${M}/member/invite`, token: personal, payload: { mobile: '13700000072', name: '钱工', role: 'buyer' } });
    expect(byPersonal.status).toBe(403);
    const colleague = await call(ctx, { method: 'POST', url: `${M}/member/invite`, token: admin, payload: { mobile: '13800000004', name: '陈刚', role: 'buyer' } });
    expect(colleague.status).toBe(409);
    expect(colleague.body.msg).toContain('已是本企业成员');
    const self = await call(ctx, { method: 'POST', url: `${M}/member/invite`, token: admin, payload: { mobile: DEMO.enterprise, name: '李明', role: 'buyer' } });
    expect(self.status).toBe(409);
    const first = await call(ctx, { method: 'POST', url: `${M}/member/invite`, token: admin, payload: { mobile: '13700000072', name: '钱工', role: 'buyer' } });
    expect(first.status).toBe(200);
    const twice = await call(ctx, { method: 'POST', url: `${M}/member/invite`, token: admin, payload: { mobile: '13700000072', name: '钱工', role: 'buyer' } });
    expect(twice.status).toBe(409);
    for (const payload of [
      { mobile: '1370000007', name: '钱工', role: 'buyer' },
      { mobile: '13700000073', name: '', role: 'buyer' },
      { mobile: '13700000073', name: '钱工', role: 'owner' },
      { mobile: '13700000073', name: '钱工', role: 'buyer', departmentId: 999999 },
      { mobile: '13700000073', name: '钱工', role: 'buyer', extra: 1 },
    ]) {
      const bad = await call(ctx, { method: 'POST', url: `${M}/member/invite`, token: admin, payload });
      expect([400, 404]).toContain(bad.status);
      expect(bad.body.success).toBe(false);
      expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    // Withdrawn, it can no longer be accepted.
    const cancel = await call(ctx, { method: 'POST', url: `${M}/invitation/cancel/${(first.body.data as { invitationId: number }).invitationId}`, token: admin });
    expect(cancel.status).toBe(200);
  });

  it('refuses an invitation that lapsed', async () => {
    const mobile = '13700000074';
    const res = await call<{ invitationId: number }>(ctx, { method: 'POST', url: `${M}/member/invite`, token: admin, payload: { mobile, name: '孙工', role: 'buyer' } });
    await ctx.handle.db.updateTable('companyInvitation').set({ expiresAt: new Date(Date.now() - 1000) }).where('id', '=', res.body.data.invitationId).execute();
    await ctx.handle.db.insertInto('member').values({ username: mobile, mobile, passwordHash: await hashPassword('Abcd1234') }).execute();
    const token = await login(ctx, mobile, 'Abcd1234');
    const late = await call(ctx, { method: 'POST', url: `${M}/invitation/accept/${res.body.data.invitationId}`, token });
    expect(late.status).toBe(409);
    expect(late.body.msg).toContain('过期');
    // A new invitation replaces the lapsed one.
    const again = await call(ctx, { method: 'POST', url: `${M}/member/invite`, token: admin, payload: { mobile, name: '孙工', role: 'buyer' } });
    expect(again.status).toBe(200);
  });
});

describe('the member editor', () => {
  it('changes a role, a department and a status, tells the member and writes the audit log', async () => {
    const buyerId = await idOf('0004');
    const deps = (await call<DepartmentRow[]>(ctx, { method: 'GET', url: `${M}/department/list`, token: admin })).body.data;
    const fin = deps.find((d) => d.name === '财务部')!;
    const res = await call(ctx, { method: 'POST', url: `${M}/member/update`, token: admin, payload: { memberId: buyerId, role: 'approver', departmentId: fin.id } });
    expect(res.status).toBe(200);
    const row = (await members(admin)).find((m) => m.memberId === buyerId);
    expect(row).toMatchObject({ role: 'approver', departmentName: '财务部' });
    const audit = await call<Page<AuditRow>>(ctx, { method: 'POST', url: `${M}/audit/page`, token: admin, payload: { current: 1, size: 5 } });
    expect(audit.body.data.records[0]).toMatchObject({ action: '修改成员', actorName: '李明', byStaff: false });
    expect(audit.body.data.records[0]!.summary).toContain('采购员 → 审批人');
    await call(ctx, { method: 'POST', url: `${M}/member/update`, token: admin, payload: { memberId: buyerId, role: 'buyer', departmentId: deps.find((d) => d.name === '采购部')!.id } });
    const nothing = await call(ctx, { method: 'POST', url: `${M}/member/update`, token: admin, payload: { memberId: buyerId } });
    expect(nothing.status).toBe(400);
  });

  it('never leaves the company without an active admin (409)', async () => {
    const adminId = await idOf('0002');
    const demote = await call(ctx, { method: 'POST', url: `${M}/member/update`, token: admin, payload: { memberId: adminId, role: 'buyer' } });
    expect(demote.status).toBe(409);
    expect(demote.body.msg).toContain('至少');
    const disable = await call(ctx, { method: 'POST', url: `${M}/member/update`, token: admin, payload: { memberId: adminId, status: 'disabled' } });
    expect(disable.status).toBe(409);
    // With a second admin, the first can step down.
    const financeId = await idOf('0006');
    expect((await call(ctx, { method: 'POST', url: `${M}/member/update`, token: admin, payload: { memberId: financeId, role: 'admin' } })).status).toBe(200);
    expect((await call(ctx, { method: 'POST', url: `${M}/member/update`, token: finance, payload: { memberId: adminId, role: 'viewer' } })).status).toBe(200);
    expect((await call(ctx, { method: 'POST', url: `${M}/member/update`, token: finance, payload: { memberId: financeId, role: 'finance' } })).status).toBe(409);
    expect((await call(ctx, { method: 'POST', url: `${M}/member/update`, token: finance, payload: { memberId: adminId, role: 'admin' } })).status).toBe(200);
    expect((await call(ctx, { method: 'POST', url: `${M}/member/update`, token: admin, payload: { memberId: financeId, role: 'finance' } })).status).toBe(200);
  });

  it('refuses a non-admin (403) and another company\'s or an unknown member (404)', async () => {
    const adminId = await idOf('0002');
    const byBuyer = await call(ctx, { method: 'POST', url: `${M}/member/update`, token: buyer, payload: { memberId: adminId, role: 'viewer' } });
    expect(byBuyer.status).toBe(403);
    const personalId = (await call<{ id: number }>(ctx, { method: 'GET', url: '/gateway/member/api/member/memberInfo', token: personal })).body.data.id;
    const other = await call(ctx, { method: 'POST', url: `${M}/member/update`, token: admin, payload: { memberId: personalId, role: 'viewer' } });
    expect(other.status).toBe(404);
    const otherRemove = await call(ctx, { method: 'POST', url: `${M}/member/remove/${personalId}`, token: admin });
    expect(otherRemove.status).toBe(404);
    const removeByBuyer = await call(ctx, { method: 'POST', url: `${M}/member/remove/${adminId}`, token: buyer });
    expect(removeByBuyer.status).toBe(403);
  });

  it('removes a member (not the certified account, never the last admin) and a disabled member acts for nobody', async () => {
    const adminId = await idOf('0002');
    const holder = await call(ctx, { method: 'POST', url: `${M}/member/remove/${adminId}`, token: admin });
    expect(holder.status).toBe(409);
    const approverId = await idOf('0005');
    const approver = await login(ctx, '13800000005', DEMO.password);
    expect((await call(ctx, { method: 'POST', url: `${M}/member/update`, token: admin, payload: { memberId: approverId, status: 'disabled' } })).status).toBe(200);
    const disabled = await call(ctx, { method: 'POST', url: `${M}/member/list`, token: approver, payload: { current: 1, size: 10 } });
    expect(disabled.status).toBe(403);
    expect(disabled.body.msg).toContain('停用');
    const removed = await call(ctx, { method: 'POST', url: `${M}/member/remove/${approverId}`, token: admin });
    expect(removed.status).toBe(200);
    const gone = await call(ctx, { method: 'GET', url: `${M}/info`, token: approver });
    expect(gone.status).toBe(403);
    const audit = await call<Page<AuditRow>>(ctx, { method: 'POST', url: `${M}/audit/page`, token: admin, payload: { current: 1, size: 3 } });
    expect(audit.body.data.records[0]).toMatchObject({ action: '移出成员' });
    const byBuyer = await call(ctx, { method: 'POST', url: `${M}/audit/page`, token: buyer, payload: { current: 1, size: 3 } });
    expect(byBuyer.status).toBe(403);
  });
});

describe('two admins at once', () => {
  it('each demoting the other: one wins, the company keeps an active admin', async () => {
    const adminId = await idOf('0002');
    const financeId = await idOf('0006');
    expect((await call(ctx, { method: 'POST', url: `${M}/member/update`, token: admin, payload: { memberId: financeId, role: 'admin' } })).status).toBe(200);
    const [a, b] = await Promise.all([
      call(ctx, { method: 'POST', url: `${M}/member/update`, token: admin, payload: { memberId: financeId, role: 'finance' } }),
      call(ctx, { method: 'POST', url: `${M}/member/update`, token: finance, payload: { memberId: adminId, role: 'viewer' } }),
    ]);
    // The loser is refused as the last admin (409) or, when it ran second, as no longer an admin (403).
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    expect([a.status, b.status].filter((s) => s === 409 || s === 403)).toHaveLength(1);
    const info = await call<CompanyInfo>(ctx, { method: 'GET', url: `${M}/info`, token: admin });
    expect(info.body.data.adminCount).toBe(1);
  });
});
