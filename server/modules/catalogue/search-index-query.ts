// Search answered from the in-process index (search-index.ts), by the rules of search-engine.ts
// (tiers 1 exact key, 2 key prefix, 3 key contains, 4 text, 5 trigram-similar keys for a tiny
// match; the same facets, scopes, order and paging), but exactly at any size: every count is
// taken over the whole match (the database engine's caps stay only where a test or the page
// relies on them: parameter facets past LIMITS.paramExact goods say "approximate").
//
// Cost per request: the key tiers are a binary search over the sorted keys and a walk of the
// range (or of one trigram's rows); the text tier's totals and category/brand facets are sums
// over cells; a page of a broad match walks a precomputed order (sales or price) until it is
// full, a narrow one is collected and sorted.
import type { KeywordSuggestion } from '../../../domain/catalogue/catalogue-views.ts';
import { SUGGESTION_LIMIT, normaliseKeyword, trigramSimilarity } from '../../../domain/catalogue/search-query.ts';
import type { CatalogueCache, Refs } from './catalogue-cache.ts';
import { comparator, LIMITS, paramFacets, type Facets, type SearchInput, type SearchOutcome, type SortRow, type SpecTally } from './search-engine.ts';
import type { SearchIndex } from './search-index.ts';
import { plan, type Plan, type RowWord } from './search-plan.ts';
import { suggestIndexed, suggestionOf } from './suggest-index.ts';
import { CONTAINS_SAMPLE } from './suggest.ts';

/** A row of a small match, as the list orders and filters it: `r` is its index row. */
interface IndexRow extends SortRow {
  r: number;
  categoryId: number;
  brandId: number;
  inStock: boolean;
}

/** A match up to this size is collected and sorted; a bigger one walks a precomputed order. */
const COLLECT_MAX = 4_000;

interface Scratch {
  epoch: number;
  mark: Int32Array;
  tier: Uint8Array;
}

const scratches = new WeakMap<SearchIndex, Scratch>();

function scratchOf(ix: SearchIndex): Scratch {
  let s = scratches.get(ix);
  if (!s || s.mark.length < ix.n) {
    s = { epoch: 0, mark: new Int32Array(ix.n + 1024), tier: new Uint8Array(ix.n + 1024) };
    scratches.set(ix, s);
  }
  s.epoch = (s.epoch + 1) | 0;
  if (s.epoch === 0) {
    s.mark.fill(0);
    s.epoch = 1;
  }
  return s;
}

interface CompiledWord {
  kind: RowWord['kind'];
  key: string;
  text: string;
  texts: Set<string>;
  categoryIds: Set<number>;
}

const lower = (s: string) => s.toLowerCase();

/** The keyword compiled against the index: key rows marked, the text tier decided per cell and row. */
class Matcher {
  readonly plan: Plan;
  readonly exactMode: boolean;
  readonly s: Scratch;
  readonly epoch: number;
  /** Key-tier rows (live), in key order first (prefix range), then contains, then dirty ones. */
  readonly keyRows: number[] = [];
  /** Per cell: the text tier may hold its rows. */
  cellOk = new Uint8Array(0);
  words: CompiledWord[] = [];

  constructor(readonly ix: SearchIndex, readonly refs: Refs, keyword: string, exact: boolean) {
    this.plan = plan(keyword, refs, ix.cells());
    this.exactMode = exact && this.plan.key !== null;
    this.s = scratchOf(ix);
    this.epoch = this.s.epoch;
    this.settleModelWords();
    this.compileText();
    this.markKeys();
  }

  /** A spaced model number the key tiers find is read as that model (search-engine.ts settleModelWords). */
  settleModelWords(): void {
    const text = this.plan.text;
    const key = this.plan.key;
    if (!key || this.exactMode || !text.modelOnly || text.kind !== 'rows') return;
    const [lo, hi] = this.ix.prefixRange(key.key);
    let found = false;
    for (let i = lo; i < hi && !found; i++) {
      const r = this.ix.keyOrder[i]!;
      if (!this.ix.dirty[r] && this.ix.live[r]) found = true;
    }
    for (const r of this.ix.dirtyList) if (!found && this.ix.live[r] && this.ix.key[r]!.startsWith(key.key)) found = true;
    if (found) this.plan.text = { ...text, kind: 'none', rowConds: [], rowWords: [] };
  }

  compileText(): void {
    const ix = this.ix;
    const text = this.plan.text;
    const cells = ix.cellText.length;
    this.cellOk = new Uint8Array(cells);
    if (this.exactMode || text.kind === 'none') return;
    if (text.kind === 'all') {
      this.cellOk.fill(1);
      return;
    }
    const tokens = text.cellTokens.map((t) => ({ texts: new Set(t.texts), cats: new Set(t.categoryIds), brands: new Set(t.brandIds) }));
    this.words = text.rowWords.map((w) =>
      w.kind === 'ascii'
        ? { kind: 'ascii', key: w.key, text: lower(w.text), texts: new Set<string>(), categoryIds: new Set<number>() }
        : { kind: 'mixed', key: '', text: lower(w.text), texts: new Set(w.texts), categoryIds: new Set(w.categoryIds) },
    );
    for (let c = 0; c < cells; c++) {
      const t = ix.cellText[c]!;
      const cat = ix.cellCategory[c]!;
      const brand = ix.cellBrand[c]!;
      let ok = tokens.every((k) => k.texts.has(t) || k.cats.has(cat) || k.brands.has(brand));
      if (ok) for (const w of this.words) if (w.kind === 'mixed' && !w.categoryIds.has(cat) && !w.texts.has(t)) ok = false;
      this.cellOk[c] = ok ? 1 : 0;
    }
  }

  /** The row-level words (kind 'rows'). */
  wordsOk(r: number): boolean {
    const ix = this.ix;
    let name: string | null = null;
    for (const w of this.words) {
      if (w.kind === 'ascii') {
        if (ix.key[r]!.includes(w.key)) continue;
        name ??= lower(ix.name[r]!);
        if (!name.includes(w.text)) return false;
      } else {
        if (w.categoryIds.has(ix.category[r]!)) continue;
        name ??= lower(ix.name[r]!);
        if (!(w.texts.has(ix.cellText[ix.cell[r]!]!) && name.includes(w.text))) return false;
      }
    }
    return true;
  }

  /** In the text tier (ignoring the key tiers). */
  textOk(r: number): boolean {
    if (!this.cellOk[this.ix.cell[r]!]) return false;
    return this.words.length === 0 || this.wordsOk(r);
  }

  marked(r: number): boolean {
    return this.s.mark[r] === this.epoch;
  }

  tierOf(r: number): number {
    return this.marked(r) ? this.s.tier[r]! : 0;
  }

  #mark(r: number, tier: number): void {
    this.s.mark[r] = this.epoch;
    this.s.tier[r] = tier;
    this.keyRows.push(r);
  }

  keyTier(r: number): number {
    const key = this.plan.key;
    if (!key) return 0;
    const k = this.ix.key[r]!;
    if (k === key.key) return 1;
    if (this.exactMode) return 0;
    if (k.startsWith(key.key)) return 2;
    if (key.contains && k.indexOf(key.key, 1) >= 0) return 3;
    return 0;
  }

  markKeys(): void {
    const ix = this.ix;
    const key = this.plan.key;
    if (!key) return;
    const k = key.key;
    const [lo, hi] = ix.prefixRange(k);
    for (let i = lo; i < hi; i++) {
      const r = ix.keyOrder[i]!;
      if (ix.dirty[r] || !ix.live[r]) continue;
      if (ix.sortedKeys[i] === k) this.#mark(r, 1);
      else if (this.exactMode) break;
      else this.#mark(r, 2);
    }
    if (!this.exactMode && key.contains) {
      const candidates = ix.gramCandidates(k);
      if (candidates) {
        for (const r of candidates) {
          if (ix.dirty[r] || !ix.live[r] || this.marked(r)) continue;
          const rk = ix.key[r]!;
          if (rk.indexOf(k, 1) >= 0 && !rk.startsWith(k)) this.#mark(r, 3);
        }
      }
    }
    for (const r of ix.dirtyList) {
      if (!ix.live[r]) continue;
      const t = this.keyTier(r);
      if (t) this.#mark(r, t);
    }
  }

  /** Whether a live row matches at all. */
  matches(r: number): boolean {
    return this.marked(r) || (!this.exactMode && this.plan.text.kind !== 'none' && this.textOk(r));
  }

  /** Text-tier rows (live, not in a key tier), cell by cell then the dirty ones; stop when fn returns false. */
  eachTextRow(fn: (r: number) => boolean | void): void {
    const ix = this.ix;
    if (this.exactMode || this.plan.text.kind === 'none') return;
    for (let c = 0; c < this.cellOk.length; c++) {
      if (!this.cellOk[c] || ix.cellCount[c] === 0) continue;
      for (const r of ix.cellRows[c]!) {
        if (ix.dirty[r] || !ix.live[r] || this.marked(r)) continue;
        if (this.words.length && !this.wordsOk(r)) continue;
        if (fn(r) === false) return;
      }
    }
    for (const r of ix.dirtyList) {
      if (!ix.live[r] || this.marked(r) || !this.textOk(r)) continue;
      if (fn(r) === false) return;
    }
  }
}

interface Groups {
  /** Per filtered parameter name: the pair ids it accepts. */
  list: { name: string; pairs: Set<number> }[];
}

class IndexSearch {
  readonly m: Matcher;
  readonly ix: SearchIndex;
  readonly leafMask: Uint8Array | null;
  readonly brandMask: Uint8Array | null;
  readonly groups: Groups;
  readonly scope: Set<number> | null;

  constructor(ix: SearchIndex, readonly refs: Refs, readonly input: SearchInput) {
    this.ix = ix;
    this.m = new Matcher(ix, refs, input.keyword, input.exact);
    this.leafMask = input.leafIds ? mask(input.leafIds) : null;
    this.brandMask = input.brandIds.length ? mask(input.brandIds) : null;
    const byName = new Map<string, Set<string>>();
    for (const p of input.params) byName.set(p.name, (byName.get(p.name) ?? new Set()).add(p.value));
    this.groups = {
      list: [...byName].map(([name, values]) => ({
        name,
        pairs: new Set((ix.pairsByName.get(name) ?? []).filter((p) => values.has(ix.pairValue[p]!))),
      })),
    };
    this.scope = categoryScope(refs, input.leafIds);
  }

  inCat(cat: number): boolean {
    return !this.leafMask || (cat < this.leafMask.length && this.leafMask[cat] === 1);
  }

  inBrand(brand: number): boolean {
    return !this.brandMask || (brand < this.brandMask.length && this.brandMask[brand] === 1);
  }

  /** Groups the row fails (0 none, else index + 1 of the only failing group, -1 two or more). */
  paramFail(r: number): number {
    let fail = 0;
    const ix = this.ix;
    const start = ix.specStart[r]!;
    const len = ix.specLen[r]!;
    for (let g = 0; g < this.groups.list.length; g++) {
      const pairs = this.groups.list[g]!.pairs;
      let ok = false;
      for (let i = 0; i < len && !ok; i++) ok = pairs.has(ix.pairs[start + i]!);
      if (!ok) {
        if (fail !== 0) return -1;
        fail = g + 1;
      }
    }
    return fail;
  }

  rowOk(r: number): boolean {
    return (!this.input.inStock || this.ix.inStock[r] === 1) && (this.groups.list.length === 0 || this.paramFail(r) === 0);
  }

  passes(r: number): boolean {
    return this.inCat(this.ix.category[r]!) && this.inBrand(this.ix.brand[r]!) && this.rowOk(r);
  }

  get hasRowFilters(): boolean {
    return this.groups.list.length > 0 || this.input.inStock;
  }

  run(): SearchOutcome {
    const { ix, m } = this;
    const kind = m.plan.text.kind;
    const categories = new Map<number, number>();
    const brands = new Map<number, number>();
    const tierCounts = [0, 0, 0, 0, 0, 0];
    const filteredCats = new Set<number>();
    let total = 0;
    let plain = 0;
    const add = (cat: number, brand: number, tier: number, count: number, ok: boolean) => {
      plain += count;
      if (!ok || count <= 0) return;
      const inCat = this.inCat(cat);
      const inBrand = this.inBrand(brand);
      if (inBrand && (!this.scope || this.scope.has(cat))) categories.set(cat, (categories.get(cat) ?? 0) + count);
      if (inCat) brands.set(brand, (brands.get(brand) ?? 0) + count);
      if (inCat && inBrand) {
        total += count;
        tierCounts[tier]! += count;
        filteredCats.add(cat);
      }
    };
    const rowFilters = this.hasRowFilters;
    for (const r of m.keyRows) add(ix.category[r]!, ix.brand[r]!, m.s.tier[r]!, 1, !rowFilters || this.rowOk(r));
    const pureCells = (kind === 'cells' || kind === 'all') && !rowFilters && !m.exactMode;
    if (pureCells) {
      const overlap = new Map<number, number>();
      for (const r of m.keyRows) {
        const c = ix.cell[r]!;
        if (m.cellOk[c]) overlap.set(c, (overlap.get(c) ?? 0) + 1);
      }
      for (let c = 0; c < m.cellOk.length; c++) {
        if (m.cellOk[c]) add(ix.cellCategory[c]!, ix.cellBrand[c]!, 4, ix.cellCount[c]! - (overlap.get(c) ?? 0), true);
      }
    } else {
      m.eachTextRow((r) => add(ix.category[r]!, ix.brand[r]!, 4, 1, !rowFilters || this.rowOk(r)));
    }
    if (plain <= LIMITS.smallSet && kind !== 'all') return this.small();
    const offset = (this.input.current - 1) * this.input.size;
    const ids = this.input.withPage === false || offset >= LIMITS.maxOffset ? [] : this.page(tierCounts, total).map((r) => ix.id[r]!);
    const params = this.input.withPage !== false && filteredCats.size === 1 ? this.largeParamFacets() : { facets: [], exact: true };
    return this.outcome(ids, total, categories, brands, params.facets, params.exact);
  }

  // ---- a tiny match: everything in memory, as search-engine.ts inMemory ----------------------

  light(r: number, tier: number): IndexRow {
    const ix = this.ix;
    const priceKind = this.input.priceKind === 'vip' ? 2 : this.input.priceKind === 'member' ? 1 : 0;
    return {
      r, id: ix.id[r]!, tier, categoryId: ix.category[r]!, brandId: ix.brand[r]!, salesCount: ix.sales[r]!, price: ix.price[priceKind][r]!,
      modelKey: ix.key[r]!, inStock: ix.inStock[r] === 1,
    };
  }

  /** Parameter values counted over these rows, from the interned pairs (no objects per row). */
  tallyRows(rows: readonly IndexRow[]): SpecTally {
    const ix = this.ix;
    const counts = new Map<number, number>();
    for (const { r } of rows) {
      const start = ix.specStart[r]!;
      const end = start + ix.specLen[r]!;
      for (let i = start; i < end; i++) {
        const p = ix.pairs[i]!;
        counts.set(p, (counts.get(p) ?? 0) + 1);
      }
    }
    const values = new Map<string, Map<string, number>>();
    for (const [p, n] of counts) {
      const name = ix.pairName[p]!;
      let named = values.get(name);
      if (!named) values.set(name, (named = new Map()));
      named.set(ix.pairValue[p]!, n);
    }
    return { rows: rows.length, values, exact: true };
  }

  small(): SearchOutcome {
    const m = this.m;
    const rows: IndexRow[] = m.keyRows.map((r) => this.light(r, m.s.tier[r]!));
    m.eachTextRow((r) => void rows.push(this.light(r, 4)));
    if (rows.length < LIMITS.similarWhen) rows.push(...this.similar(new Set(rows.map((r) => r.id))));
    const input = this.input;
    const names = this.groups.list.map((g) => g.name);
    // paramFail: 0 passes every parameter filter, g + 1 fails only group g's, -1 fails two or more.
    const fails = names.length ? new Map(rows.map((row) => [row, this.paramFail(row.r)])) : null;
    const paramOk = (row: IndexRow, except?: string) => {
      const fail = fails?.get(row) ?? 0;
      return fail === 0 || (fail > 0 && names[fail - 1] === except);
    };
    const rowOk = (r: IndexRow) => paramOk(r) && (!input.inStock || r.inStock);
    const inCat = (r: IndexRow) => this.inCat(r.categoryId);
    const inBrand = (r: IndexRow) => this.inBrand(r.brandId);
    const kept = rows.filter((r) => rowOk(r) && inCat(r) && inBrand(r));
    const categories = tally(rows.filter((r) => rowOk(r) && inBrand(r) && (!this.scope || this.scope.has(r.categoryId))).map((r) => r.categoryId));
    const brands = tally(rows.filter((r) => rowOk(r) && inCat(r)).map((r) => r.brandId));
    const base = rows.filter((r) => (!input.inStock || r.inStock) && inCat(r) && inBrand(r));
    const params = paramFacets((name) => this.tallyRows(base.filter((r) => paramOk(r, name))), names);
    kept.sort(comparator(input.sort));
    const offset = (input.current - 1) * input.size;
    return this.outcome(kept.slice(offset, offset + input.size).map((r) => r.id), kept.length, categories, brands, params, true);
  }

  /** Keys similar to the keyword's (search-engine.ts similarRows), from the sorted keys. */
  similar(seen: ReadonlySet<number>): IndexRow[] {
    const key = this.m.plan.key;
    if (this.m.exactMode || !key || [...key.key].length < 3) return [];
    const ix = this.ix;
    const chars = [...key.key];
    const stem = chars.slice(0, Math.max(2, Math.ceil(chars.length / 2))).join('');
    const [lo, hi] = ix.prefixRange(stem);
    const found: number[] = [];
    let lastKey: string | null = null;
    for (let i = lo; i < hi; i++) {
      const r = ix.keyOrder[i]!;
      if (found.length >= LIMITS.similarScan && ix.sortedKeys[i] !== lastKey) break;
      if (ix.dirty[r] || !ix.live[r]) continue;
      found.push(r);
      lastKey = ix.sortedKeys[i]!;
    }
    for (const r of ix.dirtyList) if (ix.live[r] && ix.key[r]!.startsWith(stem)) found.push(r);
    found.sort((a, b) => (ix.key[a]! < ix.key[b]! ? -1 : ix.key[a]! > ix.key[b]! ? 1 : ix.id[a]! - ix.id[b]!));
    const ranked = found
      .slice(0, LIMITS.similarScan)
      .filter((r) => !seen.has(ix.id[r]!) && !ix.key[r]!.startsWith(key.key) && !ix.key[r]!.slice(1).includes(key.key))
      .map((r) => ({ r, score: trigramSimilarity(ix.key[r]!, key.key) }))
      .filter((x) => x.score >= LIMITS.similarMin)
      .sort((a, b) => b.score - a.score || ix.id[a.r]! - ix.id[b.r]!)
      .slice(0, LIMITS.similarMax);
    return ranked.map((x) => this.light(x.r, 5));
  }

  // ---- a larger match ------------------------------------------------------------------------

  /** Parameter facets over the filtered match (all filters but each parameter's own), at most paramExact goods each. */
  largeParamFacets(): { facets: Facets['params']; exact: boolean } {
    const ix = this.ix;
    const cap = LIMITS.paramExact;
    const names = this.groups.list.map((g) => g.name);
    const tallies: SpecTally[] = [undefined, ...names].map(() => ({ rows: 0, values: new Map(), exact: true }));
    const counts = tallies.map(() => new Map<number, number>());
    const visit = (r: number) => {
      if (!ix.live[r] || !this.inCat(ix.category[r]!) || !this.inBrand(ix.brand[r]!)) return;
      if (this.input.inStock && !ix.inStock[r]) return;
      const fail = this.groups.list.length ? this.paramFail(r) : 0;
      if (fail < 0) return;
      const into = fail === 0 ? tallies.map((_, i) => i) : [fail];
      const start = ix.specStart[r]!;
      for (const t of into) {
        const tally = tallies[t]!;
        if (tally.rows >= cap) {
          tally.exact = false;
          continue;
        }
        tally.rows++;
        const c = counts[t]!;
        for (let i = 0; i < ix.specLen[r]!; i++) {
          const p = ix.pairs[start + i]!;
          c.set(p, (c.get(p) ?? 0) + 1);
        }
      }
    };
    for (const r of this.m.keyRows) visit(r);
    this.m.eachTextRow((r) => visit(r));
    tallies.forEach((tally, i) => {
      for (const [p, n] of counts[i]!) {
        const name = ix.pairName[p]!;
        const values = tally.values.get(name) ?? new Map<string, number>();
        values.set(ix.pairValue[p]!, n);
        tally.values.set(name, values);
      }
    });
    const byName = new Map(names.map((name, i) => [name, tallies[i + 1]!]));
    const facets = paramFacets((name) => (name !== undefined && byName.has(name) ? byName.get(name)! : tallies[0]!), names);
    return { facets, exact: tallies.every((t) => t.exact) };
  }

  bySales = (a: number, b: number) => this.ix.sales[b]! - this.ix.sales[a]! || this.ix.id[a]! - this.ix.id[b]!;

  /** The first `n` rows passing `pred`, by `order` (a snapshot order; dirty rows merged by `cmp`). */
  walk(order: Int32Array, pred: (r: number) => boolean, cmp: (a: number, b: number) => number, n: number): number[] {
    const ix = this.ix;
    const out: number[] = [];
    if (n <= 0) return out;
    for (let i = 0; i < order.length; i++) {
      const r = order[i]!;
      if (ix.dirty[r] || !ix.live[r] || !pred(r)) continue;
      out.push(r);
      if (out.length >= n) break;
    }
    const extra = ix.dirtyList.filter((r) => ix.live[r] && pred(r));
    return extra.length ? [...out, ...extra].sort(cmp).slice(0, n) : out;
  }

  /** Every filtered match row of the given tiers (0 = any), unsorted. */
  collect(tier: number): number[] {
    const m = this.m;
    const out: number[] = [];
    if (tier !== 4) for (const r of m.keyRows) if ((tier === 0 || m.s.tier[r] === tier) && this.passes(r)) out.push(r);
    if (tier === 0 || tier === 4) m.eachTextRow((r) => void (this.passes(r) && out.push(r)));
    return out;
  }

  page(tierCounts: number[], total: number): number[] {
    const { ix, m, input } = this;
    const { size, sort } = input;
    const offset = (input.current - 1) * size;
    const n = offset + size;
    const key = m.plan.key;
    const window = (rows: number[]) => rows.slice(offset, n);
    const matchPred = (r: number) => m.matches(r) && this.passes(r);
    if (sort === 'price_asc' || sort === 'price_desc') {
      const kind = input.priceKind === 'vip' ? 2 : input.priceKind === 'member' ? 1 : 0;
      const p = ix.price[kind];
      const cmp = sort === 'price_asc' ? (a: number, b: number) => p[a]! - p[b]! || ix.id[a]! - ix.id[b]! : (a: number, b: number) => p[b]! - p[a]! || ix.id[a]! - ix.id[b]!;
      if (total <= COLLECT_MAX) return window(this.collect(0).sort(cmp));
      return window(this.walk(ix.priceOrder(kind, sort === 'price_desc'), matchPred, cmp, n));
    }
    if (sort === 'sales' || !key || m.exactMode) {
      if (total <= COLLECT_MAX) return window(this.collect(0).sort(this.bySales));
      return window(this.walk(ix.salesOrder, matchPred, this.bySales, n));
    }
    // Relevance: the tiers one after another; only the tiers the window reaches.
    const out: number[] = [];
    let start = 0;
    for (const tier of [1, 2, 3, 4]) {
      const count = tierCounts[tier]!;
      const end = start + count;
      if (count > 0 && end > offset && start < n) {
        const from = Math.max(0, offset - start);
        const take = Math.min(n, end) - Math.max(offset, start);
        out.push(...this.tierPage(tier, count, from + take).slice(from, from + take));
      }
      start = end;
      if (start >= n) break;
    }
    return out.slice(0, size);
  }

  /** The first `n` filtered rows of a tier in its order. */
  tierPage(tier: number, count: number, n: number): number[] {
    const { ix, m } = this;
    if (tier === 2) {
      // keyRows holds the prefix range in (key, sales, id) order, dirty rows after it.
      const byKey = (a: number, b: number) => (ix.key[a]! < ix.key[b]! ? -1 : ix.key[a]! > ix.key[b]! ? 1 : this.bySales(a, b));
      const out: number[] = [];
      const extra: number[] = [];
      for (const r of m.keyRows) {
        if (m.s.tier[r] !== 2 || !this.passes(r)) continue;
        if (ix.dirty[r]) extra.push(r);
        else if (out.length < n) out.push(r);
      }
      return extra.length ? [...out, ...extra].sort(byKey).slice(0, n) : out;
    }
    if (count <= COLLECT_MAX) return this.collect(tier).sort(this.bySales).slice(0, n);
    const pred = tier === 4 ? (r: number) => !m.marked(r) && m.textOk(r) && this.passes(r) : (r: number) => m.tierOf(r) === tier && this.passes(r);
    return this.walk(ix.salesOrder, pred, this.bySales, n);
  }

  outcome(ids: number[], total: number, categories: Map<number, number>, brands: Map<number, number>, params: Facets['params'], exact: boolean): SearchOutcome {
    const named = <T extends { name: string }>(counts: Map<number, number>, lookup: (id: number) => T | undefined, limit: number) =>
      [...counts]
        .filter(([, n]) => n > 0)
        .map(([id, count]) => ({ id, name: lookup(id)?.name ?? String(id), count }))
        .sort((a, b) => b.count - a.count || a.id - b.id)
        .slice(0, limit);
    return {
      keyword: this.m.plan.keyword,
      matchMode: this.m.exactMode ? 'exact' : 'fuzzy',
      ids,
      total,
      totalExact: true,
      facets: {
        categories: named(categories, (id) => this.refs.categories.get(id), LIMITS.facetCategories),
        brands: named(brands, (id) => this.refs.brands.get(id), LIMITS.facetBrands),
        params,
        exact,
      },
    };
  }
}

function mask(ids: readonly number[]): Uint8Array {
  const out = new Uint8Array(Math.max(0, ...ids) + 1);
  for (const id of ids) if (id >= 0) out[id] = 1;
  return out;
}

function tally(ids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const id of ids) out.set(id, (out.get(id) ?? 0) + 1);
  return out;
}

/** The categories the category facet may list (search-engine.ts categoryScope). */
function categoryScope(refs: Refs, leafIds: number[] | null): Set<number> | null {
  if (!leafIds) return null;
  if (leafIds.length === 1) {
    const parentId = refs.categories.get(leafIds[0]!)?.parentId;
    const parent = parentId === null || parentId === undefined ? undefined : refs.categories.get(parentId);
    if (parent) return new Set(parent.leafIds);
  }
  return new Set(leafIds);
}

export function searchIndexed(ix: SearchIndex, refs: Refs, input: SearchInput): SearchOutcome {
  return new IndexSearch(ix, refs, input).run();
}

/**
 * Suggestions by the rules of suggest.ts over the product search's matcher (every key row marked,
 * every cell decided): the reference the suggestion route's suggestIndexed (suggest-index.ts) is
 * tested against (tests/api/catalogue/suggest-index.test.ts).
 */
export function suggestByMatcher(ix: SearchIndex, refs: Refs, keyword: string): KeywordSuggestion[] {
  if (!normaliseKeyword(keyword)) return [];
  const m = new Matcher(ix, refs, keyword, false);
  const p = m.plan;
  const limit = SUGGESTION_LIMIT;
  const key = p.key!;
  const bySales = (a: number, b: number) => ix.sales[b]! - ix.sales[a]! || ix.id[a]! - ix.id[b]!;
  // 1. Keys starting with the typed key, in key order, most sold first among equal keys.
  const prefix: number[] = [];
  const extra: number[] = [];
  for (const r of m.keyRows) {
    if (m.s.tier[r]! > 2) continue;
    if (ix.dirty[r]) extra.push(r);
    else if (prefix.length < limit) prefix.push(r);
  }
  const byKey = (a: number, b: number) => (ix.key[a]! < ix.key[b]! ? -1 : ix.key[a]! > ix.key[b]! ? 1 : bySales(a, b));
  const found = (extra.length ? [...prefix, ...extra].sort(byKey) : prefix).slice(0, limit);
  // 2. Keys containing it: the most sold of the first CONTAINS_SAMPLE found.
  if (found.length < limit && key.contains) {
    const sample = m.keyRows.filter((r) => m.s.tier[r] === 3).slice(0, CONTAINS_SAMPLE);
    found.push(...sample.sort(bySales).slice(0, limit - found.length));
  }
  // 3. Chinese words, brand or category: most sold first (a spaced model the key found is not split).
  if (found.length < limit && p.text.kind !== 'none' && !(p.text.modelOnly && found.length > 0)) {
    const room = limit - found.length;
    const seen = new Set(found);
    if (p.text.kind === 'cells') {
      const want = room + found.length;
      const top: number[] = [];
      for (let c = 0; c < m.cellOk.length; c++) {
        if (!m.cellOk[c]) continue;
        let taken = 0;
        for (const r of ix.cellRows[c]!) {
          if (taken >= want) break;
          if (ix.dirty[r] || !ix.live[r]) continue;
          top.push(r);
          taken++;
        }
      }
      for (const r of ix.dirtyList) if (ix.live[r] && m.cellOk[ix.cell[r]!]) top.push(r);
      found.push(...top.sort(bySales).slice(0, want).filter((r) => !seen.has(r)).slice(0, room));
    } else {
      const sample: number[] = [];
      m.eachTextRow((r) => {
        sample.push(r);
        return sample.length < CONTAINS_SAMPLE;
      });
      found.push(...sample.sort(bySales).slice(0, room));
    }
  }
  return found.map((r) => suggestionOf(ix, refs, r));
}

/** The product search (POST /open/goods/list, brandNumList), from the index. */
export async function searchGoods(cache: CatalogueCache, input: SearchInput): Promise<SearchOutcome> {
  const [refs, index] = await Promise.all([cache.refs(), cache.index()]);
  return searchIndexed(index, refs, input);
}

/** Suggestions (POST /open/goods/search/keyword), from the index (suggest-index.ts). */
export async function suggest(cache: CatalogueCache, keyword: string): Promise<KeywordSuggestion[]> {
  const [refs, index] = await Promise.all([cache.refs(), cache.index()]);
  return suggestIndexed(index, refs, keyword);
}
