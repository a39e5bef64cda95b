// The member service (/gateway/member): the member record, registration, recovery and security
// (account), addresses and invoice titles (member-books), company accounts (company).
import type { FastifyInstance } from 'fastify';
import { accountMemberRoutes } from '../modules/account/routes.ts';
import { booksMemberRoutes } from '../modules/member-books/routes.ts';
import { certificationMemberRoutes } from '../modules/certification/routes.ts';
import { companyMemberRoutes } from '../modules/company/routes.ts';
import { distributionMemberRoutes } from '../modules/distribution/routes.ts';
import { messagesMemberRoutes } from '../modules/messages/routes.ts';
import { pointsMemberRoutes } from '../modules/points/routes.ts';

export default async function memberService(app: FastifyInstance) {
  await app.register(accountMemberRoutes);
  await app.register(booksMemberRoutes);
  await app.register(messagesMemberRoutes);
  await app.register(certificationMemberRoutes);
  await app.register(distributionMemberRoutes);
  await app.register(pointsMemberRoutes);
  await app.register(companyMemberRoutes);
}
