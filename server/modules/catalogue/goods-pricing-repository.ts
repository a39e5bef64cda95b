// What checkout prices its lines from (the checkout module reads it through catalogue/public.ts):
// the goods' facts and price columns with their brand's name, and whether a goods is on shelf.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The given goods with their brand's name and every column pricing needs (goods missing are left out). */
export async function goodsForPricing(db: Db, goodsIds: number[]) {
  return db
    .selectFrom('goods as g')
    .innerJoin('brand as b', 'b.id', 'g.brandId')
    .select([
      'g.id', 'g.goodsCode', 'g.model', 'g.name', 'b.name as brandName', 'g.unit', 'g.imageUrl', 'g.minOrderQty', 'g.status',
      'g.listPriceFen', 'g.memberPriceFen', 'g.vipPriceFen', 'g.taxClassCode', 'g.priceTiers',
    ])
    .where('g.id', 'in', goodsIds)
    .execute();
}

/** The goods' shelf status (1 on shelf), or undefined when there is no such goods. */
export async function goodsShelfStatus(db: Db, goodsId: number): Promise<number | undefined> {
  return (await db.selectFrom('goods').select('status').where('id', '=', goodsId).executeTakeFirst())?.status;
}
