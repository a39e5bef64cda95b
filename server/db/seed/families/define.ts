// How a product family is described: the level-3 category it belongs to, its brands (each with the
// brand's own model-code variants), its dimensions (sizes, strokes, voltages, ...) and a `build`
// that turns one combination into a real model number, name, specs and base price. A family's
// combinations form an index space that the goods generator walks without repeats.
import type { BrandKey } from '../brands.ts';
import type { GoodsImageKind } from '../../../media/goods-image.ts';

export type Specs = Record<string, string>;

export interface Built {
  /** The model number exactly as the maker prints it (unique per brand). */
  model: string;
  /** The product type words shown after the brand, e.g. 深沟球轴承. */
  title: string;
  /** A short trailing descriptor for the name, e.g. 双面橡胶密封. */
  extra?: string;
  specs: Specs;
  /** List price in yuan before the brand's price factor. */
  yuan: number;
  weightG?: number | null;
  unit?: string;
  packQty?: number;
  minOrderQty?: number;
}

export interface BrandOption {
  brand: BrandKey;
  /** Brand-specific model variants (suffixes, series letters); one empty code when none. */
  codes?: readonly string[];
  /** Price factor relative to the family's reference brand. */
  factor?: number;
  /** Relative popularity when drawing goods. */
  weight?: number;
}

export interface BuildContext {
  brand: BrandKey;
  code: string;
}

type Values<D> = { [K in keyof D]: D[K] extends readonly (infer T)[] ? T : never };
type Popularity<D> = { [K in keyof D]?: (value: Values<D>[K], index: number) => number };

export interface Featured<D> {
  brand: BrandKey;
  code?: string;
  /** Dimension values by label (a value's `code` field, or the value itself). */
  at?: { [K in keyof D]?: string | number };
}

export interface FamilyDef<D extends Record<string, readonly unknown[]>> {
  key: string;
  category: string;
  image: GoodsImageKind;
  /** 19-digit tax classification code (税收分类编码). */
  tax: string;
  unit: string;
  /** Share of the catalogue relative to other families. */
  weight: number;
  /** Lead time in days when in stock [min, max]. */
  leadDays?: readonly [number, number];
  brands: readonly BrandOption[];
  dims: D;
  popular?: Popularity<D>;
  featured?: readonly Featured<D>[];
  build(values: Values<D>, ctx: BuildContext): Built;
}

export interface Family {
  key: string;
  category: string;
  image: GoodsImageKind;
  tax: string;
  unit: string;
  weight: number;
  leadDays: readonly [number, number];
  brands: readonly Required<BrandOption>[];
  dimNames: readonly string[];
  dimSizes: readonly number[];
  dimWeights: readonly (readonly number[])[];
  /** Combinations per brand (codes x dims). */
  brandCapacity: readonly number[];
  capacity: number;
  /** Featured combinations: [brandIndex, codeIndex, dimIndexes]. */
  featured: readonly (readonly [number, number, readonly number[]])[];
  make(brandIndex: number, codeIndex: number, dimIndexes: readonly number[]): Built;
}

export function labelOf(value: unknown): string {
  if (value && typeof value === 'object' && 'code' in value) return String((value as { code: unknown }).code);
  return String(value);
}

export function defineFamily<const D extends Record<string, readonly unknown[]>>(def: FamilyDef<D>): Family {
  const dimNames = Object.keys(def.dims);
  const lists = dimNames.map((name) => def.dims[name] as readonly unknown[]);
  lists.forEach((list, i) => {
    if (list.length === 0) throw new Error(`${def.key}: 维度 ${dimNames[i]} 为空`);
  });
  const dimSizes = lists.map((list) => list.length);
  const popular = (def.popular ?? {}) as Record<string, ((v: unknown, i: number) => number) | undefined>;
  const dimWeights = lists.map((list, i) => {
    const fn = popular[dimNames[i]!];
    return list.map((v, j) => (fn ? fn(v, j) : 1));
  });
  const brands = def.brands.map((o) => ({ brand: o.brand, codes: o.codes ?? [''], factor: o.factor ?? 1, weight: o.weight ?? 1 }));
  const combos = dimSizes.reduce((a, n) => a * n, 1);
  const brandCapacity = brands.map((o) => o.codes.length * combos);
  const capacity = brandCapacity.reduce((a, n) => a + n, 0);
  if (!Number.isSafeInteger(capacity * 1000)) throw new Error(`${def.key}: 组合数过大`);

  const make = (brandIndex: number, codeIndex: number, dimIndexes: readonly number[]): Built => {
    const option = brands[brandIndex]!;
    const values: Record<string, unknown> = {};
    dimNames.forEach((name, i) => (values[name] = lists[i]![dimIndexes[i]!]));
    return def.build(values as Values<D>, { brand: option.brand, code: option.codes[codeIndex]! });
  };

  const featured = (def.featured ?? []).map((f) => resolveFeatured(def.key, f, brands, dimNames, lists));
  return {
    key: def.key,
    category: def.category,
    image: def.image,
    tax: def.tax,
    unit: def.unit,
    weight: def.weight,
    leadDays: def.leadDays ?? [1, 3],
    brands,
    dimNames,
    dimSizes,
    dimWeights,
    brandCapacity,
    capacity,
    featured,
    make,
  };
}

function resolveFeatured(
  key: string,
  f: Featured<Record<string, readonly unknown[]>>,
  brands: readonly Required<BrandOption>[],
  dimNames: readonly string[],
  lists: readonly (readonly unknown[])[],
): readonly [number, number, readonly number[]] {
  const brandIndex = brands.findIndex((o) => o.brand === f.brand);
  if (brandIndex < 0) throw new Error(`${key}: 推荐款品牌 ${f.brand} 不在品牌列表`);
  const codeIndex = brands[brandIndex]!.codes.indexOf(f.code ?? brands[brandIndex]!.codes[0]!);
  if (codeIndex < 0) throw new Error(`${key}: 推荐款代码 ${f.code} 不存在`);
  const at = (f.at ?? {}) as Record<string, string | number | undefined>;
  const dimIndexes = dimNames.map((name, i) => {
    const wanted = at[name];
    if (wanted === undefined) return 0;
    const index = lists[i]!.findIndex((v) => labelOf(v) === String(wanted));
    if (index < 0) throw new Error(`${key}: 推荐款 ${name}=${wanted} 不存在`);
    return index;
  });
  return [brandIndex, codeIndex, dimIndexes] as const;
}

/** A 19-digit tax classification code from its significant leading digits. */
export function taxCode(prefix: string): string {
  if (!/^\d{1,19}$/.test(prefix)) throw new Error(`税收分类编码格式不正确：${prefix}`);
  return prefix.padEnd(19, '0');
}

/** Integer range [from, to] by step. */
export function range(from: number, to: number, step = 1): number[] {
  const out: number[] = [];
  for (let v = from; v <= to + 1e-9; v += step) out.push(Math.round(v * 1000) / 1000);
  return out;
}

/** Popularity helper: values in `preferred` weigh `boost`, the rest 1. */
export function prefer<T>(preferred: readonly T[], boost = 12): (value: unknown) => number {
  const set = new Set<unknown>(preferred);
  return (value: unknown) => (set.has(value) ? boost : 1);
}

/** Decimal text without trailing zeros: 2.50 -> "2.5". */
export function num(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

export interface CatalogueItem {
  model: string;
  title: string;
  extra?: string;
  specs: Specs;
  yuan: number;
  weightG?: number;
  unit?: string;
  packQty?: number;
  minOrderQty?: number;
}

/** A family whose models are a fixed catalogue list of one brand (no combinatorial variants). */
export function catalogueFamily(def: {
  key: string;
  category: string;
  image: GoodsImageKind;
  tax: string;
  unit: string;
  weight: number;
  leadDays?: readonly [number, number];
  brand: BrandKey;
  items: readonly CatalogueItem[];
  featured?: readonly string[];
}): Family {
  return defineFamily({
    key: def.key,
    category: def.category,
    image: def.image,
    tax: def.tax,
    unit: def.unit,
    weight: def.weight,
    ...(def.leadDays ? { leadDays: def.leadDays } : {}),
    brands: [{ brand: def.brand }],
    dims: { item: def.items.map((item) => ({ ...item, code: item.model })) },
    featured: (def.featured ?? []).map((model) => ({ brand: def.brand, at: { item: model } })),
    build: ({ item }) => item,
  });
}
