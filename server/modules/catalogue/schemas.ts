// The catalogue module's TypeBox schemas: request bodies, queries and the response map of every
// route. Answer shapes the SPA reads are defined once in domain/catalogue (GoodsCard,
// catalogue-views.ts); here they are wrapped in the envelope and page. Lists of cards and
// suggestions are the hot paths: their schemas hold no anyOf, so the compiled serializer is fast.
import { Type } from 'typebox';
import {
  BrandMatchCount, BrandWithCount, CategoryNode, ConversionDetail, ConversionGroup, ConversionGroupRef, ConversionModel, ConversionSize,
  GoodsCodeStock, GoodsDetail, GoodsListExtras, HomeBrand, HotSearch, KeywordSuggestion, LabelValue, ModelSuggestion, RecommendedCategory,
  ReorderGoods, VipSituation, ZonePageItem, ZoneSummary,
} from '../../../domain/catalogue/catalogue-views.ts';
import { ClosedObject, IntIdIn, IntIn, NumberIn, TextIn } from '../../../domain/shared/fields.ts';
import { GoodsCard } from '../../../domain/shared/goods-card.ts';
import { KEYWORD_MAX_LENGTH, SEARCH_PAGE_MAX, SEARCH_PAGE_MIN } from '../../../domain/catalogue/search-query.ts';
import { Answers, PageOf } from '../../http/schemas.ts';
import { PAGE_MAX } from '../../../domain/shared/page-query.ts';

// Requests ------------------------------------------------------------------------------------

const Current = IntIn(1, PAGE_MAX, { default: 1, description: '页码' });
/** `current` and `size` of a paged body (size 1 to 100, 20 by default). */
const Paging = { current: Current, size: IntIn(1, 100, { default: 20, description: '每页条数' }) };
const Keyword = TextIn(KEYWORD_MAX_LENGTH, { description: '关键词（型号、名称、品牌或分类）' });
const CategoryId = IntIdIn({ description: '分类编号' });
const BrandId = IntIdIn({ description: '品牌编号' });
const closed = { additionalProperties: false } as const;

/** `/:id` of a row in an integer column (zones, conversion groups): 1 to 2^31-1. */
export const IntIdParams = Type.Object({ id: IntIdIn({ description: '编号' }) }, closed);

export const PageBody = ClosedObject(Paging);

export const ZoneListBody = ClosedObject({ ...Paging, type: Type.Optional(IntIn(1, 9, { description: '专区类型（2 为页头专区）' })) });

export const ParentQuery = Type.Object({ parentId: CategoryId }, closed);

export const SelectBody = ClosedObject({
  type: Type.Union([Type.Literal('new'), Type.Literal('hot')], { description: '列表（new 新品，hot 热销）' }),
  size: IntIn(1, 40, { default: 12, description: '条数' }),
});

export const HotSearchQuery = Type.Object({ size: IntIn(1, 20, { default: 8, description: '条数' }) }, closed);

export const StockQuery = Type.Object({ goodsCode: TextIn(40, { minLength: 1, description: '商品编码' }) }, closed);

export const KeywordBody = ClosedObject({ keyword: Keyword });

export const SearchListBody = ClosedObject({
  keyword: Type.Optional(Keyword),
  isExactMatch: Type.Optional(Type.Boolean({ description: '精确匹配型号' })),
  categoryId: Type.Optional(CategoryId),
  brandIds: Type.Optional(Type.Array(BrandId, { maxItems: 50, description: '品牌' })),
  params: Type.Optional(
    Type.Array(
      ClosedObject({ name: TextIn(40, { minLength: 1, description: '参数名' }), value: TextIn(80, { minLength: 1, description: '参数值' }) }),
      { maxItems: 20, description: '参数筛选' },
    ),
  ),
  inStock: Type.Optional(Type.Boolean({ description: '只看有货' })),
  sort: Type.Optional(
    Type.Union([Type.Literal('relevance'), Type.Literal('price_asc'), Type.Literal('price_desc'), Type.Literal('sales')], {
      description: '排序（relevance 相关度，price_asc 价格升序，price_desc 价格降序，sales 销量）',
    }),
  ),
  current: Current,
  size: IntIn(SEARCH_PAGE_MIN, SEARCH_PAGE_MAX, { default: SEARCH_PAGE_MIN, description: '每页条数' }),
});

export const BrandNumBody = ClosedObject({ keyword: Type.Optional(Keyword), categoryId: Type.Optional(CategoryId) });

export const ConvertListBody = ClosedObject({ ...Paging, keyword: Type.Optional(Keyword) });

export const ModelListBody = ClosedObject({ ...Paging, brandId: Type.Optional(BrandId), keyword: Type.Optional(Keyword) });

const MM_MAX = 2000;
export const SizeBody = ClosedObject({
  innerDiameter: Type.Optional(NumberIn(0, MM_MAX, { description: '内径（mm）' })),
  outerDiameter: Type.Optional(NumberIn(0, MM_MAX, { description: '外径（mm）' })),
  width: Type.Optional(NumberIn(0, MM_MAX, { description: '宽度（mm）' })),
});

export const KeywordQuery = Type.Object({ keyword: TextIn(KEYWORD_MAX_LENGTH, { default: '', description: '型号' }) }, closed);

// Responses -----------------------------------------------------------------------------------

export const CategoryTreeAnswer = Answers(Type.Array(CategoryNode));
export const LabelValueAnswer = Answers(Type.Array(LabelValue));
export const BrandListAnswer = Answers(Type.Array(BrandWithCount));
export const HomeBrandAnswer = Answers(Type.Array(HomeBrand));
export const RecommendedCategoryAnswer = Answers(Type.Array(RecommendedCategory));
export const CardListAnswer = Answers(Type.Array(GoodsCard));
export const ZoneListAnswer = Answers(PageOf(ZoneSummary));
export const ZonePageAnswer = Answers(PageOf(ZonePageItem));
export const ZoneDetailAnswer = Answers(Type.Object({ zone: ZoneSummary, goods: PageOf(GoodsCard) }, closed));
export const HotSearchAnswer = Answers(Type.Array(HotSearch));
export const GoodsDetailAnswer = Answers(GoodsDetail);
export const GoodsCodeStockAnswer = Answers(GoodsCodeStock);
export const ReorderGoodsAnswer = Answers(ReorderGoods);
export const VipSituationAnswer = Answers(VipSituation);

export const SuggestionAnswer = Answers(Type.Array(KeywordSuggestion));
export const SearchListAnswer = Answers(Type.Object({ ...PageOf(GoodsCard).properties, ...GoodsListExtras }, closed));
export const BrandMatchAnswer = Answers(Type.Array(BrandMatchCount));

export const ConversionPageAnswer = Answers(PageOf(ConversionGroup));
export const ModelPageAnswer = Answers(PageOf(ConversionModel));
export const SizeListAnswer = Answers(Type.Array(ConversionSize));
export const ConversionDetailAnswer = Answers(ConversionDetail);
export const ModelSuggestionAnswer = Answers(Type.Array(ModelSuggestion));
export const GroupRefAnswer = Answers(Type.Array(ConversionGroupRef));
