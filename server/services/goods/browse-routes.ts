// Open browse calls: category tree, header zones, hot searches.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PageQuery } from '../../../domain/schemas/page-query.ts';
import { ok } from '../../http/envelope.ts';
import { categoryTree } from './category-repository.ts';
import { hotKeywords } from './hot-search-repository.ts';
import { listZones } from './zone-repository.ts';

const ZoneListBody = Type.Intersect([PageQuery, Type.Object({ type: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })) })]);

export default async function browseRoutes(app: FastifyInstance) {
  app.get('/open/goods/category/list', async () => ok(await categoryTree(app.db)));

  app.post('/open/goods/scope/list', { schema: { body: ZoneListBody } }, async (request) => {
    const body = request.body as { current: number; size: number; type?: number };
    return ok(await listZones(app.db, body));
  });

  app.get(
    '/open/goods/hotSearch/list',
    { schema: { querystring: Type.Object({ size: Type.Integer({ minimum: 1, maximum: 20, default: 8 }) }) } },
    async (request) => ok(await hotKeywords(app.db, (request.query as { size: number }).size)),
  );
}
