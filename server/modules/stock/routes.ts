// The stock module's routes (goods service): the member's arrival notices and the staff receipt.
import type { Routes } from '../../http/schemas.ts';
import arrivalNoticeRoutes from './arrival-notice-routes.ts';
import staffStockRoutes from './staff-stock-routes.ts';
import staffStockAdjustRoutes from './staff-stock-adjust-routes.ts';

export const stockGoodsRoutes: Routes = async (app) => {
  await app.register(arrivalNoticeRoutes);
  await app.register(staffStockRoutes);
  await app.register(staffStockAdjustRoutes);
};
