// Catalogue calls: the goods service's (header zones, categories, hot keywords, lists, product
// pages, model conversion) and the common service's ad slots (home banners).
import type { GoodsCard, NameValue } from '../../../domain/shared/goods-card.ts';
import { get, post } from '../../lib/client.ts';
import type { Page } from '../../lib/client.ts';

export interface SpecialZone {
  id: number | string;
  name: string;
  scopeId: number | string;
  description?: string | null;
  bannerUrl?: string | null;
}

export interface Category {
  id: number | string;
  name: string;
  level: number;
  icon?: string | null;
  children?: Category[];
}

export interface HotSearch {
  goodsModel: string;
}

/** The header's special zones: POST /goods/open/goods/scope/list, page 1, size 20, type 2 (spec 9). */
export const HEADER_ZONES_REQUEST = { current: 1, size: 20, type: 2 } as const;

export function fetchHeaderZones(): Promise<Page<SpecialZone>> {
  return post<Page<SpecialZone>>('/goods/open/goods/scope/list', HEADER_ZONES_REQUEST, { background: true });
}

export function fetchCategories(): Promise<Category[]> {
  return get<Category[]>('/goods/open/goods/category/list', undefined, { background: true, silent: true });
}

export function fetchHotSearch(size = 8): Promise<HotSearch[]> {
  return get<HotSearch[]>('/goods/open/goods/hotSearch/list', { size }, { background: true, silent: true });
}

// ---------------------------------------------------------------------------------------------
// Catalogue: search, list, detail, home lists, zones, model conversion (docs/api/goods.md).


export type { GoodsCard, NameValue };

export interface KeywordSuggestion {
  goodsId: number;
  goodsModel: string;
  brandName: string;
  goodsName: string;
  categoryName: string;
}

export type GoodsSort = 'relevance' | 'price_asc' | 'price_desc' | 'sales';

export interface GoodsListRequest {
  keyword?: string;
  isExactMatch?: boolean;
  categoryId?: number;
  brandIds?: number[];
  params?: NameValue[];
  inStock?: boolean;
  sort?: GoodsSort;
  current: number;
  size: number;
}

export interface FacetCount {
  id: number;
  name: string;
  count: number;
}

export interface ParamFacet {
  name: string;
  values: { value: string; count: number }[];
}

export interface GoodsFacets {
  categories: FacetCount[];
  brands: FacetCount[];
  params: ParamFacet[];
  /** False when some count was taken over part of the match (the page marks counts as approximate). */
  exact?: boolean;
}

export interface GoodsListPage extends Page<GoodsCard> {
  keyword: string;
  matchMode: 'exact' | 'fuzzy';
  facets: GoodsFacets;
}

export interface BrandSummary {
  id: number;
  name: string;
  nameCn: string | null;
  country?: string | null;
  logoUrl: string | null;
}

export interface WarehouseStock {
  warehouseId: number;
  warehouseName: string;
  city: string;
  qty: number;
}

export interface PriceTier {
  minQty: number;
  priceFen: number;
}

export interface Conversion {
  goodsId: number | null;
  brandName: string;
  model: string;
}

export interface GoodsDetail extends GoodsCard {
  specs: NameValue[];
  images: string[];
  categoryPath: { id: number; name: string }[];
  brand: BrandSummary;
  stock: WarehouseStock[];
  priceTiers: PriceTier[];
  conversions: Conversion[];
  favourite: boolean;
}

export interface RecommendedCategory {
  id: number;
  name: string;
  imageUrl: string | null;
  goodsCount: number;
  parentName: string;
}

export interface ZoneDetail {
  zone: SpecialZone;
  goods: Page<GoodsCard>;
}

/** Suggestions for a non-empty text (spec 5); the caller never asks for a blank one. */
export function searchKeyword(keyword: string): Promise<KeywordSuggestion[]> {
  return post<KeywordSuggestion[]>('/goods/open/goods/search/keyword', { keyword }, { background: true, silent: true });
}

export function fetchGoodsList(body: GoodsListRequest): Promise<GoodsListPage> {
  return post<GoodsListPage>('/goods/open/goods/list', body);
}

export function fetchGoodsDetail(id: number, options: { silent?: boolean; background?: boolean } = {}): Promise<GoodsDetail> {
  return get<GoodsDetail>(`/goods/open/goods/get/${id}`, undefined, options);
}

// Detail prefetch (hover on a card): the product page then appears at once. A result is kept
// for a short while only, so prices and stock stay fresh.
const DETAIL_TTL_MS = 30000;
const detailCache = new Map<number, { at: number; promise: Promise<GoodsDetail> }>();

/** Starts loading a product's detail in the background (hover), quietly. */
export function prefetchGoodsDetail(id: number): void {
  const hit = detailCache.get(id);
  if (hit && Date.now() - hit.at < DETAIL_TTL_MS) return;
  const promise = fetchGoodsDetail(id, { silent: true, background: true });
  promise.catch(() => detailCache.delete(id));
  detailCache.set(id, { at: Date.now(), promise });
}

/** The detail for the product page: a fresh prefetched one if there is, else a new call. */
export function loadGoodsDetail(id: number): Promise<GoodsDetail> {
  const hit = detailCache.get(id);
  detailCache.delete(id);
  if (hit && Date.now() - hit.at < DETAIL_TTL_MS) return hit.promise.catch(() => fetchGoodsDetail(id));
  return fetchGoodsDetail(id);
}

export function fetchSelectedGoods(type: 'new' | 'hot', size: number): Promise<GoodsCard[]> {
  return post<GoodsCard[]>('/goods/goodsSelect/list/web', { type, size }, { background: true });
}

export function fetchHomeBrands(): Promise<BrandSummary[]> {
  return post<BrandSummary[]>('/goods/brand/list/pageHome/uncheck', {}, { background: true });
}

export function fetchRecommendedCategories(): Promise<RecommendedCategory[]> {
  return get<RecommendedCategory[]>('/goods/open/goodsCategoryRecommend/list', undefined, { background: true });
}

export function fetchZoneDetail(id: number, current: number, size: number): Promise<ZoneDetail> {
  return post<ZoneDetail>(`/goods/open/goods/scope/detail/${id}`, { current, size });
}

/** The largest page the zone call gives (PageQuery's bound). */
const ZONE_PAGE_MAX = 100;

/**
 * Every live goods of a zone for the quick-order pad, up to `max` (the pad's bound): the zone
 * call's pages of 100, one after the other (one call for the seeded zones).
 */
export async function fetchZoneAllGoods(id: number, max: number): Promise<{ zone: SpecialZone; goods: GoodsCard[]; total: number }> {
  const first = await fetchZoneDetail(id, 1, ZONE_PAGE_MAX);
  const goods = [...first.goods.records];
  const pages = Math.ceil(Math.min(first.goods.total, max) / ZONE_PAGE_MAX);
  for (let current = 2; current <= pages; current++) {
    const next = await fetchZoneDetail(id, current, ZONE_PAGE_MAX);
    goods.push(...next.goods.records);
  }
  return { zone: first.zone, goods: goods.slice(0, max), total: first.goods.total };
}

/** Favourite toggle (an /api call: needs a token). */
export function saveFavourite(goodsId: number): Promise<unknown> {
  return post<unknown>(`/goods/api/goods/collect/save/${goodsId}`);
}

export function deleteFavourite(goodsId: number): Promise<unknown> {
  return post<unknown>(`/goods/api/goods/collect/delete/${goodsId}`);
}

// Model conversion (open) -------------------------------------------------------------------

// The answers' types are the server's response schemas (domain/catalogue/catalogue-views.ts).
import type { ConversionDetail, ConversionGroup } from '../../../domain/catalogue/catalogue-views.ts';
export type { ConversionDetail, ConversionGroup };

export interface ModelSuggestion {
  model: string;
  brandName: string;
}

const TRANSITION = '/goods/open/modelTransition';

export function fetchConversions(keyword: string, current: number, size: number): Promise<Page<ConversionGroup>> {
  return post<Page<ConversionGroup>>(`${TRANSITION}/convertList`, { keyword, current, size });
}

export function fetchConversionDetail(groupId: number): Promise<ConversionDetail> {
  return get<ConversionDetail>(`${TRANSITION}/detail/${groupId}`);
}

export function fetchModelAssociation(keyword: string): Promise<ModelSuggestion[]> {
  return get<ModelSuggestion[]>(`${TRANSITION}/modelAssociation`, { keyword }, { background: true, silent: true });
}

export interface AdImage {
  id: number;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
}

/** GET /common/open/cms/cmsAd/getAdImages/{code}?displayPosition= (home banners: home_banner, 1). */
export function fetchAdImages(code: string, displayPosition = 1): Promise<AdImage[]> {
  return get<AdImage[]>(`/common/open/cms/cmsAd/getAdImages/${encodeURIComponent(code)}`, { displayPosition }, { background: true });
}
