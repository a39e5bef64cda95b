import { describe, expect, it } from 'vitest';
import { lowerBound } from '../../server/modules/catalogue/lower-bound.ts';

describe('lowerBound', () => {
  it('finds the first position where the leading run ends, within [lo, hi)', () => {
    const xs = [1, 3, 3, 3, 7, 9];
    expect(lowerBound(0, xs.length, (i) => xs[i]! < 3)).toBe(1);
    expect(lowerBound(0, xs.length, (i) => xs[i]! <= 3)).toBe(4);
    expect(lowerBound(0, xs.length, (i) => xs[i]! < 0)).toBe(0);
    expect(lowerBound(0, xs.length, (i) => xs[i]! < 100)).toBe(6);
    expect(lowerBound(2, 4, (i) => xs[i]! === 3)).toBe(4);
    expect(lowerBound(5, 5, () => true)).toBe(5);
  });

  it('agrees with a linear scan on every sorted prefix of a random array', () => {
    const xs = Array.from({ length: 200 }, (_, i) => (i * 7919) % 61).sort((a, b) => a - b);
    for (let v = -1; v <= 62; v++) {
      expect(lowerBound(0, xs.length, (i) => xs[i]! < v)).toBe(xs.findIndex((x) => x >= v) === -1 ? xs.length : xs.findIndex((x) => x >= v));
    }
  });
});
