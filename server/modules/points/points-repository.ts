// The points queries (Kysely): the member's balance row (locked to serialise every change of one
// member's points; the new balance is written through account/public.ts), ledger rows, sign-ins,
// points goods, redemptions (their staff steps and queue counts) and their log. Named columns only;
// the rules live in the services.
import { sql, type Kysely, type Transaction } from 'kysely';
import { REDEMPTION_STATUS } from '../../../domain/points/redemption-status.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Locks the member row and answers its balance (member.points), or null when there is no such member. */
export async function lockBalance(trx: Transaction<Database>, memberId: number): Promise<number | null> {
  // reads member of account: the member's row locked (FOR UPDATE) in the points change's own transaction, serialising every change of one member's points
  const row = await trx.selectFrom('member').select('points').where('id', '=', memberId).forUpdate().executeTakeFirst();
  return row ? row.points : null;
}

export async function readBalance(db: Db, memberId: number): Promise<number> {
  // reads member of account: one row by key, the balance alone (account's public.ts has no such read; findMemberInfo reads the whole profile)
  const row = await db.selectFrom('member').select('points').where('id', '=', memberId).executeTakeFirst();
  return row?.points ?? 0;
}

export async function ledgerEntries(db: Db, memberId: number) {
  return db
    .selectFrom('pointsRecord')
    .select(['id', 'change', 'balance', 'createdAt', 'expiresAt', 'sourceType', 'sourceId'])
    .where('memberId', '=', memberId)
    .orderBy('id')
    .execute();
}

export async function ledgerRowBySource(db: Db, sourceType: string, sourceId: string) {
  return db.selectFrom('pointsRecord').select(['id', 'memberId', 'change', 'basisFen']).where('sourceType', '=', sourceType).where('sourceId', '=', sourceId).executeTakeFirst();
}

export async function sumBySourcePrefix(db: Db, sourceType: string, prefix: string): Promise<number> {
  const row = await db
    .selectFrom('pointsRecord')
    .select(sql<number>`coalesce(sum(change), 0)::int`.as('total'))
    .where('sourceType', '=', sourceType)
    .where('sourceId', 'like', `${prefix}%`)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Writes one ledger row (the member row must be locked; the caller writes the member's new balance first). */
export async function insertLedgerRow(
  trx: Transaction<Database>,
  row: { memberId: number; sourceType: string; sourceId: string; change: number; balance: number; note: string; at: Date; expiresAt: Date | null; basisFen?: number | null },
): Promise<number> {
  const inserted = await trx
    .insertInto('pointsRecord')
    .values({
      memberId: row.memberId, change: row.change, balance: row.balance, reason: row.note, refId: row.sourceId,
      sourceType: row.sourceType, sourceId: row.sourceId, expiresAt: row.expiresAt, basisFen: row.basisFen ?? null, createdAt: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function ledgerPage(db: Db, memberId: number, q: { offset: number; size: number; kind: 'all' | 'earn' | 'spend'; sourceType?: string | undefined }) {
  let query = db.selectFrom('pointsRecord').where('memberId', '=', memberId);
  if (q.kind === 'earn') query = query.where('change', '>', 0);
  if (q.kind === 'spend') query = query.where('change', '<', 0);
  if (q.sourceType) query = query.where('sourceType', '=', q.sourceType);
  const total = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'change', 'balance', 'reason', 'sourceType', 'expiresAt', 'createdAt'])
    .orderBy('id', 'desc')
    .limit(q.size)
    .offset(q.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

export async function signOn(db: Db, memberId: number, day: string) {
  return db.selectFrom('pointsSignIn').select(['points', 'streak']).where('memberId', '=', memberId).where('day', '=', sql<Date>`${day}::date`).executeTakeFirst();
}

/** The member's last sign-in before `day` (China date), as yyyy-mm-dd. */
export async function lastSignBefore(db: Db, memberId: number, day: string) {
  const row = await db
    .selectFrom('pointsSignIn')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('date'), 'streak'])
    .where('memberId', '=', memberId)
    .where('day', '<', sql<Date>`${day}::date`)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertSign(trx: Transaction<Database>, row: { memberId: number; day: string; points: number; streak: number; at: Date }): Promise<boolean> {
  const done = await trx
    .insertInto('pointsSignIn')
    .values({ memberId: row.memberId, day: row.day, points: row.points, streak: row.streak, createdAt: row.at })
    .onConflict((oc) => oc.columns(['memberId', 'day']).doNothing())
    .returning('memberId')
    .executeTakeFirst();
  return done !== undefined;
}

export async function signedDaysBetween(db: Db, memberId: number, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('pointsSignIn')
    .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('date'))
    .where('memberId', '=', memberId)
    .where('day', '>=', sql<Date>`${from}::date`)
    .where('day', '<=', sql<Date>`${to}::date`)
    .orderBy('day')
    .execute();
  return rows.map((r) => r.date);
}

/** Paid orders of the member whose points have not been released yet (frozen points). */
export async function unreleasedOrders(db: Db, memberId: number) {
  // reads sale_order of orders: the member's paid orders without a points row, filtered against points_record in the one query (orders' public.ts has no such read)
  return db
    .selectFrom('saleOrder')
    .select(['id', 'orderNo', 'paidFen', 'refundedFen', 'status', 'completedAt'])
    .where('memberId', '=', memberId)
    .where('status', 'in', [2, 3, 4])
    .where(sql<boolean>`paid_fen > refunded_fen`)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('pointsRecord').select('pointsRecord.id').where('pointsRecord.sourceType', '=', 'order').whereRef('pointsRecord.sourceId', '=', sql`sale_order.id::text`))),
    )
    .execute();
}

/** Completed orders past the after-sales window whose points are due and not yet posted. */
export async function ordersDue(db: Db, before: Date, perYuan: number, memberId: number | null, limit: number) {
  // reads sale_order of orders: the sweeper's batch of completed orders without a points row, filtered against points_record in the one query (orders' public.ts has no such read)
  let q = db
    .selectFrom('saleOrder')
    .select(['id', 'memberId'])
    .where('status', '=', 4)
    .where('completedAt', '<=', before)
    .where(sql<boolean>`(paid_fen - refunded_fen) * ${perYuan} >= 100`)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('pointsRecord').select('pointsRecord.id').where('pointsRecord.sourceType', '=', 'order').whereRef('pointsRecord.sourceId', '=', sql`sale_order.id::text`))),
    );
  if (memberId !== null) q = q.where('memberId', '=', memberId);
  return q.orderBy('id').limit(limit).execute();
}

/** Members with a positive batch that may have expired by `now` (candidates for the sweeper). */
export async function membersWithExpiredBatches(db: Db, earnedBefore: Date, limit: number): Promise<number[]> {
  // reads member of account: the sweeper's candidates are the points rows joined to a positive balance, one query per batch (a round trip per row otherwise)
  const rows = await db
    .selectFrom('pointsRecord')
    .innerJoin('member', 'member.id', 'pointsRecord.memberId')
    .select('pointsRecord.memberId')
    .distinct()
    .where('pointsRecord.change', '>', 0)
    .where('pointsRecord.createdAt', '<', earnedBefore)
    .where('member.points', '>', 0)
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.memberId));
}

export async function goodsById(db: Db, id: number) {
  return db.selectFrom('pointsGoods').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function mallPage(
  db: Db,
  q: { offset: number; size: number; minPoints?: number | undefined; maxPoints?: number | null | undefined; category?: string | undefined },
) {
  let query = db.selectFrom('pointsGoods').where('status', '=', 1);
  if (q.minPoints !== undefined) query = query.where('pointsCost', '>=', q.minPoints);
  if (q.maxPoints !== undefined && q.maxPoints !== null) query = query.where('pointsCost', '<=', q.maxPoints);
  if (q.category) query = query.where('category', '=', q.category);
  const total = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await query.selectAll().orderBy('sort').orderBy('id').limit(q.size).offset(q.offset).execute();
  return { rows, total: Number(total.n) };
}

/** Units of each goods the member has redeemed (cancelled redemptions not counted). */
export async function redeemedUnits(db: Db, memberId: number, goodsIds: number[]): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pointsOrder')
    .select(['pointsGoodsId', sql<number>`sum(qty)::int`.as('n')])
    .where('memberId', '=', memberId)
    .where('pointsGoodsId', 'in', goodsIds)
    .where('status', '<>', 3)
    .groupBy('pointsGoodsId')
    .execute();
  return new Map(rows.map((r) => [Number(r.pointsGoodsId), Number(r.n)]));
}

/** Takes `qty` units if that many are left; answers the stock after, or null when too few are left. */
export async function takeStock(trx: Transaction<Database>, goodsId: number, qty: number): Promise<number | null> {
  const row = await trx
    .updateTable('pointsGoods')
    .set({ stock: sql`stock - ${qty}` })
    .where('id', '=', goodsId)
    .where('status', '=', 1)
    .where('stock', '>=', qty)
    .returning('stock')
    .executeTakeFirst();
  return row ? row.stock : null;
}

export async function returnStock(trx: Transaction<Database>, goodsId: number, qty: number): Promise<void> {
  await trx.updateTable('pointsGoods').set({ stock: sql`stock + ${qty}` }).where('id', '=', goodsId).execute();
}

export async function insertRedemption(
  trx: Transaction<Database>,
  row: { memberId: number; goodsId: number; goodsName: string; goodsImageUrl: string | null; qty: number; unitPoints: number; address: { consignee: string; mobile: string; regionText: string; detail: string; postcode: string | null }; at: Date; orderNoPrefix: string },
): Promise<{ id: number; orderNo: string }> {
  const inserted = await trx
    .insertInto('pointsOrder')
    .values({
      memberId: row.memberId, pointsGoodsId: row.goodsId, qty: row.qty, points: row.qty * row.unitPoints, status: 0,
      address: JSON.stringify(row.address), goodsName: row.goodsName, goodsImageUrl: row.goodsImageUrl, unitPoints: row.unitPoints,
      createdAt: row.at, updatedAt: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  const orderNo = `${row.orderNoPrefix}${String(id).padStart(6, '0')}`;
  await trx.updateTable('pointsOrder').set({ orderNo }).where('id', '=', id).execute();
  return { id, orderNo };
}

export async function lockRedemption(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('pointsOrder').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The columns a staff step writes on a redemption besides its status (named one by one). */
export interface RedemptionStepColumns {
  carrier?: string;
  trackingNo?: string;
  shippedAt?: Date;
  completedAt?: Date;
  cancelReason?: string;
  cancelledAt?: Date;
}

/** A staff step on a locked redemption: its new status and the step's columns. */
export async function moveRedemption(trx: Transaction<Database>, id: number, set: RedemptionStepColumns, status: number, now: Date): Promise<void> {
  await trx
    .updateTable('pointsOrder')
    .set({
      ...(set.carrier !== undefined ? { carrier: set.carrier } : {}),
      ...(set.trackingNo !== undefined ? { trackingNo: set.trackingNo } : {}),
      ...(set.shippedAt !== undefined ? { shippedAt: set.shippedAt } : {}),
      ...(set.completedAt !== undefined ? { completedAt: set.completedAt } : {}),
      ...(set.cancelReason !== undefined ? { cancelReason: set.cancelReason } : {}),
      ...(set.cancelledAt !== undefined ? { cancelledAt: set.cancelledAt } : {}),
      status,
      updatedAt: now,
    })
    .where('id', '=', id)
    .execute();
}

/** The redemptions waiting to ship (the 积分兑换发货 queue's count on the staff dashboard, issue 22 item 5): one count on points_order_status_idx. */
export async function redemptionsToShip(db: Db): Promise<number> {
  const row = await db.selectFrom('pointsOrder').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', REDEMPTION_STATUS.awaitingShipment).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many redemptions each status holds (statuses with none are absent). */
export async function redemptionCountsByStatus(db: Db) {
  return db.selectFrom('pointsOrder').select(['status', sql<number>`count(*)::int`.as('n')]).groupBy('status').execute();
}

export async function insertRedemptionLog(
  trx: Transaction<Database>,
  row: { pointsOrderId: number; actor: string; transition: string; fromStatus: number | null; toStatus: number; note: string | null; at: Date },
): Promise<void> {
  await trx
    .insertInto('pointsOrderLog')
    .values({ pointsOrderId: row.pointsOrderId, actor: row.actor, transition: row.transition, fromStatus: row.fromStatus, toStatus: row.toStatus, note: row.note, createdAt: row.at })
    .execute();
}

const REDEMPTION_COLUMNS = [
  'pointsOrder.id', 'pointsOrder.orderNo', 'pointsOrder.pointsGoodsId', 'pointsOrder.goodsName', 'pointsOrder.goodsImageUrl', 'pointsOrder.qty',
  'pointsOrder.unitPoints', 'pointsOrder.points', 'pointsOrder.status', 'pointsOrder.address', 'pointsOrder.carrier', 'pointsOrder.trackingNo',
  'pointsOrder.cancelReason', 'pointsOrder.createdAt', 'pointsOrder.shippedAt', 'pointsOrder.completedAt', 'pointsOrder.cancelledAt', 'pointsOrder.memberId',
] as const;

export async function redemptionPage(db: Db, q: { memberId: number | null; status?: number | undefined; offset: number; size: number }) {
  // reads member of account: the member's name, company and type beside each redemption of a page, in the one join (a round trip per row otherwise)
  let query = db.selectFrom('pointsOrder').innerJoin('member', 'member.id', 'pointsOrder.memberId');
  if (q.memberId !== null) query = query.where('pointsOrder.memberId', '=', q.memberId);
  if (q.status !== undefined) query = query.where('pointsOrder.status', '=', q.status);
  const total = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([...REDEMPTION_COLUMNS, 'member.username', 'member.companyName', 'member.memberType'])
    .orderBy('pointsOrder.id', 'desc')
    .limit(q.size)
    .offset(q.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

export async function redemptionById(db: Db, id: number) {
  // reads member of account: the member's name, company and type beside the redemption, in the same query as redemptionPage's rows
  return db
    .selectFrom('pointsOrder')
    .innerJoin('member', 'member.id', 'pointsOrder.memberId')
    .select([...REDEMPTION_COLUMNS, 'member.username', 'member.companyName', 'member.memberType'])
    .where('pointsOrder.id', '=', id)
    .executeTakeFirst();
}

export async function redemptionIdByNo(db: Db, orderNo: string): Promise<number | null> {
  const row = await db.selectFrom('pointsOrder').select('id').where('orderNo', '=', orderNo).executeTakeFirst();
  return row ? Number(row.id) : null;
}
