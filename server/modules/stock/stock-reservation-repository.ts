// The goods_stock queries of reserving stock for orders (the orders module's stock-reservation.ts
// decides where units come from): the goods' warehouse rows locked in key order, a warehouse's
// reserved count raised or lowered, and the units still sellable per goods. Writes run inside
// the caller's transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The goods' stock rows (one per warehouse), locked FOR UPDATE in warehouse order. */
export async function lockGoodsStock(trx: Transaction<Database>, goodsId: number): Promise<{ warehouseId: number; qty: number; reserved: number }[]> {
  return trx.selectFrom('goodsStock').select(['warehouseId', 'qty', 'reserved']).where('goodsId', '=', goodsId).orderBy('warehouseId').forUpdate().execute();
}

/** Reserves `qty` more units of one goods in one warehouse. */
export async function addReserved(trx: Transaction<Database>, goodsId: number, warehouseId: number, qty: number): Promise<void> {
  await trx
    .updateTable('goodsStock')
    .set({ reserved: sql`reserved + ${qty}` })
    .where('goodsId', '=', goodsId)
    .where('warehouseId', '=', warehouseId)
    .execute();
}

/** Gives `qty` reserved units of one goods in one warehouse back (never below 0). */
export async function subtractReserved(trx: Transaction<Database>, goodsId: number, warehouseId: number, qty: number): Promise<void> {
  await trx
    .updateTable('goodsStock')
    .set({ reserved: sql`greatest(reserved - ${qty}, 0)` })
    .where('goodsId', '=', goodsId)
    .where('warehouseId', '=', warehouseId)
    .execute();
}

/** Units that can still be sold (all warehouses, less what is reserved), per goods that has stock rows. */
export async function sellableByGoods(db: Db, goodsIds: number[]): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('goodsStock')
    .select(['goodsId', sql<number>`sum(qty - reserved)::int`.as('free')])
    .where('goodsId', 'in', goodsIds)
    .groupBy('goodsId')
    .execute();
  return new Map(rows.map((r) => [r.goodsId, Number(r.free)]));
}
