// Staff stock corrections (库存调整, staff console 商品管理 and `npm run catalogue -- stock`): set one
// warehouse's count, or add/subtract units, with a reason. One transaction locks the warehouse's
// stock row (made when missing), refuses a count below zero or below what open orders hold,
// writes the count and the correction row, and publishes the stock change. The request key is
// the idempotency key: the same key again changes nothing and answers the goods as it stands.
// A correction that makes the goods sellable again tells the members waiting for it (到货通知).
import type { Kysely } from 'kysely';
import { stockAfter, stockInputProblem, type StockBody } from '../../../domain/staff/catalogue-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { publishCatalogueChange, touchGoods } from '../catalogue/public.ts';
import type { StaffActor } from '../../../domain/staff/staff-actor.ts';
import { STOCK_MSG } from './messages.ts';
import { tellWaitingMembers } from './arrival-notify.ts';
import { adjustmentByKey, insertAdjustment, lockStockRow, writeStockQty } from './stock-adjustment-repository.ts';
import { goodsFacts, warehouseName } from './stock-repository.ts';

export interface StockAdjusted {
  goodsId: number;
  warehouseId: number;
  qtyBefore: number;
  qtyAfter: number;
  repeated: boolean;
}

export async function adjustStock(db: Kysely<Database>, who: StaffActor, body: StockBody): Promise<StockAdjusted> {
  const problem = stockInputProblem(body.mode, body.qty, body.reason);
  if (problem) throw badRequest(problem);
  const goods = await goodsFacts(db, body.goodsId);
  if (!goods) throw notFound(STOCK_MSG.goodsUnknown);
  if ((await warehouseName(db, body.warehouseId)) === undefined) throw badRequest(STOCK_MSG.warehouseUnknown);
  const reason = body.reason.trim();
  const result = await db.transaction().execute(async (trx) => {
    const row = await lockStockRow(trx, goods.id, body.warehouseId);
    const earlier = await adjustmentByKey(trx, body.requestKey);
    if (earlier) {
      const same = Number(earlier.goodsId) === goods.id && earlier.warehouseId === body.warehouseId && earlier.mode === body.mode;
      if (!same) throw conflict(STOCK_MSG.adjustKeyReused);
      return { goodsId: goods.id, warehouseId: body.warehouseId, qtyBefore: earlier.qtyBefore, qtyAfter: earlier.qtyAfter, repeated: true };
    }
    const next = stockAfter(body.mode, body.qty, row);
    if ('problem' in next) throw badRequest(next.problem);
    await writeStockQty(trx, goods.id, body.warehouseId, next.qty);
    await touchGoods(trx, goods.id);
    await insertAdjustment(trx, {
      requestKey: body.requestKey, goodsId: goods.id, warehouseId: body.warehouseId, mode: body.mode, qtyBefore: row.qty, qtyAfter: next.qty,
      reason, actor: who.actor, staffId: who.staffId,
    });
    // Sellable again: the members waiting for it are told, as after a receipt.
    await tellWaitingMembers(trx, goods);
    await publishCatalogueChange(trx, { kind: 'stock', ids: [goods.id] });
    return { goodsId: goods.id, warehouseId: body.warehouseId, qtyBefore: row.qty, qtyAfter: next.qty, repeated: false };
  });
  return result;
}
