// The orders module's routes (order service): the buyer's sales orders and the staff order calls,
// and the payment-timeout sweeper that runs beside them.
import type { Routes } from '../../http/schemas.ts';
import { startOrderSweeper } from './order-sweeper.ts';
import saleRoutes from './sale-routes.ts';
import staffOrderRoutes from './staff-order-routes.ts';
import staffShippingRoutes from './staff-shipping-routes.ts';

export const ordersOrderRoutes: Routes = async (app) => {
  await app.register(saleRoutes);
  await app.register(staffOrderRoutes);
  await app.register(staffShippingRoutes);
  startOrderSweeper(app);
};
