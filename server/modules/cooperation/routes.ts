// The cooperation module's routes (common service): the member's application and its status,
// the staff review, and the company registry lookup.
import type { Routes } from '../../http/schemas.ts';
import companyRoutes from './company-routes.ts';
import cooperationRoutes from './cooperation-routes.ts';
import staffCooperationRoutes from './staff-cooperation-routes.ts';

export const cooperationCommonRoutes: Routes = async (app) => {
  await app.register(cooperationRoutes);
  await app.register(staffCooperationRoutes);
  await app.register(companyRoutes);
};
