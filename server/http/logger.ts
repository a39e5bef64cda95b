// Structured pino logs. The token endpoint receives passwords in its query string (as the spec
// sends them), so query strings there are never logged; Authorization headers are never logged.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

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

/**
 * One line per completed request (Fastify's default is two, one on arrival and one on completion):
 * request id (pino's reqId), method, url (secret queries redacted), matched route, status and time
 * in ms; a response that failed to be written is logged at error level with its error. Fastify
 * calls this itself after the response, so it costs no hook; nothing is built when info is off.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const log = request.log;
    if (!error && !INFO_LEVELS.has(log.level)) return;
    const line = {
      method: request.method,
      url: safeUrl(request.url),
      route: request.routeOptions.url ?? null,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) log.error({ ...line, err: error }, 'request errored');
    else log.info(line, 'request completed');
  }
}

const INFO_LEVELS = new Set(['info', 'debug', 'trace']);
