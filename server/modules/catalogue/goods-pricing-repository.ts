// What checkout prices its lines from (the checkout module reads it through catalogue/public.ts):
// the goods' facts and price columns with their brand's name and category path, and whether a goods is on shelf.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The given goods with their brand's name and every column pricing needs (goods missing are left out). */
export async function goodsForPricing(db: Db, goodsIds: number[]) {
  return db
    .selectFrom('goods as g')
    .innerJoin('brand as b', 'b.id', 'g.brandId')
    .select([
      'g.id', 'g.goodsCode', 'g.model', 'g.name', 'b.name as brandName', 'g.unit', 'g.imageUrl', 'g.minOrderQty', 'g.status',
      'g.listPriceFen', 'g.memberPriceFen', 'g.vipPriceFen', 'g.taxClassCode', 'g.priceTiers', 'g.brandId',
      // The goods' category and every ancestor, root last: what a category rate of a price agreement matches (issue 39).
      sql<number[]>`(with recursive up(id, parent_id) as (select c.id, c.parent_id from category c where c.id = g.category_id
        union all select c.id, c.parent_id from category c join up on c.id = up.parent_id) select coalesce(array_agg(id), '{}') from up)`.as('categoryPath'),
    ])
    .where('g.id', 'in', goodsIds)
    .execute();
}

/** The goods' shelf status (1 on shelf), or undefined when there is no such goods. */
export async function goodsShelfStatus(db: Db, goodsId: number): Promise<number | undefined> {
  return (await db.selectFrom('goods').select('status').where('id', '=', goodsId).executeTakeFirst())?.status;
}
