// The queries of the stock module: goods facts, sellable stock, arrival notices and receipts.
// Writes name their columns; every write runs inside the caller's transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ArrivalNoticeRow } from '../../../domain/stock/stock-views.ts';
import type { Database } from '../../db/schema.ts';
import { goodsForPricing, publishCatalogueChange } from '../catalogue/public.ts';

type Db = Kysely<Database> | Transaction<Database>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export interface GoodsFacts {
  id: number;
  goodsCode: string;
  model: string;
  name: string;
  unit: string;
  status: number;
  brandName: string;
}

/** The goods with its brand's name, read through catalogue's goodsForPricing; undefined when there is none. */
export async function goodsFacts(db: Db, goodsId: number): Promise<GoodsFacts | undefined> {
  const [row] = await goodsForPricing(db, [goodsId]);
  return row ? { id: Number(row.id), goodsCode: row.goodsCode, model: row.model, name: row.name, unit: row.unit, status: row.status, brandName: row.brandName } : undefined;
}

export async function goodsIdByCode(db: Db, code: string): Promise<number | undefined> {
  // reads goods of catalogue: one row by its unique code (catalogue's public.ts has no lookup by code)
  const row = await db.selectFrom('goods').select('id').where('goodsCode', '=', code).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** Units that can be sold now (all warehouses, less what open orders hold). */
export async function sellable(db: Db, goodsId: number): Promise<number> {
  const row = await db
    .selectFrom('goodsStock')
    .select(sql<number>`coalesce(sum(qty - reserved), 0)::int`.as('free'))
    .where('goodsId', '=', goodsId)
    .executeTakeFirst();
  return Number(row?.free ?? 0);
}

// --- arrival notices -------------------------------------------------------------------------

export async function pendingNotice(db: Db, memberId: number, goodsId: number) {
  return db
    .selectFrom('arrivalNotice')
    .select(['id', 'createdAt'])
    .where('memberId', '=', memberId)
    .where('goodsId', '=', goodsId)
    .where('notifiedAt', 'is', null)
    .executeTakeFirst();
}

export async function pendingCount(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('arrivalNotice')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('memberId', '=', memberId)
    .where('notifiedAt', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Locks the member's row so that one member's subscriptions are counted one at a time. */
export async function lockMember(trx: Transaction<Database>, memberId: number): Promise<void> {
  // reads member of account: the member's row locked (FOR UPDATE) in the subscription's own transaction
  await trx.selectFrom('member').select('id').where('id', '=', memberId).forUpdate().executeTakeFirst();
}

/** Starts a wait, or a new one after a notice was sent; an open wait is left as it is. */
export async function upsertNotice(trx: Transaction<Database>, memberId: number, goodsId: number): Promise<void> {
  await trx
    .insertInto('arrivalNotice')
    .values({ memberId, goodsId })
    .onConflict((oc) =>
      oc
        .columns(['memberId', 'goodsId'])
        .doUpdateSet({ createdAt: sql`now()`, notifiedAt: null })
        .where('arrivalNotice.notifiedAt', 'is not', null),
    )
    .execute();
}

export async function deleteNotice(db: Db, memberId: number, goodsId: number): Promise<void> {
  await db.deleteFrom('arrivalNotice').where('memberId', '=', memberId).where('goodsId', '=', goodsId).execute();
}

export async function noticePage(db: Db, memberId: number, offset: number, size: number): Promise<{ total: number; rows: ArrivalNoticeRow[] }> {
  const [count, rows] = await Promise.all([
    db.selectFrom('arrivalNotice').select(sql<number>`count(*)::int`.as('n')).where('memberId', '=', memberId).executeTakeFirst(),
    // reads goods and brand of catalogue: the goods and brand name of every notice of a page, in the one join (a round trip per row otherwise)
    db
      .selectFrom('arrivalNotice as a')
      .innerJoin('goods as g', 'g.id', 'a.goodsId')
      .innerJoin('brand as b', 'b.id', 'g.brandId')
      .select([
        'a.goodsId', 'g.goodsCode', 'g.model', 'g.name', 'g.unit', 'b.name as brandName', 'a.createdAt', 'a.notifiedAt',
        sql<number>`coalesce((select sum(s.qty - s.reserved) from goods_stock s where s.goods_id = g.id), 0)::int`.as('stockQty'),
      ])
      .where('a.memberId', '=', memberId)
      .orderBy('a.notifiedAt', sql`asc nulls first`)
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .offset(offset)
      .limit(size)
      .execute(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      goodsId: Number(r.goodsId), goodsCode: r.goodsCode, model: r.model, name: r.name, unit: r.unit, brandName: r.brandName,
      stockQty: Math.max(0, Number(r.stockQty)), subscribedAt: iso(r.createdAt)!, notifiedAt: iso(r.notifiedAt),
    })),
  };
}

/** Marks every open wait for the goods as told and returns them (one statement: never twice). */
export async function takePendingNotices(trx: Transaction<Database>, goodsId: number) {
  return trx
    .updateTable('arrivalNotice')
    .set({ notifiedAt: sql`now()` })
    .where('goodsId', '=', goodsId)
    .where('notifiedAt', 'is', null)
    .returning(['id', 'memberId', 'createdAt'])
    .execute();
}

// --- receipts -----------------------------------------------------------------------------------

export async function warehouseName(db: Db, id: number): Promise<string | undefined> {
  return (await db.selectFrom('warehouse').select('name').where('id', '=', id).executeTakeFirst())?.name;
}

/** The warehouse holding most of the goods, else the first warehouse. */
export async function defaultWarehouse(db: Db, goodsId: number): Promise<number | undefined> {
  const held = await db.selectFrom('goodsStock').select('warehouseId').where('goodsId', '=', goodsId).orderBy('qty', 'desc').orderBy('warehouseId').executeTakeFirst();
  if (held) return held.warehouseId;
  return (await db.selectFrom('warehouse').select('id').orderBy('id').executeTakeFirst())?.id;
}

/** Writes the receipt unless its 入库单号 exists; returns the new id, or undefined for a repeat. */
export async function insertReceipt(
  trx: Transaction<Database>,
  r: { refNo: string; goodsId: number; warehouseId: number; num: number; note: string | null; actor: string; staffId: number | null },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('stockReceipt')
    .values({ refNo: r.refNo, goodsId: r.goodsId, warehouseId: r.warehouseId, num: r.num, note: r.note, actor: r.actor, staffId: r.staffId })
    .onConflict((oc) => oc.column('refNo').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function receiptByRef(db: Db, refNo: string) {
  return db.selectFrom('stockReceipt').selectAll().where('refNo', '=', refNo).executeTakeFirst();
}

export async function setReceiptNotified(trx: Transaction<Database>, id: number, notified: number): Promise<void> {
  await trx.updateTable('stockReceipt').set({ notified }).where('id', '=', id).execute();
}

/** Adds units to one warehouse's stock; false when the total would pass `ceiling`. */
export async function addStock(trx: Transaction<Database>, goodsId: number, warehouseId: number, num: number, ceiling: number): Promise<boolean> {
  const current = await trx.selectFrom('goodsStock').select('qty').where('goodsId', '=', goodsId).where('warehouseId', '=', warehouseId).forUpdate().executeTakeFirst();
  if ((current?.qty ?? 0) + num > ceiling) return false;
  if (current) {
    await trx.updateTable('goodsStock').set({ qty: sql`qty + ${num}` }).where('goodsId', '=', goodsId).where('warehouseId', '=', warehouseId).execute();
  } else {
    await trx
      .insertInto('goodsStock')
      .values({ goodsId, warehouseId, qty: num })
      .onConflict((oc) => oc.columns(['goodsId', 'warehouseId']).doUpdateSet({ qty: sql`goods_stock.qty + excluded.qty` }))
      .execute();
  }
  await publishCatalogueChange(trx, { kind: 'stock', ids: [goodsId] });
  return true;
}

/** Pending waits per goods (for the staff CLI). */
export async function pendingFor(db: Db, goodsId: number): Promise<number> {
  const row = await db
    .selectFrom('arrivalNotice')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('goodsId', '=', goodsId)
    .where('notifiedAt', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
