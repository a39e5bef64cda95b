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
};

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
