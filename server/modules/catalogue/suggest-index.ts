// Suggestions while typing, from the index, by the rules of suggest.ts (suggestSql, the test oracle
// in tests/support/search-oracle.ts), reading only what ten suggestions need. The product search's
// matcher (search-index-query.ts Matcher) marks every key row of the keyword and decides every
// cell, because totals and facets count them all; a suggestion needs the first ten of the key
// prefix, the first CONTAINS_SAMPLE key-contains rows, and the most sold rows of the matching
// cells. So here:
//   - the key prefix is walked in key order until ten rows are found (plus the dirty rows);
//   - the key-contains rows are read from the trigram candidates until CONTAINS_SAMPLE are found;
//   - rows are never marked: the text tier's "not in a key tier" is decided per row from its key
//     (the same rows the matcher marks: every live row whose key starts with or, 3+ characters,
//     contains the keyword's key);
//   - the matching cells come from lists of cells by Chinese text, category and brand (built once
//     per index), not from a test of every cell; the most sold rows of a cell are taken until a
//     row cannot enter the ten (a cell's rows are in sales order);
//   - "the most sold N of a sample" keeps the best N while reading, not a sort of the sample.
// The answers are the matcher's (search-index-query.ts suggestByMatcher) for every keyword:
// tests/api/catalogue/suggest-index.test.ts compares both over many keywords and catalogue changes.
import type { KeywordSuggestion } from '../../../domain/catalogue/catalogue-views.ts';
import { SUGGESTION_LIMIT, normaliseKeyword } from '../../../domain/catalogue/search-query.ts';
import type { Refs } from './catalogue-cache.ts';
import type { SearchIndex } from './search-index.ts';
import { plan, type CellToken, type RowWord } from './search-plan.ts';
import { CONTAINS_SAMPLE } from './suggest.ts';

/** Cells by Chinese text, category and brand. Cells are only ever added, so the lists are rebuilt when their number grows. */
interface CellLists {
  cells: number;
  byText: Map<string, number[]>;
  byCategory: Map<number, number[]>;
  byBrand: Map<number, number[]>;
}

const cellListsOf = new WeakMap<SearchIndex, CellLists>();

function push<K>(map: Map<K, number[]>, key: K, c: number): void {
  const list = map.get(key);
  if (list) list.push(c);
  else map.set(key, [c]);
}

function cellLists(ix: SearchIndex): CellLists {
  const cells = ix.cellText.length;
  let lists = cellListsOf.get(ix);
  if (lists?.cells === cells) return lists;
  lists = { cells, byText: new Map(), byCategory: new Map(), byBrand: new Map() };
  for (let c = 0; c < cells; c++) {
    push(lists.byText, ix.cellText[c]!, c);
    push(lists.byCategory, ix.cellCategory[c]!, c);
    push(lists.byBrand, ix.cellBrand[c]!, c);
  }
  cellListsOf.set(ix, lists);
  return lists;
}

/** A row-level word (RowWord), its lists as sets, the text lower-case, with its longest case-free run. */
interface Word {
  kind: RowWord['kind'];
  key: string;
  text: string;
  /** The longest run of case-free characters in `text` ('' when none). */
  plain: string;
  texts: ReadonlySet<string>;
  categoryIds: ReadonlySet<number>;
}

/**
 * A UTF-16 unit that lower-casing leaves as it is and that lower-casing makes from no other
 * character: ASCII other than letters, and the CJK unified ideographs. A run of them is in a
 * lower-cased name exactly when it is in the name (tests/unit/suggest-case-free.test.ts checks
 * every code point), so a name is tested for such a run without lower-casing it.
 */
export function caseFree(unit: number): boolean {
  if (unit < 0x80) return !((unit >= 0x41 && unit <= 0x5a) || (unit >= 0x61 && unit <= 0x7a));
  return unit >= 0x4e00 && unit <= 0x9fff;
}

/** The longest run of case-free units in a text. */
export function longestCaseFreeRun(text: string): string {
  let best = '';
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && caseFree(text.charCodeAt(i))) continue;
    if (i - start > best.length) best = text.slice(start, i);
    start = i + 1;
  }
  return best;
}

/**
 * `name.toLowerCase().includes(text)` for a lower-case `text` whose longest case-free run is
 * `plain`: a name without that run cannot hold the text once lower-cased, and a text that is all
 * case-free is looked for in the name as it is.
 */
function nameHolds(ix: SearchIndex, r: number, text: string, plain: string, lower: { name: string | null }): boolean {
  const name = ix.name[r]!;
  if (plain.length === text.length) return name.includes(text);
  if (plain && !name.includes(plain)) return false;
  lower.name ??= name.toLowerCase();
  return lower.name.includes(text);
}

const NO_TEXTS: ReadonlySet<string> = new Set();
const NO_IDS: ReadonlySet<number> = new Set();

/** Cells of `list` that matched tokens 0..i-1 have matched token i too. */
function pass(passed: Int32Array, i: number, list: readonly number[] | undefined): void {
  if (list) for (const c of list) if (passed[c] === i) passed[c] = i + 1;
}

/** Per-cell arrays reused by every call (a call runs to its end before the next starts), per index. */
const scratchOf = new WeakMap<SearchIndex, { ok: Uint8Array; passed: Int32Array }>();

/** Per cell, 1 when the text tier may hold its rows: every cell token matches it and no mixed word rules it out (Matcher.compileText). */
function cellsOk(ix: SearchIndex, tokens: readonly CellToken[], words: readonly Word[]): Uint8Array {
  const cells = ix.cellText.length;
  let scratch = scratchOf.get(ix);
  if (scratch?.ok.length !== cells) {
    scratch = { ok: new Uint8Array(cells), passed: new Int32Array(cells) };
    scratchOf.set(ix, scratch);
  }
  const ok = scratch.ok;
  ok.fill(tokens.length === 0 ? 1 : 0);
  if (tokens.length > 0) {
    // passed[c] = how many tokens, in order, the cell matched: a cell counts for token i only once it matched tokens 0..i-1.
    const lists = cellLists(ix);
    const passed = scratch.passed.fill(0);
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      for (const text of t.texts) pass(passed, i, lists.byText.get(text));
      for (const id of t.categoryIds) pass(passed, i, lists.byCategory.get(id));
      for (const id of t.brandIds) pass(passed, i, lists.byBrand.get(id));
    }
    for (let c = 0; c < cells; c++) if (passed[c] === tokens.length) ok[c] = 1;
  }
  for (const w of words) {
    if (w.kind !== 'mixed') continue;
    for (let c = 0; c < cells; c++) if (ok[c] && !w.categoryIds.has(ix.cellCategory[c]!) && !w.texts.has(ix.cellText[c]!)) ok[c] = 0;
  }
  return ok;
}

/** The row-level words (Matcher.wordsOk). */
function wordsOk(ix: SearchIndex, words: readonly Word[], r: number, lower: { name: string | null }): boolean {
  lower.name = null;
  for (const w of words) {
    if (w.kind === 'ascii') {
      if (ix.key[r]!.includes(w.key)) continue;
      if (!nameHolds(ix, r, w.text, w.plain, lower)) return false;
    } else {
      if (w.categoryIds.has(ix.category[r]!)) continue;
      if (!(w.texts.has(ix.cellText[ix.cell[r]!]!) && nameHolds(ix, r, w.text, w.plain, lower))) return false;
    }
  }
  return true;
}

/** The best `n` rows offered, most sold first (then lower goods id): the first n of a sort by sales, without the sort. */
class Best {
  readonly rows: number[] = [];

  constructor(
    readonly ix: SearchIndex,
    readonly n: number,
  ) {}

  /** a sorts before b (most sold, then lower id). */
  before(a: number, b: number): boolean {
    const sa = this.ix.sales[a]!;
    const sb = this.ix.sales[b]!;
    return sa > sb || (sa === sb && this.ix.id[a]! < this.ix.id[b]!);
  }

  /** Offers a row; false when it cannot be among the best (nor can any row after it in sales order). */
  offer(r: number): boolean {
    const rows = this.rows;
    if (this.n <= 0) return false;
    if (rows.length === this.n) {
      if (!this.before(r, rows[this.n - 1]!)) return false;
      rows.pop();
    }
    let i = rows.length;
    rows.push(r);
    while (i > 0 && this.before(r, rows[i - 1]!)) {
      rows[i] = rows[i - 1]!;
      i--;
    }
    rows[i] = r;
    return true;
  }
}

/** Key order, then most sold, then goods id (the key index's order). */
function byKey(ix: SearchIndex, a: number, b: number): number {
  const ka = ix.key[a]!;
  const kb = ix.key[b]!;
  return ka < kb ? -1 : ka > kb ? 1 : ix.sales[b]! - ix.sales[a]! || ix.id[a]! - ix.id[b]!;
}

/** A key in a key tier of `k`: it starts with it or (3+ characters) holds it further on; the rows the matcher marks. */
function inKeyTier(rowKey: string, k: string, contains: boolean): boolean {
  return rowKey.startsWith(k) || (contains && rowKey.indexOf(k, 1) >= 0);
}

/** Suggestions while typing, by the rules of suggest.ts, from the index. */
export function suggestIndexed(ix: SearchIndex, refs: Refs, keyword: string): KeywordSuggestion[] {
  if (!normaliseKeyword(keyword)) return [];
  const p = plan(keyword, refs, ix.cells());
  const limit = SUGGESTION_LIMIT;
  const key = p.key!;
  const k = key.key;
  const [lo, hi] = ix.prefixRange(k);
  let text = p.text;
  // A spaced model number the key tiers find is read as that model (Matcher.settleModelWords).
  if (text.modelOnly && text.kind === 'rows') {
    let found = false;
    for (let i = lo; i < hi && !found; i++) {
      const r = ix.keyOrder[i]!;
      if (!ix.dirty[r] && ix.live[r]) found = true;
    }
    for (const r of ix.dirtyList) if (!found && ix.live[r] && ix.key[r]!.startsWith(k)) found = true;
    if (found) text = { ...text, kind: 'none', rowWords: [] };
  }

  // 1. Keys starting with the typed key, in key order, most sold first among equal keys: the
  //    first ten of the snapshot's range, merged with the dirty rows (not where the range has them).
  const prefix: number[] = [];
  for (let i = lo; i < hi && prefix.length < limit; i++) {
    const r = ix.keyOrder[i]!;
    if (!ix.dirty[r] && ix.live[r]) prefix.push(r);
  }
  const extra: number[] = [];
  for (const r of ix.dirtyList) if (ix.live[r] && ix.key[r]!.startsWith(k)) extra.push(r);
  const found = extra.length ? [...prefix, ...extra].sort((a, b) => byKey(ix, a, b)).slice(0, limit) : prefix;

  // 2. Keys containing it (not at the start): the most sold of the first CONTAINS_SAMPLE, in the
  //    order the matcher finds them (trigram candidates, then dirty rows).
  if (found.length < limit && key.contains) {
    const best = new Best(ix, limit - found.length);
    let sampled = 0;
    const candidates = ix.gramCandidates(k);
    if (candidates) {
      for (let i = 0; i < candidates.length && sampled < CONTAINS_SAMPLE; i++) {
        const r = candidates[i]!;
        if (ix.dirty[r] || !ix.live[r]) continue;
        const rk = ix.key[r]!;
        if (rk.indexOf(k, 1) < 0 || rk.startsWith(k)) continue;
        sampled++;
        best.offer(r);
      }
    }
    for (const r of ix.dirtyList) {
      if (sampled >= CONTAINS_SAMPLE) break;
      if (!ix.live[r]) continue;
      const rk = ix.key[r]!;
      if (rk.startsWith(k) || rk.indexOf(k, 1) < 0) continue;
      sampled++;
      best.offer(r);
    }
    found.push(...best.rows);
  }

  // 3. Chinese words, brand or category: most sold first (a spaced model the key found is not split).
  if (found.length < limit && text.kind !== 'none' && !(text.modelOnly && found.length > 0)) {
    const room = limit - found.length;
    const words: Word[] = text.rowWords.map((w) => {
      const lower = w.text.toLowerCase();
      const plain = longestCaseFreeRun(lower);
      return w.kind === 'ascii'
        ? { kind: 'ascii', key: w.key, text: lower, plain, texts: NO_TEXTS, categoryIds: NO_IDS }
        : { kind: 'mixed', key: '', text: lower, plain, texts: new Set(w.texts), categoryIds: new Set(w.categoryIds) };
    });
    const ok = cellsOk(ix, text.cellTokens, words);
    if (text.kind === 'cells') {
      // The most sold of every matching cell (not only the rows the key tiers left), less those found.
      const want = room + found.length;
      const best = new Best(ix, want);
      for (let c = 0; c < ok.length; c++) {
        if (!ok[c]) continue;
        let taken = 0;
        for (const r of ix.cellRows[c]!) {
          if (taken >= want) break;
          if (ix.dirty[r] || !ix.live[r]) continue;
          taken++;
          if (!best.offer(r)) break;
        }
      }
      for (const r of ix.dirtyList) if (ix.live[r] && ok[ix.cell[r]!]) best.offer(r);
      const seen = new Set(found);
      found.push(...best.rows.filter((r) => !seen.has(r)).slice(0, room));
    } else {
      // Rows of the matching cells in cell order, then the dirty ones, that no key tier holds: the
      // most sold of the first CONTAINS_SAMPLE.
      const contains = key.contains !== null;
      const lower = { name: null as string | null };
      const best = new Best(ix, room);
      let sampled = 0;
      for (let c = 0; c < ok.length && sampled < CONTAINS_SAMPLE; c++) {
        if (!ok[c] || ix.cellCount[c] === 0) continue;
        for (const r of ix.cellRows[c]!) {
          if (ix.dirty[r] || !ix.live[r] || inKeyTier(ix.key[r]!, k, contains)) continue;
          if (words.length && !wordsOk(ix, words, r, lower)) continue;
          best.offer(r);
          if (++sampled >= CONTAINS_SAMPLE) break;
        }
      }
      for (const r of ix.dirtyList) {
        if (sampled >= CONTAINS_SAMPLE) break;
        if (!ix.live[r] || inKeyTier(ix.key[r]!, k, contains) || !ok[ix.cell[r]!] || (words.length && !wordsOk(ix, words, r, lower))) continue;
        best.offer(r);
        sampled++;
      }
      found.push(...best.rows);
    }
  }
  return found.map((r) => suggestionOf(ix, refs, r));
}

/** An index row as a suggestion (the reader here and the reference matcher answer the same). */
export function suggestionOf(ix: SearchIndex, refs: Refs, r: number): KeywordSuggestion {
  return {
    goodsId: ix.id[r]!,
    goodsModel: ix.model[r]!,
    brandId: ix.brand[r]!,
    brandName: refs.brands.get(ix.brand[r]!)?.name ?? '',
    goodsName: ix.name[r]!,
    categoryName: refs.categories.get(ix.category[r]!)?.name ?? '',
  };
}
