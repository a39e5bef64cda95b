// The services module's routes (common service): the catalogue, the member's service orders and
// the staff steps.
import type { Routes } from '../../http/schemas.ts';
import serviceRoutes from './service-routes.ts';
import staffServiceRoutes from './staff-service-routes.ts';

export const servicesCommonRoutes: Routes = async (app) => {
  await app.register(serviceRoutes);
  await app.register(staffServiceRoutes);
};
