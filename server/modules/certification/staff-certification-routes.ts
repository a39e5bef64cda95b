// Staff calls of enterprise certification (member service, staff token only; a member token gets
// 403): GET /api/staff/member/certification/list, POST .../approve, .../reject,
// .../requireRecertification. `npm run certification` (scripts/certification.ts) calls the same
// service functions.
import { ApproveCertificationBody, ReasonedCertificationBody, StaffCertificationQuery } from '../../../domain/certification/certification-payloads.ts';
import { StaffCertificationRow } from '../../../domain/certification/certification-views.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, PageOf, type Routes } from '../../http/schemas.ts';
import {
  approveCertification, listCertifications, rejectCertification, requireRecertification, reviewerOf, staffCertificationRow,
} from './certification-service.ts';
import { CERT_MSG } from './messages.ts';

const BASE = '/api/staff/member/certification';

const staffCertificationRoutes: Routes = async (app) => {
  app.get(
    `${BASE}/list`,
    { schema: { description: '企业认证申请列表（后台，按提交时间倒序，可按状态筛选）：营业执照、授权委托书、信用代码校验警告、关联申请、全部步骤', querystring: StaffCertificationQuery, response: Answers(PageOf(StaffCertificationRow)) } },
    async (request) => {
      requireStaff(request);
      return ok(await listCertifications(app.db, request.query));
    },
  );

  app.post(
    `${BASE}/approve`,
    { schema: { description: '通过认证申请：会员成为企业会员并获得试用 VIP（每个会员一次），收到站内消息；关联申请须 approveLink', body: ApproveCertificationBody, response: Answers(StaffCertificationRow) } },
    async (request) => {
      const id = await approveCertification(app.db, reviewerOf(requireStaff(request)), request.body);
      return ok(await staffCertificationRow(app.db, id), CERT_MSG.approved);
    },
  );

  app.post(
    `${BASE}/reject`,
    { schema: { description: '驳回认证申请（原因代码，其他原因须填写说明），会员收到站内消息，可修改后重新提交', body: ReasonedCertificationBody, response: Answers(StaffCertificationRow) } },
    async (request) => {
      const id = await rejectCertification(app.db, reviewerOf(requireStaff(request)), request.body);
      return ok(await staffCertificationRow(app.db, id), CERT_MSG.rejected);
    },
  );

  app.post(
    `${BASE}/requireRecertification`,
    { schema: { description: '要求已认证的会员重新认证（原因代码），会员收到站内消息', body: ReasonedCertificationBody, response: Answers(StaffCertificationRow) } },
    async (request) => {
      const id = await requireRecertification(app.db, reviewerOf(requireStaff(request)), request.body);
      return ok(await staffCertificationRow(app.db, id), CERT_MSG.recertifyAsked);
    },
  );
};

export default staffCertificationRoutes;
