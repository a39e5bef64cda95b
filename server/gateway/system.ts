// The system service (/gateway/system): OAuth tokens, image captcha, SMS codes, WeChat login QR
// (account) and the GB/T 2260 area tree (member-books).
import type { FastifyInstance } from 'fastify';
import { accountSystemRoutes } from '../modules/account/routes.ts';
import { dictionariesSystemRoutes } from '../modules/dictionaries/routes.ts';
import { booksSystemRoutes } from '../modules/member-books/routes.ts';

export default async function systemService(app: FastifyInstance) {
  await app.register(accountSystemRoutes);
  await app.register(booksSystemRoutes);
  await app.register(dictionariesSystemRoutes);
}
