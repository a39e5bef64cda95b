// Model conversion (open): cross-reference groups of equivalent models across brands,
// under /open/modelTransition/.
import { normaliseKeyword } from '../../../domain/catalogue/search-query.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { type Routes } from '../../http/schemas.ts';
import { convertAssociation, convertList, groupDetail, modelAssociation, modelList, sizeList } from './conversion-repository.ts';
import { GOODS_MSG } from './messages.ts';
import {
  ConversionDetailAnswer, ConversionPageAnswer, ConvertListBody, GroupRefAnswer, IntIdParams, KeywordQuery, ModelListBody, ModelPageAnswer, ModelSuggestionAnswer,
  SizeBody, SizeListAnswer,
} from './schemas.ts';
import { resolveViewer } from './viewer.ts';

const PREFIX = '/open/modelTransition';

const conversionRoutes: Routes = async (app) => {
  app.post(`${PREFIX}/convertList`, { schema: { body: ConvertListBody, response: ConversionPageAnswer } }, async (request) => {
    const { body } = request;
    return ok(await convertList(app.db, body.keyword ?? '', body.current, body.size));
  });

  // A keyword or a brand narrows the list: all models of every brand is not a list anyone reads.
  app.post(`${PREFIX}/modelList`, { schema: { body: ModelListBody, response: ModelPageAnswer } }, async (request) => {
    const { body } = request;
    const keyword = normaliseKeyword(body.keyword ?? '');
    if (!keyword && body.brandId === undefined) throw badRequest(GOODS_MSG.modelKeywordRequired);
    return ok(await modelList(app.db, { ...body, keyword }));
  });

  app.post(`${PREFIX}/sizeList`, { schema: { body: SizeBody, response: SizeListAnswer } }, async (request) => {
    const { body } = request;
    if (body.innerDiameter === undefined && body.outerDiameter === undefined && body.width === undefined) throw badRequest(GOODS_MSG.sizeRequired);
    return ok(await sizeList(app.db, body));
  });

  app.get(`${PREFIX}/detail/:id`, { schema: { params: IntIdParams, response: ConversionDetailAnswer } }, async (request) => {
    const { id } = request.params;
    const viewer = await resolveViewer(app, request);
    const detail = await groupDetail(app.db, id, viewer.priceKind);
    if (!detail) throw notFound(GOODS_MSG.groupNotFound);
    return ok(detail);
  });

  app.get(`${PREFIX}/modelAssociation`, { schema: { querystring: KeywordQuery, response: ModelSuggestionAnswer } }, async (request) =>
    ok(await modelAssociation(app.db, request.query.keyword)),
  );

  app.get(`${PREFIX}/convertAssociation`, { schema: { querystring: KeywordQuery, response: GroupRefAnswer } }, async (request) =>
    ok(await convertAssociation(app.db, request.query.keyword)),
  );
};

export default conversionRoutes;
