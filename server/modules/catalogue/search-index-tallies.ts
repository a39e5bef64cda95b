// Counts the search index (search-index.ts) keeps beside its snapshot, so a broad match is counted
// by sums instead of row by row (search-index-query.ts):
//   - per block of BLOCK consecutive key-order positions: the counted rows, their cells (so their
//     categories and brands) and their parameter pairs; a key prefix is a range of positions, so
//     its counts are whole blocks plus at most 2 × BLOCK rows at its ends;
//   - per cell: the parameter pairs of its counted rows (the text tier's parameter facets), and
//     for a cell of more than BLOCK rows the same per chunk of BLOCK positions of its row list
//     (cellRows, sales order), made on first read: a cell too big for the parameter facets' cap
//     is summed chunk by chunk up to it, its rows read only in the chunk where the cap falls.
// A row is counted while it is live and not dirty (where the snapshot put it); a dirty row is
// checked one by one by every query, as before.
//
// Cost: built with the snapshot (one pass over every row's pairs, twice); memory about one entry
// per distinct (block, pair) and (cell, pair), a few MiB at 1M goods. Kept current by the index: a
// counted row that changes (shelf state, parameters) is taken out of its block's and cell's counts
// before the change and put back after; a count that would need a new entry marks the tally stale
// and it is recounted from its rows when next read.
import { lowerBound } from './lower-bound.ts';
import { runNow, type Steps } from './search-index-slices.ts';

/**
 * What the tallies read of the index (search-index.ts SearchIndex, which builds and updates them):
 * declared here, so the tallies do not import the index and the two files form no import cycle.
 */
export interface TalliedIndex {
  /** Cell of each row. */
  readonly cell: Int32Array;
  /** Rows of each cell, in sales order. */
  readonly cellRows: readonly Int32Array[];
  readonly cellText: readonly string[];
  /** 1 for a row changed since the snapshot. */
  readonly dirty: Uint8Array;
  /** Rows in key order (the snapshot). */
  readonly keyOrder: Int32Array;
  readonly live: Uint8Array;
  readonly pairName: readonly string[];
  /** Parameters: row r holds pairs[specStart[r] .. specStart[r] + specLen[r]). */
  readonly pairs: Uint32Array;
  readonly specStart: Int32Array;
  readonly specLen: Uint8Array;
  /** Key-order position of each snapshot row (rows loaded after the snapshot are past its end). */
  readonly pos: Int32Array;
}

/** Key-order positions per block. */
export const BLOCK = 256;

/** Sparse counts: ids ascending, their counts (0 allowed after removals), and the rows counted. */
export interface Tally {
  ids: Int32Array;
  counts: Int32Array;
  rows: number;
  stale: boolean;
}

const EMPTY = (): Tally => ({ ids: new Int32Array(0), counts: new Int32Array(0), rows: 0, stale: false });

/** Dense counts over ids 0 .. size-1 with the list of ids touched (reset in time proportional to it). */
export class Counter {
  counts: Int32Array;
  touched: Int32Array;
  top = 0;

  constructor(size: number) {
    this.counts = new Int32Array(size);
    this.touched = new Int32Array(Math.max(16, size));
  }

  ensure(size: number): void {
    if (this.counts.length >= size) return;
    const next = new Int32Array(Math.max(size, this.counts.length * 2));
    next.set(this.counts);
    this.counts = next;
    const touched = new Int32Array(next.length);
    touched.set(this.touched.subarray(0, this.top));
    this.touched = touched;
  }

  add(id: number, n: number): void {
    if (this.counts[id] === 0) this.touched[this.top++] = id;
    this.counts[id]! += n;
  }

  addTally(t: Tally): void {
    const { ids, counts } = t;
    for (let i = 0; i < ids.length; i++) {
      const n = counts[i]!;
      if (n !== 0) this.add(ids[i]!, n);
    }
  }

  reset(): void {
    for (let i = 0; i < this.top; i++) this.counts[this.touched[i]!] = 0;
    this.top = 0;
  }

  /** The touched ids with a count above 0, as a tally (ids ascending). */
  toTally(rows: number): Tally {
    const ids = Array.from(this.touched.subarray(0, this.top)).filter((id) => this.counts[id]! > 0).sort((a, b) => a - b);
    return { ids: Int32Array.from(ids), counts: Int32Array.from(ids, (id) => this.counts[id]!), rows, stale: false };
  }
}

export class IndexTallies {
  readonly blockCells: Tally[] = [];
  readonly blockPairs: Tally[] = [];
  readonly cellPairs: Tally[] = [];
  /** Per cell, per chunk of `chunk` positions of its cellRows: the pairs of the counted rows (undefined until read). */
  readonly cellChunkPairs: (Tally | undefined)[][] = [];
  /** Position of each snapshot row in its cell's cellRows. */
  readonly cellPos: Int32Array;
  readonly #cells: Counter;
  readonly #pairs: Counter;

  /**
   * `chunk`: positions per chunk of a cell's rows (BLOCK; tests make it small). The counts are
   * made at once, or with `fill` false by running fillSteps (the index's build, in slices).
   */
  constructor(readonly ix: TalliedIndex, readonly chunk = BLOCK, fill = true) {
    this.#cells = new Counter(ix.cellText.length);
    this.#pairs = new Counter(ix.pairName.length);
    this.cellPos = new Int32Array(ix.pos.length);
    if (fill) runNow(this.fillSteps());
  }

  /** Counts every block and cell, yielding between blocks (search-index-slices.ts). */
  *fillSteps(): Steps {
    const ix = this.ix;
    const blocks = Math.ceil(ix.keyOrder.length / BLOCK);
    for (let b = 0; b < blocks; b++) {
      this.blockCells.push(EMPTY());
      this.blockPairs.push(EMPTY());
      this.#countBlock(b);
      if (b % 16 === 15) yield;
    }
    for (let c = 0; c < ix.cellText.length; c++) {
      this.cellPairs.push(EMPTY());
      this.cellChunkPairs.push([]);
      this.#countCell(c);
      const list = ix.cellRows[c] ?? [];
      for (let i = 0; i < list.length; i++) this.cellPos[list[i]!] = i;
      yield;
    }
  }

  counted(r: number): boolean {
    const ix = this.ix;
    return r < ix.pos.length && ix.pos[r]! >= 0 && ix.live[r] === 1 && ix.dirty[r] === 0;
  }

  #countBlock(b: number): void {
    const ix = this.ix;
    this.#cells.ensure(ix.cellText.length);
    this.#pairs.ensure(ix.pairName.length);
    let rows = 0;
    const end = Math.min(ix.keyOrder.length, (b + 1) * BLOCK);
    for (let i = b * BLOCK; i < end; i++) {
      const r = ix.keyOrder[i]!;
      if (!this.counted(r)) continue;
      rows++;
      this.#cells.add(ix.cell[r]!, 1);
      this.#addPairs(r);
    }
    this.blockCells[b] = this.#cells.toTally(rows);
    this.blockPairs[b] = this.#pairs.toTally(rows);
    this.#cells.reset();
    this.#pairs.reset();
  }

  #countCell(c: number): void {
    const ix = this.ix;
    this.#pairs.ensure(ix.pairName.length);
    let rows = 0;
    for (const r of ix.cellRows[c] ?? []) {
      if (!this.counted(r) || ix.cell[r] !== c) continue;
      rows++;
      this.#addPairs(r);
    }
    this.cellPairs[c] = this.#pairs.toTally(rows);
    this.#pairs.reset();
  }

  #countChunk(c: number, k: number): Tally {
    const ix = this.ix;
    this.#pairs.ensure(ix.pairName.length);
    const list = ix.cellRows[c] ?? new Int32Array(0);
    const end = Math.min(list.length, (k + 1) * this.chunk);
    let rows = 0;
    for (let i = k * this.chunk; i < end; i++) {
      const r = list[i]!;
      if (!this.counted(r) || ix.cell[r] !== c) continue;
      rows++;
      this.#addPairs(r);
    }
    const t = this.#pairs.toTally(rows);
    this.#pairs.reset();
    return t;
  }

  #addPairs(r: number): void {
    const ix = this.ix;
    const start = ix.specStart[r]!;
    const end = start + ix.specLen[r]!;
    for (let i = start; i < end; i++) this.#pairs.add(ix.pairs[i]!, 1);
  }

  /** The cells of the counted rows at key-order positions of block b. */
  blockCellTally(b: number): Tally {
    if (this.blockCells[b]!.stale || this.blockPairs[b]!.stale) this.#countBlock(b);
    return this.blockCells[b]!;
  }

  /** The parameter pairs of the counted rows at key-order positions of block b. */
  blockPairTally(b: number): Tally {
    if (this.blockCells[b]!.stale || this.blockPairs[b]!.stale) this.#countBlock(b);
    return this.blockPairs[b]!;
  }

  /** The parameter pairs of cell c's counted rows. */
  cellPairTally(c: number): Tally {
    if (c >= this.cellPairs.length) this.cellPairs.push(...Array.from({ length: c + 1 - this.cellPairs.length }, () => ({ ...EMPTY(), stale: true })));
    if (this.cellPairs[c]!.stale) this.#countCell(c);
    return this.cellPairs[c]!;
  }

  /** The parameter pairs of cell c's counted rows at positions [k × chunk, (k + 1) × chunk) of its cellRows. */
  cellChunkPairTally(c: number, k: number): Tally {
    while (this.cellChunkPairs.length <= c) this.cellChunkPairs.push([]);
    const chunks = this.cellChunkPairs[c]!;
    let t = chunks[k];
    if (!t || t.stale) chunks[k] = t = this.#countChunk(c, k);
    return t;
  }

  /** A counted row (as it is now) comes in (+1) or goes out (-1) of the counts. */
  update(r: number, sign: 1 | -1): void {
    const ix = this.ix;
    const b = Math.floor(ix.pos[r]! / BLOCK);
    const c = ix.cell[r]!;
    const cells = this.blockCells[b]!;
    const pairs = this.blockPairs[b]!;
    cells.rows += sign;
    pairs.rows += sign;
    adjust(cells, c, sign);
    const cellPairs = c < this.cellPairs.length ? this.cellPairs[c]! : null;
    if (cellPairs) cellPairs.rows += sign;
    const chunk = this.cellChunkPairs[c]?.[Math.floor(this.cellPos[r]! / this.chunk)];
    if (chunk) chunk.rows += sign;
    const start = ix.specStart[r]!;
    const end = start + ix.specLen[r]!;
    for (let i = start; i < end; i++) {
      adjust(pairs, ix.pairs[i]!, sign);
      if (cellPairs) adjust(cellPairs, ix.pairs[i]!, sign);
      if (chunk) adjust(chunk, ix.pairs[i]!, sign);
    }
  }
}

/** Changes one count in place, or marks the tally stale when the id has no entry. */
function adjust(t: Tally, id: number, delta: number): void {
  if (t.stale) return;
  const ids = t.ids;
  const lo = lowerBound(0, ids.length, (i) => ids[i]! < id);
  if (lo < ids.length && ids[lo] === id && t.counts[lo]! + delta >= 0) t.counts[lo]! += delta;
  else t.stale = true;
}
