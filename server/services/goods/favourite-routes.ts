// /api/goods/collect/*: save/{id}, delete/{id}, delete {ids}, page/two, check/{id}. Member calls.
// The page answers Page<GoodsCard & { collectedAt }>, priced for the member like every list.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { IdsBody } from '../../../domain/schemas/cart-payloads.ts';
import { PageQuery } from '../../../domain/schemas/page-query.ts';
import { requireMember } from '../../http/auth.ts';
import { ok, page } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { memberPriceKind } from './cart-repository.ts';
import { deleteFavourites, FAVOURITE_MSG, favouritePage, isFavourite, liveGoodsExists, saveFavourite } from './favourite-repository.ts';
import { goodsCards } from './goods-repository.ts';
import type { GoodsServices } from './goods-services.ts';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export default async function favouriteRoutes(app: FastifyInstance, opts: { services: GoodsServices }) {
  const { cache } = opts.services;

  app.post('/api/goods/collect/save/:id', { schema: { params: IdParams } }, async (request) => {
    const memberId = requireMember(request);
    const { id } = request.params as Static<typeof IdParams>;
    if (!(await liveGoodsExists(app.db, id))) throw notFound(FAVOURITE_MSG.goodsGone);
    await saveFavourite(app.db, memberId, id);
    return ok({ collected: true }, FAVOURITE_MSG.saved);
  });

  app.post('/api/goods/collect/delete/:id', { schema: { params: IdParams } }, async (request) => {
    const memberId = requireMember(request);
    const { id } = request.params as Static<typeof IdParams>;
    await deleteFavourites(app.db, memberId, [id]);
    return ok({ collected: false }, FAVOURITE_MSG.removed);
  });

  app.post('/api/goods/collect/delete', { schema: { body: IdsBody } }, async (request) => {
    const memberId = requireMember(request);
    const { ids } = request.body as IdsBody;
    return ok({ removed: await deleteFavourites(app.db, memberId, ids) }, FAVOURITE_MSG.removed);
  });

  app.post('/api/goods/collect/page/two', { schema: { body: PageQuery } }, async (request) => {
    const memberId = requireMember(request);
    const q = request.body as PageQuery;
    const [priceKind, refs, favourites] = await Promise.all([memberPriceKind(app.db, memberId), cache.refs(), favouritePage(app.db, memberId, q)]);
    const cards = await goodsCards(app.db, refs, favourites.rows.map((r) => r.goodsId), priceKind);
    const collectedAt = new Map(favourites.rows.map((r) => [r.goodsId, r.collectedAt]));
    return ok(page(cards.map((card) => ({ ...card, collectedAt: collectedAt.get(card.id)! })), favourites.total, q.current, q.size));
  });

  app.get('/api/goods/collect/check/:id', { schema: { params: IdParams } }, async (request) => {
    const memberId = requireMember(request);
    const { id } = request.params as Static<typeof IdParams>;
    return ok({ collected: await isFavourite(app.db, memberId, id) });
  });
}
