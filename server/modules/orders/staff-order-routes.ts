// Staff order calls (staff token only), docs/api/payments.md:
// POST /api/staff/order/list {status?, keyword?, current, size} -> Page<StaffOrderRow>;
// ship {orderId, carrier, trackingNo}, complete {orderId} -> the order's fresh StaffOrderRow.
// (reviewPayment, under the same prefix, is the payments module's.)
import { ShipBody } from '../../../domain/orders/order-payloads.ts';
import { StaffOrderRow } from '../../../domain/orders/staff-orders.ts';
import { OrderIdBody, StaffOrderListBody } from '../../../domain/payments/payment-payloads.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, PageOf, type Routes } from '../../http/schemas.ts';
import { ORDER_MSG } from './messages.ts';
import { completeOrder, listStaffOrders, shipOrder, staffActor, staffRow } from './staff-order-service.ts';

const STAFF = '/api/staff/order';

const staffOrderRoutes: Routes = async (app) => {
  app.post(`${STAFF}/list`, { schema: { description: '订单列表（含待审核的付款）', body: StaffOrderListBody, response: Answers(PageOf(StaffOrderRow)) } }, async (request) => {
    requireStaff(request);
    return ok(await listStaffOrders(app.db, request.body));
  });

  app.post(`${STAFF}/ship`, { schema: { description: '发货', body: ShipBody, response: Answers(StaffOrderRow) } }, async (request) => {
    const who = staffActor(requireStaff(request));
    const orderId = await shipOrder(app.db, who, request.body);
    return ok(await staffRow(app.db, orderId), ORDER_MSG.shippedOk);
  });

  app.post(`${STAFF}/complete`, { schema: { description: '完成订单', body: OrderIdBody, response: Answers(StaffOrderRow) } }, async (request) => {
    const who = staffActor(requireStaff(request));
    const orderId = await completeOrder(app.db, who, request.body.orderId);
    return ok(await staffRow(app.db, orderId), ORDER_MSG.completedOk);
  });
};

export default staffOrderRoutes;
