// The goods service: catalogue browsing and search, model conversion (cart, favourites and
// enquiries join later).
import type { FastifyInstance } from 'fastify';
import browseRoutes from './browse-routes.ts';
import cartRoutes from './cart-routes.ts';
import conversionRoutes from './conversion-routes.ts';
import favouriteRoutes from './favourite-routes.ts';
import { goodsServices } from './goods-services.ts';
import searchRoutes from './search-routes.ts';

export default async function goodsService(app: FastifyInstance) {
  const services = goodsServices(app);
  // Warm the catalogue cache so the first search does not pay for it; failures are logged.
  // Closing waits for the warm-up, so no query outlives the database connection it runs on.
  let warming: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    warming = Promise.all([services.cache.refs(), services.cache.cells()]).catch((err: unknown) =>
      app.log.error({ err }, 'catalogue cache warm-up failed'),
    );
  });
  app.addHook('onClose', async () => {
    await warming;
    await services.searchLog.flush();
  });
  await app.register(browseRoutes, { services });
  await app.register(searchRoutes, { services });
  await app.register(conversionRoutes);
  await app.register(cartRoutes);
  await app.register(favouriteRoutes, { services });
}
