// The goods generator: spreads N SKUs over the product families, draws distinct combinations per
// family (featured models first, then popularity-weighted draws, then a full walk of the index
// space), and derives prices, stock, flags and images from a per-SKU PRNG. Pure and streaming:
// the same (count, seed, now) yields the same rows in the same order.
import { modelKey } from '../../../domain/catalogue/model-key.ts';
import { brandByKey, brandIdOf } from './brands.ts';
import { buildCategories } from './categories.ts';
import { FAMILIES } from './catalogue.ts';
import type { Built, Family } from './families/define.ts';
import { chance, cumulative, drawIndex, hashSeed, intBetween, mulberry32, rngFor, type Rng } from './prng.ts';

export const DEFAULT_SEED = 20260101;
const CAPACITY_SHARE = 0.95;
const IMAGE_VARIANTS = 8;

export interface GoodsSeedRow {
  id: number;
  goodsCode: string;
  model: string;
  modelKey: string;
  name: string;
  brandId: number;
  categoryId: number;
  specs: Record<string, string>;
  unit: string;
  minOrderQty: number;
  packQty: number;
  taxClassCode: string;
  listPriceFen: number;
  memberPriceFen: number;
  vipPriceFen: number;
  salesCount: number;
  leadTimeDays: number;
  weightG: number | null;
  imageUrl: string;
  images: string[];
  isNew: boolean;
  isHot: boolean;
  status: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface StockSeedRow {
  goodsId: number;
  warehouseId: number;
  qty: number;
  reserved: number;
}

export interface GeneratedGoods {
  goods: GoodsSeedRow;
  stock: StockSeedRow[];
  familyKey: string;
  /** Icon code of the top-level category (bearing, pneumatic, ...). */
  root: string;
  featured: boolean;
}

export interface GenerateOptions {
  count: number;
  now: Date;
  seed?: number;
  warehouseIds: readonly number[];
  families?: readonly Family[];
}

export function goodsCode(id: number): string {
  return `AB${String(id).padStart(8, '0')}`;
}

function familyCap(family: Family): number {
  return Math.max(Math.min(family.capacity, family.featured.length), Math.floor(family.capacity * CAPACITY_SHARE));
}

/** SKUs per family: proportional to weight, capped by each family's distinct combinations. */
export function allocate(total: number, families: readonly Family[] = FAMILIES): number[] {
  const caps = families.map(familyCap);
  const capacity = caps.reduce((a, n) => a + n, 0);
  if (total > capacity) throw new RangeError(`SKU 数量 ${total} 超出目录可生成的上限 ${capacity}`);
  const counts = families.map(() => 0);
  let remaining = total;
  let active = families.map((_, i) => i);
  while (remaining > 0 && active.length > 0) {
    const weightSum = active.reduce((a, i) => a + families[i]!.weight, 0);
    const wants = active.map((i) => (remaining * families[i]!.weight) / weightSum);
    const saturated = active.filter((i, k) => caps[i]! - counts[i]! <= wants[k]!);
    if (saturated.length > 0) {
      for (const i of saturated) {
        remaining -= caps[i]! - counts[i]!;
        counts[i] = caps[i]!;
      }
      active = active.filter((i) => !saturated.includes(i));
      continue;
    }
    const floors = wants.map(Math.floor);
    active.forEach((i, k) => (counts[i]! += floors[k]!));
    let left = remaining - floors.reduce((a, n) => a + n, 0);
    const order = active.map((i, k) => ({ i, frac: wants[k]! - floors[k]! })).sort((a, b) => b.frac - a.frac || a.i - b.i);
    for (const { i } of order) {
      if (left === 0) break;
      counts[i]! += 1;
      left -= 1;
    }
    remaining = 0;
  }
  return counts;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

interface Draw {
  brandIndex: number;
  codeIndex: number;
  dims: number[];
  built: Built;
  featured: boolean;
}

/** Draws distinct combinations of one family. */
class FamilyDrawer {
  readonly #family: Family;
  readonly #rng: Rng;
  readonly #used = new Set<number>();
  readonly #brandCum: Float64Array;
  readonly #codeCums: Float64Array[];
  readonly #dimCums: Float64Array[];
  readonly #offsets: number[];
  readonly #combos: number;
  readonly #stride: number;
  #cursor: number;
  #walked = 0;
  #featuredNext = 0;

  constructor(family: Family, seed: number) {
    this.#family = family;
    this.#rng = rngFor(seed, family.key);
    this.#brandCum = cumulative(family.brands.map((o) => o.weight));
    this.#codeCums = family.brands.map((o) => cumulative(o.codes.map((_, i) => 1 / (1 + 0.35 * i))));
    this.#dimCums = family.dimWeights.map((w) => cumulative(w));
    this.#combos = family.dimSizes.reduce((a, n) => a * n, 1);
    let offset = 0;
    this.#offsets = family.brandCapacity.map((n) => {
      const start = offset;
      offset += n;
      return start;
    });
    let stride = Math.max(1, Math.floor(family.capacity * 0.6180339887)) | 1;
    while (family.capacity > 1 && gcd(stride, family.capacity) !== 1) stride += 2;
    this.#stride = stride;
    this.#cursor = Math.floor(this.#rng() * family.capacity);
  }

  next(taken: (brandIndex: number, model: string) => boolean): Draw {
    while (this.#featuredNext < this.#family.featured.length) {
      const [b, c, dims] = this.#family.featured[this.#featuredNext++]!;
      const draw = this.#try(b, c, [...dims], taken, true);
      if (draw) return draw;
    }
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const b = drawIndex(this.#rng, this.#brandCum);
      const c = drawIndex(this.#rng, this.#codeCums[b]!);
      const dims = this.#dimCums.map((cum) => drawIndex(this.#rng, cum));
      const draw = this.#try(b, c, dims, taken, false);
      if (draw) return draw;
    }
    while (this.#walked < this.#family.capacity) {
      this.#walked += 1;
      this.#cursor = (this.#cursor + this.#stride) % this.#family.capacity;
      const [b, c, dims] = this.#decode(this.#cursor);
      const draw = this.#try(b, c, dims, taken, false);
      if (draw) return draw;
    }
    throw new Error(`产品族 ${this.#family.key} 的组合已用尽`);
  }

  #try(b: number, c: number, dims: number[], taken: (b: number, model: string) => boolean, featured: boolean): Draw | null {
    const index = this.#encode(b, c, dims);
    if (this.#used.has(index)) return null;
    this.#used.add(index);
    const built = this.#family.make(b, c, dims);
    if (taken(b, built.model)) return null;
    return { brandIndex: b, codeIndex: c, dims, built, featured };
  }

  #encode(b: number, c: number, dims: readonly number[]): number {
    let rest = 0;
    this.#family.dimSizes.forEach((size, i) => (rest = rest * size + dims[i]!));
    return this.#offsets[b]! + c * this.#combos + rest;
  }

  #decode(index: number): [number, number, number[]] {
    let b = this.#offsets.length - 1;
    while (b > 0 && this.#offsets[b]! > index) b -= 1;
    let rest = index - this.#offsets[b]!;
    const c = Math.floor(rest / this.#combos);
    rest -= c * this.#combos;
    const sizes = this.#family.dimSizes;
    const dims = new Array<number>(sizes.length);
    for (let i = sizes.length - 1; i >= 0; i -= 1) {
      dims[i] = rest % sizes[i]!;
      rest = Math.floor(rest / sizes[i]!);
    }
    return [b, c, dims];
  }
}

/** A min-heap of (key, family index): interleaves families in proportion to their counts. */
class Schedule {
  readonly #heap: { key: number; f: number; j: number }[] = [];
  constructor(private readonly counts: readonly number[]) {
    counts.forEach((n, f) => n > 0 && this.#push({ key: 0.5 / n, f, j: 0 }));
  }
  pop(): number | null {
    const top = this.#heap[0];
    if (!top) return null;
    const last = this.#heap.pop()!;
    if (this.#heap.length > 0) {
      this.#heap[0] = last;
      this.#down(0);
    }
    const j = top.j + 1;
    const n = this.counts[top.f]!;
    if (j < n) this.#push({ key: (j + 0.5) / n, f: top.f, j });
    return top.f;
  }
  #less(a: { key: number; f: number }, b: { key: number; f: number }): boolean {
    return a.key < b.key || (a.key === b.key && a.f < b.f);
  }
  #push(item: { key: number; f: number; j: number }): void {
    const h = this.#heap;
    h.push(item);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.#less(h[i]!, h[p]!)) break;
      [h[i], h[p]] = [h[p]!, h[i]!];
      i = p;
    }
  }
  #down(i: number): void {
    const h = this.#heap;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && this.#less(h[l]!, h[m]!)) m = l;
      if (r < h.length && this.#less(h[r]!, h[m]!)) m = r;
      if (m === i) return;
      [h[i], h[m]] = [h[m]!, h[i]!];
      i = m;
    }
  }
}

/** Rounds a price to what a shop shows: 10 fen under ¥100, whole yuan under ¥1,000, ¥10 above. */
export function roundPriceFen(fen: number): number {
  const step = fen < 10_000 ? 10 : fen < 100_000 ? 100 : 1000;
  return Math.max(step, Math.round(fen / step) * step);
}

function prices(rng: Rng, yuan: number): [number, number, number] {
  const list = Math.max(50, roundPriceFen(yuan * 100 * (0.96 + rng() * 0.08)));
  const member = Math.max(40, Math.min(list, Math.floor((list * (0.9 + rng() * 0.06)) / 10) * 10));
  const vip = Math.max(30, Math.min(member, Math.floor((member * (0.92 + rng() * 0.04)) / 10) * 10));
  return [list, member, vip];
}

const DAY_MS = 86_400_000;

function stockRows(rng: Rng, goodsId: number, listFen: number, warehouseIds: readonly number[], outOfStock: boolean): StockSeedRow[] {
  const first = Math.floor(rng() * warehouseIds.length);
  if (outOfStock) return [{ goodsId, warehouseId: warehouseIds[first]!, qty: 0, reserved: 0 }];
  const maxQty = listFen < 5_000 ? 800 : listFen < 50_000 ? 150 : listFen < 300_000 ? 40 : 8;
  const count = Math.min(warehouseIds.length, 1 + Math.floor(rng() * rng() * 3.2));
  const rows: StockSeedRow[] = [];
  for (let k = 0; k < count; k += 1) {
    const warehouseId = warehouseIds[(first + k * 2) % warehouseIds.length]!;
    if (rows.some((r) => r.warehouseId === warehouseId)) continue;
    rows.push({ goodsId, warehouseId, qty: 1 + Math.floor(Math.pow(rng(), 1.5) * maxQty), reserved: 0 });
  }
  return rows;
}

function imageUrls(kind: string, variant: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `/files/goods/${kind}.svg?v=${(variant + i * 3) % IMAGE_VARIANTS}`);
}

interface RowInput {
  id: number;
  family: Family;
  draw: Draw;
  rng: Rng;
  now: Date;
  categoryId: number;
  warehouseIds: readonly number[];
}

function toRow({ id, family, draw, rng, now, categoryId, warehouseIds }: RowInput): { goods: GoodsSeedRow; stock: StockSeedRow[] } {
  const option = family.brands[draw.brandIndex]!;
  const brand = brandByKey(option.brand);
  const brandId = brandIdOf(option.brand);
  const built = draw.built;
  const [list, member, vip] = prices(rng, built.yuan * option.factor);
  const outOfStock = !draw.featured && chance(rng, 0.06);
  const isNew = chance(rng, 0.04);
  const ageDays = isNew ? intBetween(rng, 0, 25) : intBetween(rng, 30, 720);
  const createdAt = new Date(now.getTime() - ageDays * DAY_MS - intBetween(rng, 0, 86_399) * 1000);
  const sales = draw.featured ? intBetween(rng, 800, 4800) : Math.floor(Math.exp(rng() * rng() * 8.5)) - 1;
  const [minLead, maxLead] = family.leadDays;
  const variant = (brandId + draw.codeIndex) % IMAGE_VARIANTS;
  const images = imageUrls(family.image, variant, 1 + Math.floor(rng() * 3));
  const redundant = !built.extra || built.model.includes(built.extra) || built.title.includes(built.extra);
  const extra = redundant ? '' : ` ${built.extra}`;
  const goods: GoodsSeedRow = {
    id,
    goodsCode: goodsCode(id),
    model: built.model,
    modelKey: modelKey(built.model),
    name: `${brand.label} ${built.title} ${built.model}${extra}`,
    brandId,
    categoryId,
    specs: built.specs,
    unit: built.unit ?? family.unit,
    minOrderQty: built.minOrderQty ?? 1,
    packQty: built.packQty ?? 1,
    taxClassCode: family.tax,
    listPriceFen: list,
    memberPriceFen: member,
    vipPriceFen: vip,
    salesCount: Math.max(0, sales),
    leadTimeDays: outOfStock ? maxLead + intBetween(rng, 7, 20) : intBetween(rng, minLead, maxLead),
    weightG: built.weightG === undefined || built.weightG === null ? null : Math.max(1, Math.round(built.weightG)),
    imageUrl: images[0]!,
    images,
    isNew,
    isHot: draw.featured || sales >= 2000,
    status: 1,
    createdAt,
    updatedAt: createdAt,
  };
  return { goods, stock: stockRows(rng, id, list, warehouseIds, outOfStock) };
}

/** Streams `count` goods with their stock rows, ids 1..count. */
export function* generateGoods(options: GenerateOptions): Generator<GeneratedGoods> {
  const families = options.families ?? FAMILIES;
  const seed = options.seed ?? DEFAULT_SEED;
  const { leafId, leafRoot } = buildCategories();
  const counts = allocate(options.count, families);
  const drawers = families.map((family) => new FamilyDrawer(family, seed));
  const brandIds = families.map((family) => family.brands.map((o) => brandIdOf(o.brand)));
  const takenKeys = new Set<string>();
  const schedule = new Schedule(counts);
  const rowSeed = hashSeed(seed, 'goods-row');
  for (let id = 1; id <= options.count; id += 1) {
    const f = schedule.pop();
    if (f === null) throw new Error('商品排程提前结束');
    const family = families[f]!;
    const draw = drawers[f]!.next((b, model) => {
      const key = `${brandIds[f]![b]}:${model}`;
      if (takenKeys.has(key)) return true;
      takenKeys.add(key);
      return false;
    });
    const rng = mulberry32(rowSeed ^ Math.imul(id, 0x9e3779b1));
    const row = toRow({ id, family, draw, rng, now: options.now, categoryId: leafId.get(family.category)!, warehouseIds: options.warehouseIds });
    yield { ...row, familyKey: family.key, root: leafRoot.get(family.category)!, featured: draw.featured };
  }
}
