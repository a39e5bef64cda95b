// The product list's state lives in the URL (spec 2.1: /productList?goodsName=&serchNum=), so
// back/forward and reload show the same list. These pure functions read and write that URL (the
// header's search box, the menus and the home page link to the list with them; the request, the
// filters, chips and pagination are in product-list-query.ts, which re-exports this file).
//
// URL parameters:
//   goodsName   the keyword
//   serchNum    the search mode: 1 = exact (isExactMatch, chosen from a suggestion); absent = fuzzy
//   categoryId  a category of any level
//   brandId     brand ids, comma separated ("1,3")
//   param       a parameter filter "name:value", repeated
//   inStock     1 = only goods in stock
//   sort        relevance (absent) | price_asc | price_desc | sales
//   page        page number from 1 (absent = 1)
//   size        20 (absent) | 40 | 60 | 100
//   view        list (absent) | grid

export type GoodsSortKey = 'relevance' | 'price_asc' | 'price_desc' | 'sales';
export type ListView = 'list' | 'grid';

export const SORTS: readonly GoodsSortKey[] = ['relevance', 'sales', 'price_asc', 'price_desc'];
export const PAGE_SIZES = [20, 40, 60, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const EXACT_SEARCH_NUM = '1';

export interface ParamFilter {
  name: string;
  value: string;
}

export interface ListQuery {
  keyword: string;
  exact: boolean;
  categoryId: number | null;
  brandIds: number[];
  params: ParamFilter[];
  inStock: boolean;
  sort: GoodsSortKey;
  page: number;
  size: number;
  view: ListView;
}

/** The body of POST /open/goods/list. */
export interface ListRequest {
  keyword?: string;
  isExactMatch?: boolean;
  categoryId?: number;
  brandIds?: number[];
  params?: ParamFilter[];
  inStock?: boolean;
  sort?: GoodsSortKey;
  current: number;
  size: number;
}

export const EMPTY_QUERY: ListQuery = {
  keyword: '',
  exact: false,
  categoryId: null,
  brandIds: [],
  params: [],
  inStock: false,
  sort: 'relevance',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  view: 'list',
};

const MAX_KEYWORD = 100;
const MAX_FILTERS = 20;

function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/** Parameter filters in a fixed order (name, then value). */
export function byParam(a: ParamFilter, b: ParamFilter): number {
  return a.name === b.name ? (a.value < b.value ? -1 : a.value > b.value ? 1 : 0) : a.name < b.name ? -1 : 1;
}

/** Ids without repeats, ascending. */
export function uniqueSorted(ids: number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Reads the list's state from a query string ("?goodsName=..." or "goodsName=..."); anything unknown falls back to defaults. */
export function parseListQuery(search: string): ListQuery {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const keyword = (q.get('goodsName') ?? '').trim().slice(0, MAX_KEYWORD);
  const brandIds = uniqueSorted(
    (q.get('brandId') ?? '')
      .split(',')
      .map((part) => positiveInt(part.trim()))
      .filter((n): n is number => n !== null),
  ).slice(0, MAX_FILTERS);
  const params: ParamFilter[] = [];
  for (const raw of q.getAll('param')) {
    const at = raw.indexOf(':');
    if (at <= 0 || at === raw.length - 1) continue;
    const filter = { name: raw.slice(0, at), value: raw.slice(at + 1) };
    if (!params.some((p) => p.name === filter.name)) params.push(filter);
  }
  const sort = q.get('sort');
  const size = positiveInt(q.get('size'));
  return {
    keyword,
    exact: keyword !== '' && q.get('serchNum') === EXACT_SEARCH_NUM,
    categoryId: positiveInt(q.get('categoryId')),
    brandIds,
    params: params.sort(byParam).slice(0, MAX_FILTERS),
    inStock: q.get('inStock') === '1',
    sort: SORTS.includes(sort as GoodsSortKey) ? (sort as GoodsSortKey) : 'relevance',
    page: positiveInt(q.get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    view: q.get('view') === 'grid' ? 'grid' : 'list',
  };
}

/** The canonical query string of a state ("" for the defaults), in a fixed order. */
export function formatListQuery(query: ListQuery): string {
  const q = new URLSearchParams();
  if (query.keyword) q.set('goodsName', query.keyword);
  if (query.keyword && query.exact) q.set('serchNum', EXACT_SEARCH_NUM);
  if (query.categoryId !== null) q.set('categoryId', String(query.categoryId));
  if (query.brandIds.length) q.set('brandId', uniqueSorted(query.brandIds).join(','));
  for (const p of [...query.params].sort(byParam)) q.append('param', `${p.name}:${p.value}`);
  if (query.inStock) q.set('inStock', '1');
  if (query.sort !== 'relevance') q.set('sort', query.sort);
  if (query.page > 1) q.set('page', String(query.page));
  if (query.size !== DEFAULT_PAGE_SIZE) q.set('size', String(query.size));
  if (query.view !== 'list') q.set('view', query.view);
  const text = q.toString();
  return text ? `?${text}` : '';
}

export const PRODUCT_LIST_PATH = '/productList';

export function listHref(query: ListQuery): string {
  return `${PRODUCT_LIST_PATH}${formatListQuery(query)}`;
}

/** The list of a new search from the header: the keyword and mode, every filter cleared. */
export function searchHref(keyword: string, exact = false, brandId?: number): string {
  return listHref({ ...EMPTY_QUERY, keyword: keyword.trim(), exact: exact && keyword.trim() !== '', brandIds: brandId === undefined ? [] : [brandId] });
}

/** The list of one category (menus), every other filter cleared. */
export function categoryHref(categoryId: number): string {
  return listHref({ ...EMPTY_QUERY, categoryId });
}
