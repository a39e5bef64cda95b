// Structured pino logs. The token endpoint receives passwords in its query string (as the spec
// sends them), so query strings there are never logged; Authorization headers are never logged.
import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY_PATHS = /\/oauth\//;

export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  return SECRET_QUERY_PATHS.test(url.slice(0, q)) ? `${url.slice(0, q)}?[redacted]` : url;
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'], censor: '[redacted]' },
    serializers: {
      req(req: { method: string; url: string; id: string; ip?: string }) {
        return { id: req.id, method: req.method, url: safeUrl(req.url), ip: req.ip };
      },
    },
  };
}
