// GET /api/sys/area/subList (provinces) and /api/sys/area/subList/{id} (a division's children).
import { Type } from 'typebox';
import { AreaNode } from '../../../domain/member-books/book-rows.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { childrenOf, provinces } from './area-tree.ts';
import { AreaParams } from './schemas.ts';

const areaRoutes: Routes = async (app) => {
  const answers = Answers(Type.Array(AreaNode));

  app.get('/api/sys/area/subList', { schema: { response: answers } }, async () => ok(provinces()));

  app.get('/api/sys/area/subList/:id', { schema: { params: AreaParams, response: answers } }, async (request) => {
    const list = childrenOf(request.params.id);
    if (!list) throw notFound(MSG.areaNotFound);
    return ok(list);
  });
};

export default areaRoutes;
