// GET /open/sys/dict/data/:type (system service, no login): the label/value list of one
// dictionary from domain/dictionaries/dictionaries.ts; an unknown type answers an empty list, a
// type name that is too long or has other characters than letters, digits and _ answers 400.
import { Type } from 'typebox';
import { DICT_TYPE_MAX, DICT_TYPE_PATTERN, DictEntry, dictionary } from '../../../domain/dictionaries/dictionaries.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, type Routes } from '../../http/schemas.ts';

const DictParams = Type.Object(
  { type: Type.String({ minLength: 1, maxLength: DICT_TYPE_MAX, pattern: DICT_TYPE_PATTERN, description: '字典类型（如 order_status）' }) },
  { additionalProperties: false },
);

const dictRoutes: Routes = async (app) => {
  app.get(
    '/open/sys/dict/data/:type',
    { schema: { description: '数据字典：某一类型的 label/value 列表（未知类型为空列表）', params: DictParams, response: Answers(Type.Array(DictEntry)) } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok([...dictionary(request.params.type)]);
    },
  );
};

export default dictRoutes;
