// The system service: OAuth tokens (later: SMS codes, captcha, areas, dictionaries).
import type { FastifyInstance } from 'fastify';
import tokenRoutes from './token-routes.ts';

export default async function systemService(app: FastifyInstance) {
  await app.register(tokenRoutes);
}
