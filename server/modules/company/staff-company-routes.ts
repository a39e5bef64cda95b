// Staff calls of companies (member service, staff token; permission company.manage, 运营):
// GET /api/staff/member/company/list, GET /api/staff/member/company/get/:id,
// POST /api/staff/member/company/transferAdmin. `npm run company` calls the same functions.
import { StaffCompanyDetail, StaffCompanyQuery, StaffCompanyRow, TransferAdminBody } from '../../../domain/company/staff-company.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, PageOf, type Routes } from '../../http/schemas.ts';
import { COMPANY_MSG } from './messages.ts';
import { listCompanies, staffCompanyDetail, transferCompanyAdmin } from './staff-company-service.ts';

const staffCompanyRoutes: Routes = async (app) => {
  app.get('/api/staff/member/company/list', { schema: { description: '企业列表（后台，按开通时间倒序，可按名称或信用代码查找）', querystring: StaffCompanyQuery, response: Answers(PageOf(StaffCompanyRow)) } }, async (request) => {
    requireStaff(request);
    return ok(await listCompanies(app.db, request.query));
  });

  app.get('/api/staff/member/company/get/:id', { schema: { description: '企业详情：成员（完整手机号）、部门和最近的审计日志', params: IdParams, response: Answers(StaffCompanyDetail) } }, async (request) => {
    requireStaff(request);
    return ok(await staffCompanyDetail(app.db, request.params.id));
  });

  app.post('/api/staff/member/company/transferAdmin', { schema: { description: '应企业要求转移管理员角色（须填写依据，写入企业审计日志和操作日志）', body: TransferAdminBody, response: Answers(StaffCompanyDetail) } }, async (request) => {
    const staffId = requireStaff(request);
    await transferCompanyAdmin(app.db, { staffId }, request.body);
    return ok(await staffCompanyDetail(app.db, request.body.companyId), COMPANY_MSG.transferred);
  });
};

export default staffCompanyRoutes;
