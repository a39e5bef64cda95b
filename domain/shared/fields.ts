// Field builders of the catalogue's and the cart's schemas: answer ids, counts, money in fen and
// texts, and bounded request fields (finite numbers, NUL-free texts, closed objects), each with the
// label a buyer knows as its description (the OpenAPI reference shows it).
import { Type, type TProperties } from 'typebox';
import { ID_MAX } from './row-id.ts';

/** A row id. */
export const IdField = (description: string) => Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description });
/** A count or a quantity. */
export const CountField = (description: string) => Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description });
/** An amount of money in integer fen. */
export const FenField = (description: string) => Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description });
/** A text. */
export const TextField = (description: string) => Type.String({ description });

// Request field builders (issue 11 item 4): bounds the database columns hold, no NUL byte, no
// unknown property, whatever the validator's settings.

/**
 * Guards a coerced number: Ajv coerces the strings "Infinity"/"-Infinity" to numbers and then
 * skips `minimum`/`maximum` (they only test finite numbers); a second type check refuses them.
 */
const finite = (type: 'integer' | 'number') => ({ allOf: [{ type }] });

/** The largest value of a PostgreSQL `integer` column (category, brand, zone and conversion ids). */
export const INT4_MAX = 2_147_483_647;

/** An integer between `minimum` and `maximum` (finite: "Infinity" is refused). */
export const IntIn = (minimum: number, maximum: number, options: { description: string; default?: number }) =>
  Type.Integer({ minimum, maximum, ...options, ...finite('integer') });

/** A number between `exclusiveMinimum` and `maximum` (finite). */
export const NumberIn = (exclusiveMinimum: number, maximum: number, options: { description: string }) =>
  Type.Number({ exclusiveMinimum, maximum, ...options, ...finite('number') });

/** A row id of a bigint column (goods, cart lines) as a request names it: 1 to 2^31-1 (shared/row-id.ts). */
export const BigIdIn = (options: { description: string }) => IntIn(1, ID_MAX, options);
/** A row id of an integer column (categories, brands, zones, conversion groups): 1 to 2^31-1. */
export const IntIdIn = (options: { description: string }) => IntIn(1, INT4_MAX, options);

/** No NUL byte (PostgreSQL text cannot hold one). */
export const NO_NUL = '^[^\\u0000]*$';

/** A request text of at most `maxLength` characters, without NUL bytes. */
export const TextIn = (maxLength: number, options: { description: string; minLength?: number; default?: string }) =>
  Type.String({ maxLength, pattern: NO_NUL, ...options });

/**
 * A request object that refuses unknown properties: `additionalProperties: false` (which Ajv's
 * `removeAdditional` only strips) plus `propertyNames`, checked before the strip, which refuses them.
 */
export function ClosedObject<T extends TProperties>(properties: T, options: { description?: string } = {}) {
  return Type.Object(properties, { ...options, additionalProperties: false, propertyNames: { enum: Object.keys(properties) } });
}

/** The body of a POST that takes none: nothing, null or `{}`. */
export const NoBody = Type.Unsafe<Record<string, never> | null>({ type: ['object', 'null'], maxProperties: 0, description: '无请求体' });
