// The member service: member record, registration and recovery, addresses, invoices, points.
import type { FastifyInstance } from 'fastify';
import addressRoutes from './address-routes.ts';
import invoiceRoutes from './invoice-routes.ts';
import memberRoutes from './member-routes.ts';
import openMemberRoutes from './open-member-routes.ts';
import profileRoutes from './profile-routes.ts';
import registerRoutes from './register-routes.ts';
import securityRoutes from './security-routes.ts';

export default async function memberService(app: FastifyInstance) {
  await app.register(memberRoutes);
  await app.register(registerRoutes);
  await app.register(securityRoutes);
  await app.register(profileRoutes);
  await app.register(openMemberRoutes);
  await app.register(addressRoutes);
  await app.register(invoiceRoutes);
}
