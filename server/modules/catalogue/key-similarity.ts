// Trigram similarity of one keyword's model key against many keys (search-index-query.ts similar(),
// up to LIMITS.similarScan keys per tiny match), with the same answer as trigramSimilarity
// (domain/catalogue/search-query.ts) but without two Sets of strings per key: the keyword's
// trigrams are taken once, and an ASCII key's trigrams are packed into integers (7 bits a
// character, lower-cased as toLowerCase does for ASCII) and counted in a reused buffer. A key or
// keyword with any other character, or a key longer than the buffer, goes to trigramSimilarity.
import { trigramSimilarity } from '../../../domain/catalogue/search-query.ts';

const MAX_KEY = 125;
/** Trigrams of one key (a padded key of n characters has n - 2). */
const codes = new Int32Array(MAX_KEY + 1);

/** The character at i of "  " + lower(text) + " " (i from -2; text ASCII). */
function padded(text: string, i: number): number {
  if (i < 0 || i >= text.length) return 32;
  const c = text.charCodeAt(i);
  return c >= 65 && c <= 90 ? c + 32 : c;
}

/** The distinct packed trigrams of `text` padded as trigrams() pads it, into `codes`; their count, or -1 when `text` is not short ASCII. */
function packed(text: string): number {
  const n = text.length;
  if (n > MAX_KEY - 2) return -1;
  for (let i = 0; i < n; i++) if (text.charCodeAt(i) >= 128) return -1;
  let distinct = 0;
  for (let i = -2; i + 2 <= n; i++) {
    const code = (padded(text, i) << 14) | (padded(text, i + 1) << 7) | padded(text, i + 2);
    let seen = false;
    for (let j = 0; j < distinct && !seen; j++) seen = codes[j] === code;
    if (!seen) codes[distinct++] = code;
  }
  return distinct;
}

export class KeySimilarity {
  /** The keyword's packed trigrams, or null when it is not short ASCII. */
  readonly #own: Set<number> | null;

  constructor(readonly keyword: string) {
    const n = packed(keyword);
    this.#own = n < 0 ? null : new Set(codes.subarray(0, n));
  }

  /** trigramSimilarity(key, keyword). */
  of(key: string): number {
    const own = this.#own;
    if (!own) return trigramSimilarity(key, this.keyword);
    const n = packed(key);
    if (n < 0) return trigramSimilarity(key, this.keyword);
    let shared = 0;
    for (let i = 0; i < n; i++) if (own.has(codes[i]!)) shared++;
    const union = n + own.size - shared;
    return union === 0 ? 0 : shared / union;
  }
}
