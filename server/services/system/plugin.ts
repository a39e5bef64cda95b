// The system service: OAuth tokens, image captcha, SMS codes, WeChat login QR (later: areas, dictionaries).
import type { FastifyInstance } from 'fastify';
import tokenRoutes from './token-routes.ts';
import verificationRoutes from './verification-routes.ts';

export default async function systemService(app: FastifyInstance) {
  await app.register(tokenRoutes);
  await app.register(verificationRoutes);
}
