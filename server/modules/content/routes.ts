// The content module's routes (common service): help centre, site settings, customer service, ads.
import type { Routes } from '../../http/schemas.ts';
import adRoutes from './ad-routes.ts';
import contentRoutes from './content-routes.ts';

export const contentCommonRoutes: Routes = async (app) => {
  await app.register(contentRoutes);
  await app.register(adRoutes);
};
