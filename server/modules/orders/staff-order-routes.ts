// Staff order calls (staff token only), docs/api/payments.md:
// POST /api/staff/order/list {status?, keyword?, current, size} -> Page<StaffOrderRow>;
// ship {orderId, carrier, trackingNo}, complete {orderId} -> the order's fresh StaffOrderRow.
// export {status?, keyword?, startDate?, endDate?, memberId?} -> the .xlsx of those orders' lines
// (base64 in the envelope, like every staff answer).
// (reviewPayment, under the same prefix, is the payments module's.)
import { ShipBody } from '../../../domain/orders/order-payloads.ts';
import { StaffOrderExportBody, StaffOrderExportFile, StaffOrderRow } from '../../../domain/orders/staff-orders.ts';
import { OrderIdBody, StaffOrderListBody } from '../../../domain/payments/payment-payloads.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, PageOf, type Routes } from '../../http/schemas.ts';
import { ORDER_EXPORT_MSG, ORDER_MSG } from './messages.ts';
import { exportOrders } from './order-export-service.ts';
import { completeOrder, listStaffOrders, shipOrder, staffRow } from './staff-order-service.ts';
import { staffActor } from '../../../domain/staff/staff-actor.ts';

const STAFF = '/api/staff/order';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const staffOrderRoutes: Routes = async (app) => {
  app.post(`${STAFF}/list`, { schema: { description: '订单列表（含待审核的付款）', body: StaffOrderListBody, response: Answers(PageOf(StaffOrderRow)) } }, async (request) => {
    requireStaff(request);
    return ok(await listStaffOrders(app.db, request.body));
  });

  app.post(`${STAFF}/export`, { schema: { description: '导出订单明细（.xlsx 的 Base64；每个订单行一行，含会员、物料编码与备注；最多最近 2000 个订单）', body: StaffOrderExportBody, response: Answers(StaffOrderExportFile) } }, async (request) => {
    requireStaff(request);
    const file = await exportOrders(app.db, { ...request.body, mine: false });
    const msg = file.truncated ? ORDER_EXPORT_MSG.truncated(file.orders) : undefined;
    return ok({ fileName: file.fileName, mime: XLSX_MIME, orders: file.orders, truncated: file.truncated, base64: file.bytes.toString('base64') }, msg);
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
