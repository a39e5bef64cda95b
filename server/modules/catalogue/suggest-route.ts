// POST /open/goods/search/keyword: suggestions while typing (suggest.ts for the rules), the most
// called route of the shop (every keystroke of the search box). Its answers are cached by
// normalised keyword (SuggestionCache) as bytes: the JSON serialised once, and its brotli and gzip
// forms made once each when a client first asks for them. So a cached answer is one map read and
// one write, for any client:
//   - the route runs without @fastify/compress's hooks (`compress: false`) and compresses its own
//     answers, from the cache, by the same rules (answers of COMPRESS_THRESHOLD bytes or more, br
//     or gzip as Accept-Encoding prefers; brotli at @fastify/compress's quality): a browser's
//     cached answer no longer costs a brotli pass per request;
//   - the answer is sent as bytes with its type set, so Fastify neither serialises it nor measures
//     a string for Content-Length;
//   - once the catalogue is loaded, the handler answers synchronously (no promise per request),
//     computing a missed answer from the index at once (suggest-index.ts).
// `Cache-Control: no-cache` computes the answer and refreshes the cache with it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { normaliseKeyword } from '../../../domain/catalogue/search-query.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { KeywordBody, SuggestionAnswer } from './schemas.ts';
import { suggest } from './search-index-query.ts';
import { suggestIndexed } from './suggest-index.ts';
import { CachedSuggestions, type AnswerEncoding, type Suggestion, type SuggestionCache } from './suggest.ts';

export const suggestRouteOptions = {
  schema: { body: KeywordBody, response: SuggestionAnswer },
  // The route compresses its cached answers itself (above).
  compress: false,
} as const;

const JSON_TYPE = 'application/json; charset=utf-8';
const EMPTY = new CachedSuggestions([]);

/** An Accept-Encoding entry: its coding (lower case; x-gzip read as gzip) and its q-value. */
function codings(header: string): { coding: string; q: number }[] {
  return header.split(',').map((part) => {
    const [name = '', ...params] = part.split(';');
    let q = 1;
    for (const param of params) {
      const [k = '', v = ''] = param.split('=').map((x) => x.trim());
      if (k.toLowerCase() === 'q') q = Number.parseFloat(v) || 0;
    }
    const coding = name.trim().toLowerCase();
    return { coding: coding === 'x-gzip' ? 'gzip' : coding, q };
  });
}

/**
 * The coding to answer in: brotli or gzip when the client accepts it (q > 0), the higher q first,
 * brotli on a tie (as @fastify/compress negotiates); `*` stands for a coding it does not name.
 * Null when it accepts neither (or sends no Accept-Encoding).
 */
export function answerEncoding(header: string | undefined): AnswerEncoding | null {
  if (!header) return null;
  const list = codings(header);
  const q = (coding: AnswerEncoding) => list.find((c) => c.coding === coding)?.q ?? list.find((c) => c.coding === '*')?.q ?? 0;
  const br = q('br');
  const gzip = q('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/** The last Accept-Encoding read and its coding: a browser sends the same header on every request. */
let lastHeader: string | undefined;
let lastEncoding: AnswerEncoding | null = null;

/** Sets the answer's headers and returns the bytes to send: compressed when it is big enough and the client accepts a coding. */
function bytes(request: FastifyRequest, reply: FastifyReply, answer: CachedSuggestions): Buffer {
  reply.type(JSON_TYPE);
  if (!answer.compressible) return answer.json;
  const header = request.headers['accept-encoding'];
  if (header !== lastHeader) {
    lastEncoding = answerEncoding(header);
    lastHeader = header;
  }
  reply.header('vary', 'accept-encoding');
  if (!lastEncoding) return answer.json;
  reply.header('content-encoding', lastEncoding);
  return answer.encoded(lastEncoding);
}

type KeywordRequest = FastifyRequest<{ Body: Static<typeof KeywordBody> }>;

export function suggestionHandler(cache: CatalogueCache, suggestions: SuggestionCache) {
  return (request: KeywordRequest, reply: FastifyReply): Promise<void> | undefined => {
    const keyword = normaliseKeyword(request.body.keyword);
    if (!keyword) return void reply.send(bytes(request, reply, EMPTY));
    const cacheKey = keyword.toLowerCase();
    const bypass = /no-cache/i.test(request.headers['cache-control'] ?? '');
    const hit = bypass ? undefined : suggestions.get(cacheKey);
    if (hit) return void reply.send(bytes(request, reply, hit));
    const answered = (found: Suggestion[]) => {
      const answer = new CachedSuggestions(found);
      suggestions.set(cacheKey, answer);
      return bytes(request, reply, answer);
    };
    const loaded = cache.loaded();
    if (loaded) return void reply.send(answered(suggestIndexed(loaded.index, loaded.refs, keyword)));
    // The catalogue is still loading (the first requests after start): wait for it, and for the
    // reply to go out (Fastify: `await reply` when an async handler sends by itself).
    return (async () => {
      await reply.send(answered(await suggest(cache, keyword)));
    })();
  };
}
