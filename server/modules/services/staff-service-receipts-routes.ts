// The 收款确认 queue's reads of service orders (issue 22, staff token with payment.review): POST
// /api/staff/common/serviceOrder/receipt/list -> a page of transfer receipts with the count per
// state; GET /api/staff/common/serviceOrder/receipt/get/:id -> the receipt beside its order. The
// review is POST /api/staff/common/serviceOrder/reviewPayment (staff-service-routes.ts).
import { ReceiptDetail, ReceiptListAnswer, ReceiptListBody } from '../../../domain/staff/receipts-payloads.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, type Routes } from '../../http/schemas.ts';
import { listServiceReceipts, serviceReceiptDetail } from './staff-service-receipts-service.ts';

const BASE = '/api/staff/common/serviceOrder/receipt';

const staffServiceReceiptsRoutes: Routes = async (app) => {
  app.post(`${BASE}/list`, { schema: { description: '服务订单转账回单列表（收款确认，含各状态数量）', body: ReceiptListBody, response: Answers(ReceiptListAnswer) } }, async (request) => {
    requireStaff(request);
    return ok(await listServiceReceipts(app.db, request.body));
  });

  app.get(`${BASE}/get/:id`, { schema: { description: '服务订单转账回单详情：回单文件与服务订单', params: IdParams, response: Answers(ReceiptDetail) } }, async (request) => {
    requireStaff(request);
    return ok(await serviceReceiptDetail(app.db, request.params.id));
  });
};

export default staffServiceReceiptsRoutes;
