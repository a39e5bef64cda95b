// The company calls of the member service (issue 37): company/info, members, invitations,
// departments, the ordering settings (issue 38) and the audit log. Rights are checked in the services against the caller's role.
import { Type } from 'typebox';
import { CompanySettingsBody } from '../../../domain/approvals/approval-payloads.ts';
import { AuditPageBody, DepartmentSaveBody, InviteBody, MemberListBody, MemberUpdateBody } from '../../../domain/company/company-payloads.ts';
import { AuditRow, CompanyInfo, CompanyMemberRow, DepartmentRow, InvitationRow } from '../../../domain/company/company-views.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, Id, IdParams, OkEnvelope, PageOf, type Routes } from '../../http/schemas.ts';
import { companyDepartments, saveDepartment } from './department-service.ts';
import { acceptInvitation, cancelInvitation, companyInvitations, inviteMember, myInvitations } from './invitation-service.ts';
import { companyAudit, companyInfo, companyMembers, removeCompanyMember, updateCompanyMember } from './member-service.ts';
import { COMPANY_MSG } from './messages.ts';
import { saveCompanySettings } from './settings-service.ts';

const MemberIdParams = Type.Object({ memberId: Id }, { additionalProperties: false });

const companyRoutes: Routes = async (app) => {
  app.get('/api/company/info', { schema: { description: '我的企业：企业名称、我的角色和部门（非企业成员 403）', response: Answers(CompanyInfo) } }, async (request) =>
    ok(await companyInfo(app.db, requireMember(request))));

  app.post('/api/company/settings/save', { schema: { description: '企业设置（仅管理员）：下单时采购单号是否必填', body: CompanySettingsBody, response: { 200: OkEnvelope } } }, async (request) => {
    await saveCompanySettings(app.db, requireMember(request), request.body);
    return ok(null, COMPANY_MSG.settingsSaved);
  });

  app.post('/api/company/member/invite', { schema: { description: '邀请成员（仅管理员）：手机号、姓名、角色、部门；已注册会员收到站内消息，未注册者用该手机号注册后自动加入', body: InviteBody, response: Answers(Type.Object({ invitationId: Type.Integer() })) } }, async (request) =>
    ok({ invitationId: await inviteMember(app.db, requireMember(request), request.body) }, COMPANY_MSG.invited));

  app.post('/api/company/invitation/accept/:id', { schema: { description: '接受发给我手机号的企业邀请', params: IdParams, response: Answers(CompanyInfo) } }, async (request) => {
    const memberId = requireMember(request);
    await acceptInvitation(app.db, memberId, request.params.id);
    return ok(await companyInfo(app.db, memberId), COMPANY_MSG.accepted);
  });

  app.get('/api/company/invitation/mine', { schema: { description: '发给我手机号、仍有效的企业邀请（横幅）', response: Answers(Type.Array(InvitationRow)) } }, async (request) =>
    ok(await myInvitations(app.db, requireMember(request))));

  app.get('/api/company/invitation/list', { schema: { description: '本企业发出的邀请（仅管理员，最近 100 条）', response: Answers(Type.Array(InvitationRow)) } }, async (request) =>
    ok(await companyInvitations(app.db, requireMember(request))));

  app.post('/api/company/invitation/cancel/:id', { schema: { description: '撤回待接受的邀请（仅管理员）', params: IdParams, response: { 200: OkEnvelope } } }, async (request) => {
    await cancelInvitation(app.db, requireMember(request), request.params.id);
    return ok(null, COMPANY_MSG.invitationCancelled);
  });

  app.post('/api/company/member/list', { schema: { description: '企业成员列表（手机号脱敏）', body: MemberListBody, response: Answers(PageOf(CompanyMemberRow)) } }, async (request) =>
    ok(await companyMembers(app.db, requireMember(request), request.body)));

  app.post('/api/company/member/update', { schema: { description: '修改成员的角色、部门或状态（仅管理员；企业至少保留一名正常状态的管理员）', body: MemberUpdateBody, response: { 200: OkEnvelope } } }, async (request) => {
    await updateCompanyMember(app.db, { memberId: requireMember(request) }, request.body);
    return ok(null, COMPANY_MSG.memberUpdated);
  });

  app.post('/api/company/member/remove/:memberId', { schema: { description: '移出成员（仅管理员；其订单仍归企业）', params: MemberIdParams, response: { 200: OkEnvelope } } }, async (request) => {
    await removeCompanyMember(app.db, requireMember(request), request.params.memberId);
    return ok(null, COMPANY_MSG.memberRemoved);
  });

  app.post('/api/company/department/save', { schema: { description: '新建或修改部门（仅管理员；最多两级，可填成本中心代码）', body: DepartmentSaveBody, response: Answers(Type.Object({ id: Type.Integer() })) } }, async (request) =>
    ok({ id: await saveDepartment(app.db, requireMember(request), request.body) }, COMPANY_MSG.departmentSaved));

  app.get('/api/company/department/list', { schema: { description: '企业的部门（上级在前）', response: Answers(Type.Array(DepartmentRow)) } }, async (request) =>
    ok(await companyDepartments(app.db, requireMember(request))));

  app.post('/api/company/audit/page', { schema: { description: '企业审计日志（仅管理员，最新在前）', body: AuditPageBody, response: Answers(PageOf(AuditRow)) } }, async (request) =>
    ok(await companyAudit(app.db, requireMember(request), request.body)));
};

export default companyRoutes;
