// Staff calls of supplier cooperation (common service, staff token only; a member token gets
// 403): GET /api/staff/common/cooperation/list, POST /api/staff/common/cooperation/review.
// `npm run cooperation` (scripts/cooperation.ts) calls the same service functions.
import { ReviewCooperationBody, StaffCooperationQuery } from '../../../domain/cooperation/cooperation-payloads.ts';
import { StaffCooperationRow } from '../../../domain/cooperation/cooperation-views.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, PageOf, type Routes } from '../../http/schemas.ts';
import { COOP_MSG } from './messages.ts';
import { listCooperation, reviewCooperation, reviewerOf, staffCooperationRow } from './cooperation-service.ts';

const staffCooperationRoutes: Routes = async (app) => {
  app.get(
    '/api/staff/common/cooperation/list',
    { schema: { description: '合作申请列表（后台，按申请时间倒序，可按审核状态筛选）', querystring: StaffCooperationQuery, response: Answers(PageOf(StaffCooperationRow)) } },
    async (request) => {
      requireStaff(request);
      return ok(await listCooperation(app.db, request.query));
    },
  );

  app.post(
    '/api/staff/common/cooperation/review',
    { schema: { description: '审核合作申请：通过或驳回（驳回须填写原因），会员同时收到站内消息', body: ReviewCooperationBody, response: Answers(StaffCooperationRow) } },
    async (request) => {
      const who = reviewerOf(requireStaff(request));
      const id = await reviewCooperation(app.db, who, request.body);
      return ok(await staffCooperationRow(app.db, id), request.body.approve ? COOP_MSG.approved : COOP_MSG.rejected);
    },
  );
};

export default staffCooperationRoutes;
