// The paging fields every list call takes (`current` from 1 to PAGE_MAX, `size` up to 100).
import { Type, type Static } from 'typebox';

/** The last page number any list accepts (beyond it a list is empty; the bound keeps offsets in range). */
export const PAGE_MAX = 100_000;

export const PageQuery = Type.Object({
  current: Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export type PageQuery = Static<typeof PageQuery>;

export function offsetOf(q: PageQuery): number {
  return (q.current - 1) * q.size;
}
