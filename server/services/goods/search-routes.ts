// Search calls: suggestions while typing, the product list (exact or fuzzy, filters, facets,
// sort, pages of 20 to 100), brands with counts for a search.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { MSG } from '../../../domain/messages.ts';
import { modelKey } from '../../../domain/model-key.ts';
import { KEYWORD_MAX_LENGTH, normaliseKeyword } from '../../../domain/search-query.ts';
import { ok, page } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import type { Refs } from './catalogue-cache.ts';
import { convertAssociation } from './conversion-repository.ts';
import { GOODS_MSG } from './goods-messages.ts';
import { goodsCards } from './goods-repository.ts';
import { SearchListBody, SearchListResponse } from './goods-schemas.ts';
import type { GoodsServices } from './goods-services.ts';
import { searchGoods, type SortKey } from './search-engine.ts';
import { suggest, type Suggestion } from './suggest.ts';
import { resolveViewer } from './viewer.ts';

const KeywordBody = Type.Object({ keyword: Type.String({ maxLength: KEYWORD_MAX_LENGTH }) });
const BrandNumBody = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX_LENGTH })), categoryId: Type.Optional(Type.Integer({ minimum: 1 })) });

export function leafIdsOf(refs: Refs, categoryId: number | undefined): number[] | null {
  if (categoryId === undefined) return null;
  const ref = refs.categories.get(categoryId);
  if (!ref) throw badRequest(GOODS_MSG.categoryNotFound);
  return ref.leafIds;
}

export default async function searchRoutes(app: FastifyInstance, opts: { services: GoodsServices }) {
  const { cache, searchLog, suggestions } = opts.services;

  // The answer is cached as its serialised envelope (a hit skips the database and the serialiser).
  const serialise = (data: Suggestion[]) => JSON.stringify(ok(data));
  app.post('/open/goods/search/keyword', { schema: { body: KeywordBody } }, async (request, reply) => {
    const keyword = normaliseKeyword((request.body as Static<typeof KeywordBody>).keyword);
    reply.type('application/json; charset=utf-8');
    if (!keyword) return serialise([]);
    const cacheKey = keyword.toLowerCase();
    const bypass = /no-cache/i.test(request.headers['cache-control'] ?? '');
    const hit = bypass ? undefined : suggestions.get(cacheKey);
    if (hit) return hit;
    const json = serialise(await suggest(app.db, cache, keyword));
    suggestions.set(cacheKey, json);
    return json;
  });

  app.post('/open/goods/list', { schema: { body: SearchListBody, response: { 200: SearchListResponse } } }, async (request) => {
    const body = request.body as Static<typeof SearchListBody>;
    const [viewer, refs] = await Promise.all([resolveViewer(app, request), cache.refs()]);
    const outcome = await searchGoods(app.db, cache, {
      keyword: body.keyword ?? '',
      exact: body.isExactMatch ?? false,
      leafIds: leafIdsOf(refs, body.categoryId),
      brandIds: body.brandIds ?? [],
      params: body.params ?? [],
      inStock: body.inStock ?? false,
      sort: (body.sort ?? 'relevance') as SortKey,
      current: body.current,
      size: body.size,
      priceKind: viewer.priceKind,
    });
    const [records, conversionGroups] = await Promise.all([
      goodsCards(app.db, refs, outcome.ids, viewer.priceKind),
      outcome.total === 0 && outcome.keyword ? convertAssociation(app.db, outcome.keyword, 5) : Promise.resolve([]),
    ]);
    if (outcome.keyword && body.current === 1) {
      searchLog.record({ keyword: outcome.keyword, keywordKey: modelKey(outcome.keyword), memberId: viewer.memberId, resultCount: outcome.total });
    }
    const data = {
      ...page(records, outcome.total, body.current, body.size),
      keyword: outcome.keyword,
      matchMode: outcome.matchMode,
      totalExact: outcome.totalExact,
      facets: outcome.facets,
      conversionGroups,
    };
    return ok(data, outcome.total === 0 && outcome.keyword ? GOODS_MSG.nothingFound(outcome.keyword) : MSG.ok);
  });

  app.post('/open/goods/brandNumList', { schema: { body: BrandNumBody } }, async (request) => {
    const body = request.body as Static<typeof BrandNumBody>;
    const refs = await cache.refs();
    const outcome = await searchGoods(app.db, cache, {
      keyword: body.keyword ?? '',
      exact: false,
      leafIds: leafIdsOf(refs, body.categoryId),
      brandIds: [],
      params: [],
      inStock: false,
      sort: 'relevance',
      current: 1,
      size: 20,
      priceKind: 'list',
      withPage: false,
    });
    return ok(
      outcome.facets.brands.map((b) => {
        const brand = refs.brands.get(b.id);
        return { id: b.id, name: b.name, nameCn: brand?.nameCn ?? null, logoUrl: brand?.logoUrl ?? null, count: b.count };
      }),
    );
  });
}
