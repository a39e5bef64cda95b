// The search index's sliced work (search-index-slices.ts): the merge sort gives what a plain sort
// gives, at sizes around its run length and with many ties; runNow and runSliced run steps to the
// end and return their result.
import { describe, expect, it } from 'vitest';
import { identity, runNow, runSliced, sortSteps } from '../../server/modules/catalogue/search-index-slices.ts';

function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32);
}

describe('sortSteps', () => {
  it('sorts like Array.prototype.sort for a total order, at every size around the run length', () => {
    const next = random(7);
    for (const n of [0, 1, 2, 100, 8191, 8192, 8193, 16_384, 20_000, 50_001]) {
      const keys = Array.from({ length: n }, () => Math.floor(next() * 50));
      const cmp = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
      const expected = Array.from({ length: n }, (_, i) => i).sort(cmp);
      expect(Array.from(runNow(sortSteps(identity(n), cmp)))).toEqual(expected);
    }
  });

  it('runs sliced to the same result', async () => {
    const next = random(11);
    const keys = Array.from({ length: 30_000 }, () => String(Math.floor(next() * 1000)));
    const cmp = (a: number, b: number) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b);
    const expected = Array.from({ length: keys.length }, (_, i) => i).sort(cmp);
    expect(Array.from(await runSliced(sortSteps(identity(keys.length), cmp), 1))).toEqual(expected);
  });
});
