// The content module's routes (common service): help centre, media centre, article votes and
// search, the staff article save, site settings, customer service, ads.
import type { Routes } from '../../http/schemas.ts';
import adRoutes from './ad-routes.ts';
import contentRoutes from './content-routes.ts';
import mediaRoutes from './media-routes.ts';
import staffArticleRoutes from './staff-article-routes.ts';

export const contentCommonRoutes: Routes = async (app) => {
  await app.register(contentRoutes);
  await app.register(mediaRoutes);
  await app.register(adRoutes);
  await app.register(staffArticleRoutes);
};
