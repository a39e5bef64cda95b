// Reference data the goods service reads on almost every call, kept in memory per database:
// the category tree (paths, leaves), the brands, and the search index of the catalogue
// (search-index.ts) with its dictionary of "cells": (name_cjk, category, brand) with the number
// of live goods in each. The catalogue has a few hundred cells even at a million SKUs, so Chinese
// words, category names and brand names are matched against the cells in memory, and totals and
// category/brand facets of such matches are sums over cells. Categories and brands expire after a
// TTL and are refreshed in the background (the stale copy keeps serving meanwhile), and a brand
// change on the change bus (an alias edited in the console) drops them at once; the index is
// built once and kept current by the change bus (catalogue-changes.ts): `changed(ids)` reloads
// those goods, `changed('all')` rebuilds it in the background and swaps it in.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listAliases, listBrands } from './brand-repository.ts';
import type { Cells } from './catalogue-cells.ts';
import { listCategories } from './category-repository.ts';
import { SearchIndex } from './search-index.ts';

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
  /** Lower-case names (name, Chinese name, aliases of brand_alias) with their words, for matching search words. */
  texts: BrandText[];
}

/** A brand's name as the search plan reads it: lower-case, and its words (split at spaces, slashes and hyphens). */
export interface BrandText {
  text: string;
  words: string[];
}

/** A leaf category as the search plan reads it: lower-case names and words, computed once. */
export interface LeafText {
  id: number;
  /** The leaf's own name, lower-case. */
  name: string;
  /** Its words (split at spaces, slashes and hyphens). */
  words: string[];
  /** The names of the categories above it, lower-case, root first. */
  ancestors: string[];
}

/** The words of a name, as search words are matched against them. */
export const wordsOf = (text: string): string[] => text.split(/[\s/-]+/).filter(Boolean);

export interface Refs {
  categories: Map<number, CategoryRef>;
  /** Children by parent id (0 for the roots), in display order. */
  children: Map<number, CategoryRef[]>;
  brands: Map<number, BrandRef>;
  brandList: BrandRef[];
  /** Every level-3 category, for the search plan's name matching. */
  leaves: LeafText[];
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
    return this.current() ?? this.#refresh();
  }

  /** The value when loaded (a stale one starts its refresh, as get does), else null. */
  current(): T | null {
    if (this.#value === null) return null;
    if (Date.now() - this.#at > this.ttlMs && !this.#loading) this.#refresh().catch(this.onError);
    return this.#value;
  }

  #refresh(): Promise<T> {
    if (this.#loading) return this.#loading;
    const generation = this.#generation;
    const loading = this.load()
      .then((value) => {
        // A load begun before an invalidation may have read the old rows: it answers its caller
        // but is not kept.
        if (generation === this.#generation) {
          this.#value = value;
          this.#at = Date.now();
        }
        return value;
      })
      .finally(() => {
        if (this.#loading === loading) this.#loading = null;
      });
    this.#loading = loading;
    return loading;
  }

  #generation = 0;

  invalidate(): void {
    this.#value = null;
    this.#loading = null;
    this.#generation++;
  }
}

async function loadRefs(db: Kysely<Database>): Promise<Refs> {
  const [categoryRows, brandRows, aliasRows] = await Promise.all([
    listCategories(db),
    listBrands(db),
    listAliases(db),
  ]);
  const aliasesOf = new Map<number, string[]>();
  for (const a of aliasRows) aliasesOf.set(a.brandId, [...(aliasesOf.get(a.brandId) ?? []), a.alias]);
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
  const brandList = brandRows.map((b) => {
    const texts = [...new Set([b.name, b.nameCn ?? '', ...(aliasesOf.get(b.id) ?? [])].filter(Boolean).map((t) => t.toLowerCase()))];
    return { ...b, texts: texts.map((text) => ({ text, words: wordsOf(text) })) };
  });
  const leaves: LeafText[] = [];
  for (const ref of categories.values()) {
    if (ref.level !== 3) continue;
    const names = ref.pathNames.map((n) => n.toLowerCase());
    const name = names[names.length - 1]!;
    leaves.push({ id: ref.id, name, words: wordsOf(name), ancestors: names.slice(0, -1) });
  }
  return { categories, children, brands: new Map(brandList.map((b) => [b.id, b])), brandList, leaves };
}

export class CatalogueCache {
  readonly #refs: Cached<Refs>;
  #index: SearchIndex | null = null;
  #building: Promise<SearchIndex> | null = null;
  #generation = 0;
  readonly #pending = new Set<number>();
  #flushing: Promise<void> | null = null;
  #rebuildAll = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (err: unknown) => void,
    ttlMs = TTL_MS,
  ) {
    this.#refs = new Cached(() => loadRefs(db), ttlMs, onError);
  }

  refs(): Promise<Refs> {
    return this.#refs.get();
  }

  /**
   * The references and the search index when both are loaded, else null (then refs() and index()
   * load them): a hot path answers without waiting on a promise.
   */
  loaded(): { refs: Refs; index: SearchIndex } | null {
    const refs = this.#refs.current();
    return refs && this.#index ? { refs, index: this.#index } : null;
  }

  /**
   * Loads the references and builds the search index (with its price orders) if not yet done: the
   * goods service runs it at start, and /readyz waits for it (issue 41 item 5).
   */
  async warm(): Promise<void> {
    await Promise.all([this.refs(), this.index()]);
  }

  /** The search index, built on first use (the goods service builds it at start: warm). */
  index(): Promise<SearchIndex> {
    if (this.#index) return Promise.resolve(this.#index);
    return this.#build();
  }

  #build(): Promise<SearchIndex> {
    if (this.#building) return this.#building;
    const generation = this.#generation;
    const building = SearchIndex.build(this.db).then(
      (index) => {
        if (this.#building === building) this.#building = null;
        if (generation === this.#generation) this.#index = index;
        return index;
      },
      (err: unknown) => {
        if (this.#building === building) this.#building = null;
        throw err;
      },
    );
    this.#building = building;
    return building;
  }

  async cells(): Promise<Cells> {
    return (await this.index()).cells();
  }

  /**
   * Goods changed (heard on the change bus): their rows are reloaded into the index; 'all'
   * rebuilds it in the background (the current one keeps serving) and swaps it in.
   */
  changed(ids: readonly number[] | 'all'): Promise<void> {
    if (ids === 'all') this.#rebuildAll = true;
    else for (const id of ids) this.#pending.add(id);
    if (!this.#flushing) {
      this.#flushing = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => this.#flush())
        .catch(this.onError)
        .finally(() => {
          this.#flushing = null;
          if (this.#pending.size || this.#rebuildAll) void this.changed([]);
        });
    }
    return this.#flushing;
  }

  async #flush(): Promise<void> {
    // A first build under way may already have read the batch of a goods that changed since (it
    // reads for seconds at 1M SKUs): wait for it and reload what was heard meanwhile onto it.
    if (!this.#index && this.#building) await this.#building.catch(() => {});
    if (!this.#index) {
      // No build under way and none done: the next build reads the current rows.
      this.#pending.clear();
      this.#rebuildAll = false;
      return;
    }
    if (this.#rebuildAll) {
      this.#rebuildAll = false;
      this.#pending.clear();
      const next = await SearchIndex.build(this.db);
      this.#index = next;
      return;
    }
    const ids = [...this.#pending];
    this.#pending.clear();
    await this.#index.reload(this.db, ids);
  }

  /** Waits for the reloads heard so far (tests, the bench). */
  async settled(): Promise<void> {
    while (this.#flushing) await this.#flushing;
  }

  /** A brand or its aliases changed (heard on the change bus): the next read loads the references again. */
  brandsChanged(): void {
    this.#refs.invalidate();
  }

  /**
   * The index's figures for /metrics (server/http/metrics-sources.ts): null before its first build
   * (reading them never starts one). Array bytes count its typed arrays only, not its strings.
   */
  indexFigures(): IndexFigures | null {
    const index = this.#index;
    if (!index) return null;
    let arrayBytes = 0;
    for (const value of Object.values(index) as unknown[]) {
      // Arrays of typed arrays (prices, cell rows) count too; arrays of strings are not walked.
      const parts = Array.isArray(value) ? (ArrayBuffer.isView(value[0]) ? value : []) : [value];
      for (const part of parts) if (ArrayBuffer.isView(part)) arrayBytes += part.byteLength;
    }
    return { builtAt: index.builtAt, lastChangeAt: index.stats.lastChangeAt, rows: index.n, live: index.cells().total, dirty: index.dirtyList.length, pending: this.#pending.size, arrayBytes };
  }

  /** Drops the cached copies (after writes that must show at once, e.g. in tests). */
  invalidate(): void {
    this.#refs.invalidate();
    this.#generation++;
    this.#index = null;
    this.#building = null;
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

/** What /metrics reports of a process's search index (CatalogueCache.indexFigures). */
export interface IndexFigures {
  /** When the last full build finished, and when the last change was applied (0: none since the build), ms since the epoch. */
  builtAt: number;
  lastChangeAt: number;
  /** Goods rows held, and the live (listed) ones among them. */
  rows: number;
  live: number;
  /** Rows moved since the last snapshot, and changes heard but not yet applied. */
  dirty: number;
  pending: number;
  arrayBytes: number;
}

/** The search index's figures of a database handle's cache, null before its first build. */
export function searchIndexFigures(db: Kysely<Database>): IndexFigures | null {
  return caches.get(db)?.indexFigures() ?? null;
}
