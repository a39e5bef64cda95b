// Staff calls of after-sales (order service, staff token only; a member token gets 403):
// GET /api/staff/order/refund/list, POST /api/staff/order/refund/review | receive | pay.
// `npm run after-sales` (scripts/after-sales.ts) calls the same service functions.
import { PayRefundBody, ReceiveRefundBody, ReviewRefundBody, StaffRefundQuery } from '../../../domain/after-sales/refund-payloads.ts';
import { StaffRefundRow } from '../../../domain/after-sales/refund-views.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, PageOf, type Routes } from '../../http/schemas.ts';
import { staffActor } from '../../../domain/staff/staff-actor.ts';
import { AS_MSG } from './messages.ts';
import { payRefund } from './refund-money.ts';
import { staffRefund } from './refund-read.ts';
import { listStaffRefunds, receiveRefund, reviewRefund } from './staff-refund-service.ts';

const STAFF = '/api/staff/order/refund';

const staffRefundRoutes: Routes = async (app) => {
  app.get(`${STAFF}/list`, { schema: { description: '售后单列表（后台，可按状态、单号筛选）', querystring: StaffRefundQuery, response: Answers(PageOf(StaffRefundRow)) } }, async (request) => {
    requireStaff(request);
    return ok(await listStaffRefunds(app.db, request.query));
  });

  app.post(`${STAFF}/review`, { schema: { description: '审核售后申请：同意，或拒绝（须填写原因）', body: ReviewRefundBody, response: Answers(StaffRefundRow) } }, async (request) => {
    const who = staffActor(requireStaff(request));
    await reviewRefund(app.db, who, request.body);
    return ok(await staffRefund(app.db, request.body.id), request.body.approve ? AS_MSG.approved : AS_MSG.rejected);
  });

  app.post(
    `${STAFF}/receive`,
    { schema: { description: '退货收货：确认收到（每行收到与损坏的数量，完好的回到库存），或拒收（须填写原因）', body: ReceiveRefundBody, response: Answers(StaffRefundRow) } },
    async (request) => {
      const who = staffActor(requireStaff(request));
      await receiveRefund(app.db, who, request.body);
      return ok(await staffRefund(app.db, request.body.id), request.body.accept ? AS_MSG.received : AS_MSG.returnRefused);
    },
  );

  app.post(
    `${STAFF}/pay`,
    { schema: { description: '退款：在线支付原路退回；对公转账填写退款转账流水号；账期订单冲减欠款', body: PayRefundBody, response: Answers(StaffRefundRow) } },
    async (request) => {
      const who = staffActor(requireStaff(request));
      const outcome = await payRefund(app.db, app.providers.payment, who, request.body);
      return ok(await staffRefund(app.db, request.body.id), outcome === 'refunded' ? AS_MSG.refunded : AS_MSG.refundStarted);
    },
  );
};

export default staffRefundRoutes;
