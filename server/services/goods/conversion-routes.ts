// Model conversion (open): cross-reference groups of equivalent models across brands,
// under /open/modelTransition/.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { KEYWORD_MAX_LENGTH } from '../../../domain/search-query.ts';
import { PageQuery } from '../../../domain/schemas/page-query.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { convertAssociation, convertList, groupDetail, modelAssociation, modelList, sizeList } from './conversion-repository.ts';
import { GOODS_MSG } from './goods-messages.ts';
import { resolveViewer } from './viewer.ts';

const ConvertListBody = Type.Intersect([PageQuery, Type.Object({ keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX_LENGTH })) })]);
const ModelListBody = Type.Intersect([
  PageQuery,
  Type.Object({ brandId: Type.Optional(Type.Integer({ minimum: 1 })), keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX_LENGTH })) }),
]);
const Millimetres = Type.Number({ exclusiveMinimum: 0, maximum: 2000 });
const SizeBody = Type.Object({ innerDiameter: Type.Optional(Millimetres), outerDiameter: Type.Optional(Millimetres), width: Type.Optional(Millimetres) });
const KeywordQuery = Type.Object({ keyword: Type.String({ maxLength: KEYWORD_MAX_LENGTH, default: '' }) });
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const PREFIX = '/open/modelTransition';

export default async function conversionRoutes(app: FastifyInstance) {
  app.post(`${PREFIX}/convertList`, { schema: { body: ConvertListBody } }, async (request) => {
    const body = request.body as Static<typeof ConvertListBody>;
    return ok(await convertList(app.db, body.keyword ?? '', body.current, body.size));
  });

  app.post(`${PREFIX}/modelList`, { schema: { body: ModelListBody } }, async (request) => {
    const body = request.body as Static<typeof ModelListBody>;
    return ok(await modelList(app.db, body));
  });

  app.post(`${PREFIX}/sizeList`, { schema: { body: SizeBody } }, async (request) => {
    const body = request.body as Static<typeof SizeBody>;
    if (body.innerDiameter === undefined && body.outerDiameter === undefined && body.width === undefined) throw badRequest(GOODS_MSG.sizeRequired);
    return ok(await sizeList(app.db, body));
  });

  app.get(`${PREFIX}/detail/:id`, { schema: { params: IdParams } }, async (request) => {
    const { id } = request.params as Static<typeof IdParams>;
    const viewer = await resolveViewer(app, request);
    const detail = await groupDetail(app.db, id, viewer.priceKind);
    if (!detail) throw notFound(GOODS_MSG.groupNotFound);
    return ok(detail);
  });

  app.get(`${PREFIX}/modelAssociation`, { schema: { querystring: KeywordQuery } }, async (request) =>
    ok(await modelAssociation(app.db, (request.query as Static<typeof KeywordQuery>).keyword)),
  );

  app.get(`${PREFIX}/convertAssociation`, { schema: { querystring: KeywordQuery } }, async (request) =>
    ok(await convertAssociation(app.db, (request.query as Static<typeof KeywordQuery>).keyword)),
  );
}
