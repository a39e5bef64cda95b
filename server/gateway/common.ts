// The common service (/gateway/common): content (help centre, site settings, ads), the reverse
// geocoder (member-books) and online payment (payments).
import type { FastifyInstance } from 'fastify';
import { afterSalesCommonRoutes } from '../modules/after-sales/routes.ts';
import { contentCommonRoutes } from '../modules/content/routes.ts';
import { cooperationCommonRoutes } from '../modules/cooperation/routes.ts';
import { booksCommonRoutes } from '../modules/member-books/routes.ts';
import { paymentsCommonRoutes } from '../modules/payments/routes.ts';
import { servicesCommonRoutes } from '../modules/services/routes.ts';

export default async function commonService(app: FastifyInstance) {
  await app.register(contentCommonRoutes);
  await app.register(booksCommonRoutes);
  await app.register(paymentsCommonRoutes);
  await app.register(afterSalesCommonRoutes);
  await app.register(cooperationCommonRoutes);
  await app.register(servicesCommonRoutes);
}
