// Long in-memory work of the search index (its build at start: putting a million rows in, sorting
// them, the trigram lists, the tallies) written as steps: a generator that yields between slices
// of a few thousand items. `runNow` runs the steps to the end at once (a rebuild on a live index,
// which must not be seen half done); `runSliced` gives the event loop a turn (setImmediate)
// whenever a slice has run SLICE_MS, so a process building its index at start keeps answering
// /healthz and /readyz (issue 41 item 5) instead of stalling for seconds.

/** Work that yields between slices; a generator's return value is its result. */
export type Steps<T = void> = Generator<void, T, void>;

const SLICE_MS = 25;

/** Runs the steps to the end without giving the event loop a turn. */
export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const s = steps.next();
    if (s.done) return s.value;
  }
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs the steps, giving the event loop a turn whenever a slice has run `sliceMs`. */
export async function runSliced<T>(steps: Steps<T>, sliceMs = SLICE_MS): Promise<T> {
  let since = performance.now();
  for (;;) {
    const s = steps.next();
    if (s.done) return s.value;
    if (performance.now() - since >= sliceMs) {
      await turn();
      since = performance.now();
    }
  }
}

/** Items between two yields of a loop. */
export const STEP = 4096;

const RUN = 8192;

/** 0, 1, …, n-1 (a plain loop: Int32Array.from with a callback is slower by an order of magnitude). */
export function identity(n: number): Int32Array<ArrayBuffer> {
  const a = new Int32Array(n);
  for (let i = 0; i < n; i++) a[i] = i;
  return a;
}

/**
 * Sorts `a` by `cmp` (a total order): runs of RUN sorted in place, then merged pairwise, bottom up,
 * through a second buffer; yields every STEP items. Returns the sorted array (`a` or the buffer).
 */
export function* sortSteps(a: Int32Array<ArrayBuffer>, cmp: (x: number, y: number) => number): Steps<Int32Array<ArrayBuffer>> {
  const n = a.length;
  for (let lo = 0; lo < n; lo += RUN) {
    a.subarray(lo, Math.min(n, lo + RUN)).sort(cmp);
    yield;
  }
  let src = a;
  let dst = new Int32Array(n);
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        dst[k++] = cmp(src[i]!, src[j]!) <= 0 ? src[i++]! : src[j++]!;
        if (k % STEP === 0) yield;
      }
      if (i < mid) dst.set(src.subarray(i, mid), k);
      else if (j < hi) dst.set(src.subarray(j, hi), k);
    }
    [src, dst] = [dst, src];
    yield;
  }
  return src;
}
