// POST /open/goods/search/keyword: suggestions while typing (suggest.ts for the rules), the most
// called route of the shop (every keystroke of the search box). Its answers are cached by
// normalised keyword (SuggestionCache) as bytes: the JSON serialised once, and its brotli and gzip
// forms made once each when a client first asks for them. So a cached answer is one map read and
// one write, for any client:
//   - the route runs without @fastify/compress's hooks (`compress: false`) and compresses its own
//     answers, from the cache, by the same rules (answers of COMPRESS_THRESHOLD bytes or more, br
//     or gzip as Accept-Encoding prefers, negotiated as it does (http/content-coding.ts); brotli at @fastify/compress's quality): a browser's
//     cached answer no longer costs a brotli pass per request;
//   - the answer is sent as bytes with its type set, so Fastify neither serialises it nor measures
//     a string for Content-Length;
//   - once the catalogue is loaded, the handler answers synchronously (no promise per request),
//     computing a missed answer from the index at once (the engine's suggestNow, search-engine.ts).
// `Cache-Control: no-cache` computes the answer and refreshes the cache with it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { normaliseKeyword } from '../../../domain/catalogue/search-query.ts';
import { contentCoding, type ContentCoding } from '../../http/content-coding.ts';
import { KeywordBody, SuggestionAnswer } from './schemas.ts';
import type { SearchEngine } from './search-engine.ts';
import { CachedSuggestions, type Suggestion, type SuggestionCache } from './suggest.ts';

export const suggestRouteOptions = {
  schema: { body: KeywordBody, response: SuggestionAnswer },
  // The route compresses its cached answers itself (above).
  compress: false,
} as const;

const JSON_TYPE = 'application/json; charset=utf-8';
const EMPTY = new CachedSuggestions([]);

/** One route's last Accept-Encoding and its coding: a browser sends the same header on every request. */
class EncodingMemo {
  private header: string | undefined;
  private encoding: ContentCoding | null = null;

  of(header: string | undefined): ContentCoding | null {
    if (header !== this.header) {
      this.encoding = contentCoding(header);
      this.header = header;
    }
    return this.encoding;
  }
}

/** Sets the answer's headers and returns the bytes to send: compressed when it is big enough and the client accepts a coding. */
function bytes(request: FastifyRequest, reply: FastifyReply, answer: CachedSuggestions, memo: EncodingMemo): Buffer {
  reply.type(JSON_TYPE);
  if (!answer.compressible) return answer.json;
  const encoding = memo.of(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding');
  if (!encoding) return answer.json;
  reply.header('content-encoding', encoding);
  return answer.encoded(encoding);
}

type KeywordRequest = FastifyRequest<{ Body: Static<typeof KeywordBody> }>;

export function suggestionHandler(engine: SearchEngine, suggestions: SuggestionCache) {
  const memo = new EncodingMemo();
  return (request: KeywordRequest, reply: FastifyReply): Promise<void> | undefined => {
    const keyword = normaliseKeyword(request.body.keyword);
    if (!keyword) return void reply.send(bytes(request, reply, EMPTY, memo));
    const cacheKey = keyword.toLowerCase();
    const bypass = /no-cache/i.test(request.headers['cache-control'] ?? '');
    const hit = bypass ? undefined : suggestions.get(cacheKey);
    if (hit) return void reply.send(bytes(request, reply, hit, memo));
    const answered = (found: Suggestion[]) => {
      const answer = new CachedSuggestions(found);
      suggestions.set(cacheKey, answer);
      return bytes(request, reply, answer, memo);
    };
    const now = engine.suggestNow(keyword);
    if (now) return void reply.send(answered(now));
    // The catalogue is still loading (the first requests after start): wait for it, and for the
    // reply to go out (Fastify: `await reply` when an async handler sends by itself).
    return (async () => {
      await reply.send(answered(await engine.suggest(keyword)));
    })();
  };
}
