// The product list's state lives in the URL (spec 2.1: /productList?goodsName=&serchNum=), so
// back/forward and reload show the same list. These pure functions read and write that URL,
// build the request of POST /open/goods/list, and compute filter chips and pagination.
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

function byParam(a: ParamFilter, b: ParamFilter): number {
  return a.name === b.name ? (a.value < b.value ? -1 : a.value > b.value ? 1 : 0) : a.name < b.name ? -1 : 1;
}

function uniqueSorted(ids: number[]): number[] {
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

export function toListRequest(query: ListQuery): ListRequest {
  const body: ListRequest = { current: query.page, size: query.size };
  if (query.keyword) {
    body.keyword = query.keyword;
    body.isExactMatch = query.exact;
  }
  if (query.categoryId !== null) body.categoryId = query.categoryId;
  if (query.brandIds.length) body.brandIds = [...query.brandIds];
  if (query.params.length) body.params = query.params.map((p) => ({ ...p }));
  if (query.inStock) body.inStock = true;
  if (query.sort !== 'relevance') body.sort = query.sort;
  return body;
}

/** Two states ask the server the same question (the view is only how the answer is shown). */
export function sameRequest(a: ListQuery, b: ListQuery): boolean {
  return JSON.stringify(toListRequest(a)) === JSON.stringify(toListRequest(b));
}

// Changes. Every filter change returns to page 1.

export function withCategory(query: ListQuery, categoryId: number | null): ListQuery {
  return { ...query, categoryId, page: 1 };
}

export function toggleBrand(query: ListQuery, brandId: number): ListQuery {
  const brandIds = query.brandIds.includes(brandId)
    ? query.brandIds.filter((id) => id !== brandId)
    : uniqueSorted([...query.brandIds, brandId]);
  return { ...query, brandIds, page: 1 };
}

export function hasParam(query: ListQuery, name: string, value: string): boolean {
  return query.params.some((p) => p.name === name && p.value === value);
}

/** One value per parameter (a part has one bore): choosing a value replaces the name's other one; choosing it again removes it. */
export function toggleParam(query: ListQuery, name: string, value: string): ListQuery {
  const others = query.params.filter((p) => p.name !== name);
  const params = hasParam(query, name, value) ? others : [...others, { name, value }].sort(byParam);
  return { ...query, params, page: 1 };
}

export function withInStock(query: ListQuery, inStock: boolean): ListQuery {
  return { ...query, inStock, page: 1 };
}

export function withSort(query: ListQuery, sort: GoodsSortKey): ListQuery {
  return { ...query, sort, page: 1 };
}

export function withPage(query: ListQuery, page: number): ListQuery {
  return { ...query, page: Math.max(1, Math.floor(page)) };
}

export function withSize(query: ListQuery, size: number): ListQuery {
  return (PAGE_SIZES as readonly number[]).includes(size) ? { ...query, size, page: 1 } : query;
}

export function withView(query: ListQuery, view: ListView): ListQuery {
  return { ...query, view };
}

/** Exact results offer the fuzzy ones of the same keyword. */
export function asFuzzy(query: ListQuery): ListQuery {
  return { ...query, exact: false, page: 1 };
}

export function isFiltered(query: ListQuery): boolean {
  return query.categoryId !== null || query.brandIds.length > 0 || query.params.length > 0 || query.inStock;
}

export function clearFilters(query: ListQuery): ListQuery {
  return { ...query, categoryId: null, brandIds: [], params: [], inStock: false, page: 1 };
}

// Chips: one per active filter, each with the state without it.

export type FilterChip =
  | { kind: 'category'; id: number; name: string; next: ListQuery }
  | { kind: 'brand'; id: number; name: string; next: ListQuery }
  | { kind: 'param'; name: string; value: string; next: ListQuery }
  | { kind: 'inStock'; next: ListQuery };

export interface ChipNames {
  category: (id: number) => string | undefined;
  brand: (id: number) => string | undefined;
}

export function filterChips(query: ListQuery, names: ChipNames): FilterChip[] {
  const chips: FilterChip[] = [];
  if (query.categoryId !== null) {
    chips.push({
      kind: 'category',
      id: query.categoryId,
      name: names.category(query.categoryId) ?? String(query.categoryId),
      next: withCategory(query, null),
    });
  }
  for (const id of query.brandIds) {
    chips.push({ kind: 'brand', id, name: names.brand(id) ?? String(id), next: toggleBrand(query, id) });
  }
  for (const p of query.params) chips.push({ kind: 'param', name: p.name, value: p.value, next: toggleParam(query, p.name, p.value) });
  if (query.inStock) chips.push({ kind: 'inStock', next: withInStock(query, false) });
  return chips;
}

/** Page numbers to show around `current`, with 'gap' where pages are left out: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, pages: number, around = 2): (number | 'gap')[] {
  if (pages <= 0) return [];
  const page = Math.min(Math.max(1, current), pages);
  const shown = new Set<number>([1, pages]);
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && n - prev > 2) out.push('gap');
    out.push(n);
  });
  return out;
}
