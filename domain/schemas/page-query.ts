// The paging fields every list call takes (`current` from 1, `size` up to 100).
import { Type, type Static } from 'typebox';

export const PageQuery = Type.Object({
  current: Type.Integer({ minimum: 1, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export type PageQuery = Static<typeof PageQuery>;

export function offsetOf(q: PageQuery): number {
  return (q.current - 1) * q.size;
}
