// Goods service calls of the shell (header zones, categories, hot keywords).
import { get, post } from './client.ts';
import type { Page } from './client.ts';

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
