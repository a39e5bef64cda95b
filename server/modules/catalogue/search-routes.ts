// Search calls: suggestions while typing, the product list (exact or fuzzy, filters, facets,
// sort, pages of 20 to 100), brands with counts for a search.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '../../../domain/shared/messages.ts';
import type { GoodsCard } from '../../../domain/shared/goods-card.ts';
import { modelKey } from '../../../domain/catalogue/model-key.ts';
import { ok, page } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import type { Refs } from './catalogue-cache.ts';
import { GOODS_MSG } from './messages.ts';
import { exactTextFirst } from './exact-text-first.ts';
import { BrandMatchAnswer, BrandNumBody, SearchListAnswer, SearchListBody } from './schemas.ts';
import type { GoodsServices } from './goods-services.ts';
import type { SearchOutcome } from './search-outcome.ts';
import { searcherOf } from './search-log.ts';
import { suggestionHandler, suggestRouteOptions } from './suggest-route.ts';
import { resolveViewer } from './viewer.ts';
import { cardsFor } from './viewer-cards.ts';
import { readDb } from '../../db/replica-reads.ts';

export function leafIdsOf(refs: Refs, categoryId: number | undefined): number[] | null {
  if (categoryId === undefined) return null;
  const ref = refs.categories.get(categoryId);
  if (!ref) throw badRequest(GOODS_MSG.categoryNotFound);
  return ref.leafIds;
}

/**
 * The page's cards, the goods of the keyword's own key in exact-text-first order when the search
 * answered them (`ties`): one card read for the page and those goods together.
 */
async function pageCards(outcome: SearchOutcome, current: number, size: number, read: (ids: number[]) => Promise<GoodsCard[]>): Promise<GoodsCard[]> {
  if (!outcome.ties) return read(outcome.ids);
  const found = new Map((await read([...new Set([...outcome.ties, ...outcome.ids])])).map((c) => [c.id, c]));
  const ids = exactTextFirst(outcome.keyword, outcome.ties, outcome.ids, (current - 1) * size, (id) => found.get(id)?.model);
  return ids.flatMap((id) => found.get(id) ?? []);
}

const searchRoutes: FastifyPluginAsyncTypebox<{ services: GoodsServices }> = async (app, opts) => {
  const { cache, cards, conversionHints, search, searchLog, suggestions } = opts.services;

  // Suggestions while typing: the handler and its answer cache (suggest-route.ts).
  app.post('/open/goods/search/keyword', suggestRouteOptions, suggestionHandler(search, suggestions));

  app.post('/open/goods/list', { schema: { body: SearchListBody, response: SearchListAnswer } }, async (request) => {
    const { body } = request;
    const [viewer, refs, db] = await Promise.all([resolveViewer(app, request), cache.refs(), readDb(request)]);
    const outcome = await search.search({
      keyword: body.keyword ?? '',
      exact: body.isExactMatch ?? false,
      leafIds: leafIdsOf(refs, body.categoryId),
      brandIds: body.brandIds ?? [],
      params: body.params ?? [],
      inStock: body.inStock ?? false,
      sort: body.sort ?? 'relevance',
      current: body.current,
      size: body.size,
      priceKind: viewer.priceKind,
    });
    const [records, conversionGroups] = await Promise.all([
      pageCards(outcome, body.current, body.size, (ids) => cardsFor(db, cards, refs, ids, viewer.pricing)),
      outcome.total === 0 && outcome.keyword ? conversionHints.of(outcome.keyword) : Promise.resolve([]),
    ]);
    if (outcome.keyword && body.current === 1) {
      searchLog.record({
        keyword: outcome.keyword,
        keywordKey: modelKey(outcome.keyword),
        memberId: viewer.memberId,
        searcher: searcherOf(viewer.memberId, request.ip),
        resultCount: outcome.total,
      });
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

  app.post('/open/goods/brandNumList', { schema: { body: BrandNumBody, response: BrandMatchAnswer } }, async (request) => {
    const { body } = request;
    const refs = await cache.refs();
    const outcome = await search.search({
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
};

export default searchRoutes;
