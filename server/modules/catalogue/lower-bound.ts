// The one binary search of the catalogue's sorted arrays (keys, tally ids, owned words).

/**
 * The first position in [lo, hi) where `before(i)` is false, or `hi` when there is none; `before`
 * must be true for a leading run of positions and false for the rest.
 */
export function lowerBound(lo: number, hi: number, before: (i: number) => boolean): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
