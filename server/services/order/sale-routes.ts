// /api/ord/sale/*: the buyer's sales orders (list, counts, detail, cancel, statistics).
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CancelOrderBody, OrderListBody, OrderNoBody } from '../../../domain/schemas/order-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { listOrders, memberCancelOrder, memberStatistics, orderCounts, orderDetailByNo, orderDetailFor } from './sale-service.ts';

const IdParams = { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) };
const SALE = '/api/ord/sale';

export default async function saleRoutes(app: FastifyInstance) {
  app.post(`${SALE}/list`, { schema: { body: OrderListBody } }, async (request) => {
    return ok(await listOrders(app.db, requireMember(request), request.body as OrderListBody));
  });

  app.post(`${SALE}/findOrderStatusCnt`, async (request) => ok(await orderCounts(app.db, requireMember(request))));

  app.post(`${SALE}/memberCancelOrder`, { schema: { body: CancelOrderBody } }, async (request) => {
    const body = request.body as CancelOrderBody;
    return ok(await memberCancelOrder(app.db, requireMember(request), body.id, body.reason), '订单已取消');
  });

  app.post(`${SALE}/findMemberOrderInfo`, { schema: { body: OrderNoBody } }, async (request) => {
    return ok(await orderDetailByNo(app.db, requireMember(request), (request.body as OrderNoBody).orderNo));
  });

  app.get(`${SALE}/findMemberStatistics`, async (request) => ok(await memberStatistics(app.db, requireMember(request))));

  app.get(`${SALE}/getOrderInfo/:id`, { schema: IdParams }, async (request) => {
    return ok(await orderDetailFor(app.db, requireMember(request), (request.params as { id: number }).id));
  });
}
