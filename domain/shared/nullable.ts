// `schema | null` written as one JSON-schema type list ({type: ['integer', 'null']}) instead of
// anyOf. Fastify's validator coerces types, and inside anyOf it turns null into 0 or "" before the
// null branch is tried (status: null, meaning 全部, read as 0 待付款); with a type list it keeps
// null when null is allowed. A closed set of values (`enum`, or one `const`) gets null among its
// values too, or a validating client refuses the null the type list allows (issue 35).
import { Type, type Static, type TSchema } from 'typebox';

export function Nullable<T extends TSchema>(schema: T) {
  const { type, enum: values, const: only, ...rest } = schema as unknown as {
    type?: string | string[];
    enum?: unknown[];
    const?: unknown;
  } & Record<string, unknown>;
  if (type === undefined) {
    // No single type to widen (a union): null is one more branch.
    return Type.Unsafe<Static<T> | null>({ anyOf: [schema, { type: 'null' }] });
  }
  const types = Array.isArray(type) ? type : [type];
  const closed = values ?? (only !== undefined ? [only] : undefined);
  return Type.Unsafe<Static<T> | null>({
    ...rest,
    type: types.includes('null') ? types : [...types, 'null'],
    ...(closed ? { enum: closed.includes(null) ? closed : [...closed, null] } : {}),
  });
}
