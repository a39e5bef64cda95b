// How a search keyword is read, on both sides: normalised (full-width folded, spaces collapsed),
// split into tokens, each with its model key and its runs of Chinese characters.
// "ＳＫＦ\u3000深沟球轴承" -> tokens "skf" (ascii) and "深沟球轴承" (cjk); whole model key "SKF深沟球轴承".
import { modelKey } from './model-key.ts';
import { toHalfWidth } from '../shared/half-width.ts';

/** Page sizes a product list accepts. */
export const SEARCH_PAGE_MIN = 20;
export const SEARCH_PAGE_MAX = 100;
/** Suggestions returned at most. */
export const SUGGESTION_LIMIT = 10;
/** Longest keyword accepted. */
export const KEYWORD_MAX_LENGTH = 100;

/** CJK unified ideographs, the same class as the database's search_cjk_text(): [一-鿿]. */
const CJK_RUN = /[\u4e00-\u9fff]+/g;
const CJK_CHAR = /[\u4e00-\u9fff]/;

export type TokenKind = 'cjk' | 'ascii' | 'mixed';

export interface SearchToken {
  /** Half-width, lower-case text of the token. */
  text: string;
  /** Its model key (upper case, separators removed). */
  key: string;
  /** Runs of Chinese characters in the token. */
  cjk: string[];
  kind: TokenKind;
}

/** Folds full-width forms, collapses whitespace, trims. "" when nothing searchable is left. */
export function normaliseKeyword(raw: string): string {
  const text = toHalfWidth(raw).replace(/\s+/g, ' ').trim();
  return modelKey(text) === '' ? '' : text;
}

export function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

/** The Chinese words of a text, as the database's generated goods.name_cjk holds them. */
export function cjkText(text: string): string {
  return (text.match(CJK_RUN) ?? []).join(' ');
}

export function searchTokens(keyword: string): SearchToken[] {
  const tokens: SearchToken[] = [];
  for (const part of normaliseKeyword(keyword).split(' ')) {
    const key = modelKey(part);
    if (!key) continue;
    const cjk = part.match(CJK_RUN) ?? [];
    const rest = part.replace(CJK_RUN, '');
    const kind: TokenKind = cjk.length === 0 ? 'ascii' : modelKey(rest) === '' ? 'cjk' : 'mixed';
    tokens.push({ text: part.toLowerCase(), key, cjk, kind });
  }
  return tokens;
}

/** Escapes LIKE wildcards (backslash is PostgreSQL's default LIKE escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function trigrams(text: string): Set<string> {
  const padded = `  ${text.toLowerCase()} `;
  const chars = [...padded];
  const out = new Set<string>();
  for (let i = 0; i + 2 < chars.length; i++) out.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return out;
}

/** Trigram similarity of two model keys, as pg_trgm's similarity() reads one word: shared / all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  const union = x.size + y.size - shared;
  return union === 0 ? 0 : shared / union;
}
