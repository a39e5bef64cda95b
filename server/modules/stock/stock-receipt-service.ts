// Staff stock receipts (入库): one transaction adds the units to a warehouse, writes the receipt
// and, when the goods can be sold again, tells every member waiting for it (one message each, the
// wait closed in the same statement, so two receipts never tell anyone twice). The 入库单号 is the
// idempotency key: sending the same receipt again adds nothing and answers the first one.
import type { Kysely } from 'kysely';
import type { StockInBody } from '../../../domain/stock/stock-payloads.ts';
import type { StockReceipt } from '../../../domain/stock/stock-views.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { notifyMember } from '../messages/public.ts';
import type { StaffActor } from '../../../domain/staff/staff-actor.ts';
import { STOCK_MSG } from './messages.ts';
import {
  addStock, defaultWarehouse, goodsFacts, insertReceipt, receiptByRef, sellable, setReceiptNotified, takePendingNotices, warehouseName,
} from './stock-repository.ts';

/** The most units one warehouse row may hold (the column is a 32-bit integer). */
const STOCK_CEILING = 1_000_000_000;

export async function receiveStock(db: Kysely<Database>, who: StaffActor, body: StockInBody): Promise<StockReceipt> {
  const goods = await goodsFacts(db, body.goodsId);
  if (!goods) throw notFound(STOCK_MSG.goodsUnknown);
  const warehouseId = body.warehouseId ?? (await defaultWarehouse(db, goods.id));
  if (warehouseId === undefined) throw badRequest(STOCK_MSG.noWarehouse);
  const whName = await warehouseName(db, warehouseId);
  if (whName === undefined) throw badRequest(STOCK_MSG.warehouseUnknown);
  const note = body.note?.trim() || null;

  const outcome = await db.transaction().execute(async (trx) => {
    const id = await insertReceipt(trx, { refNo: body.refNo, goodsId: goods.id, warehouseId, num: body.num, note, actor: who.actor, staffId: who.staffId });
    if (id === undefined) return { repeated: true as const };
    if (!(await addStock(trx, goods.id, warehouseId, body.num, STOCK_CEILING))) throw badRequest(STOCK_MSG.stockTooLarge);
    const stockQty = await sellable(trx, goods.id);
    if (stockQty > 0) {
      const waiting = await takePendingNotices(trx, goods.id);
      for (const w of waiting) {
        await notifyMember(trx, {
          memberId: Number(w.memberId),
          kind: 'system',
          title: STOCK_MSG.noticeTitle(goods.brandName, goods.model),
          body: STOCK_MSG.noticeBody(goods.brandName, goods.model, goods.name, stockQty, goods.unit),
          link: `/product/${goods.id}`,
          eventKey: `arrival:${w.id}:${new Date(w.createdAt).getTime()}`,
        });
      }
      if (waiting.length > 0) await setReceiptNotified(trx, id, waiting.length);
    }
    return { repeated: false as const };
  });

  const receipt = await receiptByRef(db, body.refNo);
  if (!receipt) throw notFound(STOCK_MSG.goodsUnknown);
  if (outcome.repeated && (Number(receipt.goodsId) !== goods.id || receipt.num !== body.num || (body.warehouseId !== undefined && receipt.warehouseId !== body.warehouseId))) {
    throw conflict(STOCK_MSG.refReused(body.refNo));
  }
  return {
    id: Number(receipt.id),
    refNo: receipt.refNo,
    goodsId: goods.id,
    goodsCode: goods.goodsCode,
    model: goods.model,
    warehouseId: receipt.warehouseId,
    warehouseName: (await warehouseName(db, receipt.warehouseId)) ?? whName,
    num: receipt.num,
    stockQty: await sellable(db, goods.id),
    notified: receipt.notified,
    createdAt: new Date(receipt.createdAt).toISOString(),
    repeated: outcome.repeated,
  };
}
