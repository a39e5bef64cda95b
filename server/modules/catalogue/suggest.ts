// Suggestions while typing (POST /open/goods/search/keyword): at most 10 goods, in this order:
//   1. model keys starting with the typed key, in key order (the exact key sorts first), most sold
//      first among equal keys: one range scan of the key index, stopped after 10;
//   2. keys containing it (3+ characters): the most sold of the first CONTAINS_SAMPLE found;
//   3. goods whose Chinese name words, brand or category match: most sold first, cell by cell.
// Each step runs only when the earlier ones left room. Results are cached per normalised keyword
// for CACHE_TTL_MS (a request with `Cache-Control: no-cache` bypasses and refreshes the cache); a
// catalogue change clears the cache. The route (suggest-route.ts) answers from the index
// (suggest-index.ts); the same rules over the database (suggestSql) are the index's test oracle,
// in tests/support/search-oracle.ts. This file holds the shared constant and the answers' cache.
import zlib from 'node:zlib';
import type { KeywordSuggestion } from '../../../domain/catalogue/catalogue-views.ts';
import { COMPRESS_THRESHOLD } from '../../http/compression.ts';
import { ok } from '../../http/envelope.ts';
import { ExpiringMap } from './expiring-map.ts';
import type { ContentCoding } from '../../http/content-coding.ts';

export type Suggestion = KeywordSuggestion;

/** Key-contains and text rows read before the most sold of them are chosen. */
export const CONTAINS_SAMPLE = 200;
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 5_000;

/** Brotli as @fastify/compress sends JSON (quality 4); gzip at zlib's defaults. */
const BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * A computed answer as the route sends it: the envelope's JSON as UTF-8 bytes, serialised once,
 * and its brotli and gzip forms, each made the first time a client asks for it, when the JSON is
 * COMPRESS_THRESHOLD bytes or more (below it, answers go as they are, as everywhere else).
 */
export class CachedSuggestions {
  readonly json: Buffer;
  #br: Buffer | null = null;
  #gzip: Buffer | null = null;

  constructor(data: readonly Suggestion[]) {
    this.json = Buffer.from(JSON.stringify(ok(data)));
  }

  get compressible(): boolean {
    return this.json.length >= COMPRESS_THRESHOLD;
  }

  encoded(encoding: ContentCoding): Buffer {
    if (encoding === 'br') return (this.#br ??= zlib.brotliCompressSync(this.json, BROTLI));
    return (this.#gzip ??= zlib.gzipSync(this.json));
  }
}

/** Recent answers by normalised keyword, each for CACHE_TTL_MS after it was computed, at most CACHE_MAX. */
export class SuggestionCache extends ExpiringMap<string, CachedSuggestions> {
  constructor() {
    super(CACHE_TTL_MS, CACHE_MAX);
  }
}
