// Search answered from the in-process index (search-index.ts), by the rules of the database engine
// it replaced (searchGoodsSql, now the test oracle in tests/support/search-oracle.ts)
// (tiers 1 exact key, 2 key prefix, 3 key contains, 4 text, 5 trigram-similar keys for a tiny
// match; the same facets, scopes, order and paging), but exactly at any size: every count is
// taken over the whole match (the database engine's caps stay only where a test or the page
// relies on them: parameter facets past LIMITS.paramExact goods say "approximate").
//
// Cost per request: the key prefix tiers are binary searches over the sorted keys giving a range
// of key-order positions, never walked whole: its totals and category/brand facets are sums of
// per-block cell counts (search-index-tallies.ts) plus the rows at its two ends, its page the
// first rows of the range. "Key contains" walks one trigram's rows (marked one by one). The text
// tier's totals and category/brand facets are sums over cells. Parameter facets (a match in one
// category, no row filter) are sums of per-block and per-cell pair counts up to the paramExact
// goods, rows walked only at the ends, in cells holding key rows and for words checked per row.
// A page of a broad match walks a precomputed order (sales or price) until it is full, a narrow
// one is collected and sorted. Scratch counters are typed arrays reused across requests.
import type { KeywordSuggestion } from '../../../domain/catalogue/catalogue-views.ts';
import { SUGGESTION_LIMIT, normaliseKeyword } from '../../../domain/catalogue/search-query.ts';
import type { CatalogueCache, Refs } from './catalogue-cache.ts';
import { comparator, LIMITS, paramFacets, type Facets, type SearchInput, type SearchOutcome, type SortRow, type SpecTally } from './search-outcome.ts';
import type { SearchIndex } from './search-index.ts';
import { KeySimilarity } from './key-similarity.ts';
import { BLOCK, Counter, type Tally } from './search-index-tallies.ts';
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
/** Goods of one key put in exact-text order at most (hyphen and case variants: a handful). */
export const EXACT_TIES_MAX = 100;

interface Scratch {
  epoch: number;
  mark: Int32Array;
  tier: Uint8Array;
  /** Per cell: the key-tier rows in it (search-index-query overlap). */
  overlap: Counter;
  /** Per cell, one key-tier range at a time. */
  range: Counter;
  /** Per parameter pair. */
  pairs: Counter;
}

const scratches = new WeakMap<SearchIndex, Scratch>();

function scratchOf(ix: SearchIndex): Scratch {
  let s = scratches.get(ix);
  if (!s || s.mark.length < ix.n) {
    const cells = ix.cellText.length;
    s = { epoch: 0, mark: new Int32Array(ix.n + 1024), tier: new Uint8Array(ix.n + 1024), overlap: new Counter(cells), range: new Counter(cells), pairs: new Counter(ix.pairName.length) };
    scratches.set(ix, s);
  }
  s.overlap.ensure(ix.cellText.length);
  s.range.ensure(ix.cellText.length);
  s.pairs.ensure(ix.pairName.length);
  s.overlap.reset();
  s.range.reset();
  s.pairs.reset();
  s.epoch = (s.epoch + 1) | 0;
  if (s.epoch === 0) {
    s.mark.fill(0);
    s.epoch = 1;
  }
  return s;
}

/** Parameter pair counts over `rows` goods as values by name (pairs in the counter's first-touched order). */
function specTallyOf(ix: SearchIndex, pairs: Counter, rows: number): SpecTally {
  const values = new Map<string, Map<string, number>>();
  for (let i = 0; i < pairs.top; i++) {
    const p = pairs.touched[i]!;
    const n = pairs.counts[p]!;
    if (n <= 0) continue;
    const name = ix.pairName[p]!;
    let named = values.get(name);
    if (!named) values.set(name, (named = new Map()));
    named.set(ix.pairValue[p]!, n);
  }
  return { rows, values, exact: true };
}

/** Adds one row's parameter pairs to the counter. */
function countPairs(ix: SearchIndex, r: number, into: Counter): void {
  const start = ix.specStart[r]!;
  const end = start + ix.specLen[r]!;
  for (let i = start; i < end; i++) into.add(ix.pairs[i]!, 1);
}

interface CompiledWord {
  kind: RowWord['kind'];
  key: string;
  text: string;
  /** How `text` is looked for in a name (nameMode). */
  mode: NameMode;
  texts: Set<string>;
  categoryIds: Set<number>;
}

const lower = (s: string) => s.toLowerCase();

/**
 * How a lower-case word is found in lower(name) without lower-casing the name (a string per row
 * read): 'plain', ASCII with no letter, is in lower(name) exactly when it is in the name; 'folded',
 * ASCII with a letter, by includesFolded; 'lower', anything else, in lower(name). The only
 * characters other than A–Z whose lower case holds ASCII are U+0130 İ ("i̇") and U+212A KELVIN SIGN
 * ("k"), both letters (tests/unit/name-match.test.ts checks every code point).
 */
type NameMode = 'plain' | 'folded' | 'lower';

export function nameMode(text: string): NameMode {
  let letter = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return 'lower';
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) letter = true;
  }
  return letter ? 'folded' : 'plain';
}

/** lower(name).includes(text) for `text` ASCII and lower-case, A–Z folded while reading; null when the name holds İ or K (then lower-case it). */
export function includesFolded(name: string, text: string): boolean | null {
  const n = name.length;
  const m = text.length;
  const first = text.charCodeAt(0);
  for (let i = 0; i + m <= n; i++) {
    let c = name.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== first) continue;
    let j = 1;
    for (; j < m; j++) {
      let d = name.charCodeAt(i + j);
      if (d >= 65 && d <= 90) d += 32;
      if (d !== text.charCodeAt(j)) break;
    }
    if (j === m) return true;
  }
  return name.indexOf('\u0130') >= 0 || name.indexOf('\u212a') >= 0 ? null : m === 0;
}

/** The keyword compiled against the index: key rows marked, the text tier decided per cell and row. */
class Matcher {
  readonly plan: Plan;
  readonly exactMode: boolean;
  readonly s: Scratch;
  readonly epoch: number;
  /**
   * Key-order positions of the prefix tiers' snapshot rows: [lo, eq) the exact key (tier 1),
   * [eq, hi) the rest of the prefix (tier 2; empty in exact mode). Dirty and dead rows in it are
   * skipped by every walk; dirty ones that match are in keyRows.
   */
  lo = 0;
  eq = 0;
  hi = 0;
  /** Key-tier rows (live) marked one by one: contains (tier 3), then dirty ones of any tier. */
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

  /** A spaced model number the key tiers find is read as that model (search-oracle.ts settleModelWords). */
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
    if (found) this.plan.text = { ...text, kind: 'none', rowWords: [] };
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
        ? { kind: 'ascii', key: w.key, text: lower(w.text), mode: nameMode(lower(w.text)), texts: new Set<string>(), categoryIds: new Set<number>() }
        : { kind: 'mixed', key: '', text: lower(w.text), mode: 'lower', texts: new Set(w.texts), categoryIds: new Set(w.categoryIds) },
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
        if (w.mode === 'plain') {
          if (!ix.name[r]!.includes(w.text)) return false;
          continue;
        }
        const found = w.mode === 'folded' ? includesFolded(ix.name[r]!, w.text) : null;
        if (found !== null) {
          if (!found) return false;
          continue;
        }
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

  /** A snapshot row inside the prefix range (not dirty). */
  inRange(r: number): boolean {
    const ix = this.ix;
    if (r >= ix.pos.length || ix.dirty[r]) return false;
    const p = ix.pos[r]!;
    return p >= this.lo && p < this.hi;
  }

  /** In a key tier. */
  marked(r: number): boolean {
    return this.s.mark[r] === this.epoch || this.inRange(r);
  }

  tierOf(r: number): number {
    if (this.s.mark[r] === this.epoch) return this.s.tier[r]!;
    return this.inRange(r) ? (this.ix.pos[r]! < this.eq ? 1 : 2) : 0;
  }

  /** Key-tier rows (live) of `tier` (0: any) in order: the prefix range, then those marked one by one. */
  eachKeyRow(fn: (r: number, tier: number) => void, tier = 0): void {
    const ix = this.ix;
    const from = tier === 2 ? this.eq : this.lo;
    const to = tier === 1 ? this.eq : tier === 3 ? from : this.hi;
    for (let i = from; i < to; i++) {
      const r = ix.keyOrder[i]!;
      if (ix.dirty[r] || !ix.live[r]) continue;
      fn(r, i < this.eq ? 1 : 2);
    }
    for (const r of this.keyRows) {
      const t = this.s.tier[r]!;
      if (tier === 0 || t === tier) fn(r, t);
    }
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
    this.lo = lo;
    this.eq = ix.exactEnd(k, lo, hi);
    this.hi = this.exactMode ? this.eq : hi;
    if (!this.exactMode && key.contains) {
      const candidates = ix.gramCandidates(k);
      // A snapshot row outside the prefix range does not start with k; when the bucket is sure, it holds k.
      const sure = ix.gramSure(k);
      if (candidates) {
        for (const r of candidates) {
          if (ix.dirty[r] || !ix.live[r] || this.marked(r)) continue;
          if (sure) {
            this.#mark(r, 3);
            continue;
          }
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
        // The words first: they turn most rows away, and marked() reads two more arrays.
        if (ix.dirty[r] || !ix.live[r] || (this.words.length && !this.wordsOk(r)) || this.marked(r)) continue;
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
    if (rowFilters) m.eachKeyRow((r, tier) => add(ix.category[r]!, ix.brand[r]!, tier, 1, this.rowOk(r)));
    else {
      // The prefix range by cells (block sums), tier by tier; the rows marked one by one.
      const { range, overlap } = m.s;
      for (const [from, to, tier] of [[m.lo, m.eq, 1], [m.eq, m.hi, 2]] as const) {
        this.rangeCells(from, to, range);
        for (let i = 0; i < range.top; i++) {
          const c = range.touched[i]!;
          const n = range.counts[c]!;
          add(ix.cellCategory[c]!, ix.cellBrand[c]!, tier, n, true);
          overlap.add(c, n);
        }
        range.reset();
      }
      for (const r of m.keyRows) {
        add(ix.category[r]!, ix.brand[r]!, m.s.tier[r]!, 1, true);
        overlap.add(ix.cell[r]!, 1);
      }
    }
    const pureCells = (kind === 'cells' || kind === 'all') && !rowFilters && !m.exactMode;
    const textRows: number[] = [];
    if (pureCells) {
      const overlap = m.s.overlap.counts;
      for (let c = 0; c < m.cellOk.length; c++) {
        if (m.cellOk[c]) add(ix.cellCategory[c]!, ix.cellBrand[c]!, 4, ix.cellCount[c]! - overlap[c]!, true);
      }
    } else {
      // A tiny match's text rows are kept for small(), which would walk them again.
      m.eachTextRow((r) => {
        add(ix.category[r]!, ix.brand[r]!, 4, 1, !rowFilters || this.rowOk(r));
        if (textRows.length <= LIMITS.smallSet) textRows.push(r);
      });
    }
    if (plain <= LIMITS.smallSet && kind !== 'all') return this.small(pureCells ? null : textRows);
    const offset = (this.input.current - 1) * this.input.size;
    const ids = this.input.withPage === false || offset >= LIMITS.maxOffset ? [] : this.page(tierCounts, total).map((r) => ix.id[r]!);
    const params = this.input.withPage !== false && filteredCats.size === 1 ? this.largeParamFacets() : { facets: [], exact: true };
    return this.outcome(ids, total, categories, brands, params.facets, params.exact);
  }

  /**
   * The filtered goods of the keyword's own key (tier 1) in their list order (most sold first),
   * which is the list's start when it is by relevance (exact mode: the whole list); null when
   * the page does not reach them, or there are fewer than 2 or more than EXACT_TIES_MAX.
   */
  exactKeyTies(): number[] | null {
    const { ix, m, input } = this;
    if (input.sort !== 'relevance' || !m.plan.key || m.eq - m.lo > EXACT_TIES_MAX) return null;
    const rows: number[] = [];
    m.eachKeyRow((r) => void (this.passes(r) && rows.push(r)), 1);
    if (rows.length < 2 || rows.length > EXACT_TIES_MAX || (input.current - 1) * input.size >= rows.length) return null;
    return rows.sort(this.bySales).map((r) => ix.id[r]!);
  }

  // ---- a tiny match: everything in memory, as search-oracle.ts inMemory ----------------------

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
    const pairs = this.m.s.pairs;
    pairs.reset();
    for (const { r } of rows) countPairs(this.ix, r, pairs);
    const tally = specTallyOf(this.ix, pairs, rows.length);
    pairs.reset();
    return tally;
  }

  /** `textRows`: the text tier's rows in eachTextRow's order when the caller walked them already (all of them: the match is tiny). */
  small(textRows: readonly number[] | null = null): SearchOutcome {
    const m = this.m;
    const rows: IndexRow[] = [];
    m.eachKeyRow((r, tier) => void rows.push(this.light(r, tier)));
    if (textRows) for (const r of textRows) rows.push(this.light(r, 4));
    else m.eachTextRow((r) => void rows.push(this.light(r, 4)));
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
    // paramFacets asks for the unfiltered tally once per parameter name: each is counted once.
    const counted = new Map<string | undefined, SpecTally>();
    const tallyFor = (name?: string) => counted.get(name) ?? counted.set(name, this.tallyRows(base.filter((r) => paramOk(r, name)))).get(name)!;
    const params = paramFacets(tallyFor, names);
    kept.sort(comparator(input.sort));
    const offset = (input.current - 1) * input.size;
    return this.outcome(kept.slice(offset, offset + input.size).map((r) => r.id), kept.length, categories, brands, params, true);
  }

  /** Keys similar to the keyword's (search-oracle.ts similarRows), from the sorted keys. */
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
    const similarity = new KeySimilarity(key.key);
    const ranked = found
      .slice(0, LIMITS.similarScan)
      .filter((r) => !seen.has(ix.id[r]!) && !ix.key[r]!.startsWith(key.key) && ix.key[r]!.indexOf(key.key, 1) < 0)
      .map((r) => ({ r, score: similarity.of(ix.key[r]!) }))
      .filter((x) => x.score >= LIMITS.similarMin)
      .sort((a, b) => b.score - a.score || ix.id[a.r]! - ix.id[b.r]!)
      .slice(0, LIMITS.similarMax);
    return ranked.map((x) => this.light(x.r, 5));
  }

  // ---- a larger match ------------------------------------------------------------------------

  /** Counts by cell of the prefix range's rows at positions [from, to) into `into`: whole blocks from the tallies, rows at the ends. */
  rangeCells(from: number, to: number, into: Counter): void {
    const ix = this.ix;
    const tallies = ix.tallies!;
    let i = from;
    while (i < to) {
      if (i % BLOCK === 0 && i + BLOCK <= to) {
        into.addTally(tallies.blockCellTally(i / BLOCK));
        i += BLOCK;
        continue;
      }
      const r = ix.keyOrder[i++]!;
      if (!ix.dirty[r] && ix.live[r]) into.add(ix.cell[r]!, 1);
    }
  }

  /** Every cell counted in the tally passes the category and brand filters. */
  cellsPass(cells: Tally): boolean {
    if (!this.leafMask && !this.brandMask) return true;
    const ix = this.ix;
    for (let i = 0; i < cells.ids.length; i++) {
      const c = cells.ids[i]!;
      if (cells.counts[i]! > 0 && !(this.inCat(ix.cellCategory[c]!) && this.inBrand(ix.cellBrand[c]!))) return false;
    }
    return true;
  }

  /** Parameter facets over the filtered match (all filters but each parameter's own), at most paramExact goods each. */
  largeParamFacets(): { facets: Facets['params']; exact: boolean } {
    if (this.groups.list.length === 0 && !this.input.inStock && this.m.words.length === 0) {
      const facets = paramFacets(() => this.summedParams(), []);
      return { facets, exact: this.paramsExact };
    }
    const ix = this.ix;
    const cap = LIMITS.paramExact;
    const names = this.groups.list.map((g) => g.name);
    const tallies = [undefined, ...names].map(() => ({ rows: 0, exact: true, pairs: new Counter(ix.pairName.length) }));
    const visit = (r: number) => {
      if (!ix.live[r] || !this.inCat(ix.category[r]!) || !this.inBrand(ix.brand[r]!)) return;
      if (this.input.inStock && !ix.inStock[r]) return;
      const fail = this.groups.list.length ? this.paramFail(r) : 0;
      if (fail < 0) return;
      for (let t = fail === 0 ? 0 : fail; t < (fail === 0 ? tallies.length : fail + 1); t++) {
        const tally = tallies[t]!;
        if (tally.rows >= cap) {
          tally.exact = false;
          continue;
        }
        tally.rows++;
        countPairs(ix, r, tally.pairs);
      }
    };
    this.m.eachKeyRow((r) => visit(r));
    this.m.eachTextRow((r) => visit(r));
    const spec = tallies.map((t) => ({ ...specTallyOf(ix, t.pairs, t.rows), exact: t.exact }));
    const byName = new Map(names.map((name, i) => [name, spec[i + 1]!]));
    const facets = paramFacets((name) => (name !== undefined && byName.has(name) ? byName.get(name)! : spec[0]!), names);
    return { facets, exact: spec.every((t) => t.exact) };
  }

  paramsExact = true;
  #summed: SpecTally | null = null;

  /**
   * The parameter tally of the filtered match with no parameter or stock filter and no word checked
   * per row: the rows visited in the order of largeParamFacets (prefix range, rows marked one by
   * one, text cells, dirty rows), at most paramExact, summed from the tallies by block and by cell
   * where a whole block or cell fits and passes the filters, row by row elsewhere.
   */
  summedParams(): SpecTally {
    if (this.#summed) return this.#summed;
    const { ix, m } = this;
    const tallies = ix.tallies!;
    const cap = LIMITS.paramExact;
    const pairs = m.s.pairs;
    pairs.reset();
    let rows = 0;
    let full = false;
    /** One row; false once the cap is passed (the count is then not exact and nothing more is read). */
    const row = (r: number): boolean => {
      if (!ix.live[r] || !this.inCat(ix.category[r]!) || !this.inBrand(ix.brand[r]!)) return true;
      if (rows >= cap) return !(full = true);
      rows++;
      countPairs(ix, r, pairs);
      return true;
    };
    /** A whole block or cell of `n` passing rows: summed if it fits under the cap. */
    const whole = (n: number, t: Tally): boolean => {
      if (n === 0 || rows + n > cap) return false;
      pairs.addTally(t);
      rows += n;
      return true;
    };
    const walk = (): void => {
      for (let i = m.lo; i < m.hi; ) {
        if (i % BLOCK === 0 && i + BLOCK <= m.hi) {
          const cells = tallies.blockCellTally(i / BLOCK);
          if (cells.rows === 0) {
            i += BLOCK;
            continue;
          }
          if (this.cellsPass(cells) && whole(cells.rows, tallies.blockPairTally(i / BLOCK))) {
            i += BLOCK;
            continue;
          }
        }
        const r = ix.keyOrder[i++]!;
        if (!ix.dirty[r] && !row(r)) return;
      }
      for (const r of m.keyRows) if (!row(r)) return;
      if (m.exactMode || m.plan.text.kind === 'none') return;
      const overlap = m.s.overlap.counts;
      for (let c = 0; c < m.cellOk.length; c++) {
        if (!m.cellOk[c] || ix.cellCount[c] === 0) continue;
        if (!(this.inCat(ix.cellCategory[c]!) && this.inBrand(ix.cellBrand[c]!))) continue;
        const list = ix.cellRows[c]!;
        // No key-tier row in the cell: the whole cell, else its chunks, summed where they fit.
        const summed = overlap[c] === 0;
        if (summed) {
          const t = tallies.cellPairTally(c);
          if (t.rows === 0 || whole(t.rows, t)) continue;
        }
        const chunk = tallies.chunk;
        const chunked = summed && list.length > chunk;
        for (let i = 0; i < list.length; ) {
          if (chunked && i % chunk === 0) {
            const t = tallies.cellChunkPairTally(c, i / chunk);
            if (t.rows === 0 || whole(t.rows, t)) {
              i += chunk;
              continue;
            }
          }
          const r = list[i++]!;
          if (ix.dirty[r] || !ix.live[r] || m.marked(r)) continue;
          if (!row(r)) return;
        }
      }
      for (const r of ix.dirtyList) {
        if (!ix.live[r] || m.marked(r) || !m.textOk(r)) continue;
        if (!row(r)) return;
      }
    };
    walk();
    this.paramsExact = !full;
    this.#summed = { ...specTallyOf(ix, pairs, rows), exact: !full };
    pairs.reset();
    return this.#summed;
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
    if (tier !== 4) m.eachKeyRow((r) => void (this.passes(r) && out.push(r)), tier);
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
      // The prefix range is in (key, sales, id) order; the dirty tier-2 rows are merged in.
      const byKey = (a: number, b: number) => (ix.key[a]! < ix.key[b]! ? -1 : ix.key[a]! > ix.key[b]! ? 1 : this.bySales(a, b));
      const out: number[] = [];
      for (let i = m.eq; i < m.hi && out.length < n; i++) {
        const r = ix.keyOrder[i]!;
        if (!ix.dirty[r] && ix.live[r] && this.passes(r)) out.push(r);
      }
      const extra = m.keyRows.filter((r) => m.s.tier[r] === 2 && this.passes(r));
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

/** The categories the category facet may list (search-oracle.ts categoryScope). */
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
  const search = new IndexSearch(ix, refs, input);
  const outcome = search.run();
  const ties = outcome.ids.length > 0 ? search.exactKeyTies() : null;
  return ties ? { ...outcome, ties } : outcome;
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
  for (let i = m.lo; i < m.hi && prefix.length < limit; i++) {
    const r = ix.keyOrder[i]!;
    if (!ix.dirty[r] && ix.live[r]) prefix.push(r);
  }
  const extra = m.keyRows.filter((r) => m.s.tier[r]! <= 2);
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
