// GET /api/sys/area/subList (provinces) and /api/sys/area/subList/{id} (a division's children).
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { MSG } from '../../../domain/messages.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { childrenOf, provinces } from './area-tree.ts';

export default async function areaRoutes(app: FastifyInstance) {
  app.get('/api/sys/area/subList', async () => ok(provinces()));

  app.get('/api/sys/area/subList/:id', { schema: { params: Type.Object({ id: Type.String({ pattern: '^\\d{6}$' }) }) } }, async (request) => {
    const list = childrenOf((request.params as { id: string }).id);
    if (!list) throw notFound(MSG.areaNotFound);
    return ok(list);
  });
}
