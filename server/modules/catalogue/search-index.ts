// The in-process index of the catalogue that search answers from (search-index-query.ts): every
// goods row as columns (typed arrays; strings shared, Chinese name words interned as "cells" of
// (name_cjk, category, brand)), plus ordered structures built once ("the snapshot"):
//   - keyOrder / sortedKeys: rows by (model key, most sold, id), for key prefixes (binary search);
//   - grams: rows by trigram of the key minus its first character (3 UTF-16 units hashed into
//     2^21 buckets, a superset verified with indexOf), for "key contains";
//   - cellRows: each cell's rows by (most sold, id), for the text tier;
//   - salesOrder and (built on first use) price orders, for walking a broad match in sort order;
//   - pos (each row's key-order position) and the tallies (search-index-tallies.ts): counts by
//     block of the key order and by cell, so a broad key prefix or text match is counted by sums.
// Keeping it current: a change (catalogue-changes.ts) reloads the changed rows from the database
// and updates their columns in place. Shelf state, stock, specs and names need nothing more. A row
// whose key, cell, sales or price changed (or a new row) no longer sits where the snapshot put it:
// it is marked dirty, every ordered walk skips it and every query checks the dirty rows one by
// one and merges them in. A row that changes while in place (shelf state, parameters) is taken
// out of the tallies before the change and put back after. Past DIRTY_REBUILD dirty rows the ordered structures are rebuilt from
// the columns in memory (no database read).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { caughtUpReadDb } from '../../db/connect.ts';
import type { Cell, Cells } from './catalogue-cells.ts';
import { goodsBatch, goodsIdRange, goodsRowsByIds, type LoadedRow } from './search-index-repository.ts';
import { identity, runNow, runSliced, sortSteps, STEP, type Steps } from './search-index-slices.ts';
import { BLOCK, IndexTallies } from './search-index-tallies.ts';
import { lowerBound } from './lower-bound.ts';

/** Rows per read at build: small enough that mapping one read's rows (in the driver and Kysely, in one piece) is a short stall. */
const BATCH = 10_000;
const GRAM_BITS = 21;
const GRAM_BUCKETS = 1 << GRAM_BITS;
/** Dirty rows past this are folded back into the ordered structures. */
export const DIRTY_REBUILD = 4_000;

export type PriceIndex = 0 | 1 | 2;

/** Hash of three UTF-16 units into a bucket (exact for ASCII: 7 bits each). */
function gram(a: number, b: number, c: number): number {
  if (a < 128 && b < 128 && c < 128) return (a << 14) | (b << 7) | c;
  return ((Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d)) >>> (32 - GRAM_BITS)) | 0;
}

/** intersect's answers: one buffer reused, so a search allocates no array buffer (a server made one per search, and its RSS grew by hundreds of MiB under load). */
let intersected = new Int32Array(1024);

/**
 * The rows of `a` also in `b` (both ascending), in order; `b` searched forward from the last match,
 * doubling the step. The answer is a view of a buffer the next call overwrites: read it before
 * calling again.
 */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  if (intersected.length < a.length) intersected = new Int32Array(Math.max(a.length, intersected.length * 2));
  const out = intersected;
  let n = 0;
  let j = 0;
  for (let i = 0; i < a.length && j < b.length; i++) {
    const x = a[i]!;
    if (b[j]! < x) {
      let step = 1;
      let lo = j;
      while (lo + step < b.length && b[lo + step]! < x) {
        lo += step;
        step *= 2;
      }
      j = lowerBound(lo + 1, Math.min(b.length, lo + step + 1), (p) => b[p]! < x);
    }
    if (j < b.length && b[j] === x) out[n++] = x;
  }
  return out.subarray(0, n);
}

function grow<T extends Int32Array | Uint8Array | Uint32Array>(a: T, size: number): T {
  if (a.length >= size) return a;
  const next = new (a.constructor as new (n: number) => T)(Math.max(size, Math.ceil(a.length * 1.5) + 16));
  next.set(a);
  return next;
}

export interface IndexStats {
  rows: number;
  buildMs: number;
  lastChangeAt: number;
  dirty: number;
}

export class SearchIndex {
  n = 0;
  id = new Int32Array(0);
  /** Row of a goods id (-1 when absent). */
  rowOf = new Int32Array(0);
  live = new Uint8Array(0);
  inStock = new Uint8Array(0);
  category = new Int32Array(0);
  brand = new Int32Array(0);
  cell = new Int32Array(0);
  sales = new Int32Array(0);
  price: [Int32Array, Int32Array, Int32Array] = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];
  key: string[] = [];
  model: string[] = [];
  name: string[] = [];
  /** Parameters: row r holds pairs[specStart[r] .. specStart[r] + specLen[r]). */
  specStart = new Int32Array(0);
  specLen = new Uint8Array(0);
  pairs = new Uint32Array(0);
  pairTop = 0;
  pairName: string[] = [];
  pairValue: string[] = [];
  readonly #pairIds = new Map<string, number>();
  /** Pair ids by parameter name. */
  pairsByName = new Map<string, number[]>();

  cellText: string[] = [];
  cellCategory: number[] = [];
  cellBrand: number[] = [];
  /** Live goods per cell (current). */
  cellCount: number[] = [];
  readonly #cellIds = new Map<string, number>();
  #cellsView: Cells | null = null;

  // ---- the snapshot ---------------------------------------------------------------------------
  keyOrder = new Int32Array(0);
  sortedKeys: string[] = [];
  gramStart = new Int32Array(0);
  gramRows = new Int32Array(0);
  /** Buckets that hold a hashed trigram (a character past ASCII), so may hold rows of other trigrams. */
  gramMixed = new Uint8Array(0);
  cellRows: Int32Array[] = [];
  salesOrder = new Int32Array(0);
  /** Key-order position of each snapshot row (rows loaded after the snapshot are past its end). */
  pos = new Int32Array(0);
  /** Counts by key-order block and by cell of the rows where the snapshot put them (null before the first snapshot). */
  tallies: IndexTallies | null = null;
  readonly #priceOrders = new Map<string, Int32Array>();
  /** Rows not where the snapshot put them (1), and their list. */
  dirty = new Uint8Array(0);
  dirtyList: number[] = [];

  maxCategory = 0;
  maxBrand = 0;
  stats: IndexStats = { rows: 0, buildMs: 0, lastChangeAt: 0, dirty: 0 };
  /** When the last full build finished (Date.now()); /metrics reports its age (catalogue-cache.ts indexFigures). */
  builtAt = 0;

  // ---- loading --------------------------------------------------------------------------------

  /**
   * Reads every goods row and builds the ordered structures and the price orders. The work in
   * memory runs in slices (search-index-slices.ts), so the process keeps answering meanwhile; the
   * index is not seen by anyone before it is done.
   */
  static async build(primary: Kysely<Database>): Promise<SearchIndex> {
    const started = performance.now();
    // The full load reads a streaming replica caught up with the primary when one is configured (issue 41); reloads by id read the primary.
    const db = await caughtUpReadDb(primary);
    const index = new SearchIndex();
    const { lo, hi, n } = await goodsIdRange(db);
    index.#reserve(n, (hi ?? 0) + 1);
    if (lo !== null && hi !== null) {
      const fetch = (from: number) => goodsBatch(db, from, from + BATCH);
      // The next batch is read while this one is put in (the database works beside this process).
      let next = fetch(lo - 1);
      for (let from = lo - 1; from < hi; from += BATCH) {
        const batch = await next;
        if (from + BATCH < hi) next = fetch(from + BATCH);
        await runSliced(index.#putSteps(batch));
      }
    }
    await runSliced(index.#snapshotSteps());
    // The price orders too (a price sort would otherwise sort a million rows on its first call).
    for (const kind of [0, 1, 2] as const) for (const desc of [false, true]) await runSliced(index.#priceOrderSteps(kind, desc));
    index.stats.buildMs = Math.round(performance.now() - started);
    index.builtAt = Date.now();
    return index;
  }

  *#putSteps(rows: readonly LoadedRow[]): Steps {
    for (let i = 0; i < rows.length; i++) {
      this.#put(rows[i]!);
      if (i % 1024 === 1023) yield;
    }
  }

  /** Reloads goods rows by id (after a change): columns in place, moved rows marked dirty. */
  async reload(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
    const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (unique.length === 0) return;
    const rows = await goodsRowsByIds(db, unique);
    const found = new Set<number>();
    for (const row of rows) {
      found.add(row.id);
      this.#put(row);
    }
    for (const id of unique) {
      const r = id < this.rowOf.length ? this.rowOf[id]! : -1;
      if (!found.has(id) && r >= 0) this.#setLive(r, false);
    }
    this.#cellsView = null;
    this.stats.lastChangeAt = Date.now();
    this.stats.dirty = this.dirtyList.length;
    if (this.dirtyList.length > DIRTY_REBUILD) runNow(this.#snapshotSteps());
  }

  #reserve(rows: number, ids: number): void {
    const cap = rows + 16;
    this.id = grow(this.id, cap);
    this.live = grow(this.live, cap);
    this.inStock = grow(this.inStock, cap);
    this.category = grow(this.category, cap);
    this.brand = grow(this.brand, cap);
    this.cell = grow(this.cell, cap);
    this.sales = grow(this.sales, cap);
    this.price = [grow(this.price[0], cap), grow(this.price[1], cap), grow(this.price[2], cap)];
    this.specStart = grow(this.specStart, cap);
    this.specLen = grow(this.specLen, cap);
    this.dirty = grow(this.dirty, cap);
    if (this.rowOf.length < ids) {
      const next = new Int32Array(Math.max(ids, Math.ceil(this.rowOf.length * 1.5) + 16)).fill(-1);
      next.set(this.rowOf);
      this.rowOf = next;
    }
  }

  #cellOf(text: string, categoryId: number, brandId: number): number {
    const k = `${text}\u0001${categoryId}\u0001${brandId}`;
    let c = this.#cellIds.get(k);
    if (c === undefined) {
      c = this.cellText.length;
      this.#cellIds.set(k, c);
      this.cellText.push(text);
      this.cellCategory.push(categoryId);
      this.cellBrand.push(brandId);
      this.cellCount.push(0);
      this.cellRows.push(new Int32Array(0));
    }
    return c;
  }

  #pairOf(name: string, value: string): number {
    const k = `${name}\u0001${value}`;
    let p = this.#pairIds.get(k);
    if (p === undefined) {
      p = this.pairName.length;
      this.#pairIds.set(k, p);
      this.pairName.push(name);
      this.pairValue.push(value);
      const list = this.pairsByName.get(name) ?? [];
      list.push(p);
      this.pairsByName.set(name, list);
    }
    return p;
  }

  #setLive(r: number, live: boolean): void {
    if ((this.live[r] === 1) === live) return;
    this.#untally(r);
    this.live[r] = live ? 1 : 0;
    this.cellCount[this.cell[r]!]! += live ? 1 : -1;
    this.#retally(r);
  }

  /** Takes a counted row out of the tallies (before it changes); #retally puts it back. */
  #untally(r: number): void {
    if (this.tallies?.counted(r)) this.tallies.update(r, -1);
  }

  #retally(r: number): void {
    if (this.tallies?.counted(r)) this.tallies.update(r, 1);
  }

  #markDirty(r: number): void {
    if (this.dirty[r]) return;
    this.dirty[r] = 1;
    this.dirtyList.push(r);
  }

  #put(row: LoadedRow): void {
    const id = row.id;
    if (id >= this.rowOf.length) this.#reserve(this.n, id + 1);
    let r = this.rowOf[id]!;
    const fresh = r < 0;
    if (fresh) {
      this.#reserve(this.n + 1, id + 1);
      r = this.n++;
      this.rowOf[id] = r;
      this.id[r] = id;
      this.live[r] = 0;
    }
    const cell = this.#cellOf(row.nameCjk, row.categoryId, row.brandId);
    if (!fresh) this.#untally(r);
    const wasLive = this.live[r] === 1;
    if (wasLive) this.cellCount[this.cell[r]!]! -= 1;
    const moved = !fresh && (this.key[r] !== row.modelKey || this.cell[r] !== cell || this.sales[r] !== row.salesCount
      || this.price[0][r] !== row.listPriceFen || this.price[1][r] !== row.memberPriceFen || this.price[2][r] !== row.vipPriceFen);
    this.key[r] = row.modelKey;
    this.model[r] = row.model;
    this.name[r] = row.name;
    this.category[r] = row.categoryId;
    this.brand[r] = row.brandId;
    this.cell[r] = cell;
    this.sales[r] = row.salesCount;
    this.price[0][r] = row.listPriceFen;
    this.price[1][r] = row.memberPriceFen;
    this.price[2][r] = row.vipPriceFen;
    this.inStock[r] = row.inStock ? 1 : 0;
    this.live[r] = row.status === 1 ? 1 : 0;
    if (this.live[r]) this.cellCount[cell]! += 1;
    if (row.categoryId > this.maxCategory) this.maxCategory = row.categoryId;
    if (row.brandId > this.maxBrand) this.maxBrand = row.brandId;
    this.#putSpecs(r, row.specs);
    // Rows loaded after the first snapshot are new to it.
    if ((fresh && this.keyOrder.length > 0) || moved) this.#markDirty(r);
    this.#retally(r);
  }

  #putSpecs(r: number, text: string): void {
    let specs: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) specs = parsed as Record<string, unknown>;
    } catch {
      specs = {};
    }
    const ids: number[] = [];
    for (const [name, value] of Object.entries(specs)) {
      if (value === null || value === undefined) continue;
      ids.push(this.#pairOf(name, typeof value === 'string' ? value : JSON.stringify(value)));
    }
    const len = Math.min(ids.length, 255);
    // Same or fewer pairs: overwrite in place; more: append.
    let start = this.specStart[r]!;
    if (this.specLen[r]! < len) {
      start = this.pairTop;
      this.pairs = grow(this.pairs, this.pairTop + len);
      this.pairTop += len;
    }
    for (let i = 0; i < len; i++) this.pairs[start + i] = ids[i]!;
    this.specStart[r] = start;
    this.specLen[r] = len;
  }

  // ---- the ordered structures -----------------------------------------------------------------

  *#snapshotSteps(): Steps {
    const n = this.n;
    const keys = this.key;
    const sales = this.sales;
    const ids = this.id;
    const keyOrder = yield* sortSteps(identity(n), (a, b) => {
      const ka = keys[a]!;
      const kb = keys[b]!;
      return ka < kb ? -1 : ka > kb ? 1 : sales[b]! - sales[a]! || ids[a]! - ids[b]!;
    });
    this.keyOrder = keyOrder;
    this.pos = new Int32Array(n);
    const sortedKeys: string[] = [];
    for (let i = 0; i < n; i++) {
      const r = keyOrder[i]!;
      this.pos[r] = i;
      sortedKeys.push(keys[r]!);
      if (i % STEP === 0) yield;
    }
    this.sortedKeys = sortedKeys;
    yield* this.#gramSteps();
    this.salesOrder = yield* sortSteps(identity(n), (a, b) => sales[b]! - sales[a]! || ids[a]! - ids[b]!);
    // Cells: rows grouped by cell in sales order (a stable pass over salesOrder).
    const counts = new Int32Array(this.cellText.length);
    for (let i = 0; i < n; i++) counts[this.cell[i]!]!++;
    const lists = Array.from(counts, (c) => new Int32Array(c));
    const fill = new Int32Array(this.cellText.length);
    for (let i = 0; i < n; i++) {
      const r = this.salesOrder[i]!;
      const c = this.cell[r]!;
      lists[c]![fill[c]!++] = r;
      if (i % STEP === 0) yield;
    }
    this.cellRows = lists;
    this.#priceOrders.clear();
    for (const r of this.dirtyList) this.dirty[r] = 0;
    this.dirtyList = [];
    const tallies = new IndexTallies(this, BLOCK, false);
    yield* tallies.fillSteps();
    this.tallies = tallies;
    this.stats.rows = n;
    this.stats.dirty = 0;
    this.#cellsView = null;
  }

  *#gramSteps(): Steps {
    const counts = new Int32Array(GRAM_BUCKETS + 1);
    const last = new Int32Array(GRAM_BUCKETS).fill(-1);
    const mixed = new Uint8Array(GRAM_BUCKETS);
    const keys = this.key;
    function* each(fn: (g: number, r: number) => void, n: number): Steps {
      for (let r = 0; r < n; r++) {
        const k = keys[r]!;
        for (let i = 1; i + 2 < k.length; i++) {
          const a = k.charCodeAt(i);
          const b = k.charCodeAt(i + 1);
          const c = k.charCodeAt(i + 2);
          const g = gram(a, b, c);
          if (a >= 128 || b >= 128 || c >= 128) mixed[g] = 1;
          if (last[g] === r) continue;
          last[g] = r;
          fn(g, r);
        }
        if (r % STEP === 0) yield;
      }
    }
    yield* each((g) => counts[g + 1]!++, this.n);
    for (let g = 0; g < GRAM_BUCKETS; g++) counts[g + 1]! += counts[g]!;
    const rows = new Int32Array(counts[GRAM_BUCKETS]!);
    const fill = counts.slice(0, GRAM_BUCKETS);
    last.fill(-1);
    yield* each((g, r) => (rows[fill[g]!++] = r), this.n);
    this.gramStart = counts;
    this.gramRows = rows;
    this.gramMixed = mixed;
  }

  /**
   * Rows (snapshot, ascending) whose key may contain `k` after its first character: the rows of
   * its rarest trigram's bucket, narrowed to those also in its second rarest (a key holding `k`
   * holds every trigram of it); null when `k` is shorter than 3. Read it before the next call (the
   * narrowed list is a reused buffer).
   */
  gramCandidates(k: string): Int32Array | null {
    if (k.length < 3) return null;
    let best: Int32Array | null = null;
    let second: Int32Array | null = null;
    let bestGram = -1;
    for (let i = 0; i + 2 < k.length; i++) {
      const g = gram(k.charCodeAt(i), k.charCodeAt(i + 1), k.charCodeAt(i + 2));
      if (g === bestGram) continue;
      const list = this.gramRows.subarray(this.gramStart[g]!, this.gramStart[g + 1]!);
      if (!best || list.length < best.length) {
        second = best;
        best = list;
        bestGram = g;
      } else if (!second || list.length < second.length) second = list;
      if (best.length === 0) break;
    }
    return best && second && best.length > 16 ? intersect(best, second) : best;
  }

  /** Every row of gramCandidates(k) holds `k` after its first character: three ASCII characters whose bucket holds no other trigram. */
  gramSure(k: string): boolean {
    if (k.length !== 3) return false;
    const a = k.charCodeAt(0);
    const b = k.charCodeAt(1);
    const c = k.charCodeAt(2);
    return a < 128 && b < 128 && c < 128 && this.gramMixed[gram(a, b, c)] === 0;
  }

  /** Positions [lo, hi) of keyOrder whose snapshot key starts with `prefix`. */
  prefixRange(prefix: string): [number, number] {
    const keys = this.sortedKeys;
    const start = lowerBound(0, keys.length, (i) => keys[i]! < prefix);
    return [start, lowerBound(start, keys.length, (i) => keys[i]!.startsWith(prefix))];
  }

  /** The end of the positions in [lo, hi) (a prefixRange of `key`) whose snapshot key is `key` itself (they come first). */
  exactEnd(key: string, lo: number, hi: number): number {
    const keys = this.sortedKeys;
    return lowerBound(lo, hi, (i) => keys[i] === key);
  }

  /** Rows by (price, id), ascending or descending price: built with the index, and again on first use after a rebuild of the ordered structures. */
  priceOrder(kind: PriceIndex, desc: boolean): Int32Array {
    return this.#priceOrders.get(`${kind}${desc ? 'd' : 'a'}`) ?? runNow(this.#priceOrderSteps(kind, desc));
  }

  *#priceOrderSteps(kind: PriceIndex, desc: boolean): Steps<Int32Array<ArrayBuffer>> {
    const p = this.price[kind];
    const ids = this.id;
    const rows = identity(this.n);
    const order = yield* sortSteps(rows, desc ? (a, b) => p[b]! - p[a]! || ids[a]! - ids[b]! : (a, b) => p[a]! - p[b]! || ids[a]! - ids[b]!);
    this.#priceOrders.set(`${kind}${desc ? 'd' : 'a'}`, order);
    return order;
  }

  /** The cells (live counts) in the shape the catalogue cache serves. */
  cells(): Cells {
    if (this.#cellsView) return this.#cellsView;
    const list: Cell[] = [];
    const byCategory = new Map<number, number>();
    const byBrand = new Map<number, number>();
    let total = 0;
    for (let c = 0; c < this.cellText.length; c++) {
      const count = this.cellCount[c]!;
      if (count <= 0) continue;
      const cell: Cell = { text: this.cellText[c]!, categoryId: this.cellCategory[c]!, brandId: this.cellBrand[c]!, count };
      list.push(cell);
      total += count;
      byCategory.set(cell.categoryId, (byCategory.get(cell.categoryId) ?? 0) + count);
      byBrand.set(cell.brandId, (byBrand.get(cell.brandId) ?? 0) + count);
    }
    this.#cellsView = { list, texts: [...new Set(list.map((c) => c.text))], total, byCategory, byBrand };
    return this.#cellsView;
  }

  /** Cell index of a (text, category, brand), or -1. */
  cellIndex(cell: Cell): number {
    return this.#cellIds.get(`${cell.text}\u0001${cell.categoryId}\u0001${cell.brandId}`) ?? -1;
  }
}
