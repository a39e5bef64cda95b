// Structured pino logs. The token endpoint receives passwords in its query string (as the spec
// sends them), so query strings there are never logged; Authorization headers are never logged.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { lineParts } from './request-logger.ts';

const SECRET_QUERY_PATHS = /\/oauth\//;

export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  return SECRET_QUERY_PATHS.test(url.slice(0, q)) ? `${url.slice(0, q)}?[redacted]` : url;
}

/**
 * Pino options. No `redact` paths: they cost a walk of every logged object, and nothing logged
 * holds a secret: the request line names only method, url (token queries redacted by safeUrl),
 * route, status and time; the `req` serializer keeps no headers; bodies are never logged.
 * tests/api/shell/compression.test.ts proves a password and a bearer token stay out of the log.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream | pino.DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
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
 *
 * The line is the one pino's `info(obj, msg)` writes (level, time, the request logger's bindings,
 * the fields, msg), built as one string and handed to the logger's own destination: pino's generic
 * path walks and escapes every field of every line, about a tenth of the gateway's throughput
 * (bench/README.md). A logger that is not pino's (no destination or bindings to read) gets `info`.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const log = request.log;
    if (!error && !INFO_LEVELS.has(log.level)) return;
    const route = request.routeOptions.url ?? null;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      log.error({ method: request.method, url: safeUrl(request.url), route, statusCode: reply.statusCode, ms, err: error }, 'request errored');
      return;
    }
    const parts = lineParts(log);
    if (!parts) {
      log.info({ method: request.method, url: safeUrl(request.url), route, statusCode: reply.statusCode, ms }, 'request completed');
      return;
    }
    const { stream, bindings } = parts;
    stream.write(
      `{"level":30,"time":${Date.now()}${bindings},"method":${JSON.stringify(request.method)},"url":${JSON.stringify(safeUrl(request.url))},` +
        `"route":${route === null ? 'null' : JSON.stringify(route)},"statusCode":${reply.statusCode},"ms":${ms},"msg":"request completed"}\n`,
    );
  }
}

const INFO_LEVELS = new Set(['info', 'debug', 'trace']);
