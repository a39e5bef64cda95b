// The staff console's certification queue (issue 22, member service, staff token, permission
// certification.review): GET /api/staff/member/certification/queue (filters, paging, the count of
// each status) and GET /api/staff/member/certification/get/:id (the review sheet: application,
// registry record and matches, GB 32100 result). `npm run certification -- show <id>` prints the
// same sheet.
import { CertificationQueue, CertificationQueueQuery, CertificationReview } from '../../../domain/certification/staff-certification-payloads.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, type Routes } from '../../http/schemas.ts';
import { certificationQueue, certificationReview } from './certification-queue-service.ts';

const BASE = '/api/staff/member/certification';

const staffCertificationQueueRoutes: Routes = async (app) => {
  app.get(
    `${BASE}/queue`,
    { schema: { description: '企业认证审核队列（后台）：按状态、企业名称或信用代码、提交日期筛选，分页，附各状态数量', querystring: CertificationQueueQuery, response: Answers(CertificationQueue) } },
    async (request) => {
      requireStaff(request);
      return ok(await certificationQueue(app.db, request.query));
    },
  );

  app.get(
    `${BASE}/get/:id`,
    { schema: { description: '一条认证申请的审核资料：申请内容、企业库记录及与申请的比对、统一社会信用代码校验位（GB 32100）结果', params: IdParams, response: Answers(CertificationReview) } },
    async (request) => {
      requireStaff(request);
      return ok(await certificationReview(app.db, request.params.id));
    },
  );
};

export default staffCertificationQueueRoutes;
