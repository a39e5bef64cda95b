// The goods service: catalogue browsing and search, cart, favourites, enquiries, model conversion.
import type { FastifyInstance } from 'fastify';
import browseRoutes from './browse-routes.ts';

export default async function goodsService(app: FastifyInstance) {
  await app.register(browseRoutes);
}
