// The catalogue module's routes (goods service): browsing, search and model conversion, over the
// catalogue services (cache, search log, suggestion cache) that the cart module reads too.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import brandAliasRoutes from './brand-alias-routes.ts';
import browseRoutes from './browse-routes.ts';
import conversionRoutes from './conversion-routes.ts';
import type { GoodsServices } from './goods-services.ts';
import searchRoutes from './search-routes.ts';
import staffCatalogueRoutes from './staff-catalogue-routes.ts';

export const catalogueGoodsRoutes: FastifyPluginAsyncTypebox<{ services: GoodsServices }> = async (app, opts) => {
  await app.register(browseRoutes, { services: opts.services });
  await app.register(searchRoutes, { services: opts.services });
  await app.register(conversionRoutes);
  await app.register(staffCatalogueRoutes);
  await app.register(brandAliasRoutes);
};
