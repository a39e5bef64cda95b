// What a goods search takes and answers (POST /open/goods/list, served by the in-memory index in
// search-index-query.ts), its limits, and the pure rules of its answer: the list order (comparator)
// and the parameter facets (paramFacets, topValues). The database engine the index replaced is
// kept only as the index's test oracle (tests/support/search-oracle.ts) and shares these.
import type { PriceKind } from '../../../domain/shared/pricing.ts';

export type SortKey = 'relevance' | 'price_asc' | 'price_desc' | 'sales';

export interface ParamFilter {
  name: string;
  value: string;
}

export interface SearchInput {
  keyword: string;
  exact: boolean;
  /** Level-3 ids of the category filter (any level, expanded), or null. */
  leafIds: number[] | null;
  brandIds: number[];
  params: ParamFilter[];
  inStock: boolean;
  sort: SortKey;
  current: number;
  size: number;
  priceKind: PriceKind;
  /** Skip the page (brandNumList needs facets only). */
  withPage?: boolean;
}

export interface Facets {
  categories: { id: number; name: string; count: number }[];
  brands: { id: number; name: string; count: number }[];
  params: { name: string; values: { value: string; count: number }[] }[];
  /** False when some count was taken over a capped sample. */
  exact: boolean;
}

export interface SearchOutcome {
  keyword: string;
  matchMode: 'exact' | 'fuzzy';
  ids: number[];
  total: number;
  totalExact: boolean;
  facets: Facets;
  /**
   * The goods of the keyword's own key (tier 1) in list order from the list's first place, when
   * the list is by relevance, there are 2 to EXACT_TIES_MAX of them and the page reaches them:
   * the route puts the one whose model is the typed text first (exact-text-first.ts).
   */
  ties?: number[];
}

export const LIMITS = {
  /** A match set this small is read whole and handled exactly in memory. */
  smallSet: 300,
  /** Key-prefix goods counted exactly (index-only). */
  prefixCap: 10_000,
  /** Goods counted exactly where the table must be read (key contains, name words, filters). */
  rowCap: 2_000,
  /** Parameter facets are counted exactly over a filtered match of at most this many goods. */
  paramExact: 10_000,
  /** Trigram-similar keys are added when fewer goods than this matched. */
  similarWhen: 5,
  similarMax: 20,
  similarMin: 0.3,
  /** Keys read (index-only) around the keyword's stem to rank by trigram similarity. */
  similarScan: 500,
  /** Deepest offset served. */
  maxOffset: 10_000,
  /** The text tier is read cell by cell up to this many cells (a broad match reads the sales index). */
  cellPageMax: 400,
  /** A match of at most this many goods is sorted by price or sales from the covering indexes. */
  sortCandidates: 60_000,
  facetCategories: 40,
  facetBrands: 60,
  paramNames: 8,
  paramValues: 24,
} as const;

/** What the list orders rows by. */
export interface SortRow {
  id: number;
  /** 1 exact key, 2 key prefix, 3 key contains, 4 text, 5 trigram-similar key. */
  tier: number;
  salesCount: number;
  price: number;
  modelKey: string;
}

export function comparator(sort: SortKey): (a: SortRow, b: SortRow) => number {
  const bySales = (a: SortRow, b: SortRow) => b.salesCount - a.salesCount || a.id - b.id;
  if (sort === 'sales') return bySales;
  if (sort === 'price_asc') return (a, b) => a.price - b.price || a.id - b.id;
  if (sort === 'price_desc') return (a, b) => b.price - a.price || a.id - b.id;
  return (a, b) => {
    if (a.tier !== b.tier) return a.tier - b.tier;
    if (a.tier === 5) return 0; // already most similar first
    if (a.tier === 2 && a.modelKey !== b.modelKey) return a.modelKey < b.modelKey ? -1 : 1;
    return bySales(a, b);
  };
}

/** Parameter values counted over some goods: value counts by name, over `rows` goods. */
export interface SpecTally {
  rows: number;
  values: Map<string, Map<string, number>>;
  exact: boolean;
}

/**
 * Parameter facets: names present in at least half the goods, values by count. `tallyFor(name)`
 * gives the counts of a filtered name's values (its own filter left out, so each value's count is
 * the total of choosing that value instead); other names are counted by `tallyFor(undefined)`.
 */
/** Parameter values in Chinese reading order, numbers by value (as localeCompare('zh-Hans-CN', numeric), one collator for all). */
const VALUE_ORDER = new Intl.Collator('zh-Hans-CN', { numeric: true });

export function paramFacets(tallyFor: (name?: string) => SpecTally, filtered: string[]): Facets['params'] {
  const base = tallyFor(undefined);
  const coverage = new Map<string, number>();
  for (const [name, values] of base.values) coverage.set(name, [...values.values()].reduce((n, c) => n + c, 0));
  const names = [...coverage]
    .filter(([name, n]) => filtered.includes(name) || n * 2 >= base.rows)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([name]) => name)
    .slice(0, LIMITS.paramNames);
  for (const name of filtered) if (!names.includes(name)) names.push(name);
  const facets = names.map((name) => {
    const values = tallyFor(filtered.includes(name) ? name : undefined).values.get(name) ?? new Map<string, number>();
    return { name, values: topValues(values, LIMITS.paramValues) };
  });
  return facets.filter((f) => f.values.length > 0);
}

const byCountThenValue = (a: { value: string; count: number }, b: { value: string; count: number }) => b.count - a.count || VALUE_ORDER.compare(a.value, b.value);

/**
 * The first `limit` values by count (most first), equal counts in VALUE_ORDER: the same as sorting
 * them all and taking `limit` (the sort is stable), with the collator only over the values that can
 * make the cut (a count above the limit-th largest, or equal to it).
 */
function topValues(values: ReadonlyMap<string, number>, limit: number): { value: string; count: number }[] {
  const list = [...values].map(([value, count]) => ({ value, count }));
  if (list.length <= limit) return list.sort(byCountThenValue);
  const cut = Int32Array.from(list, (v) => v.count).sort().reverse()[limit - 1]!;
  const above = list.filter((v) => v.count > cut).sort(byCountThenValue);
  const tied = list.filter((v) => v.count === cut).sort(byCountThenValue);
  return [...above, ...tied].slice(0, limit);
}
