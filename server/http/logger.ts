// Structured pino logs. The token endpoint receives passwords in its query string (as the spec
// sends them), so query strings there are never logged; Authorization headers are never logged.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

const SECRET_QUERY_PATHS = /\/oauth\//;

export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  return SECRET_QUERY_PATHS.test(url.slice(0, q)) ? `${url.slice(0, q)}?[redacted]` : url;
}

/**
 * The default log destination: stdout through pino's sonic-boom, written asynchronously in chunks
 * of at least 4 KiB instead of one write(2) per line (a synchronous write per request line cost
 * about a fifth of the gateway's throughput, bench/README.md). The buffer is written every second,
 * when the app closes (SIGTERM/SIGINT) and when the process exits; a SIGKILL can lose the last second
 * of lines (at most 4 KiB).
 */
export function bufferedStdout(): pino.DestinationStream & { flushSync(): void } {
  // One destination per process, however many apps it builds (tests, scripts).
  if (shared) return shared;
  const dest = pino.destination({ dest: 1, minLength: 4096, sync: false });
  // A quiet server's lines still appear within a second.
  setInterval(() => dest.flush(), 1000).unref();
  process.once('exit', () => {
    try {
      dest.flushSync();
    } catch {
      // stdout already gone
    }
  });
  shared = dest;
  return dest;
}

let shared: (pino.DestinationStream & { flushSync(): void }) | null = null;

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
