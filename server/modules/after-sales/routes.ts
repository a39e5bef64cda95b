// The after-sales module's routes: the member's refund calls and the staff steps (order service),
// and the payment gateway's refund notification (common service).
import type { Routes } from '../../http/schemas.ts';
import { startEvidenceSweeper } from './evidence-sweep.ts';
import refundNotifyRoutes from './refund-notify-routes.ts';
import refundRoutes from './refund-routes.ts';
import staffRefundDetailRoutes from './staff-refund-detail-routes.ts';
import staffRefundRoutes from './staff-refund-routes.ts';

export const afterSalesOrderRoutes: Routes = async (app) => {
  startEvidenceSweeper(app);
  await app.register(refundRoutes);
  await app.register(staffRefundRoutes);
  await app.register(staffRefundDetailRoutes);
};

export const afterSalesCommonRoutes: Routes = async (app) => {
  await app.register(refundNotifyRoutes);
};
