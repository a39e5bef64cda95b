// The staff console's reads of the after-sales queue (order service, refund.view): one request in
// full (GET /api/staff/order/refund/get/:id: the request, its order lines, evidence images, the
// history) and the counts per status (GET /api/staff/order/refund/counts). `npm run after-sales --
// show <id>` and `-- counts` read the same.
import { StaffRefundRow } from '../../../domain/after-sales/refund-views.ts';
import { StaffRefundCounts } from '../../../domain/after-sales/staff-refund-queue.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, type Routes } from '../../http/schemas.ts';
import { staffRefund } from './refund-read.ts';
import { staffRefundCounts } from './staff-refund-queue.ts';

const STAFF = '/api/staff/order/refund';

const staffRefundDetailRoutes: Routes = async (app) => {
  app.get(`${STAFF}/get/:id`, { schema: { description: '售后单详情（后台）：申请、商品行、凭证图片与处理记录', params: IdParams, response: Answers(StaffRefundRow) } }, async (request) => {
    requireStaff(request);
    return ok(await staffRefund(app.db, request.params.id));
  });

  app.get(`${STAFF}/counts`, { schema: { description: '售后单各状态的张数（后台）', response: Answers(StaffRefundCounts) } }, async (request) => {
    requireStaff(request);
    return ok(await staffRefundCounts(app.db));
  });
};

export default staffRefundDetailRoutes;
