// The one negotiation of a compressed answer's coding for the answers the server compresses itself
// (cached suggestions, the storefront's HTML per route), by the rules @fastify/compress applies to
// the rest, with the same library (@fastify/accept-negotiator): the higher q-value of brotli and
// gzip, brotli on a tie; `*` (no preference) and `x-gzip` read as gzip; q=0 refuses a coding.
import { negotiate } from '@fastify/accept-negotiator';

export type ContentCoding = 'br' | 'gzip';

const gzipAliases = /\*|x-gzip/g;

/** The coding to answer in; null when the client accepts neither (or sends no Accept-Encoding). */
export function contentCoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  return negotiate<ContentCoding>(header.toLowerCase().replace(gzipAliases, 'gzip'), ['br', 'gzip']);
}
