// What the catalogue's browse, search and model-conversion calls answer (docs/api/goods.md), as
// the server sends it and the SPA shows it: one TypeBox schema each (the server's response
// schema) and its type of the same name, so the two cannot drift. Money is integer fen.
import { Type, type Static, type TSchema } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { CountField, FenField, IdField, TextField } from '../shared/fields.ts';
import { GoodsCard, NameValue } from '../shared/goods-card.ts';
import { PriceKind, PriceSourceField } from '../shared/pricing.ts';

const NullableText = (description: string) => Nullable(TextField(description));
const closed = <P extends Record<string, TSchema>>(properties: P) => Type.Object(properties, { additionalProperties: false });

// Categories and brands -----------------------------------------------------------------------

const categoryNode = <C extends TSchema>(children: C) =>
  closed({
    id: IdField('分类编号'),
    name: TextField('分类名称'),
    level: Type.Integer({ minimum: 1, maximum: 3, description: '层级（1–3）' }),
    icon: NullableText('图标'),
    children,
  });

/** The three-level category tree (levels 1 to 3; a level-3 node has no children). */
export const CategoryNode = categoryNode(
  Type.Array(categoryNode(Type.Array(categoryNode(Type.Array(Type.Unknown(), { maxItems: 0 })), { description: '三级分类' })), { description: '二级分类' }),
);
export type CategoryNode = Static<typeof CategoryNode>;

/** An option of a category picker. */
export const LabelValue = closed({ label: TextField('分类名称'), value: IdField('分类编号') });
export type LabelValue = Static<typeof LabelValue>;

export const BrandWithCount = closed({
  id: IdField('品牌编号'),
  name: TextField('品牌'),
  nameCn: NullableText('中文名'),
  country: NullableText('国家或地区'),
  logoUrl: NullableText('品牌标志'),
  goodsCount: CountField('在售商品数'),
});
export type BrandWithCount = Static<typeof BrandWithCount>;

/** A brand of the home page. */
export const HomeBrand = closed({
  id: IdField('品牌编号'),
  name: TextField('品牌'),
  nameCn: NullableText('中文名'),
  logoUrl: NullableText('品牌标志'),
});
export type HomeBrand = Static<typeof HomeBrand>;

export const RecommendedCategory = closed({
  id: IdField('分类编号'),
  name: TextField('分类名称'),
  imageUrl: NullableText('图片'),
  goodsCount: CountField('在售商品数'),
  parentName: NullableText('上级分类'),
});
export type RecommendedCategory = Static<typeof RecommendedCategory>;

/** A brand of a search with its number of matching goods (brandNumList). */
export const BrandMatchCount = closed({
  id: IdField('品牌编号'),
  name: TextField('品牌'),
  nameCn: NullableText('中文名'),
  logoUrl: NullableText('品牌标志'),
  count: CountField('匹配商品数'),
});
export type BrandMatchCount = Static<typeof BrandMatchCount>;

// Zones and hot searches ----------------------------------------------------------------------

/** A special zone (the spec's "scope"). */
export const ZoneSummary = closed({
  id: IdField('专区编号'),
  name: TextField('专区名称'),
  scopeId: TextField('专区标识'),
  description: NullableText('专区介绍'),
  bannerUrl: NullableText('横幅图片'),
});
export type ZoneSummary = Static<typeof ZoneSummary>;

export const ZonePageItem = closed({ ...ZoneSummary.properties, goodsCount: CountField('在售商品数') });
export type ZonePageItem = Static<typeof ZonePageItem>;

export const HotSearch = closed({ goodsModel: TextField('热搜词') });
export type HotSearch = Static<typeof HotSearch>;

// The product page ----------------------------------------------------------------------------

export const CategoryStep = closed({ id: IdField('分类编号'), name: TextField('分类名称') });
export type CategoryStep = Static<typeof CategoryStep>;

export const DetailBrand = closed({
  id: IdField('品牌编号'),
  name: TextField('品牌'),
  nameCn: NullableText('中文名'),
  country: NullableText('国家或地区'),
  logoUrl: NullableText('品牌标志'),
});
export type DetailBrand = Static<typeof DetailBrand>;

export const WarehouseStock = closed({
  warehouseId: IdField('仓库编号'),
  warehouseName: TextField('仓库'),
  city: TextField('城市'),
  qty: Type.Integer({ description: '可售数量' }),
});
export type WarehouseStock = Static<typeof WarehouseStock>;

export const PriceTier = closed({ minQty: CountField('起购数量'), priceFen: FenField('单价（分）') });
export type PriceTier = Static<typeof PriceTier>;

/** An equivalent model of another brand (model conversion), linked to our goods when we sell it. */
/** What a row's 加入购物车 needs of a goods we sell (its quantity rules). */
export const ConversionBuy = closed({
  minOrderQty: CountField('起订量'),
  packQty: CountField('包装数量'),
  unit: TextField('单位'),
  stockQty: CountField('可售库存'),
});
export type ConversionBuy = Static<typeof ConversionBuy>;

export const ConversionMember = closed({
  brandName: TextField('品牌'),
  model: TextField('型号'),
  goodsId: Nullable(IdField('本站商品编号（未销售为 null）')),
  buy: Nullable(ConversionBuy),
});
export type ConversionMember = Static<typeof ConversionMember>;

export const GoodsDetail = closed({
  ...GoodsCard.properties,
  specs: Type.Array(NameValue, { description: '全部参数' }),
  images: Type.Array(TextField('图片'), { description: '商品图片' }),
  categoryPath: Type.Array(CategoryStep, { description: '分类路径（一级到三级）' }),
  brand: Type.Union([DetailBrand, Type.Null()], { description: '品牌' }),
  stock: Type.Array(WarehouseStock, { description: '分仓库存' }),
  priceTiers: Type.Array(PriceTier, { description: '阶梯价' }),
  conversions: Type.Array(ConversionMember, { description: '可替换型号' }),
  favourite: Type.Boolean({ description: '已收藏' }),
});
export type GoodsDetail = Static<typeof GoodsDetail>;

/** Stock of a goods by its code (findStockByGoodsCode). */
export const GoodsCodeStock = closed({
  goodsCode: TextField('商品编码'),
  total: Type.Integer({ description: '可售合计' }),
  warehouses: Type.Array(closed({ warehouseName: TextField('仓库'), city: TextField('城市'), qty: Type.Integer({ description: '可售数量' }) }), {
    description: '分仓库存',
  }),
});
export type GoodsCodeStock = Static<typeof GoodsCodeStock>;

/** What re-ordering a line needs of a goods (getGoodsXuVo), for goods on or off shelf. */
export const ReorderGoods = closed({
  goodsId: IdField('商品编号'),
  model: TextField('型号'),
  name: TextField('商品名称'),
  unit: TextField('单位'),
  minOrderQty: CountField('起订量'),
  packQty: CountField('包装数量'),
  priceFen: FenField('当前用户的价格（分）'),
  priceKind: PriceKind,
  priceSource: PriceSourceField,
  contractValidTo: Nullable(Type.String({ maxLength: 10, description: '协议价有效期至（yyyy-mm-dd；非协议价为 null）' })),
  stockQty: CountField('可售库存'),
  available: Type.Boolean({ description: '在售' }),
});
export type ReorderGoods = Static<typeof ReorderGoods>;

/** The viewer's VIP situation (getMemberVipSituation). */
export const VipSituation = closed({
  loggedIn: Type.Boolean({ description: '已登录' }),
  memberType: Nullable(Type.Integer({ minimum: 0, maximum: 9, description: '会员类型（1 个人，2 企业；访客为 null）' })),
  isVip: Type.Boolean({ description: '是 VIP' }),
  vipEndTime: NullableText('VIP 到期时间'),
  trialVipDays: CountField('试用 VIP 天数'),
});
export type VipSituation = Static<typeof VipSituation>;

// Search ---------------------------------------------------------------------------------------

/** A suggestion while typing. */
export const KeywordSuggestion = closed({
  goodsId: IdField('商品编号'),
  goodsModel: TextField('型号'),
  brandId: IdField('品牌编号'),
  brandName: TextField('品牌'),
  goodsName: TextField('商品名称'),
  categoryName: TextField('分类'),
});
export type KeywordSuggestion = Static<typeof KeywordSuggestion>;

export const FacetCount = closed({ id: IdField('编号'), name: TextField('名称'), count: CountField('匹配商品数') });
export type FacetCount = Static<typeof FacetCount>;

export const ParamFacet = closed({
  name: TextField('参数名'),
  values: Type.Array(closed({ value: TextField('参数值'), count: CountField('匹配商品数') })),
});
export type ParamFacet = Static<typeof ParamFacet>;

export const GoodsFacets = closed({
  categories: Type.Array(FacetCount, { description: '分类筛选项' }),
  brands: Type.Array(FacetCount, { description: '品牌筛选项' }),
  params: Type.Array(ParamFacet, { description: '参数筛选项' }),
  exact: Type.Boolean({ description: '计数精确（否则为抽样）' }),
});
export type GoodsFacets = Static<typeof GoodsFacets>;

/** A model-conversion group named by its standard (links shown when a search finds nothing). */
export const ConversionGroupRef = closed({ groupId: IdField('转换组编号'), standard: TextField('标准型号') });
export type ConversionGroupRef = Static<typeof ConversionGroupRef>;

/** What the product list adds to its page of cards. */
export const GoodsListExtras = {
  keyword: TextField('搜索词（规范化后）'),
  matchMode: Type.Enum(['exact', 'fuzzy'], { type: 'string', description: '匹配方式（exact 精确，fuzzy 模糊）' }),
  totalExact: Type.Boolean({ description: '总数精确（否则为下限）' }),
  facets: GoodsFacets,
  conversionGroups: Type.Array(ConversionGroupRef, { description: '无结果时的型号转换建议' }),
};

// Model conversion ----------------------------------------------------------------------------

export const ConversionGroup = closed({
  groupId: IdField('转换组编号'),
  standard: TextField('标准型号'),
  members: Type.Array(ConversionMember, { description: '各品牌型号' }),
});
export type ConversionGroup = Static<typeof ConversionGroup>;

export const ConversionModel = closed({ model: TextField('型号'), brandName: TextField('品牌'), groupId: IdField('转换组编号') });
export type ConversionModel = Static<typeof ConversionModel>;

const Millimetres = (description: string) => Type.Number({ description });

export const ConversionSize = closed({
  groupId: IdField('转换组编号'),
  standard: TextField('标准型号'),
  innerDiameter: Millimetres('内径（mm）'),
  outerDiameter: Millimetres('外径（mm）'),
  width: Millimetres('宽度（mm）'),
});
export type ConversionSize = Static<typeof ConversionSize>;

export const PricedConversionMember = closed({
  ...ConversionMember.properties,
  priceFen: Nullable(FenField('价格（分；未销售为 null）')),
  stockQty: Nullable(CountField('可售库存（未销售为 null）')),
});
export type PricedConversionMember = Static<typeof PricedConversionMember>;

export const ConversionDetail = closed({
  groupId: IdField('转换组编号'),
  standard: TextField('标准型号'),
  category: TextField('类别'),
  specs: Type.Array(NameValue, { description: '参数' }),
  members: Type.Array(PricedConversionMember, { description: '各品牌型号' }),
});
export type ConversionDetail = Static<typeof ConversionDetail>;

export const ModelSuggestion = closed({ model: TextField('型号'), brandName: TextField('品牌') });
export type ModelSuggestion = Static<typeof ModelSuggestion>;
