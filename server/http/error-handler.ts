// One error handler and one not-found handler: every failure leaves as the envelope.
// Client errors keep their Chinese message; 5xx hide internals and are logged with the request id.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../domain/shared/messages.ts';
import { failure } from './envelope.ts';
import { HTTP_MSG } from './messages.ts';
import { AppError } from './errors.ts';
import { validationMessage } from './validation-message.ts';

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MSG.badRequest,
  // @fastify/multipart's refusals (a limit a reader set, a prototype name, a JSON part that does not parse).
  FST_FIELDS_LIMIT: HTTP_MSG.formTooManyFields,
  FST_FILES_LIMIT: HTTP_MSG.formTooManyFiles,
  FST_PARTS_LIMIT: HTTP_MSG.formTooManyParts,
  FST_REQ_FILE_TOO_LARGE: HTTP_MSG.formFileTooLarge,
  FST_PROTO_VIOLATION: HTTP_MSG.formBadFieldName,
  FST_INVALID_JSON_FIELD_ERROR: HTTP_MSG.formBadJsonField,
  FST_INVALID_MULTIPART_CONTENT_TYPE: HTTP_MSG.notMultipart,
};

/**
 * PostgreSQL's refusals of a byte the text encoding does not allow: 22021 (character_not_in_repertoire,
 * "invalid byte sequence for encoding \"UTF8\": 0x00", a NUL in a text value) and 22P05
 * (untranslatable_character, "unsupported Unicode escape sequence": a \u0000 in JSON). PGlite raises the same codes.
 */
const NUL_CODES = new Set(['22021', '22P05']);

/** The database's NUL refusal in the error or its causes, or null. */
export function databaseNulCode(error: unknown): string | null {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NUL_CODES.has(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

function send(reply: FastifyReply, status: number, code: number, msg: string, data: unknown = null) {
  return reply.status(status).type('application/json; charset=utf-8').send(failure(code, msg, data));
}

export function installErrorHandlers(app: FastifyInstance, opts: { spaFallback?: (req: FastifyRequest, reply: FastifyReply) => unknown }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error.statusCode, error.code, error.message, error.data);
    if (error.validation) {
      return send(reply, 400, 400, validationMessage(error.validation as never, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg = (error.code && FASTIFY_CODES[error.code]) || (status === 429 ? MSG.tooManyRequests : MSG.badRequest);
      return send(reply, status, status, msg);
    }
    // A safety net behind the input guard and the multipart readers: a NUL that still reached the
    // database is the client's bad input (400), logged as a warning so the hole is found and closed.
    const nulCode = databaseNulCode(error);
    if (nulCode) {
      request.log.warn({ reqId: request.id, pgCode: nulCode, route: request.routeOptions.url }, 'NUL or invalid byte reached the database');
      return send(reply, 400, 400, HTTP_MSG.databaseNul);
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return send(reply, 500, 500, HTTP_MSG.withRequestId(MSG.serverError, request.id));
  });

  app.setNotFoundHandler((request, reply) => {
    if (opts.spaFallback && request.method === 'GET' && !request.url.startsWith('/gateway/')) {
      return opts.spaFallback(request, reply);
    }
    return send(reply, 404, 404, MSG.notFound);
  });
}

/**
 * Fastify's `frameworkErrors`: a URL that does not decode (400) or a path parameter longer than
 * `maxParamLength` (414). Answered with the envelope; the path is never echoed.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 414, 414, HTTP_MSG.uriTooLong);
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, 400, 400, HTTP_MSG.badUrl);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, status, status, MSG.badRequest);
}

/**
 * Node's `clientError` (a request the HTTP parser refuses: headers or request line beyond
 * `maxHeaderSize`, a malformed request, a timeout): written straight to the socket as the envelope.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label, msg] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', HTTP_MSG.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', HTTP_MSG.requestTimeout]
        : [400, 'Bad Request', HTTP_MSG.clientError];
  const body = JSON.stringify(failure(status, msg));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
