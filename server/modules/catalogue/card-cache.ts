// The goods cards every list shows (search pages, home lists, zones, favourites), kept in this
// process's memory so a page of 20 cards costs no database read once its goods have been seen.
//
// What a card holds can change: price, stock, shelf state, names. Every write that changes them
// publishes on the catalogue change bus (catalogue-changes.ts), which every API process hears, and
// `changed` drops the touched goods (or everything, after lost messages). A read that was in flight
// when a change arrived does not store what it read, since it may predate the change: a generation
// number counts the changes, and a read stores its rows only if none arrived while it ran.
//
// Only live goods (status 1) are kept, as the lists show only those. The cache is bounded: past
// LIMIT entries the oldest tenth is dropped (insertion order), so memory stays flat at any
// catalogue size.
import type { PriceContext } from '../pricing/public.ts';
import type { Refs } from './catalogue-cache.ts';
import { toCard, type CardRow, type GoodsCard } from './goods-repository.ts';

/** Reads the card rows of those of `ids` that are live goods (goods-repository.ts liveCardRows). */
export type CardReader = (ids: readonly number[]) => Promise<CardRow[]>;

const LIMIT = 50_000;

export class CardCache {
  private readonly rows = new Map<number, CardRow>();
  private generation = 0;

  constructor(
    private readonly read: CardReader,
    private readonly limit = LIMIT,
  ) {}

  /** Cards of live goods, in the order of `ids` (goods no longer live are left out). */
  async cards(refs: Refs, ids: readonly number[], ctx: PriceContext): Promise<GoodsCard[]> {
    const found = await this.rowsOf(ids);
    return ids.flatMap((id) => {
      const row = found.get(id);
      return row ? [toCard(row, refs, ctx)] : [];
    });
  }

  /** The touched goods are read again on their next use; `all` drops everything. */
  changed(ids: readonly number[] | 'all'): void {
    this.generation++;
    if (ids === 'all') this.rows.clear();
    else for (const id of ids) this.rows.delete(id);
  }

  get size(): number {
    return this.rows.size;
  }

  private async rowsOf(ids: readonly number[]): Promise<Map<number, CardRow>> {
    const found = new Map<number, CardRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row) found.set(id, row);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const read = await this.read(missing);
    const store = generation === this.generation;
    for (const row of read) {
      found.set(row.id, row);
      if (store) this.rows.set(row.id, row);
    }
    if (this.rows.size > this.limit) this.evict();
    return found;
  }

  private evict(): void {
    let drop = this.rows.size - Math.floor(this.limit * 0.9);
    for (const id of this.rows.keys()) {
      if (drop-- <= 0) break;
      this.rows.delete(id);
    }
  }
}
