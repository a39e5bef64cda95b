// The dashboard module's routes (system service): the staff console's 工作台.
import type { Routes } from '../../http/schemas.ts';
import dashboardRoutes from './dashboard-routes.ts';

export const dashboardSystemRoutes: Routes = async (app) => {
  await app.register(dashboardRoutes);
};
