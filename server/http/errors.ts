// The one error type the services throw: an HTTP status, a business code and a Chinese message.
import { MSG } from '../../domain/shared/messages.ts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: number = statusCode,
    /** Extra data a refusal carries to the client (e.g. the social key of an unbound WeChat). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string = MSG.badRequest) => new AppError(400, msg);
export const unauthorized = (msg: string = MSG.unauthorized) => new AppError(401, msg);
export const forbidden = (msg: string = MSG.forbidden) => new AppError(403, msg);
export const notFound = (msg: string = MSG.notFound) => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
export const tooManyRequests = (msg: string = MSG.tooManyRequests) => new AppError(429, msg);
