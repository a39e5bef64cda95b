// /api/goods/collect/*: save/{id}, delete/{id}, delete {ids}, page/two, check/{id}. Member calls.
// The page answers Page<GoodsCard & { collectedAt }>, priced for the member like every list.
// A company's favourites are shared (issue 37): kept under the book owner (company/public.ts), so
// what one member collects every colleague sees; any active member may collect and remove.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdsBody } from '../../../domain/cart/cart-payloads.ts';
import { NoBody } from '../../../domain/shared/fields.ts';
import { requireMember } from '../../http/auth.ts';
import { ok, page } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { IdParams } from '../../http/schemas.ts';
import { goodsShelfStatus, type GoodsServices } from '../catalogue/public.ts';
import { bookOwnerOf } from '../company/public.ts';
import { memberPriceViewer, priceContextFor } from '../pricing/public.ts';
import { deleteFavourites, favouritePage, isFavourite, saveFavourite } from './favourite-repository.ts';
import { FAVOURITE_MSG } from './messages.ts';
import { FavouritePageAnswer, FavouritePageBody, FavouritesRemovedAnswer, FavouriteStateAnswer } from './schemas.ts';

const favouriteRoutes: FastifyPluginAsyncTypebox<{ services: GoodsServices }> = async (app, opts) => {
  const { cache, cards } = opts.services;

  app.post('/api/goods/collect/save/:id', { schema: { params: IdParams, body: NoBody, response: FavouriteStateAnswer } }, async (request) => {
    const ownerId = await bookOwnerOf(app.db, requireMember(request));
    const { id } = request.params;
    if ((await goodsShelfStatus(app.db, id)) !== 1) throw notFound(FAVOURITE_MSG.goodsGone);
    await saveFavourite(app.db, ownerId, id);
    return ok({ collected: true }, FAVOURITE_MSG.saved);
  });

  app.post('/api/goods/collect/delete/:id', { schema: { params: IdParams, body: NoBody, response: FavouriteStateAnswer } }, async (request) => {
    const ownerId = await bookOwnerOf(app.db, requireMember(request));
    await deleteFavourites(app.db, ownerId, [request.params.id]);
    return ok({ collected: false }, FAVOURITE_MSG.removed);
  });

  app.post('/api/goods/collect/delete', { schema: { body: IdsBody, response: FavouritesRemovedAnswer } }, async (request) => {
    const ownerId = await bookOwnerOf(app.db, requireMember(request));
    return ok({ removed: await deleteFavourites(app.db, ownerId, request.body.ids) }, FAVOURITE_MSG.removed);
  });

  app.post('/api/goods/collect/page/two', { schema: { body: FavouritePageBody, response: FavouritePageAnswer } }, async (request) => {
    const memberId = requireMember(request);
    const ownerId = await bookOwnerOf(app.db, memberId);
    const q = request.body;
    const [viewer, refs, favourites] = await Promise.all([memberPriceViewer(app.db, memberId), cache.refs(), favouritePage(app.db, ownerId, q)]);
    const ids = favourites.rows.map((r) => r.goodsId);
    const records = await cards.cards(refs, ids, await priceContextFor(app.db, viewer, ids));
    const collectedAt = new Map(favourites.rows.map((r) => [r.goodsId, r.collectedAt]));
    return ok(page(records.map((card) => ({ ...card, collectedAt: collectedAt.get(card.id)! })), favourites.total, q.current, q.size));
  });

  app.get('/api/goods/collect/check/:id', { schema: { params: IdParams, response: FavouriteStateAnswer } }, async (request) => {
    const ownerId = await bookOwnerOf(app.db, requireMember(request));
    return ok({ collected: await isFavourite(app.db, ownerId, request.params.id) });
  });
};

export default favouriteRoutes;
