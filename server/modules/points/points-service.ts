// The member's points: the summary with the sign-in calendar (getPointsShopVo), the daily sign-in
// by China date, the ledger page, the mall's goods, a redemption in one transaction, and the
// member's redemptions. Every write locks the member's points first (points-ledger.ts).
import type { Kysely } from 'kysely';
import type { MallPageBody, RecordPageBody, RedeemBody, RedemptionPageBody } from '../../../domain/points/points-payloads.ts';
import {
  addChinaDays, expiringSoon, nextStreak, POINTS_CODE, POINTS_GOODS_CATEGORY_TEXT, readBatches, rewardOfStreak, type PointsGoodsCategory,
} from '../../../domain/points/points-rules.ts';
import type { PointsGoodsCard, PointsRecordRow, PointsShopVo, RedeemResult, RedemptionRow, SignResult } from '../../../domain/points/points-views.ts';
import { REDEMPTION_STATUS_TEXT, type RedemptionStatus } from '../../../domain/points/redemption-status.ts';
import { chinaDateKey, chinaYymmdd } from '../../../domain/shared/china-time.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { Database } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { addressForOrder } from '../member-books/public.ts';
import { POINTS_MSG } from './messages.ts';
import { releaseDueOrderPoints, type RulesNow } from './order-points.ts';
import { entriesOf, expireDue, lockPoints, post } from './points-ledger.ts';
import {
  goodsById, insertRedemption, insertRedemptionLog, insertSign, lastSignBefore, ledgerPage, mallPage, readBalance, redeemedUnits,
  redemptionPage, signedDaysBetween, signOn, takeStock, unreleasedOrders,
} from './points-repository.ts';
import { pointsForOrder } from '../../../domain/points/points-rules.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Writes what is due for the member (order points past the window, expired batches). */
export async function settleMember(db: Kysely<Database>, memberId: number, ctx: RulesNow): Promise<void> {
  await releaseDueOrderPoints(db, ctx, memberId);
  const entries = await entriesOf(db, memberId, ctx.rules.expiryYears);
  if (readBatches(entries, ctx.now).due.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await expireDue(trx, memberId, await lockPoints(trx, memberId), ctx.now, ctx.rules.expiryYears);
  });
}

function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: addChinaDays(next, -1) };
}

export async function pointsShopVo(db: Kysely<Database>, memberId: number, ctx: RulesNow, month?: string): Promise<PointsShopVo> {
  await settleMember(db, memberId, ctx);
  const { rules, now, windowDays } = ctx;
  const today = chinaDateKey(now);
  const points = await readBalance(db, memberId);
  const entries = await entriesOf(db, memberId, rules.expiryYears);
  const soon = expiringSoon(readBatches(entries, now).batches, now);
  const frozen = await unreleasedOrders(db, memberId);
  const frozenPoints = frozen.reduce((sum, o) => sum + pointsForOrder(o.paidFen - o.refundedFen, rules.perYuan), 0);
  const todaySign = await signOn(db, memberId, today);
  const last = todaySign ? null : await lastSignBefore(db, memberId, today);
  const liveStreak = todaySign ? todaySign.streak : last && addChinaDays(last.date, 1) === today ? last.streak : 0;
  const todayReward = todaySign ? todaySign.points : rewardOfStreak(nextStreak(today, last), rules.signRewards);
  const nextReward = rewardOfStreak(todaySign ? todaySign.streak + 1 : nextStreak(today, last), rules.signRewards);
  const shown = month ?? today.slice(0, 7);
  const { from, to } = monthBounds(shown);
  return {
    points, frozenPoints, frozenOrders: frozen.filter((o) => pointsForOrder(o.paidFen - o.refundedFen, rules.perYuan) > 0).length,
    expiringPoints: soon.points, expiringAt: iso(soon.at), today, signedToday: Boolean(todaySign), streak: liveStreak,
    todayReward, nextReward, rewards: [...rules.signRewards], month: shown, signedDays: await signedDaysBetween(db, memberId, from, to),
    perYuan: rules.perYuan, windowDays, expiryYears: rules.expiryYears,
  };
}

/** The daily sign-in: at most once per China date (the day's row is unique), the streak's reward posted. */
export async function signIn(db: Kysely<Database>, memberId: number, ctx: RulesNow): Promise<SignResult> {
  const { rules, now } = ctx;
  const day = chinaDateKey(now);
  return db.transaction().execute(async (trx) => {
    let balance = await lockPoints(trx, memberId);
    if (await signOn(trx, memberId, day)) throw new AppError(409, POINTS_MSG.alreadySigned, POINTS_CODE.alreadySigned);
    balance = await expireDue(trx, memberId, balance, now, rules.expiryYears);
    const streak = nextStreak(day, await lastSignBefore(trx, memberId, day));
    const points = rewardOfStreak(streak, rules.signRewards);
    if (!(await insertSign(trx, { memberId, day, points, streak, at: now }))) throw new AppError(409, POINTS_MSG.alreadySigned, POINTS_CODE.alreadySigned);
    const done = await post(trx, balance, { memberId, sourceType: 'sign', sourceId: `${memberId}:${day}`, change: points, note: POINTS_MSG.noteSign(streak), at: now }, rules.expiryYears);
    if (!done) throw new AppError(409, POINTS_MSG.alreadySigned, POINTS_CODE.alreadySigned);
    return { points, streak, balance: done.balance, day };
  });
}

export async function pointsRecords(db: Kysely<Database>, memberId: number, body: RecordPageBody, ctx: RulesNow): Promise<Page<PointsRecordRow>> {
  await settleMember(db, memberId, ctx);
  const { rows, total } = await ledgerPage(db, memberId, { offset: (body.current - 1) * body.size, size: body.size, kind: body.kind ?? 'all', sourceType: body.sourceType });
  return page(
    rows.map((r) => ({
      id: Number(r.id), sourceType: r.sourceType, sourceText: POINTS_MSG.sourceText[r.sourceType] ?? r.sourceType, change: r.change, balance: r.balance,
      note: r.reason, expiresAt: r.change > 0 ? iso(r.expiresAt) : null, createdAt: r.createdAt.toISOString(),
    })),
    total, body.current, body.size,
  );
}

export async function mallGoods(db: Kysely<Database>, memberId: number, body: MallPageBody): Promise<Page<PointsGoodsCard>> {
  if (body.minPoints !== undefined && body.maxPoints !== undefined && body.minPoints > body.maxPoints) throw badRequest(POINTS_MSG.badRange);
  let maxPoints: number | undefined = body.maxPoints;
  if (body.affordable) {
    const balance = await readBalance(db, memberId);
    maxPoints = maxPoints === undefined ? balance : Math.min(maxPoints, balance);
  }
  const { rows, total } = await mallPage(db, { offset: (body.current - 1) * body.size, size: body.size, minPoints: body.minPoints, maxPoints, category: body.category });
  const mine = await redeemedUnits(db, memberId, rows.map((r) => Number(r.id)));
  return page(
    rows.map((g) => ({
      id: Number(g.id), name: g.name, imageUrl: g.imageUrl, pointsCost: g.pointsCost, stock: g.stock, category: g.category,
      categoryText: POINTS_GOODS_CATEGORY_TEXT[g.category as PointsGoodsCategory] ?? g.category, description: g.description,
      perMemberLimit: g.perMemberLimit, redeemed: mine.get(Number(g.id)) ?? 0,
    })),
    total, body.current, body.size,
  );
}

/**
 * A redemption in one transaction: lock the member's points, write off expired batches, check the
 * goods, the address, the per-member limit and the balance, take the stock with a conditional
 * update (never below zero, so concurrent redemptions of the last units get exactly what is left),
 * write the redemption and its log, post the points spent.
 */
export async function redeem(db: Kysely<Database>, memberId: number, body: RedeemBody, ctx: RulesNow): Promise<RedeemResult> {
  const { rules, now } = ctx;
  return db.transaction().execute(async (trx) => {
    let balance = await lockPoints(trx, memberId);
    balance = await expireDue(trx, memberId, balance, now, rules.expiryYears);
    const goods = await goodsById(trx, body.pointsGoodsId);
    if (!goods || goods.status !== 1) throw notFound(POINTS_MSG.goodsNotFound);
    const address = await addressForOrder(trx, memberId, body.addressId);
    if (!address) throw notFound(POINTS_MSG.addressNotFound);
    if (goods.perMemberLimit > 0) {
      const already = (await redeemedUnits(trx, memberId, [goods.id])).get(Number(goods.id)) ?? 0;
      if (already + body.qty > goods.perMemberLimit) throw new AppError(409, POINTS_MSG.overLimit(goods.perMemberLimit, already), POINTS_CODE.overLimit);
    }
    const cost = goods.pointsCost * body.qty;
    if (balance < cost) throw new AppError(409, POINTS_MSG.notEnoughPoints(cost, balance), POINTS_CODE.notEnoughPoints);
    const left = await takeStock(trx, goods.id, body.qty);
    if (left === null) {
      const fresh = await goodsById(trx, goods.id);
      throw new AppError(409, POINTS_MSG.outOfStock(fresh?.stock ?? 0), POINTS_CODE.outOfStock);
    }
    const order = await insertRedemption(trx, {
      memberId, goodsId: Number(goods.id), goodsName: goods.name, goodsImageUrl: goods.imageUrl, qty: body.qty, unitPoints: goods.pointsCost,
      address: { consignee: address.consignee, mobile: address.mobile, regionText: address.regionText, detail: address.detail, postcode: address.postcode },
      at: now, orderNoPrefix: `JF${chinaYymmdd(now)}`,
    });
    await insertRedemptionLog(trx, { pointsOrderId: order.id, actor: `member:${memberId}`, transition: 'create', fromStatus: null, toStatus: 0, note: null, at: now });
    const done = await post(trx, balance, { memberId, sourceType: 'redeem', sourceId: String(order.id), change: -cost, note: POINTS_MSG.noteRedeem(goods.name, body.qty), at: now }, rules.expiryYears);
    return { id: order.id, orderNo: order.orderNo, points: cost, balance: done!.balance };
  });
}

type RedemptionRecord = Awaited<ReturnType<typeof redemptionPage>>['rows'][number];

export function redemptionRow(r: RedemptionRecord): RedemptionRow {
  const a = r.address as { consignee: string; mobile: string; regionText: string; detail: string } | null;
  return {
    id: Number(r.id), orderNo: r.orderNo ?? String(r.id), goodsId: Number(r.pointsGoodsId), goodsName: r.goodsName ?? '', goodsImageUrl: r.goodsImageUrl,
    qty: r.qty, unitPoints: r.unitPoints ?? Math.round(r.points / r.qty), points: r.points, status: r.status as RedemptionStatus,
    statusText: REDEMPTION_STATUS_TEXT[r.status as RedemptionStatus], address: a ? { consignee: a.consignee, mobile: a.mobile, regionText: a.regionText, detail: a.detail } : null,
    carrier: r.carrier, trackingNo: r.trackingNo, cancelReason: r.cancelReason, createdAt: r.createdAt.toISOString(),
    shippedAt: iso(r.shippedAt), completedAt: iso(r.completedAt), cancelledAt: iso(r.cancelledAt),
  };
}

export async function myRedemptions(db: Kysely<Database>, memberId: number, body: RedemptionPageBody): Promise<Page<RedemptionRow>> {
  const { rows, total } = await redemptionPage(db, { memberId, status: body.status, offset: (body.current - 1) * body.size, size: body.size });
  return page(rows.map(redemptionRow), total, body.current, body.size);
}
