// The back office's order calls (staff token only), docs/api/payments.md:
// POST /api/staff/order/list {status?, keyword?, current, size} -> Page<StaffOrderRow>;
// reviewPayment {paymentId, approve, note?}, ship {orderId, carrier, trackingNo},
// complete {orderId} -> the order's fresh StaffOrderRow.
import type { FastifyInstance } from 'fastify';
import { ReviewPaymentBody, ShipBody } from '../../../domain/schemas/order-payloads.ts';
import { OrderIdBody, StaffOrderListBody } from '../../../domain/schemas/payment-payloads.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { completeOrder, listStaffOrders, reviewPayment, shipOrder, staffActor, staffRow } from './staff-order-service.ts';

const STAFF = '/api/staff/order';

export default async function staffOrderRoutes(app: FastifyInstance) {
  app.post(`${STAFF}/list`, { schema: { body: StaffOrderListBody } }, async (request) => {
    requireStaff(request);
    return ok(await listStaffOrders(app.db, request.body as StaffOrderListBody));
  });

  app.post(`${STAFF}/reviewPayment`, { schema: { body: ReviewPaymentBody } }, async (request) => {
    const who = staffActor(requireStaff(request));
    const body = request.body as ReviewPaymentBody;
    const orderId = await reviewPayment(app.db, who, body);
    return ok(await staffRow(app.db, orderId), body.approve ? '已确认收款' : '已驳回该回单');
  });

  app.post(`${STAFF}/ship`, { schema: { body: ShipBody } }, async (request) => {
    const who = staffActor(requireStaff(request));
    const orderId = await shipOrder(app.db, who, request.body as ShipBody);
    return ok(await staffRow(app.db, orderId), '已发货');
  });

  app.post(`${STAFF}/complete`, { schema: { body: OrderIdBody } }, async (request) => {
    const who = staffActor(requireStaff(request));
    const orderId = await completeOrder(app.db, who, (request.body as OrderIdBody).orderId);
    return ok(await staffRow(app.db, orderId), '订单已完成');
  });
}
