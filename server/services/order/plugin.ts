// The order service: checkout drafts (the spec's temporary orders) and their submission, the
// buyer's sales orders, and the payment-timeout sweeper. Payments, receipts, credit terms and the
// staff calls register their own route files here.
import type { FastifyInstance } from 'fastify';
import draftRoutes from './draft-routes.ts';
import { startOrderSweeper } from './order-sweeper.ts';
import saleRoutes from './sale-routes.ts';
import receiptRoutes from './receipt-routes.ts';
import futureRoutes from './future-routes.ts';
import staffOrderRoutes from './staff-order-routes.ts';

export default async function orderService(app: FastifyInstance) {
  await app.register(draftRoutes);
  await app.register(saleRoutes);
  await app.register(receiptRoutes);
  await app.register(futureRoutes);
  await app.register(staffOrderRoutes);
  startOrderSweeper(app);
}
