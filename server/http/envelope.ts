// The spec's response envelope `{ success, code, msg, data }` and its page shape.
import type { Envelope, Page } from '../../domain/shared/envelope.ts';
import { MSG } from '../../domain/shared/messages.ts';

export type { Envelope, Page };


export function ok<T>(data: T, msg: string = MSG.ok): Envelope<T> {
  return { success: true, code: 200, msg, data };
}

export function failure<T = null>(code: number, msg: string, data: T = null as T): Envelope<T> {
  return { success: false, code, msg, data };
}

export function page<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 };
}
