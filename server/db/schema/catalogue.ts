// The catalogue feature's tables (see server/db/schema.ts for the Database they make up).
import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Json } from './columns.ts';
import type { StoredTier } from '../../../domain/shared/pricing.ts';

export interface CategoryTable {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  icon: string | null;
  sort: Generated<number>;
}

export interface BrandTable {
  id: number;
  name: string;
  nameCn: string | null;
  country: string | null;
  logoUrl: string | null;
  description: string | null;
  sort: Generated<number>;
  isRecommended: Generated<boolean>;
}

/** 0028: another name of a brand (东华 for DONGHUA), unique by its key (domain/catalogue/brand-key.ts). */
export interface BrandAliasTable {
  id: Generated<number>;
  brandId: number;
  alias: string;
  aliasKey: string;
  createdAt: DefaultTimestamp;
}

export type GoodsSpecs = Record<string, string>;

export interface GoodsTable {
  id: number;
  goodsCode: string;
  model: string;
  modelKey: string;
  name: string;
  brandId: number;
  categoryId: number;
  specs: Json<GoodsSpecs>;
  unit: string;
  minOrderQty: Generated<number>;
  packQty: Generated<number>;
  taxClassCode: string;
  listPriceFen: number;
  memberPriceFen: number;
  vipPriceFen: number;
  salesCount: Generated<number>;
  leadTimeDays: Generated<number>;
  weightG: number | null;
  imageUrl: string;
  images: Json<string[]>;
  isNew: Generated<boolean>;
  isHot: Generated<boolean>;
  status: Generated<number>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  /** Generated (0006): the Chinese words of the name, runs of CJK ideographs joined by one space. */
  nameCjk: ColumnType<string, never, never>;
  /** The goods' own quantity tiers (0027), ascending; null: the default tiers (domain/shared/pricing.ts). */
  priceTiers: ColumnType<StoredTier[] | null, string | null | undefined, string | null>;
}

export interface ZoneTable {
  id: number;
  name: string;
  type: Generated<number>;
  scopeId: string;
  description: string | null;
  bannerUrl: string | null;
  sort: Generated<number>;
  status: Generated<number>;
  startAt: NullableTimestamp;
  endAt: NullableTimestamp;
}

export interface ZoneGoodsTable {
  zoneId: number;
  goodsId: number;
  sort: Generated<number>;
}

export interface CategoryRecommendTable {
  categoryId: number;
  sort: Generated<number>;
  imageUrl: string | null;
}

export interface HotSearchLogTable {
  id: Generated<number>;
  keyword: string;
  keywordKey: string;
  memberId: number | null;
  /** `m:<member id>` or a digest of the visitor's IP (0009); null on older entries. */
  searcher: string | null;
  resultCount: Generated<number>;
  createdAt: DefaultTimestamp;
}

/** A cross-reference group of equivalent models across brands (model conversion). */
export interface ConversionGroupTable {
  id: number;
  kind: string;
  standard: string;
  category: string;
  specs: Json<Record<string, string>>;
  innerDiameter: number | null;
  outerDiameter: number | null;
  width: number | null;
  sort: Generated<number>;
}

export interface ConversionMemberTable {
  id: number;
  groupId: number;
  /** The shop brand, when the maker is one we sell. */
  brandId: number | null;
  brandName: string;
  model: string;
  modelKey: string;
  sort: Generated<number>;
}

/** 0043: the outbox of catalogue changes (catalogue-outbox.ts): written in the change's transaction, numbered by the one publisher. */
export interface CatalogueChangeEventTable {
  id: Generated<number>;
  kind: string;
  ids: ColumnType<number[], number[] | undefined, number[]>;
  allGoods: Generated<boolean>;
  createdAt: DefaultTimestamp;
  /** Consecutive, assigned by the publisher; null until published. */
  publishedSeq: number | null;
  publishedAt: NullableTimestamp;
}
