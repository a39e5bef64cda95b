// JSON compression only where an answer can reach the threshold (issue 20). @fastify/compress adds
// an onRequest and an onSend hook to every route it covers, and on a small answer they only measure
// and pass it on: about a third of the gateway's fixed cost on /healthz. A route whose success
// answers are bounded by their response schema below the threshold (a health probe, a write that
// answers `data: null`, a count) gets `compress: false` and runs neither hook; every other route,
// and any route without a response schema (files, the SPA's documents), keeps compression.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESS_THRESHOLD = 1024;

type Schema = Record<string, unknown>;

/** Bytes of a JSON number at most (`-1.7976931348623157e+308`). */
const NUMBER_BYTES = 24;
/**
 * Bytes per character of a string at most: UTF-8 of the Basic Multilingual Plane. Control
 * characters escaped as `\uXXXX` (6 bytes) are not counted: no bounded field of ours holds them.
 */
const CHAR_BYTES = 3;

/**
 * The most bytes a JSON value matching `schema` can take when serialised, or Infinity when the
 * schema does not bound it (a string without maxLength, an array without maxItems, a reference,
 * extra properties). Used only to decide whether compressing can ever pay, so unknown is unbounded.
 */
export function maxJsonBytes(schema: unknown): number {
  if (!schema || typeof schema !== 'object') return Infinity;
  const s = schema as Schema;
  if ('const' in s) return JSON.stringify(s.const).length * CHAR_BYTES;
  if (Array.isArray(s.enum)) return Math.max(...s.enum.map((v) => JSON.stringify(v).length * CHAR_BYTES));
  const union = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(union)) return Math.max(...union.map(maxJsonBytes));
  if (Array.isArray(s.type)) return Math.max(...s.type.map((type) => maxJsonBytes({ ...s, type })));
  switch (s.type) {
    case 'null':
      return 4;
    case 'boolean':
      return 5;
    case 'integer':
    case 'number':
      return NUMBER_BYTES;
    case 'string':
      return typeof s.maxLength === 'number' ? 2 + s.maxLength * CHAR_BYTES : Infinity;
    case 'array': {
      if (typeof s.maxItems !== 'number') return Infinity;
      return 2 + s.maxItems * (maxJsonBytes(s.items) + 1);
    }
    case 'object': {
      if (s.additionalProperties !== undefined && s.additionalProperties !== false) return Infinity;
      if (s.patternProperties) return Infinity;
      const properties = Object.entries((s.properties ?? {}) as Record<string, unknown>);
      return properties.reduce((sum, [key, value]) => sum + JSON.stringify(key).length + 2 + maxJsonBytes(value), 2);
    }
    default:
      return Infinity;
  }
}

/** True when every 2xx answer the route declares stays under the threshold. */
export function answersStaySmall(response: unknown): boolean {
  if (!response || typeof response !== 'object') return false;
  const success = Object.entries(response as Record<string, unknown>).filter(([status]) => /^2(\d\d|XX)$/.test(status));
  return success.length > 0 && success.every(([, schema]) => maxJsonBytes(schema) < COMPRESS_THRESHOLD);
}

/**
 * Registers @fastify/compress (brotli quality 4 or gzip by Accept-Encoding, JSON of 1 KB or more;
 * no request decompression: the SPA never compresses bodies), after a hook that leaves out the
 * routes whose answers stay small. Install before the routes.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // onRoute hooks run in the order they were added: this one decides before compress's own.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && answersStaySmall(route.schema?.response)) route.compress = false;
  });
  await app.register(compress, { threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'], globalDecompression: false });
}
