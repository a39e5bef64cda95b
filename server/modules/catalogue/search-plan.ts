// Turns a keyword into the conditions the search runs: the model-key tiers (exact, prefix,
// contains) and the text tier (Chinese words, brand and category names), the latter as "cell
// tokens" that can be decided per (name_cjk, category, brand) cell in memory, or as row-level
// words when a word can only be checked against each goods row. Pure: the index (search-index-query.ts,
// suggest-index.ts) applies the plan in memory; the test oracle (tests/support/search-oracle.ts) as SQL.
import { modelKey } from '../../../domain/catalogue/model-key.ts';
import { escapeLike, normaliseKeyword, searchTokens, type SearchToken } from '../../../domain/catalogue/search-query.ts';
import type { Refs } from './catalogue-cache.ts';
import type { Cell, Cells } from './catalogue-cells.ts';
import { lowerBound } from './lower-bound.ts';

/** A word decided per cell: a cell matches when its Chinese text, category or brand does. */
export interface CellToken {
  texts: string[];
  categoryIds: number[];
  brandIds: number[];
}

export interface KeyPlan {
  key: string;
  /** Upper bound of the key range that starts with `key` (byte order, text_pattern_ops). */
  upper: string;
  /** '%key%' when the key is long enough for trigrams (3+) and holds a Latin letter or digit, else null. */
  contains: string | null;
}

/**
 * A word checked per goods row: 'ascii', the key contains `key` or the name contains `text`
 * (case-insensitive); 'mixed', the category is one of `categoryIds`, or the cell text is one of
 * `texts` and the name contains `text`.
 */
export type RowWord = { kind: 'ascii'; key: string; text: string } | { kind: 'mixed'; text: string; texts: string[]; categoryIds: number[] };

export interface TextPlan {
  /** 'all': no keyword (every cell); 'cells': cell tokens only; 'rows': some word is checked per row; 'none': nothing. */
  kind: 'all' | 'cells' | 'rows' | 'none';
  cellTokens: CellToken[];
  /** The words checked per goods row. */
  rowWords: RowWord[];
  /** Every word is a bare model-like word (no Chinese, brand or category): a spaced model number. */
  modelOnly: boolean;
}

export interface Plan {
  keyword: string;
  key: KeyPlan | null;
  text: TextPlan;
}

const TRGM_MIN = 3;

export function cellMatches(token: CellToken, cell: Cell): boolean {
  return token.texts.includes(cell.text) || token.categoryIds.includes(cell.categoryId) || token.brandIds.includes(cell.brandId);
}

const containsAll = (text: string, runs: readonly string[]) => runs.every((run) => text.includes(run));

/** Per UTF-16 unit, the positions (ascending) of the texts holding it; one map per list of texts (a new list when the cells or the references change). */
const unitPostings = new WeakMap<readonly string[], Map<number, number[]>>();

function postingsOf(texts: readonly string[]): Map<number, number[]> {
  let postings = unitPostings.get(texts);
  if (postings) return postings;
  postings = new Map();
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!;
    for (let j = 0; j < text.length; j++) {
      const unit = text.charCodeAt(j);
      const list = postings.get(unit);
      if (!list) postings.set(unit, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
  }
  unitPostings.set(texts, postings);
  return postings;
}

/**
 * Positions (ascending) of the texts holding every run: the positions where
 * `containsAll(texts[i], runs)`, reading only the texts that hold the runs' rarest character.
 */
function positionsWithAll(texts: readonly string[], runs: readonly string[]): number[] {
  const postings = postingsOf(texts);
  let rarest: number[] | undefined;
  for (const run of runs) {
    for (let j = 0; j < run.length; j++) {
      const list = postings.get(run.charCodeAt(j));
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
  }
  const out: number[] = [];
  if (!rarest) {
    for (let i = 0; i < texts.length; i++) if (containsAll(texts[i]!, runs)) out.push(i);
    return out;
  }
  for (const i of rarest) if (containsAll(texts[i]!, runs)) out.push(i);
  return out;
}

/** `texts.filter(text => containsAll(text, runs))`, from the postings of the texts' characters. */
function textsWithAll(texts: readonly string[], runs: readonly string[]): string[] {
  return positionsWithAll(texts, runs).map((i) => texts[i]!);
}

/** A word and the position of the brand or leaf it belongs to. */
interface OwnedWord {
  word: string;
  owner: number;
}

/**
 * The references as the plan reads them, built once per Refs: leaf names, leaves by ancestor
 * name, brand texts (with the brand's position) and every brand and leaf word sorted, so a word is
 * matched by lookups and binary searches rather than by a test of every brand and leaf.
 */
interface RefWords {
  leafNames: string[];
  leavesByAncestor: Map<string, number[]>;
  brandTexts: string[];
  brandOfText: number[];
  brandsByText: Map<string, number[]>;
  brandWords: OwnedWord[];
  leafWords: OwnedWord[];
}

const refWordsOf = new WeakMap<Refs, RefWords>();

const byWord = (a: OwnedWord, b: OwnedWord) => (a.word < b.word ? -1 : a.word > b.word ? 1 : a.owner - b.owner);

function refWords(refs: Refs): RefWords {
  let words = refWordsOf.get(refs);
  if (words) return words;
  words = { leafNames: [], leavesByAncestor: new Map(), brandTexts: [], brandOfText: [], brandsByText: new Map(), brandWords: [], leafWords: [] };
  refs.leaves.forEach((leaf, i) => {
    words!.leafNames.push(leaf.name);
    for (const name of new Set(leaf.ancestors)) words!.leavesByAncestor.set(name, [...(words!.leavesByAncestor.get(name) ?? []), i]);
    for (const word of leaf.words) words!.leafWords.push({ word, owner: i });
  });
  refs.brandList.forEach((brand, i) => {
    for (const t of brand.texts) {
      words!.brandTexts.push(t.text);
      words!.brandOfText.push(i);
      words!.brandsByText.set(t.text, [...(words!.brandsByText.get(t.text) ?? []), i]);
      for (const word of t.words) words!.brandWords.push({ word, owner: i });
    }
  });
  words.brandWords.sort(byWord);
  words.leafWords.sort(byWord);
  refWordsOf.set(refs, words);
  return words;
}

/** Owners of the words that start with `prefix` (a binary search to the first, then a walk). */
function ownersOfPrefix(words: readonly OwnedWord[], prefix: string, into: Set<number>): void {
  const lo = lowerBound(0, words.length, (i) => words[i]!.word < prefix);
  for (let i = lo; i < words.length && words[i]!.word.startsWith(prefix); i++) into.add(words[i]!.owner);
}

/** Ids of the listed owners, in list order. */
function idsOf(list: readonly { id: number }[], owners: ReadonlySet<number>): number[] {
  return [...owners].sort((a, b) => a - b).map((i) => list[i]!.id);
}

/**
 * Leaf categories a word names: the leaf's own name passes the test (`named`: the positions of the
 * leaves whose name does), or an ancestor's name is the word itself ("轴承" takes every bearing
 * leaf; "接触器" does not take the whole "接触器与继电器" branch).
 */
function leafIdsNamed(refs: Refs, word: string, named: Iterable<number>): number[] {
  const owners = new Set(named);
  for (const i of refWords(refs).leavesByAncestor.get(word) ?? []) owners.add(i);
  return idsOf(refs.leaves, owners);
}

/** Brands whose name or Chinese name holds every run. */
function brandIdsWithAll(refs: Refs, runs: readonly string[]): number[] {
  const words = refWords(refs);
  return idsOf(refs.brandList, new Set(positionsWithAll(words.brandTexts, runs).map((i) => words.brandOfText[i]!)));
}

/** Chinese words: every run must appear in the cell's Chinese text, category path or brand name. */
function cjkToken(token: SearchToken, refs: Refs, cells: Cells): CellToken {
  const runs = token.cjk;
  return {
    texts: textsWithAll(cells.texts, runs),
    categoryIds: leafIdsNamed(refs, token.text, positionsWithAll(refWords(refs).leafNames, runs)),
    brandIds: brandIdsWithAll(refs, runs),
  };
}

/** A Latin word that names a brand (SKF, schneider, 3M) or a category (PLC, LED); null otherwise. */
function asciiToken(token: SearchToken, refs: Refs): CellToken | null {
  const t = token.text;
  const words = refWords(refs);
  // A brand whose name is the word, or (3+ characters) one of whose words starts with it.
  const brands = new Set(words.brandsByText.get(t) ?? []);
  if (t.length >= TRGM_MIN) ownersOfPrefix(words.brandWords, t, brands);
  const brandIds = idsOf(refs.brandList, brands);
  // A leaf one of whose words starts with it (2+ characters).
  let categoryIds: number[] = [];
  if (t.length >= 2) {
    const leaves = new Set<number>();
    ownersOfPrefix(words.leafWords, t, leaves);
    categoryIds = leafIdsNamed(refs, t, leaves);
  }
  return brandIds.length + categoryIds.length > 0 ? { texts: [], categoryIds, brandIds } : null;
}

export function plan(rawKeyword: string, refs: Refs, cells: Cells): Plan {
  const keyword = normaliseKeyword(rawKeyword);
  if (!keyword) return { keyword, key: null, text: { kind: 'all', cellTokens: [], rowWords: [], modelOnly: false } };
  const k = modelKey(keyword);
  // "Key contains" needs 3+ characters (trigrams) and a Latin letter or digit: a purely Chinese
  // keyword is a product word, found through names by the text tier.
  const contains = [...k].length >= TRGM_MIN && /[0-9A-Z]/.test(k) ? `%${escapeLike(k)}%` : null;
  const key: KeyPlan = { key: k, upper: `${k}\u{10FFFF}`, contains };
  const tokens = searchTokens(keyword);
  const cellTokens: CellToken[] = [];
  const rowWords: RowWord[] = [];
  for (const token of tokens) {
    if (token.kind === 'cjk') {
      cellTokens.push(cjkToken(token, refs, cells));
      continue;
    }
    if (token.kind === 'ascii') {
      const named = asciiToken(token, refs);
      if (named) cellTokens.push(named);
      // A lone model-like word is served by the key tiers; next to other words it must appear in
      // the model key or the name.
      else if (tokens.length > 1 && token.key.length >= TRGM_MIN) {
        rowWords.push({ kind: 'ascii', key: token.key, text: token.text });
      }
      continue;
    }
    // Mixed Latin and Chinese (ISO标准气缸, 缸径63): a category name holding the whole word, or
    // a name that contains it (its Chinese runs narrow the candidates by cell first).
    const texts = textsWithAll(cells.texts, token.cjk);
    const categoryIds = leafIdsNamed(refs, token.text, positionsWithAll(refWords(refs).leafNames, [token.text]));
    rowWords.push({ kind: 'mixed', text: token.text, texts, categoryIds });
  }
  const kind: TextPlan['kind'] = rowWords.length ? 'rows' : cellTokens.length ? 'cells' : 'none';
  const modelOnly = cellTokens.length === 0 && tokens.every((t) => t.kind === 'ascii');
  return { keyword, key, text: { kind, cellTokens, rowWords, modelOnly } };
}
