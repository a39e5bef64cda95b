// The fixed headers of every answer, set by two callback hooks (a callback costs no promise):
// - onRequest: the API security set (security-headers.ts), the request id (x-request-id, which a
//   5xx message quotes) and, on answers that go out over TLS (directly, or behind a trusted proxy
//   that says https), HSTS when HSTS_MAX_AGE is set; set before the handler, so a route may still
//   set its own (e.g. the sandboxed CSP of a PDF), and kept on every error answer;
// - onSend: helmet's whole document set on HTML answers, once their type is known.
import type { FastifyInstance } from 'fastify';
import { API_HEADERS, HELMET_OPTIONS, helmetHeaders } from './security-headers.ts';

export async function installResponseHeaders(app: FastifyInstance, opts: { hstsMaxAge: number }): Promise<void> {
  const document = await helmetHeaders(HELMET_OPTIONS);
  if (!document['content-security-policy'] || !document['x-content-type-options']) {
    throw new Error('helmet sent no security headers: check @fastify/helmet');
  }
  const hsts = opts.hstsMaxAge > 0 ? `max-age=${opts.hstsMaxAge}; includeSubDomains` : null;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_HEADERS);
    reply.header('x-request-id', request.id);
    if (hsts !== null && request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) reply.headers(document);
    done(null, payload);
  });
}
