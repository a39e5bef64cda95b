// The staff console's reads and writes of goods (商品管理): the search list, one goods with its
// tiers, stock per warehouse, zones and recent stock corrections, and the writes of prices,
// shelf status and zone membership, and touchGoods (a stock correction marks the goods changed, for
// the stock module through public.ts). Writes name their columns and run in the caller's transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import { tiersOf } from '../../../domain/shared/pricing.ts';
import type { CatalogueDetail, CatalogueListBody, CatalogueRow, Tier } from '../../../domain/staff/catalogue-payloads.ts';
import { offsetOf } from '../../../domain/shared/page-query.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function baseQuery(db: Db) {
  return db
    .selectFrom('goods as g')
    .innerJoin('brand as b', 'b.id', 'g.brandId')
    .innerJoin('category as c', 'c.id', 'g.categoryId');
}

function rowColumns(db: Db) {
  return baseQuery(db).select([
    'g.id', 'g.goodsCode', 'g.model', 'g.name', 'b.name as brandName', 'c.name as categoryName', 'g.unit',
    'g.listPriceFen', 'g.memberPriceFen', 'g.vipPriceFen', 'g.status', 'g.priceTiers', 'g.minOrderQty', 'g.imageUrl', 'g.updatedAt',
    // reads goods_stock of stock: the available quantity of each row in the same query (one call per row otherwise)
    sql<number>`coalesce((select sum(s.qty - s.reserved) from goods_stock s where s.goods_id = g.id), 0)::int`.as('stockQty'),
  ]);
}

type RawRow = Awaited<ReturnType<ReturnType<typeof rowColumns>['executeTakeFirstOrThrow']>>;

function toRow(r: RawRow): CatalogueRow {
  return {
    id: Number(r.id), goodsCode: r.goodsCode, model: r.model, name: r.name, brandName: r.brandName, categoryName: r.categoryName, unit: r.unit,
    listPriceFen: Number(r.listPriceFen), memberPriceFen: Number(r.memberPriceFen), vipPriceFen: Number(r.vipPriceFen),
    stockQty: Number(r.stockQty), onShelf: r.status === 1, customTiers: Array.isArray(r.priceTiers) && r.priceTiers.length > 0,
  };
}

export async function searchGoods(db: Db, q: CatalogueListBody): Promise<Page<CatalogueRow>> {
  let base = baseQuery(db);
  const keyword = q.keyword?.trim();
  if (keyword) base = base.where((eb) => eb.or([eb('g.name', 'ilike', like(keyword)), eb('g.model', 'ilike', like(keyword)), eb('g.goodsCode', 'ilike', like(keyword))]));
  const brand = q.brand?.trim();
  if (brand) base = base.where((eb) => eb.or([eb('b.name', 'ilike', like(brand)), eb('b.nameCn', 'ilike', like(brand))]));
  const category = q.category?.trim();
  if (category) base = base.where('c.name', 'ilike', like(category));
  if (q.shelf === 'on') base = base.where('g.status', '=', 1);
  if (q.shelf === 'off') base = base.where('g.status', '<>', 1);
  const ids = base.select('g.id');
  const [rows, count] = await Promise.all([
    rowColumns(db).where('g.id', 'in', ids.orderBy('g.id').limit(q.size).offset(offsetOf(q))).orderBy('g.id').execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return { records: rows.map(toRow), total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) };
}

/** One goods as the detail page shows it; undefined when there is no such goods. */
export async function goodsDetail(db: Db, id: number): Promise<CatalogueDetail | undefined> {
  const r = await rowColumns(db).where('g.id', '=', id).executeTakeFirst();
  if (!r) return undefined;
  const [stock, zones, adjustments] = await Promise.all([
    // reads warehouse and goods_stock of stock: stock imports catalogue's public.ts (change bus, catalogueDetail), so a call through stock's would make an import cycle
    db
      .selectFrom('warehouse as w')
      .leftJoin('goodsStock as s', (j) => j.onRef('s.warehouseId', '=', 'w.id').on('s.goodsId', '=', id))
      .select(['w.id as warehouseId', 'w.name as warehouseName', 'w.city', sql<number>`coalesce(s.qty, 0)::int`.as('qty'), sql<number>`coalesce(s.reserved, 0)::int`.as('reserved')])
      .orderBy('w.id')
      .execute(),
    db
      .selectFrom('zone as z')
      .select(['z.id', 'z.name', sql<boolean>`exists (select 1 from zone_goods zg where zg.zone_id = z.id and zg.goods_id = ${id})`.as('member')])
      .orderBy('z.sort')
      .orderBy('z.id')
      .execute(),
    // reads stock_adjustment and warehouse of stock: stock imports catalogue's public.ts (change bus, catalogueDetail), so a call through stock's would make an import cycle
    db
      .selectFrom('stockAdjustment as a')
      .innerJoin('warehouse as w', 'w.id', 'a.warehouseId')
      .select(['a.id', 'w.name as warehouseName', 'a.mode', 'a.qtyBefore', 'a.qtyAfter', 'a.reason', 'a.actor', 'a.createdAt'])
      .where('a.goodsId', '=', id)
      .orderBy('a.id', 'desc')
      .limit(10)
      .execute(),
  ]);
  const prices = { listPriceFen: Number(r.listPriceFen), memberPriceFen: Number(r.memberPriceFen), vipPriceFen: Number(r.vipPriceFen), minOrderQty: r.minOrderQty, priceTiers: r.priceTiers };
  const list = tiersOf(prices, 'list');
  const member = tiersOf(prices, 'member');
  const vip = tiersOf(prices, 'vip');
  return {
    ...toRow(r),
    minOrderQty: r.minOrderQty,
    imageUrl: r.imageUrl,
    tiers: list.map((t, i) => ({ minQty: t.minQty, listPriceFen: t.priceFen, memberPriceFen: member[i]!.priceFen, vipPriceFen: vip[i]!.priceFen })),
    stock: stock.map((s) => ({ warehouseId: s.warehouseId, warehouseName: s.warehouseName, city: s.city, qty: Number(s.qty), reserved: Number(s.reserved) })),
    zones: zones.map((z) => ({ id: z.id, name: z.name, member: Boolean(z.member) })),
    adjustments: adjustments.map((a) => ({
      id: Number(a.id), warehouseName: a.warehouseName, mode: a.mode, qtyBefore: a.qtyBefore, qtyAfter: a.qtyAfter, reason: a.reason, actor: a.actor, createdAt: iso(a.createdAt)!,
    })),
    updatedAt: iso(r.updatedAt),
  };
}

/** Locks the goods row for an edit; undefined when there is no such goods. */
export async function lockGoods(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('goods').select(['id', 'status', 'minOrderQty']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Saves the tiers: the first tier's prices are the goods' prices (cards, sorting, search). */
export async function writeTiers(trx: Transaction<Database>, id: number, tiers: readonly Tier[]): Promise<void> {
  const first = tiers[0]!;
  await trx
    .updateTable('goods')
    .set({
      listPriceFen: first.listPriceFen,
      memberPriceFen: first.memberPriceFen,
      vipPriceFen: first.vipPriceFen,
      priceTiers: JSON.stringify(tiers.map((t) => ({ minQty: t.minQty, listPriceFen: t.listPriceFen, memberPriceFen: t.memberPriceFen, vipPriceFen: t.vipPriceFen }))),
      updatedAt: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function writeShelf(trx: Transaction<Database>, id: number, onShelf: boolean): Promise<void> {
  await trx.updateTable('goods').set({ status: onShelf ? 1 : 0, updatedAt: sql`now()` }).where('id', '=', id).execute();
}

/** Zone ids among `ids` that exist. */
export async function existingZones(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('zone').select('id').where('id', 'in', [...ids]).execute()).map((z) => z.id);
}

/** Makes the goods a member of exactly `zoneIds` (new memberships go last in their zone). */
export async function writeZones(trx: Transaction<Database>, id: number, zoneIds: readonly number[]): Promise<void> {
  let remove = trx.deleteFrom('zoneGoods').where('goodsId', '=', id);
  if (zoneIds.length > 0) remove = remove.where('zoneId', 'not in', [...zoneIds]);
  await remove.execute();
  for (const zoneId of zoneIds) {
    const last = await trx.selectFrom('zoneGoods').select(sql<number>`coalesce(max(sort) + 1, 0)::int`.as('next')).where('zoneId', '=', zoneId).executeTakeFirst();
    await trx
      .insertInto('zoneGoods')
      .values({ zoneId, goodsId: id, sort: Number(last?.next ?? 0) })
      .onConflict((oc) => oc.columns(['zoneId', 'goodsId']).doNothing())
      .execute();
  }
  await trx.updateTable('goods').set({ updatedAt: sql`now()` }).where('id', '=', id).execute();
}

/** Marks the goods changed (updated_at = now()), as a stock correction of it does. */
export async function touchGoods(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.updateTable('goods').set({ updatedAt: sql`now()` }).where('id', '=', id).execute();
}
