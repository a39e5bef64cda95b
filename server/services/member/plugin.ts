// The member service: member record, registration and recovery, addresses, invoices, points.
import type { FastifyInstance } from 'fastify';
import memberRoutes from './member-routes.ts';

export default async function memberService(app: FastifyInstance) {
  await app.register(memberRoutes);
}
