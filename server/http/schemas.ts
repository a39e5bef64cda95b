// The TypeBox schemas every module shares: ids, the id path parameter, the envelope and page
// shapes of responses, and the plugin type of a module's routes (typed by the TypeBox provider,
// so handlers read `request.body`/`params`/`query` without casts).
import { Type, type TSchema } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ID_MAX } from '../../domain/shared/row-id.ts';

/** A module's routes: one Fastify plugin, typed by the TypeBox provider. */
export type Routes = FastifyPluginAsyncTypebox;

/**
 * A row id as a request names it: 1 to 2^31-1, the int4 bound (domain/shared/row-id.ts). The second
 * type check refuses "Infinity", which Ajv coerces to a number that minimum and maximum do not check.
 */
export const Id = Type.Integer({ minimum: 1, maximum: ID_MAX, description: '编号', allOf: [{ type: 'integer' }] });

/** `/:id` path parameters. */
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });

/** Response schema of the envelope `{ success, code, msg, data }` around `data`. */
export function EnvelopeOf<T extends TSchema>(data: T) {
  return Type.Object({
    success: Type.Boolean({ description: '是否成功' }),
    code: Type.Integer({ description: '业务码（成功为 200）' }),
    // Our own sentence, never more than a line; the bound lets small answers skip compression (http/compression.ts).
    msg: Type.String({ description: '提示信息', maxLength: 200 }),
    data,
  });
}

/** An envelope whose data is null (writes that answer only with a message). */
export const OkEnvelope = EnvelopeOf(Type.Null());

/** The page shape of every list: `{ records, total, size, current, pages }`. */
export function PageOf<T extends TSchema>(record: T) {
  return Type.Object({
    records: Type.Array(record),
    total: Type.Integer({ description: '总条数' }),
    size: Type.Integer({ description: '每页条数' }),
    current: Type.Integer({ description: '当前页' }),
    pages: Type.Integer({ description: '总页数' }),
  });
}

/** `{ 200: EnvelopeOf(data) }`: the response map of a route that answers one shape. */
export function Answers<T extends TSchema>(data: T) {
  return { 200: EnvelopeOf(data) };
}
