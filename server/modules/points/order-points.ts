// Points for orders: N points per yuan kept (paid minus refunded), frozen while the order can
// still be refunded and posted once the after-sales window after completion has closed (the
// sweeper, the member's own summary and `npm run points -- release` all call releaseDueOrderPoints;
// the ledger's unique source makes them safe together). A refund settled after the points were
// posted takes its share back (reversePointsForRefund, called by after-sales in the refund's
// transaction); one settled before only lowers what will be posted.
import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_EXPIRY_YEARS, pointsForOrder, pointsForRefund } from '../../../domain/points/points-rules.ts';
import type { PointsSettings } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { notifyMember } from '../messages/public.ts';
import { findOrder, lockOrder } from '../orders/public.ts';
import { POINTS_MSG } from './messages.ts';
import { expireDue, lockPoints, post } from './points-ledger.ts';
import { ledgerRowBySource, ordersDue, sumBySourcePrefix } from './points-repository.ts';

const DAY_MS = 86_400_000;

export interface RulesNow {
  rules: PointsSettings;
  windowDays: number;
  now: Date;
}

/** Posts the points of one order if its window has closed; answers the points posted (0 when none). */
async function releaseOne(db: Kysely<Database>, orderId: number, { rules, windowDays, now }: RulesNow): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order || order.status !== 4 || !order.completedAt) return 0;
    if (order.completedAt.getTime() + windowDays * DAY_MS > now.getTime()) return 0;
    const kept = order.paidFen - order.refundedFen;
    const points = pointsForOrder(kept, rules.perYuan);
    if (points <= 0) return 0;
    const balance = await expireDue(trx, order.memberId, await lockPoints(trx, order.memberId), now, rules.expiryYears);
    const done = await post(trx, balance, { memberId: order.memberId, sourceType: 'order', sourceId: String(order.id), change: points, note: POINTS_MSG.noteOrder(order.orderNo), at: now, basisFen: kept }, rules.expiryYears);
    if (!done) return 0;
    await notifyMember(trx, {
      memberId: order.memberId, kind: 'points', title: POINTS_MSG.messageTitleOrder, body: POINTS_MSG.messageBodyOrder(order.orderNo, points, done.balance),
      link: '/pointRecord', eventKey: `points-order:${order.id}`,
    });
    return points;
  });
}

/** Posts the points of every order (of one member, or all) whose after-sales window has closed by `now`. */
export async function releaseDueOrderPoints(db: Kysely<Database>, ctx: RulesNow, memberId: number | null = null): Promise<{ orders: number; points: number }> {
  const before = new Date(ctx.now.getTime() - ctx.windowDays * DAY_MS);
  let orders = 0;
  let points = 0;
  for (;;) {
    const due = await ordersDue(db, before, ctx.rules.perYuan, memberId, 200);
    if (due.length === 0) break;
    let progressed = false;
    for (const o of due) {
      const p = await releaseOne(db, Number(o.id), ctx);
      if (p > 0) {
        orders += 1;
        points += p;
        progressed = true;
      }
    }
    if (!progressed || due.length < 200) break;
  }
  return { orders, points };
}

export interface RefundSettledPoints {
  orderId: number;
  refundId: number;
  memberId: number;
  amountFen: number;
}

/**
 * Takes back the share of an order's posted points that a settled refund returns (inside the
 * refund's transaction). Nothing when the points were not posted yet. Never below zero: what the
 * balance cannot cover is named in the row's note. (A negative row opens no batch, so the expiry
 * rule plays no part.)
 */
export async function reversePointsForRefund(trx: Transaction<Database>, settled: RefundSettledPoints, now: Date = new Date()): Promise<number> {
  const earned = await ledgerRowBySource(trx, 'order', String(settled.orderId));
  if (!earned || earned.change <= 0) return 0;
  const order = await findOrder(trx, settled.orderId, null);
  if (!order) return 0;
  const already = -(await sumBySourcePrefix(trx, 'refund', `${settled.orderId}:`));
  const want = pointsForRefund(earned.change, earned.basisFen ?? order.paidFen, settled.amountFen, already);
  if (want <= 0) return 0;
  const balance = await lockPoints(trx, settled.memberId);
  const take = Math.min(want, balance);
  const done = await post(
    trx, balance,
    { memberId: settled.memberId, sourceType: 'refund', sourceId: `${settled.orderId}:${settled.refundId}`, change: -take, note: POINTS_MSG.noteRefund(order.orderNo, want - take), at: now },
    DEFAULT_EXPIRY_YEARS,
  );
  return done ? take : 0;
}
