// Security headers computed once (set by the hooks of response-headers.ts). Two sets:
// - every answer starts with the API set (OWASP's REST headers: a CSP that allows nothing and no
//   framing, nosniff, no referrer, same-origin resource policy): JSON, files and scripts need no
//   more, and 5 short headers instead of helmet's 11 (a 300-byte CSP among them) are cheaper to
//   write and check on every answer (bench/README.md, gateway profile);
// - an HTML document (the SPA, the API reference, the sandbox pay page, a 404 page) gets helmet's
//   whole document set, the storefront's CSP included, in onSend once its type is known.
// @fastify/helmet stays the source of truth: a scratch Fastify instance registers it with our
// options and answers one request at start; the headers it sent are copied. Per request, helmet
// itself costs an async hook (reply decorators) plus its middleware building every header again
// (bench/README.md, gateway profile); the copy is one `reply.headers(...)` of a frozen object.
// Nothing here varies per request (no CSP nonces), so the copy is exact.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

/** The options helmet is given: the storefront's CSP, no COEP, no HSTS (app.ts sends it on https only). */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: false,
};

/** The headers helmet sends with these options (lower-case names). */
export async function helmetHeaders(options: FastifyHelmetOptions = HELMET_OPTIONS): Promise<Readonly<Record<string, string>>> {
  const scratch = Fastify({ logger: false });
  await scratch.register(helmet, options);
  scratch.get('/', async () => '');
  const plain = Fastify({ logger: false });
  plain.get('/', async () => '');
  try {
    const [withHelmet, without] = await Promise.all([scratch.inject('/'), plain.inject('/')]);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(withHelmet.headers)) {
      if (name in without.headers || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return Object.freeze(headers);
  } finally {
    await Promise.all([scratch.close(), plain.close()]);
  }
}

/** The headers of every answer that is not an HTML document. */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
});
