// The order service (/gateway/order): checkout drafts and submission (checkout), sales orders,
// staff order calls and the payment-timeout sweeper (orders), receipts, credit terms and the staff
// review of receipts (payments), and the company's order approvals (approvals, issue 38).
import type { Routes } from '../http/schemas.ts';
import { afterSalesOrderRoutes } from '../modules/after-sales/routes.ts';
import { approvalsOrderRoutes } from '../modules/approvals/routes.ts';
import { checkoutOrderRoutes } from '../modules/checkout/routes.ts';
import { distributionOrderRoutes } from '../modules/distribution/routes.ts';
import { integrationOrderRoutes } from '../modules/integration/routes.ts';
import { ordersOrderRoutes } from '../modules/orders/routes.ts';
import { paymentsOrderRoutes } from '../modules/payments/routes.ts';

const orderService: Routes = async (app) => {
  await app.register(checkoutOrderRoutes);
  await app.register(ordersOrderRoutes);
  await app.register(paymentsOrderRoutes);
  await app.register(afterSalesOrderRoutes);
  await app.register(distributionOrderRoutes);
  await app.register(approvalsOrderRoutes);
  await app.register(integrationOrderRoutes);
};

export default orderService;
