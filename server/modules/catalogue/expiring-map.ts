// A small in-process cache of recent answers: each entry is kept `ttlMs` after it was set, and past
// `max` entries the oldest set goes (the one that expires first). A hit is one map read: no
// reordering, so the hottest path (a cached suggestion) stays a lookup. Used by the suggestion
// answers (suggest.ts) and the conversion hints of a miss (conversion-hints.ts).
export class ExpiringMap<K, V> {
  readonly #entries = new Map<K, { at: number; value: V }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get(key: K): V | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at > this.ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { at: Date.now(), value });
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value!);
  }

  /** Forgets one entry if it still holds `value` (a later set is kept). */
  deleteIf(key: K, value: V): void {
    if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
  }

  /** Forgets every entry. */
  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
