// The staff console's own calls (system service): GET /api/staff/me (any staff member), the
// audit log (POST /api/staff/audit/list and GET /api/staff/audit/verify, admin) and staff accounts (GET /api/staff/account/list,
// POST .../add, .../role, .../disable, admin) and the alerts to the 管理员 (GET /api/staff/alert/list). Permissions are checked by staff-guard.ts from
// domain/staff/staff-routes.ts; `npm run staff` calls the same account functions.
import { AddStaffBody, AuditListBody, AuditRow, AuditVerifyResult, ChangeRoleBody, DisableStaffBody, StaffAccountQuery, StaffAccountRow, StaffAlertQuery, StaffAlertRow, StaffMe } from '../../../domain/staff/staff-payloads.ts';
import { ROLE_TEXT } from '../../../domain/staff/staff-roles.ts';
import { Type } from 'typebox';
import { requireStaff, sessionTokenOf } from '../../http/auth.ts';
import { csrfTokenOf } from '../../http/staff-csrf.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, PageOf, type Routes } from '../../http/schemas.ts';
import { listAudit } from './audit-service.ts';
import { verifyAuditChain, verifyLines } from './audit-verify.ts';
import { STAFF_MSG } from './messages.ts';
import { listStaffAlerts } from './staff-alerts.ts';
import { addStaffAccount, changeStaffRole, disableStaffAccount, listStaffAccounts, staffMe } from './staff-account-service.ts';

const consoleRoutes: Routes = async (app) => {
  app.get('/api/staff/me', { schema: { description: '当前登录的员工：姓名、角色、权限与本次登录的 CSRF 令牌', response: Answers(StaffMe) } }, async (request) => {
    const me = await staffMe(app.db, requireStaff(request));
    // The session's CSRF token (issue 35, item 6): the console sends it back on every write.
    return ok({ ...me, csrfToken: csrfTokenOf(sessionTokenOf(request) ?? '') });
  });

  app.post('/api/staff/audit/list', { schema: { description: '操作日志（管理员）：按员工、角色、操作、对象与日期筛选，分页，可排序', body: AuditListBody, response: Answers(PageOf(AuditRow)) } }, async (request) => {
    requireStaff(request);
    return ok(await listAudit(app.db, request.body));
  });

  app.get('/api/staff/audit/verify', { schema: { description: '校验操作日志的哈希链（管理员）：完整时给出条数与链尾哈希，否则给出第一条断开或被改动的记录', response: Answers(AuditVerifyResult) } }, async (request) => {
    requireStaff(request);
    const result = await verifyAuditChain(app.db);
    return ok(result, verifyLines(result)[0]);
  });

  app.get('/api/staff/account/list', { schema: { description: '员工账号列表（管理员）', querystring: StaffAccountQuery, response: Answers(Type.Array(StaffAccountRow)) } }, async (request) => {
    requireStaff(request);
    return ok(await listStaffAccounts(app.db, request.query));
  });

  app.get('/api/staff/alert/list', { schema: { description: '安全提醒（管理员）：员工账号登录失败次数异常等，最新的在前', querystring: StaffAlertQuery, response: Answers(Type.Array(StaffAlertRow)) } }, async (request) => {
    requireStaff(request);
    return ok(await listStaffAlerts(app.db, request.query.limit ?? 50));
  });

  app.post('/api/staff/account/add', { schema: { description: '新增员工账号（管理员）', body: AddStaffBody, response: Answers(StaffAccountRow) } }, async (request) => {
    requireStaff(request);
    const row = await addStaffAccount(app.db, request.body);
    return ok(row, STAFF_MSG.added(row.displayName, row.roleText));
  });

  app.post('/api/staff/account/role', { schema: { description: '修改员工角色（管理员；不能修改自己的角色，至少保留一位管理员）', body: ChangeRoleBody, response: Answers(StaffAccountRow) } }, async (request) => {
    const row = await changeStaffRole(app.db, { staffId: requireStaff(request) }, request.body);
    return ok(row, STAFF_MSG.roleChanged(row.displayName, ROLE_TEXT[row.role]));
  });

  app.post('/api/staff/account/disable', { schema: { description: '停用员工账号（管理员）：不能再登录，已发放的令牌立即失效', body: DisableStaffBody, response: Answers(StaffAccountRow) } }, async (request) => {
    const row = await disableStaffAccount(app.db, { staffId: requireStaff(request) }, request.body.id);
    return ok(row, STAFF_MSG.disabled(row.displayName));
  });
};

export default consoleRoutes;
