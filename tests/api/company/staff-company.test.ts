// The console's side of companies (issue 37 item 7): 运营 lists companies, opens one with its
// members, and transfers the admin role at the company's request (audited in the company's log
// and the staff log); a member token or a role without company.manage is refused (403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyInfo } from '../../../domain/company/company-views.ts';
import type { StaffCompanyDetail, StaffCompanyRow } from '../../../domain/company/staff-company.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { runCompanyCommand } from '../../../scripts/company.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let ops: string;
let service: string;
let admin: string;
const S = '/gateway/member/api/staff/member/company';

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 50 });
  ops = await login(ctx, 'yunying', 'Staff2026', '1');
  service = await login(ctx, 'kefu', 'Staff2026', '1');
  admin = await login(ctx, DEMO.enterprise, DEMO.password);
});
afterAll(async () => ctx?.close());

describe('staff companies', () => {
  it('lists and shows the demo company with full mobiles', async () => {
    const list = await call<Page<StaffCompanyRow>>(ctx, { method: 'GET', url: `${S}/list`, token: ops, query: { current: '1', size: '10', keyword: '精工' } });
    expect(list.status).toBe(200);
    expect(list.body.data.records[0]).toMatchObject({ name: '苏州精工自动化设备有限公司', holderMobile: DEMO.enterprise, memberCount: 4 });
    const detail = await call<StaffCompanyDetail>(ctx, { method: 'GET', url: `${S}/get/${list.body.data.records[0]!.id}`, token: ops });
    expect(detail.body.data.members.map((m) => m.mobile)).toContain('13800000004');
    expect(detail.body.data.departments.map((d) => d.name)).toEqual(expect.arrayContaining(['采购部', '财务部']));
    const missing = await call(ctx, { method: 'GET', url: `${S}/get/999999`, token: ops });
    expect(missing.status).toBe(404);
  });

  it('transfers the admin role when the company asks, audited on both sides', async () => {
    const list = await call<Page<StaffCompanyRow>>(ctx, { method: 'GET', url: `${S}/list`, token: ops, query: { current: '1', size: '10' } });
    const companyId = list.body.data.records.find((c) => c.name.includes('精工'))!.id;
    const detail = (await call<StaffCompanyDetail>(ctx, { method: 'GET', url: `${S}/get/${companyId}`, token: ops })).body.data;
    const holder = detail.members.find((m) => m.isHolder)!;
    const buyer = detail.members.find((m) => m.mobile === '13800000004')!;
    const noNote = await call(ctx, { method: 'POST', url: `${S}/transferAdmin`, token: ops, payload: { companyId, toMemberId: buyer.memberId, note: '' } });
    expect(noNote.status).toBe(400);
    const byService = await call(ctx, { method: 'POST', url: `${S}/transferAdmin`, token: service, payload: { companyId, toMemberId: buyer.memberId, note: '企业来函' } });
    expect(byService.status).toBe(403);
    const byMember = await call(ctx, { method: 'POST', url: `${S}/transferAdmin`, token: admin, payload: { companyId, toMemberId: buyer.memberId, note: '企业来函' } });
    expect(byMember.status).toBe(403);
    const outsider = await call(ctx, { method: 'POST', url: `${S}/transferAdmin`, token: ops, payload: { companyId, toMemberId: 1, note: '企业来函' } });
    expect(outsider.status).toBe(404);
    const res = await call<StaffCompanyDetail>(ctx, { method: 'POST', url: `${S}/transferAdmin`, token: ops, payload: { companyId, toMemberId: buyer.memberId, demoteMemberId: holder.memberId, note: '企业来函 2026-11-29，电话核实 李明' } });
    expect(res.status).toBe(200);
    expect(res.body.data.members.find((m) => m.memberId === buyer.memberId)).toMatchObject({ role: 'admin' });
    expect(res.body.data.members.find((m) => m.memberId === holder.memberId)).toMatchObject({ role: 'buyer' });
    expect(res.body.data.audit[0]).toMatchObject({ action: '转移管理员', byStaff: true });
    expect(res.body.data.audit[0]!.actorName).toContain('孙悦');
    const newAdmin = await login(ctx, '13800000004', DEMO.password);
    const info = await call<CompanyInfo>(ctx, { method: 'GET', url: '/gateway/member/api/company/info', token: newAdmin });
    expect(info.body.data.role).toBe('admin');
    const again = await call(ctx, { method: 'POST', url: `${S}/transferAdmin`, token: ops, payload: { companyId, toMemberId: buyer.memberId, note: '重复' } });
    expect(again.status).toBe(409);
    const staffLog = await call<{ records: { action: string }[] }>(ctx, { method: 'POST', url: '/gateway/system/api/staff/audit/list', token: await login(ctx, DEMO.staff, DEMO.staffPassword, '1'), payload: { current: 1, size: 5 } });
    expect(staffLog.body.data.records.some((r) => r.action === '转移企业管理员')).toBe(true);
  });
});

describe('npm run company', () => {
  it('lists, shows and transfers the admin role back, refusing misuse', async () => {
    const list = await runCompanyCommand(ctx.handle.db, ['list', '--keyword', '精工']);
    expect(list.code).toBe(0);
    const id = /#(\d+)/.exec(list.out[1]!)![1]!;
    const show = await runCompanyCommand(ctx.handle.db, ['show', id]);
    expect(show.out.join('\n')).toContain('13800000006');
    expect((await runCompanyCommand(ctx.handle.db, ['transfer-admin', id, DEMO.enterprise, '--staff', 'yunying'])).code).toBe(2);
    expect((await runCompanyCommand(ctx.handle.db, ['transfer-admin', id, '13900000000', '--staff', 'yunying', '--note', '来函'])).code).toBe(2);
    expect((await runCompanyCommand(ctx.handle.db, ['transfer-admin', id, DEMO.enterprise, '--staff', 'nobody', '--note', '来函'])).code).toBe(1);
    const done = await runCompanyCommand(ctx.handle.db, ['transfer-admin', id, DEMO.enterprise, '--staff', 'yunying', '--note', '企业来函，恢复原管理员', '--demote', '13800000004']);
    expect(done.code).toBe(0);
    expect(done.out[0]).toContain('已将「苏州精工自动化设备有限公司」的管理员角色转给 13800000002');
    const info = await call<CompanyInfo>(ctx, { method: 'GET', url: '/gateway/member/api/company/info', token: admin });
    expect(info.body.data.role).toBe('admin');
  });
});
