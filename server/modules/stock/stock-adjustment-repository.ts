// The queries of staff stock corrections: the locked stock row of one goods in one warehouse, the
// new count, and the correction rows. Writes name their columns and run in the caller's transaction.
import type { Transaction } from 'kysely';
import type { StockMode } from '../../../domain/staff/catalogue-payloads.ts';
import type { Database } from '../../db/schema.ts';

/** The warehouse's stock row of the goods, locked (an empty row is made first when there is none). */
export async function lockStockRow(trx: Transaction<Database>, goodsId: number, warehouseId: number): Promise<{ qty: number; reserved: number }> {
  await trx.insertInto('goodsStock').values({ goodsId, warehouseId, qty: 0, reserved: 0 }).onConflict((oc) => oc.columns(['goodsId', 'warehouseId']).doNothing()).execute();
  const row = await trx.selectFrom('goodsStock').select(['qty', 'reserved']).where('goodsId', '=', goodsId).where('warehouseId', '=', warehouseId).forUpdate().executeTakeFirstOrThrow();
  return { qty: Number(row.qty), reserved: Number(row.reserved) };
}

export async function writeStockQty(trx: Transaction<Database>, goodsId: number, warehouseId: number, qty: number): Promise<void> {
  await trx.updateTable('goodsStock').set({ qty }).where('goodsId', '=', goodsId).where('warehouseId', '=', warehouseId).execute();
}

export async function adjustmentByKey(trx: Transaction<Database>, requestKey: string) {
  return trx.selectFrom('stockAdjustment').select(['goodsId', 'warehouseId', 'mode', 'qtyBefore', 'qtyAfter']).where('requestKey', '=', requestKey).executeTakeFirst();
}

export async function insertAdjustment(
  trx: Transaction<Database>,
  a: { requestKey: string; goodsId: number; warehouseId: number; mode: StockMode; qtyBefore: number; qtyAfter: number; reason: string; actor: string; staffId: number | null },
): Promise<void> {
  await trx
    .insertInto('stockAdjustment')
    .values({
      requestKey: a.requestKey, goodsId: a.goodsId, warehouseId: a.warehouseId, mode: a.mode, qtyBefore: a.qtyBefore, qtyAfter: a.qtyAfter,
      reason: a.reason, actor: a.actor, staffId: a.staffId,
    })
    .execute();
}
