// /api/ord/sale/*: the buyer's sales orders (list, counts, detail, cancel, 确认收货, statistics) and the
// export of the list's orders as an .xlsx (exportMyOrders, not in the spec; docs/api/orders.md).
import { Type } from 'typebox';
import { CancelOrderBody, ConfirmReceiptBody, OrderCountBody, OrderExportBody, OrderListBody, OrderNoBody } from '../../../domain/orders/order-payloads.ts';
import { MemberStatistics, OrderDetail, OrderSummary, StatusCount } from '../../../domain/orders/orders.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { FileAnswers } from '../../http/openapi.ts';
import { Answers, IdParams, PageOf, type Routes } from '../../http/schemas.ts';
import { ORDER_EXPORT_MSG, ORDER_MSG } from './messages.ts';
import { exportMemberOrders, listOrders, memberCancelOrder, memberConfirmReceipt, memberStatistics, orderCounts, orderDetailByNo, orderDetailFor } from './sale-service.ts';

const SALE = '/api/ord/sale';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const attachment = (name: string) => `attachment; filename="orders.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`;

const saleRoutes: Routes = async (app) => {
  app.post(`${SALE}/list`, { schema: { description: '我的订单列表（企业成员可按角色查看全公司，按成员、部门筛选）', body: OrderListBody, response: Answers(PageOf(OrderSummary)) } }, async (request) => {
    return ok(await listOrders(app.db, requireMember(request), request.body));
  });

  app.post(
    `${SALE}/exportMyOrders`,
    { schema: { description: '导出我的订单（.xlsx，每个订单行一行，含物料编码与备注；筛选同订单列表，最多最近 2000 个订单）', body: OrderExportBody, response: FileAnswers([XLSX_MIME], ORDER_EXPORT_MSG.docFile) } },
    async (request, reply) => {
      const file = await exportMemberOrders(app.db, requireMember(request), request.body);
      return reply
        .type(XLSX_MIME)
        .header('content-disposition', attachment(file.fileName))
        .header('x-export-orders', String(file.orders))
        .header('x-export-truncated', file.truncated ? '1' : '0')
        .send(file.bytes);
    },
  );

  app.post(
    `${SALE}/findOrderStatusCnt`,
    { schema: { description: '各状态的订单数（全部在前；范围同订单列表，不传为我的）', body: Type.Union([OrderCountBody, Type.Null()]), response: Answers(Type.Array(StatusCount)) } },
    async (request) => ok(await orderCounts(app.db, requireMember(request), request.body ?? {})),
  );

  app.post(`${SALE}/memberCancelOrder`, { schema: { description: '取消订单（待付款、待确认、待审批）', body: CancelOrderBody, response: Answers(OrderDetail) } }, async (request) => {
    const { id, reason } = request.body;
    return ok(await memberCancelOrder(app.db, requireMember(request), id, reason), ORDER_MSG.orderCancelledOk);
  });

  app.post(`${SALE}/memberConfirmReceipt`, { schema: { description: '确认收货（已发货的订单；已完成的订单再次确认时原样返回）', body: ConfirmReceiptBody, response: Answers(OrderDetail) } }, async (request) => {
    const { order, again } = await memberConfirmReceipt(app.db, requireMember(request), request.body.orderId);
    return ok(order, again ? ORDER_MSG.alreadyCompletedOk : ORDER_MSG.receiptConfirmedOk);
  });

  app.post(`${SALE}/findMemberOrderInfo`, { schema: { description: '按订单号查看订单', body: OrderNoBody, response: Answers(OrderDetail) } }, async (request) => {
    return ok(await orderDetailByNo(app.db, requireMember(request), request.body.orderNo));
  });

  app.get(`${SALE}/findMemberStatistics`, { schema: { description: '会员中心的订单统计', response: Answers(MemberStatistics) } }, async (request) =>
    ok(await memberStatistics(app.db, requireMember(request))),
  );

  app.get(`${SALE}/getOrderInfo/:id`, { schema: { description: '订单详情', params: IdParams, response: Answers(OrderDetail) } }, async (request) => {
    return ok(await orderDetailFor(app.db, requireMember(request), request.params.id));
  });
};

export default saleRoutes;
