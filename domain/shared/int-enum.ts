// A schema for a closed set of stored integers (statuses, types, methods): one JSON-schema
// `{ type: 'integer', enum }`, typed as the union of its values, so responses serialise as plain
// integers and the SPA keeps its literal types.
import { Type, type TUnsafe } from 'typebox';

export function IntEnum<T extends number>(values: readonly T[], description: string): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'integer', enum: [...values], description });
}
