// The 收款确认 queue's reads (issue 22, staff token with payment.review): POST
// /api/staff/order/receipt/list {state?, orderNo?, from?, to?, current, size} -> a page of goods
// orders' transfer receipts with the count per state; GET /api/staff/order/receipt/get/:id -> the
// receipt beside its order. The review is POST /api/staff/order/reviewPayment (staff-payment-routes.ts).
import { ReceiptDetail, ReceiptListAnswer, ReceiptListBody } from '../../../domain/staff/receipts-payloads.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, type Routes } from '../../http/schemas.ts';
import { listOrderReceipts, orderReceiptDetail } from './staff-receipt-service.ts';

const BASE = '/api/staff/order/receipt';

const staffReceiptRoutes: Routes = async (app) => {
  app.post(`${BASE}/list`, { schema: { description: '转账回单列表（收款确认：待确认、已确认、已驳回，含各状态数量）', body: ReceiptListBody, response: Answers(ReceiptListAnswer) } }, async (request) => {
    requireStaff(request);
    return ok(await listOrderReceipts(app.db, request.body));
  });

  app.get(`${BASE}/get/:id`, { schema: { description: '转账回单详情：回单文件与订单（会员、商品、应付金额）', params: IdParams, response: Answers(ReceiptDetail) } }, async (request) => {
    requireStaff(request);
    return ok(await orderReceiptDetail(app.db, request.params.id));
  });
};

export default staffReceiptRoutes;
