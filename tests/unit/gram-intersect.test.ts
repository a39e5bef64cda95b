// The trigram candidates of "key contains" are narrowed by intersecting two ascending row lists
// (search-index.ts intersect): the same rows as a filter, in order, whatever the lists' shapes.
// Each answer is read before the next call (a reused buffer).
import { describe, expect, it } from 'vitest';
import { intersect } from '../../server/modules/catalogue/search-index.ts';

function rows(n: number, max: number, seed: number): Int32Array {
  let s = seed;
  const set = new Set<number>();
  while (set.size < Math.min(n, max)) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    set.add(s % max);
  }
  return Int32Array.from([...set].sort((a, b) => a - b));
}

describe('intersect', () => {
  it('keeps the rows of the first list that are in the second, in order', () => {
    const shapes: [number, number, number][] = [[0, 10, 100], [10, 0, 100], [5, 5, 10], [50, 5000, 10_000], [300, 40, 1000], [1000, 1000, 1500], [20, 90_000, 100_000], [1, 1, 1]];
    let seed = 7;
    for (const [na, nb, max] of shapes) {
      const a = rows(na, max, seed++);
      const b = rows(nb, max, seed++);
      const inB = new Set(b);
      expect([...intersect(a, b)], `${na} ${nb} ${max}`).toEqual([...a].filter((r) => inB.has(r)));
    }
    // The answer is a reused buffer: the next call overwrites it.
    const first = [...intersect(Int32Array.of(1, 2, 3), Int32Array.of(2, 3))];
    expect([...intersect(Int32Array.of(7, 8), Int32Array.of(8))]).toEqual([8]);
    expect(first).toEqual([2, 3]);
    const all = Int32Array.from({ length: 100 }, (_, i) => i);
    expect([...intersect(all, all)]).toEqual([...all]);
    expect([...intersect(Int32Array.of(5, 99), all)]).toEqual([5, 99]);
    expect([...intersect(Int32Array.of(100, 200), all)]).toEqual([]);
  });
});
