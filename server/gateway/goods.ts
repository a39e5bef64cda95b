// The goods service (/gateway/goods): browsing, search and model conversion (catalogue), the cart
// and favourites (cart), arrival notices and stock receipts (stock), over one set of catalogue services kept warm from start.
import { setTimeout as sleep } from 'node:timers/promises';
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
  // The catalogue cache and the search index are built at start, after the process listens:
  // /readyz answers 503 until they are (http/readiness.ts), and a failed build is tried again.
  // Closing waits for the build, so no query outlives the database connection it runs on.
  let warming: Promise<unknown> = Promise.resolve();
  const closing = new AbortController();
  app.addHook('onReady', async () => {
    const done = app.readiness.begin('catalogue');
    warming = (async () => {
      while (!closing.signal.aborted) {
        try {
          const started = performance.now();
          await services.cache.warm();
          app.log.info({ ms: Math.round(performance.now() - started) }, 'catalogue cache and search index built');
          done();
          return;
        } catch (err) {
          app.log.error({ err }, 'catalogue cache warm-up failed, trying again in 5 s');
          await sleep(5_000, undefined, { signal: closing.signal }).catch(() => {});
        }
      }
    })();
  });
  app.addHook('onClose', async () => {
    closing.abort();
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
