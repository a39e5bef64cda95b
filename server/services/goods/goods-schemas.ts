// TypeBox schemas of the goods service's shapes: request bodies and the response parts that are
// serialised from a schema (lists of cards and suggestions are the hot paths).
import { Type } from 'typebox';
import { KEYWORD_MAX_LENGTH, SEARCH_PAGE_MAX, SEARCH_PAGE_MIN } from '../../../domain/search-query.ts';
import { EnvelopeOf, PageOf } from '../../http/envelope.ts';

export const GoodsCardSchema = Type.Object({
  id: Type.Integer(),
  goodsCode: Type.String(),
  model: Type.String(),
  name: Type.String(),
  brandId: Type.Integer(),
  brandName: Type.String(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  unit: Type.String(),
  minOrderQty: Type.Integer(),
  packQty: Type.Integer(),
  imageUrl: Type.String(),
  listPriceFen: Type.Integer(),
  memberPriceFen: Type.Integer(),
  vipPriceFen: Type.Integer(),
  priceFen: Type.Integer(),
  priceKind: Type.Union([Type.Literal('list'), Type.Literal('member'), Type.Literal('vip')]),
  stockQty: Type.Integer(),
  leadTimeDays: Type.Integer(),
  salesCount: Type.Integer(),
  isNew: Type.Boolean(),
  isHot: Type.Boolean(),
  keySpecs: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
});

const Counted = Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() });

export const SearchListBody = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX_LENGTH })),
  isExactMatch: Type.Optional(Type.Boolean()),
  categoryId: Type.Optional(Type.Integer({ minimum: 1 })),
  brandIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
  params: Type.Optional(Type.Array(Type.Object({ name: Type.String({ minLength: 1, maxLength: 40 }), value: Type.String({ minLength: 1, maxLength: 80 }) }), { maxItems: 20 })),
  inStock: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Union([Type.Literal('relevance'), Type.Literal('price_asc'), Type.Literal('price_desc'), Type.Literal('sales')])),
  current: Type.Integer({ minimum: 1, default: 1 }),
  size: Type.Integer({ minimum: SEARCH_PAGE_MIN, maximum: SEARCH_PAGE_MAX, default: SEARCH_PAGE_MIN }),
});

export const SearchListResponse = EnvelopeOf(
  Type.Object({
    records: Type.Array(GoodsCardSchema),
    total: Type.Integer(),
    size: Type.Integer(),
    current: Type.Integer(),
    pages: Type.Integer(),
    keyword: Type.String(),
    matchMode: Type.Union([Type.Literal('exact'), Type.Literal('fuzzy')]),
    totalExact: Type.Boolean(),
    facets: Type.Object({
      categories: Type.Array(Counted),
      brands: Type.Array(Counted),
      params: Type.Array(Type.Object({ name: Type.String(), values: Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() })) })),
      exact: Type.Boolean(),
    }),
    conversionGroups: Type.Array(Type.Object({ groupId: Type.Integer(), standard: Type.String() })),
  }),
);

export const CardListResponse = EnvelopeOf(Type.Array(GoodsCardSchema));

export const CardPageResponse = EnvelopeOf(PageOf(GoodsCardSchema));
