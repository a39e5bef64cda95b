// The payments module's routes: receipts, credit terms and the staff review of receipts (order
// service), online payment and the sandbox gateway's pages and notifications (common service).
import type { Routes } from '../../http/schemas.ts';
import futureRoutes from './future-routes.ts';
import payRoutes from './pay-routes.ts';
import receiptRoutes from './receipt-routes.ts';
import staffPaymentRoutes from './staff-payment-routes.ts';
import staffReceiptRoutes from './staff-receipt-routes.ts';

export const paymentsOrderRoutes: Routes = async (app) => {
  await app.register(receiptRoutes);
  await app.register(futureRoutes);
  await app.register(staffPaymentRoutes);
  await app.register(staffReceiptRoutes);
};

export const paymentsCommonRoutes: Routes = async (app) => {
  await app.register(payRoutes);
};
