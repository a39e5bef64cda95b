// Goods as the pages show them: cards (lists), the product page, stock by warehouse.
import { sql, type Kysely } from 'kysely';
import type { StoredTier } from '../../../domain/shared/pricing.ts';
import { decideListedPrice, decideTiers, type PricedGoods } from '../../../domain/pricing/price-decision.ts';
import type { PriceContext } from '../pricing/public.ts';
import type { GoodsCard } from '../../../domain/shared/goods-card.ts';
import type { Database } from '../../db/schema.ts';
import type { Refs } from './catalogue-cache.ts';

export type { GoodsCard };

export interface CardRow {
  id: number;
  goodsCode: string;
  model: string;
  name: string;
  brandId: number;
  categoryId: number;
  unit: string;
  minOrderQty: number;
  packQty: number;
  imageUrl: string;
  listPriceFen: number;
  memberPriceFen: number;
  vipPriceFen: number;
  leadTimeDays: number;
  salesCount: number;
  isNew: boolean;
  isHot: boolean;
  specs: Record<string, string>;
  stockQty: number;
  status: number;
  priceTiers: StoredTier[] | null;
}

const KEY_SPECS = 4;

function cardRows(db: Kysely<Database>) {
  return db
    .selectFrom('goods as g')
    .select([
      'g.id', 'g.goodsCode', 'g.model', 'g.name', 'g.brandId', 'g.categoryId', 'g.unit', 'g.minOrderQty', 'g.packQty', 'g.imageUrl',
      'g.listPriceFen', 'g.memberPriceFen', 'g.vipPriceFen', 'g.leadTimeDays', 'g.salesCount', 'g.isNew', 'g.isHot', 'g.specs', 'g.status', 'g.priceTiers',
      // reads goods_stock of stock: the available quantity of each row in the same query (one call per row otherwise)
      sql<number>`coalesce((select sum(s.qty - s.reserved) from goods_stock s where s.goods_id = g.id), 0)::int`.as('stockQty'),
    ]);
}

/** The row as the price decision needs it: its category path from the cached tree. */
function pricedOf(row: CardRow, refs: Refs): PricedGoods {
  return { ...row, categoryPath: refs.categories.get(row.categoryId)?.pathIds ?? [row.categoryId] };
}

/** The card a list shows, priced for the viewer (issue 39: through the price decision). Written field by field: it runs for every card of every page. */
export function toCard(row: CardRow, refs: Refs, ctx: PriceContext): GoodsCard {
  const price = decideListedPrice(pricedOf(row, refs), ctx.kind, ctx.terms);
  const keySpecs: GoodsCard['keySpecs'] = [];
  for (const name in row.specs) {
    if (keySpecs.length === KEY_SPECS) break;
    keySpecs.push({ name, value: row.specs[name]! });
  }
  return {
    id: row.id,
    goodsCode: row.goodsCode,
    model: row.model,
    name: row.name,
    brandId: row.brandId,
    brandName: refs.brands.get(row.brandId)?.name ?? '',
    categoryId: row.categoryId,
    categoryName: refs.categories.get(row.categoryId)?.name ?? '',
    unit: row.unit,
    minOrderQty: row.minOrderQty,
    packQty: row.packQty,
    imageUrl: row.imageUrl,
    listPriceFen: row.listPriceFen,
    memberPriceFen: row.memberPriceFen,
    vipPriceFen: row.vipPriceFen,
    priceFen: price.priceFen,
    priceKind: ctx.kind,
    priceSource: price.priceSource,
    contractValidTo: price.contractValidTo,
    stockQty: row.stockQty,
    leadTimeDays: row.leadTimeDays,
    salesCount: row.salesCount,
    isNew: row.isNew,
    isHot: row.isHot,
    keySpecs,
  };
}

/** The card rows of those of `ids` that are live goods (any order): what card-cache.ts reads on a miss. */
export async function liveCardRows(db: Kysely<Database>, ids: readonly number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return cardRows(db).where('g.id', 'in', [...ids]).where('g.status', '=', 1).execute();
}

/** One goods row as a card needs it: live goods only, unless `anyStatus` (re-ordering an old line). */
export async function findCardRow(db: Kysely<Database>, id: number, opts: { anyStatus?: boolean } = {}): Promise<CardRow | undefined> {
  const q = cardRows(db).where('g.id', '=', id);
  return (opts.anyStatus ? q : q.where('g.status', '=', 1)).executeTakeFirst();
}

export async function findGoodsByCode(db: Kysely<Database>, goodsCode: string) {
  return db.selectFrom('goods').select(['id', 'goodsCode']).where('goodsCode', '=', goodsCode).where('status', '=', 1).executeTakeFirst();
}

export async function stockByWarehouse(db: Kysely<Database>, goodsId: number) {
  // reads goods_stock and warehouse of stock: stock imports catalogue's public.ts (change bus, catalogueDetail), so a call through stock's would make an import cycle
  return db
    .selectFrom('goodsStock as s')
    .innerJoin('warehouse as w', 'w.id', 's.warehouseId')
    .select(['w.id as warehouseId', 'w.name as warehouseName', 'w.city', sql<number>`(s.qty - s.reserved)::int`.as('qty')])
    .where('s.goodsId', '=', goodsId)
    .orderBy('w.id')
    .execute();
}

export async function goodsDetailExtras(db: Kysely<Database>, id: number, memberId: number | null) {
  const [images, favourite] = await Promise.all([
    db.selectFrom('goods').select('images').where('id', '=', id).executeTakeFirst(),
    memberId === null
      ? Promise.resolve(undefined)
      : // reads favourite of cart: cart imports catalogue's public.ts (goods services), so a call through cart's would make an import cycle
        db.selectFrom('favourite').select('goodsId').where('memberId', '=', memberId).where('goodsId', '=', id).executeTakeFirst(),
  ]);
  return { images: images?.images ?? [], favourite: favourite !== undefined };
}

/** The product page's tiers for the viewer: the goods' own (staff console) or the default ones, each under the price decision. */
export function tiersFor(row: CardRow, refs: Refs, ctx: PriceContext) {
  return decideTiers(pricedOf(row, refs), ctx.kind, ctx.terms).map((t) => ({ minQty: t.minQty, priceFen: t.priceFen }));
}

/** Home lists: new arrivals (newest first) or best sellers. */
export async function selectedIds(db: Kysely<Database>, type: 'new' | 'hot', size: number): Promise<number[]> {
  const q = db.selectFrom('goods').select('id').where('status', '=', 1);
  const rows =
    type === 'new'
      ? await q.where('isNew', '=', true).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(size).execute()
      : await q.orderBy('salesCount', 'desc').orderBy('id').limit(size).execute();
  return rows.map((r) => r.id);
}
