// The home page's data, each call one shared resource (loaded once per page life, so going back
// to the home page shows it at once). Goods lists are priced for the viewer, so they are kept
// per session token.
import { createResource } from '../../lib/resource.ts';
import type { Resource } from '../../lib/resource.ts';
import { fetchAdImages, fetchHomeBrands, fetchRecommendedCategories, fetchSelectedGoods } from './api.ts';
import type { GoodsCard } from './api.ts';

export const HOME_BANNER_CODE = 'home_banner';
export const SHELF_SIZE = 10;

export const homeBanners = createResource(() => fetchAdImages(HOME_BANNER_CODE, 1));
export const recommendedCategories = createResource(fetchRecommendedCategories);
export const homeBrands = createResource(fetchHomeBrands);

const shelves = new Map<string, Resource<GoodsCard[]>>();

export function shelf(type: 'new' | 'hot', token: string | null): Resource<GoodsCard[]> {
  const key = `${type}|${token ?? ''}`;
  let resource = shelves.get(key);
  if (!resource) {
    resource = createResource(() => fetchSelectedGoods(type, SHELF_SIZE));
    shelves.set(key, resource);
  }
  return resource;
}
