// Open browse calls: category tree and label lists, brands, recommended categories, home lists,
// zones, hot searches, the product page, stock, re-order data and the viewer's VIP situation.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoBody } from '../../../domain/shared/fields.ts';
import { modelKey } from '../../../domain/catalogue/model-key.ts';
import { ok, page } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { IdParams } from '../../http/schemas.ts';
import { readSiteSettings } from '../content/public.ts';
import { categoryCount } from './catalogue-cache.ts';
import { categoryTree, recommendedCategoryRows } from './category-repository.ts';
import { conversionsOf } from './conversion-repository.ts';
import { GOODS_MSG } from './messages.ts';
import { findCardRow, findGoodsByCode, goodsDetailExtras, selectedIds, stockByWarehouse, tiersFor, toCard } from './goods-repository.ts';
import {
  BrandListAnswer, CardListAnswer, CategoryTreeAnswer, GoodsCodeStockAnswer, GoodsDetailAnswer, HomeBrandAnswer, HotSearchAnswer, HotSearchQuery,
  IntIdParams, LabelValueAnswer, PageBody, ParentQuery, RecommendedCategoryAnswer, ReorderGoodsAnswer, SelectBody, StockQuery, VipSituationAnswer, ZoneDetailAnswer,
  ZoneListAnswer, ZoneListBody, ZonePageAnswer,
} from './schemas.ts';
import type { GoodsServices } from './goods-services.ts';
import { hotKeywords } from './hot-search-repository.ts';
import { findZone, listZones, pageZones, zoneGoodsIds } from './zone-repository.ts';
import { resolveViewer } from './viewer.ts';
import { cardsFor } from './viewer-cards.ts';
import { readDb } from '../../db/replica-reads.ts';
import { priceContextFor } from '../pricing/public.ts';

const browseRoutes: FastifyPluginAsyncTypebox<{ services: GoodsServices }> = async (app, opts) => {
  const { cache, cards } = opts.services;

  app.get('/open/goods/category/list', { schema: { response: CategoryTreeAnswer } }, async (request) => ok(await categoryTree(await readDb(request))));

  app.get('/open/goods/labelValueList', { schema: { response: LabelValueAnswer } }, async () => {
    const refs = await cache.refs();
    return ok((refs.children.get(0) ?? []).map((c) => ({ label: c.name, value: c.id })));
  });

  const childrenOf = async (parentId: number, level: number) => {
    const refs = await cache.refs();
    const parent = refs.categories.get(parentId);
    if (!parent || parent.level !== level) throw badRequest(GOODS_MSG.categoryNotFound);
    return (refs.children.get(parentId) ?? []).map((c) => ({ label: c.name, value: c.id }));
  };
  app.get('/open/goods/secondLabelValueList', { schema: { querystring: ParentQuery, response: LabelValueAnswer } }, async (request) => ok(await childrenOf(request.query.parentId, 1)));
  app.get('/open/goods/thirdLabelValueList', { schema: { querystring: ParentQuery, response: LabelValueAnswer } }, async (request) => ok(await childrenOf(request.query.parentId, 2)));

  app.get('/open/goods/brand/list', { schema: { response: BrandListAnswer } }, async () => {
    const [refs, cells] = await Promise.all([cache.refs(), cache.cells()]);
    return ok(refs.brandList.map((b) => ({ id: b.id, name: b.name, nameCn: b.nameCn, country: b.country, logoUrl: b.logoUrl, goodsCount: cells.byBrand.get(b.id) ?? 0 })));
  });

  app.post('/brand/list/pageHome/uncheck', { schema: { body: NoBody, response: HomeBrandAnswer } }, async () => {
    const refs = await cache.refs();
    return ok(refs.brandList.filter((b) => b.isRecommended).map((b) => ({ id: b.id, name: b.name, nameCn: b.nameCn, logoUrl: b.logoUrl })));
  });

  app.get('/open/goodsCategoryRecommend/list', { schema: { response: RecommendedCategoryAnswer } }, async (request) => {
    const [refs, cells, rows] = await Promise.all([
      cache.refs(),
      cache.cells(),
      readDb(request).then(recommendedCategoryRows),
    ]);
    return ok(
      rows.flatMap((r) => {
        const c = refs.categories.get(r.categoryId);
        if (!c) return [];
        const parent = c.parentId === null ? undefined : refs.categories.get(c.parentId);
        return [{ id: c.id, name: c.name, imageUrl: r.imageUrl, goodsCount: categoryCount(refs, cells, c.id), parentName: parent?.name ?? null }];
      }),
    );
  });

  app.post('/goodsSelect/list/web', { schema: { body: SelectBody, response: CardListAnswer } }, async (request) => {
    const { body } = request;
    const db = await readDb(request);
    const [viewer, refs, ids] = await Promise.all([resolveViewer(app, request), cache.refs(), selectedIds(db, body.type, body.size)]);
    return ok(await cardsFor(db, cards, refs, ids, viewer.pricing));
  });

  app.post('/open/goods/scope/list', { schema: { body: ZoneListBody, response: ZoneListAnswer } }, async (request) => ok(await listZones(await readDb(request), request.body)));

  app.post('/open/goods/scope/page', { schema: { body: ZoneListBody, response: ZonePageAnswer } }, async (request) => ok(await pageZones(await readDb(request), request.body)));

  app.post('/open/goods/scope/detail/:id', { schema: { params: IntIdParams, body: PageBody, response: ZoneDetailAnswer } }, async (request) => {
    const { id } = request.params;
    const q = request.body;
    const db = await readDb(request);
    const zone = await findZone(db, id);
    if (!zone) throw notFound(GOODS_MSG.zoneNotFound);
    const [viewer, refs, goods] = await Promise.all([resolveViewer(app, request), cache.refs(), zoneGoodsIds(db, id, q)]);
    return ok({ zone, goods: page(await cardsFor(db, cards, refs, goods.ids, viewer.pricing), goods.total, q.current, q.size) });
  });

  app.get(
    '/open/goods/hotSearch/list',
    { schema: { querystring: HotSearchQuery, response: HotSearchAnswer } },
    async (request) => ok(await hotKeywords(await readDb(request), request.query.size)),
  );

  app.get('/open/goods/get/:id', { schema: { params: IdParams, response: GoodsDetailAnswer } }, async (request) => {
    const { id } = request.params;
    const db = await readDb(request);
    const [viewer, refs, row] = await Promise.all([resolveViewer(app, request), cache.refs(), findCardRow(db, id)]);
    if (!row) throw notFound(GOODS_MSG.goodsNotFound);
    const ctx = await priceContextFor(db, viewer.pricing, [id]);
    const card = toCard(row, refs, ctx);
    const [stock, extras, conversions] = await Promise.all([
      stockByWarehouse(db, id),
      goodsDetailExtras(db, id, viewer.memberId),
      conversionsOf(db, row.brandId, modelKey(row.model), id),
    ]);
    const category = refs.categories.get(row.categoryId);
    const brand = refs.brands.get(row.brandId);
    return ok({
      ...card,
      specs: Object.entries(row.specs).map(([name, value]) => ({ name, value })),
      images: extras.images,
      categoryPath: (category?.pathIds ?? []).map((cid) => ({ id: cid, name: refs.categories.get(cid)!.name })),
      brand: brand ? { id: brand.id, name: brand.name, nameCn: brand.nameCn, country: brand.country, logoUrl: brand.logoUrl } : null,
      stock,
      priceTiers: tiersFor(row, refs, ctx),
      conversions,
      favourite: extras.favourite,
    });
  });

  app.get('/open/goods/findStockByGoodsCode', { schema: { querystring: StockQuery, response: GoodsCodeStockAnswer } }, async (request) => {
    const { goodsCode } = request.query;
    const db = await readDb(request);
    const goods = await findGoodsByCode(db, goodsCode.trim().toUpperCase());
    if (!goods) throw notFound(GOODS_MSG.goodsNotFound);
    const rows = await stockByWarehouse(db, goods.id);
    return ok({
      goodsCode: goods.goodsCode,
      total: rows.reduce((n, r) => n + r.qty, 0),
      warehouses: rows.map(({ warehouseName, city, qty }) => ({ warehouseName, city, qty })),
    });
  });

  app.post('/open/goods/getGoodsXuVo/:id', { schema: { params: IdParams, body: NoBody, response: ReorderGoodsAnswer } }, async (request) => {
    const { id } = request.params;
    const db = await readDb(request);
    const [viewer, refs, row] = await Promise.all([resolveViewer(app, request), cache.refs(), findCardRow(db, id, { anyStatus: true })]);
    if (!row) throw notFound(GOODS_MSG.goodsNotFound);
    const card = toCard(row, refs, await priceContextFor(db, viewer.pricing, [id]));
    return ok({
      goodsId: card.id,
      model: card.model,
      name: card.name,
      unit: card.unit,
      minOrderQty: card.minOrderQty,
      packQty: card.packQty,
      priceFen: card.priceFen,
      priceKind: card.priceKind,
      priceSource: card.priceSource,
      contractValidTo: card.contractValidTo,
      stockQty: card.stockQty,
      available: row.status === 1,
    });
  });

  app.post('/open/goods/getMemberVipSituation', { schema: { body: NoBody, response: VipSituationAnswer } }, async (request) => {
    const [viewer, settings] = await Promise.all([resolveViewer(app, request), readDb(request).then(readSiteSettings)]);
    return ok({
      loggedIn: viewer.memberId !== null,
      memberType: viewer.memberType,
      isVip: viewer.priceKind === 'vip',
      vipEndTime: viewer.vipEndTime,
      trialVipDays: settings.trialVipDays,
    });
  });
};

export default browseRoutes;
