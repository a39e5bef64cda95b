// The pricing module's plugins: the staff calls of price agreements (goods service, gateway/goods.ts).
import type { Routes } from '../../http/schemas.ts';
import staffAgreementRoutes from './staff-agreement-routes.ts';

export const pricingStaffRoutes: Routes = async (app) => {
  await app.register(staffAgreementRoutes);
};
