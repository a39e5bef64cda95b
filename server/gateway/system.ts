// The system service (/gateway/system): OAuth tokens, image captcha, SMS codes, WeChat login QR
// (account), the GB/T 2260 area tree (member-books) and the staff console's own calls (staff).
import type { FastifyInstance } from 'fastify';
import { accountSystemRoutes } from '../modules/account/routes.ts';
import { dictionariesSystemRoutes } from '../modules/dictionaries/routes.ts';
import { booksSystemRoutes } from '../modules/member-books/routes.ts';
import { staffSystemRoutes } from '../modules/staff/routes.ts';
import { dashboardSystemRoutes } from '../modules/dashboard/routes.ts';
import { punchoutSystemRoutes } from '../modules/integration/routes.ts';

export default async function systemService(app: FastifyInstance) {
  await app.register(accountSystemRoutes);
  await app.register(booksSystemRoutes);
  await app.register(dictionariesSystemRoutes);
  await app.register(staffSystemRoutes);
  await app.register(dashboardSystemRoutes);
  await app.register(punchoutSystemRoutes);
}
