// POST /api/staff/order/reviewPayment {paymentId, approve, note?} (staff token only): accept or
// refuse a transfer receipt; answers the order's fresh StaffOrderRow. It sits beside the orders
// module's staff calls (same prefix) but is the payments module's, docs/api/payments.md.
import { ReviewPaymentBody } from '../../../domain/orders/order-payloads.ts';
import { StaffOrderRow } from '../../../domain/orders/staff-orders.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { staffRow } from '../orders/public.ts';
import { staffActor } from '../../../domain/staff/staff-actor.ts';
import { PAY_MSG } from './messages.ts';
import { reviewPayment } from './payment-review-service.ts';

const staffPaymentRoutes: Routes = async (app) => {
  app.post(
    '/api/staff/order/reviewPayment',
    { schema: { description: '审核转账回单：确认收款或驳回（驳回须填写原因；会员填写的转账金额与应付金额不符或未填写时，确认须带 acknowledgeMismatch: true）', body: ReviewPaymentBody, response: Answers(StaffOrderRow) } },
    async (request) => {
      const who = staffActor(requireStaff(request));
      const body = request.body;
      const orderId = await reviewPayment(app.db, who, body);
      return ok(await staffRow(app.db, orderId), body.approve ? PAY_MSG.reviewApproved : PAY_MSG.reviewRejected);
    },
  );
};

export default staffPaymentRoutes;
