// The spec's response envelope `{ success, code, msg, data }` and its page shape.
import { Type, type TSchema } from 'typebox';
import type { Envelope, Page } from '../../domain/envelope.ts';
import { MSG } from '../../domain/messages.ts';

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

/** Response schema of an envelope around `data` (also used to serialise quickly). */
export function EnvelopeOf<T extends TSchema>(data: T) {
  return Type.Object({ success: Type.Boolean(), code: Type.Integer(), msg: Type.String(), data });
}

export function PageOf<T extends TSchema>(record: T) {
  return Type.Object({
    records: Type.Array(record),
    total: Type.Integer(),
    size: Type.Integer(),
    current: Type.Integer(),
    pages: Type.Integer(),
  });
}
