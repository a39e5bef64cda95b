// The staff console's catalogue edits (商品管理, issue 22 item 4), shared by the staff API
// (staff-catalogue-routes.ts) and `npm run catalogue` (scripts/catalogue.ts). Each edit is one
// transaction that locks the goods row, writes, and publishes the change on the catalogue change
// bus (catalogue-changes.ts), so every process's search index and caches drop the old price, shelf
// state or zone membership at commit. Every edit sets a value (not a difference): a retried call
// leaves the same state and answers the same.
import type { Kysely } from 'kysely';
import { tierProblem, type CatalogueDetail, type PriceBody, type ShelfBody, type ZoneBody } from '../../../domain/staff/catalogue-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { publishCatalogueChange } from './catalogue-changes.ts';
import { GOODS_MSG } from './messages.ts';
import { existingZones, goodsDetail, lockGoods, writeShelf, writeTiers, writeZones } from './staff-catalogue-repository.ts';

export async function catalogueDetail(db: Kysely<Database>, goodsId: number): Promise<CatalogueDetail> {
  const detail = await goodsDetail(db, goodsId);
  if (!detail) throw notFound(GOODS_MSG.staffGoodsUnknown);
  return detail;
}

/** Saves a goods' quantity tiers (the first tier is its price); refused with one Chinese sentence. */
export async function setPriceTiers(db: Kysely<Database>, body: PriceBody): Promise<CatalogueDetail> {
  await db.transaction().execute(async (trx) => {
    const goods = await lockGoods(trx, body.goodsId);
    if (!goods) throw notFound(GOODS_MSG.staffGoodsUnknown);
    const problem = tierProblem(body.tiers, goods.minOrderQty);
    if (problem) throw badRequest(problem);
    await writeTiers(trx, goods.id, body.tiers);
    await publishCatalogueChange(trx, { kind: 'price', ids: [goods.id] });
  });
  return catalogueDetail(db, body.goodsId);
}

/** Puts a goods on the shelf (上架) or takes it off (下架). */
export async function setShelf(db: Kysely<Database>, body: ShelfBody): Promise<CatalogueDetail> {
  await db.transaction().execute(async (trx) => {
    const goods = await lockGoods(trx, body.goodsId);
    if (!goods) throw notFound(GOODS_MSG.staffGoodsUnknown);
    await writeShelf(trx, goods.id, body.onShelf);
    await publishCatalogueChange(trx, { kind: 'shelf', ids: [goods.id] });
  });
  return catalogueDetail(db, body.goodsId);
}

/** Makes a goods a member of exactly these zones (专区). */
export async function setZones(db: Kysely<Database>, body: ZoneBody): Promise<CatalogueDetail> {
  const zoneIds = [...new Set(body.zoneIds)];
  await db.transaction().execute(async (trx) => {
    const goods = await lockGoods(trx, body.goodsId);
    if (!goods) throw notFound(GOODS_MSG.staffGoodsUnknown);
    const found = new Set(await existingZones(trx, zoneIds));
    const missing = zoneIds.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest(GOODS_MSG.staffZoneUnknown(missing));
    await writeZones(trx, goods.id, zoneIds);
    await publishCatalogueChange(trx, { kind: 'zone', ids: [goods.id] });
  });
  return catalogueDetail(db, body.goodsId);
}
