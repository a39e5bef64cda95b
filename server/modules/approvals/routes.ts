// The approvals module's plugins: its order-service calls (gateway/order.ts).
import type { Routes } from '../../http/schemas.ts';
import approvalOrderRoutes from './order-routes.ts';

export const approvalsOrderRoutes: Routes = async (app) => {
  await app.register(approvalOrderRoutes);
};
