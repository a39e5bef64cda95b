// `schema | null` written as one JSON-schema type list ({type: ['integer', 'null']}) instead of
// anyOf. Fastify's validator coerces types, and inside anyOf it turns null into 0 or "" before the
// null branch is tried (status: null, meaning 全部, read as 0 待付款); with a type list it keeps
// null when null is allowed.
import { Type, type Static, type TSchema } from 'typebox';

export function Nullable<T extends TSchema>(schema: T) {
  const type = (schema as unknown as { type: string }).type;
  return Type.Unsafe<Static<T> | null>({ ...(schema as object), type: [type, 'null'] });
}
