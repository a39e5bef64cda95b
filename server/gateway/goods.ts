// The goods service (/gateway/goods): browsing, search and model conversion (catalogue), the cart
// and favourites (cart), arrival notices and stock receipts (stock), over one set of catalogue services kept warm from start.
import type { FastifyInstance } from 'fastify';
import { cartGoodsRoutes } from '../modules/cart/routes.ts';
import { goodsServices } from '../modules/catalogue/public.ts';
import { catalogueGoodsRoutes } from '../modules/catalogue/routes.ts';
import { enquiryGoodsRoutes } from '../modules/enquiry/routes.ts';
import { integrationGoodsRoutes, punchoutGoodsRoutes } from '../modules/integration/routes.ts';
import { messagesGoodsRoutes } from '../modules/messages/routes.ts';
import { pricingStaffRoutes } from '../modules/pricing/routes.ts';
import { quotesGoodsRoutes } from '../modules/quotes/routes.ts';
import { stockGoodsRoutes } from '../modules/stock/routes.ts';

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
  await app.register(catalogueGoodsRoutes, { services });
  await app.register(cartGoodsRoutes, { services });
  await app.register(messagesGoodsRoutes);
  await app.register(enquiryGoodsRoutes);
  await app.register(quotesGoodsRoutes);
  await app.register(stockGoodsRoutes);
  await app.register(pricingStaffRoutes);
  await app.register(integrationGoodsRoutes);
  await app.register(punchoutGoodsRoutes);
}
