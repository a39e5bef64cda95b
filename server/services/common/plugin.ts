// The common service: content (help centre, media, ads), site settings, service orders, payment.
import type { FastifyInstance } from 'fastify';
import adRoutes from './ad-routes.ts';
import contentRoutes from './content-routes.ts';
import mapRoutes from './map-routes.ts';
import payRoutes from './pay-routes.ts';

export default async function commonService(app: FastifyInstance) {
  await app.register(contentRoutes);
  await app.register(adRoutes);
  await app.register(mapRoutes);
  await app.register(payRoutes);
}
