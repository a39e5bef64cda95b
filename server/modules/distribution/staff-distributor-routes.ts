// The back office's distribution calls (member service, staff token): applications (list,
// approve, reject with a reason), the distributor flag of a member, commission rates by category,
// and the settlement run. `npm run distribution` does the same through public.ts.
import { Type } from 'typebox';
import { StaffApplicationsQuery, StaffApproveBody, StaffFlagBody, StaffRateBody, StaffRejectBody } from '../../../domain/distribution/distribution-payloads.ts';
import { StaffApplicationRow } from '../../../domain/distribution/distribution-views.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, OkEnvelope, PageOf, type Routes } from '../../http/schemas.ts';
import { syncCommissions } from './commission-sync.ts';
import { approveApplication, flagDistributor, listApplications, rejectApplication, setCommissionRate } from './distributor-service.ts';
import { DIST_MSG } from './messages.ts';

const BASE = '/api/staff/distributor';

const staffDistributorRoutes: Routes = async (app) => {
  app.get(`${BASE}/application/list`, { schema: { description: '分销员申请列表（status：0 待审核，1 已通过，2 已驳回）', querystring: StaffApplicationsQuery, response: Answers(PageOf(StaffApplicationRow)) } }, async (request) => {
    requireStaff(request);
    return ok(await listApplications(app.db, request.query));
  });
  app.post(`${BASE}/application/approve`, { schema: { description: '通过分销员申请', body: StaffApproveBody, response: { 200: OkEnvelope } } }, async (request) => {
    await approveApplication(app.db, requireStaff(request), request.body.id);
    return ok(null, DIST_MSG.approved);
  });
  app.post(`${BASE}/application/reject`, { schema: { description: '驳回分销员申请（原因发给会员）', body: StaffRejectBody, response: { 200: OkEnvelope } } }, async (request) => {
    await rejectApplication(app.db, requireStaff(request), request.body.id, request.body.reason);
    return ok(null, DIST_MSG.rejected);
  });
  app.post(
    `${BASE}/flag`,
    { schema: { description: '设置或取消会员的分销员资格（按手机号）', body: StaffFlagBody, response: Answers(Type.Object({ memberId: Type.Integer(), inviteCode: Type.Union([Type.String(), Type.Null()]) })) } },
    async (request) => {
      requireStaff(request);
      return ok(await flagDistributor(app.db, request.body.mobile, request.body.distributor), DIST_MSG.flagged(request.body.distributor));
    },
  );
  app.post(`${BASE}/rate`, { schema: { description: '设置分类的佣金比例（万分比；子分类未设置时沿用上级分类，再沿用默认比例）', body: StaffRateBody, response: { 200: OkEnvelope } } }, async (request) => {
    requireStaff(request);
    await setCommissionRate(app.db, request.body.categoryId, request.body.rateBp);
    return ok(null, DIST_MSG.rateSet);
  });
  app.post(
    `${BASE}/settle`,
    { schema: { description: '立即运行佣金结算（生成佣金记录、结算售后期已过的订单）', body: Type.Optional(Type.Object({}, { additionalProperties: false })), response: Answers(Type.Object({ created: Type.Integer(), settled: Type.Integer(), voided: Type.Integer() })) } },
    async (request) => {
      requireStaff(request);
      return ok(await syncCommissions(app.db, { windowDays: app.config.afterSalesWindowDays, defaultRateBp: app.config.commissionRateBp }));
    },
  );
};

export default staffDistributorRoutes;
