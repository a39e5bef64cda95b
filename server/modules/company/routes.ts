// The company module's plugins: its member-service calls (gateway/member.ts) and its staff calls.
import type { FastifyInstance } from 'fastify';
import companyRoutes from './company-routes.ts';
import staffCompanyRoutes from './staff-company-routes.ts';

export async function companyMemberRoutes(app: FastifyInstance) {
  await app.register(companyRoutes);
  await app.register(staffCompanyRoutes);
}
