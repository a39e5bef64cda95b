// The goods facts a price needs, read by pricing itself (issue 39): the price columns, tiers,
// minimum order, brand and category with its ancestors. Used where the caller holds only goods ids
// (a quote request's asked prices); the catalogue, cart and checkout pass what they already read.
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { PricedGoods } from '../../../domain/pricing/price-decision.ts';
import type { StoredTier } from '../../../domain/shared/pricing.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The given goods as the price decision needs them (goods missing are left out). */
export async function pricedGoods(db: Db, goodsIds: readonly number[]): Promise<Map<number, PricedGoods>> {
  const ids = [...new Set(goodsIds)];
  if (ids.length === 0) return new Map();
  // reads goods and category of catalogue: catalogue imports pricing (every price it shows), so a call through catalogue's public.ts would make an import cycle
  const rows = await db
    .selectFrom('goods as g')
    .select([
      'g.id', 'g.brandId', 'g.listPriceFen', 'g.memberPriceFen', 'g.vipPriceFen', 'g.minOrderQty', 'g.priceTiers',
      sql<number[]>`(with recursive up(id, parent_id) as (select c.id, c.parent_id from category c where c.id = g.category_id
        union all select c.id, c.parent_id from category c join up on c.id = up.parent_id) select coalesce(array_agg(id), '{}') from up)`.as('categoryPath'),
    ])
    .where('g.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, {
    id: r.id, brandId: r.brandId, listPriceFen: Number(r.listPriceFen), memberPriceFen: Number(r.memberPriceFen), vipPriceFen: Number(r.vipPriceFen),
    minOrderQty: r.minOrderQty, priceTiers: r.priceTiers as StoredTier[] | null, categoryPath: (r.categoryPath ?? []).map(Number),
  }]));
}
