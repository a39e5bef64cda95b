// The system service: OAuth tokens, image captcha, SMS codes, WeChat login QR, the GB/T 2260 area tree.
import type { FastifyInstance } from 'fastify';
import areaRoutes from './area-routes.ts';
import tokenRoutes from './token-routes.ts';
import verificationRoutes from './verification-routes.ts';

export default async function systemService(app: FastifyInstance) {
  await app.register(tokenRoutes);
  await app.register(verificationRoutes);
  await app.register(areaRoutes);
}
