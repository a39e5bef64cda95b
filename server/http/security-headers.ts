// Security headers (CSP, nosniff, frame options, ...) computed once and set by one callback hook.
// @fastify/helmet stays the source of truth: a scratch Fastify instance registers it with our
// options and answers one request at start; the headers it sent are copied. Per request, helmet
// itself costs an async hook (reply decorators) plus its middleware building every header again
// (bench/README.md, gateway profile); the copy is one `reply.headers(...)` of a frozen object.
// Nothing here varies per request (no CSP nonces), so the copy is exact.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

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

/** Sets helmet's headers on every response with one synchronous onRequest hook. */
export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions = HELMET_OPTIONS): Promise<void> {
  const headers = await helmetHeaders(options);
  if (!headers['content-security-policy'] || !headers['x-content-type-options']) {
    throw new Error('helmet sent no security headers: check @fastify/helmet');
  }
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
