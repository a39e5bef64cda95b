// Reference data the goods service reads on almost every call, kept in memory per database:
// the category tree (paths, leaves), the brands, and the search dictionary of "cells":
// (name_cjk, category, brand) with the number of live goods in each. The catalogue has a few
// hundred cells even at a million SKUs, so Chinese words, category names and brand names are
// matched against the cells in memory, and totals and category/brand facets of such matches are
// sums over cells. Entries expire after a TTL and are refreshed in the background (the stale copy
// keeps serving meanwhile), so counts may lag writes by up to the TTL.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface CategoryRef {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  icon: string | null;
  sort: number;
  /** Ids from the root down to this category. */
  pathIds: number[];
  pathNames: string[];
  /** Level-3 ids under this category (itself when it is a leaf). */
  leafIds: number[];
}

export interface BrandRef {
  id: number;
  name: string;
  nameCn: string | null;
  country: string | null;
  logoUrl: string | null;
  sort: number;
  isRecommended: boolean;
  /** Lower-case names (name, Chinese name), for matching search words. */
  texts: string[];
}

export interface Refs {
  categories: Map<number, CategoryRef>;
  /** Children by parent id (0 for the roots), in display order. */
  children: Map<number, CategoryRef[]>;
  brands: Map<number, BrandRef>;
  brandList: BrandRef[];
}

export interface Cell {
  text: string;
  categoryId: number;
  brandId: number;
  count: number;
}

export interface Cells {
  list: Cell[];
  /** Distinct name_cjk values. */
  texts: string[];
  total: number;
  byCategory: Map<number, number>;
  byBrand: Map<number, number>;
}

const TTL_MS = 60_000;

class Cached<T> {
  #value: T | null = null;
  #at = 0;
  #loading: Promise<T> | null = null;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  async get(): Promise<T> {
    if (this.#value === null) return this.#refresh();
    if (Date.now() - this.#at > this.ttlMs && !this.#loading) this.#refresh().catch(this.onError);
    return this.#value;
  }

  #refresh(): Promise<T> {
    if (this.#loading) return this.#loading;
    this.#loading = this.load()
      .then((value) => {
        this.#value = value;
        this.#at = Date.now();
        return value;
      })
      .finally(() => {
        this.#loading = null;
      });
    return this.#loading;
  }

  invalidate(): void {
    this.#value = null;
  }
}

async function loadRefs(db: Kysely<Database>): Promise<Refs> {
  const [categoryRows, brandRows] = await Promise.all([
    db.selectFrom('category').select(['id', 'parentId', 'level', 'name', 'icon', 'sort']).orderBy('level').orderBy('sort').orderBy('id').execute(),
    db.selectFrom('brand').select(['id', 'name', 'nameCn', 'country', 'logoUrl', 'sort', 'isRecommended']).orderBy('sort').orderBy('id').execute(),
  ]);
  const categories = new Map<number, CategoryRef>();
  const children = new Map<number, CategoryRef[]>();
  for (const row of categoryRows) {
    const parent = row.parentId === null ? undefined : categories.get(row.parentId);
    const pathIds = [...(parent?.pathIds ?? []), row.id];
    const pathNames = [...(parent?.pathNames ?? []), row.name];
    const ref: CategoryRef = { ...row, pathIds, pathNames, leafIds: [] };
    categories.set(row.id, ref);
    const key = row.parentId ?? 0;
    children.set(key, [...(children.get(key) ?? []), ref]);
  }
  for (const ref of categories.values()) {
    if (children.has(ref.id)) continue;
    for (const id of ref.pathIds) categories.get(id)!.leafIds.push(ref.id);
  }
  const brandList = brandRows.map((b) => ({ ...b, texts: [b.name, b.nameCn ?? ''].filter(Boolean).map((t) => t.toLowerCase()) }));
  return { categories, children, brands: new Map(brandList.map((b) => [b.id, b])), brandList };
}

async function loadCells(db: Kysely<Database>): Promise<Cells> {
  const { rows } = await sql<{ text: string; categoryId: number; brandId: number; count: number }>`
    select name_cjk as text, category_id, brand_id, count(*) as count
    from goods where status = 1 group by name_cjk, category_id, brand_id`.execute(db);
  const byCategory = new Map<number, number>();
  const byBrand = new Map<number, number>();
  let total = 0;
  for (const cell of rows) {
    total += cell.count;
    byCategory.set(cell.categoryId, (byCategory.get(cell.categoryId) ?? 0) + cell.count);
    byBrand.set(cell.brandId, (byBrand.get(cell.brandId) ?? 0) + cell.count);
  }
  return { list: rows, texts: [...new Set(rows.map((r) => r.text))], total, byCategory, byBrand };
}

export class CatalogueCache {
  readonly #refs: Cached<Refs>;
  readonly #cells: Cached<Cells>;

  constructor(db: Kysely<Database>, onError: (err: unknown) => void, ttlMs = TTL_MS) {
    this.#refs = new Cached(() => loadRefs(db), ttlMs, onError);
    this.#cells = new Cached(() => loadCells(db), ttlMs, onError);
  }

  refs(): Promise<Refs> {
    return this.#refs.get();
  }

  cells(): Promise<Cells> {
    return this.#cells.get();
  }

  /** Drops the cached copies (after writes that must show at once, e.g. in tests). */
  invalidate(): void {
    this.#refs.invalidate();
    this.#cells.invalidate();
  }
}

const caches = new WeakMap<Kysely<Database>, CatalogueCache>();

/** The one cache of a database handle. */
export function catalogueCache(db: Kysely<Database>, onError: (err: unknown) => void = () => {}): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogueCache(db, onError);
    caches.set(db, cache);
  }
  return cache;
}

/** Goods counts of a category (any level) from the cells. */
export function categoryCount(refs: Refs, cells: Cells, categoryId: number): number {
  const ref = refs.categories.get(categoryId);
  return ref ? ref.leafIds.reduce((sum, id) => sum + (cells.byCategory.get(id) ?? 0), 0) : 0;
}
