// The product list's request, filters, chips and pagination: pure functions over the list's state
// (the URL half, reading and writing /productList?goodsName=..., is list-url.ts, re-exported here).
import { byParam, PAGE_SIZES, uniqueSorted } from './list-url.ts';
import type { GoodsSortKey, ListQuery, ListRequest, ListView } from './list-url.ts';

export * from './list-url.ts';

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
