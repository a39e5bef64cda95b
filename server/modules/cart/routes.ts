// The cart module's routes (goods service): the cart and the favourites.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { GoodsServices } from '../catalogue/public.ts';
import cartRoutes from './cart-routes.ts';
import favouriteRoutes from './favourite-routes.ts';

export const cartGoodsRoutes: FastifyPluginAsyncTypebox<{ services: GoodsServices }> = async (app, opts) => {
  await app.register(cartRoutes);
  await app.register(favouriteRoutes, { services: opts.services });
};
