// One error handler and one not-found handler: every failure leaves as the envelope.
// Client errors keep their Chinese message; 5xx hide internals and are logged with the request id.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../domain/messages.ts';
import { failure } from './envelope.ts';
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
    return send(reply, 500, 500, `${MSG.serverError}（请求编号 ${request.id}）`);
  });

  app.setNotFoundHandler((request, reply) => {
    if (opts.spaFallback && request.method === 'GET' && !request.url.startsWith('/gateway/')) {
      return opts.spaFallback(request, reply);
    }
    return send(reply, 404, 404, MSG.notFound);
  });
}
