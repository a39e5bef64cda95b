// The back office's redemption steps (staff API and `npm run points`): list, ship with carrier and
// tracking number, complete, cancel with the points and the stock given back. Every step is one
// transaction: lock the redemption, move it by a named transition, log it, tell the member.
import type { Kysely, Transaction } from 'kysely';
import type { CancelRedemptionBody, RedemptionIdBody, ShipRedemptionBody, StaffRedemptionQuery } from '../../../domain/points/points-payloads.ts';
import { POINTS_CODE } from '../../../domain/points/points-rules.ts';
import type { StaffRedemptionRow } from '../../../domain/points/points-views.ts';
import {
  nextRedemptionStatus, REDEMPTION_STATUS_TEXT, REDEMPTION_TRANSITION_TEXT, type RedemptionStatus, type RedemptionTransition,
} from '../../../domain/points/redemption-status.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { PointsSettings } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { notifyMember } from '../messages/public.ts';
import { POINTS_MSG } from './messages.ts';
import { lockPoints, post } from './points-ledger.ts';
import { insertRedemptionLog, lockRedemption, moveRedemption, redemptionById, redemptionPage, returnStock, type RedemptionStepColumns } from './points-repository.ts';
import { redemptionRow } from './points-service.ts';

/** Who does a step: `staff:<id>` or `cli`. */
export type PointsActor = string;
export const CLI_POINTS_ACTOR: PointsActor = 'cli';
export const staffPointsActor = (staffId: number): PointsActor => `staff:${staffId}`;

type Row = NonNullable<Awaited<ReturnType<typeof redemptionById>>>;

function staffRow(r: Row): StaffRedemptionRow {
  const name = r.memberType === 1 ? r.username : (r.companyName ?? r.username);
  return { ...redemptionRow(r), memberId: Number(r.memberId), memberName: name };
}

export async function staffRedemption(db: Kysely<Database>, id: number): Promise<StaffRedemptionRow> {
  const r = await redemptionById(db, id);
  if (!r) throw notFound(POINTS_MSG.redemptionNotFound);
  return staffRow(r);
}

export async function listRedemptions(db: Kysely<Database>, q: StaffRedemptionQuery): Promise<Page<StaffRedemptionRow>> {
  const { rows, total } = await redemptionPage(db, { memberId: null, status: q.status, offset: (q.current - 1) * q.size, size: q.size });
  return page(rows.map(staffRow), total, q.current, q.size);
}

async function move(
  db: Kysely<Database>,
  id: number,
  transition: RedemptionTransition,
  actor: PointsActor,
  now: Date,
  then: (trx: Transaction<Database>, order: NonNullable<Awaited<ReturnType<typeof lockRedemption>>>) => Promise<{ set: RedemptionStepColumns; note: string | null }>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await lockRedemption(trx, id);
    if (!order) throw notFound(POINTS_MSG.redemptionNotFound);
    const from = order.status as RedemptionStatus;
    const to = nextRedemptionStatus(from, transition);
    if (to === null) throw new AppError(409, POINTS_MSG.statusRefusal(REDEMPTION_STATUS_TEXT[from], REDEMPTION_TRANSITION_TEXT[transition]), POINTS_CODE.redemptionStatus);
    const { set, note } = await then(trx, order);
    await moveRedemption(trx, id, set, to, now);
    await insertRedemptionLog(trx, { pointsOrderId: id, actor, transition, fromStatus: from, toStatus: to, note, at: now });
  });
}

export async function shipRedemption(db: Kysely<Database>, actor: PointsActor, body: ShipRedemptionBody, now: Date = new Date()): Promise<void> {
  const carrier = body.carrier.trim();
  const trackingNo = body.trackingNo.trim();
  await move(db, body.id, 'ship', actor, now, async (trx, order) => {
    await notifyMember(trx, {
      memberId: order.memberId, kind: 'points', title: POINTS_MSG.messageTitleShipped, body: POINTS_MSG.messageBodyShipped(order.goodsName ?? '', carrier, trackingNo),
      link: '/pointRedemptionRecord', eventKey: `points-redemption:${order.id}:ship`,
    });
    return { set: { carrier, trackingNo, shippedAt: now }, note: `${carrier} ${trackingNo}` };
  });
}

export async function completeRedemption(db: Kysely<Database>, actor: PointsActor, body: RedemptionIdBody, now: Date = new Date()): Promise<void> {
  await move(db, body.id, 'complete', actor, now, async () => ({ set: { completedAt: now }, note: null }));
}

/** Cancels an unshipped redemption: the stock goes back and the points are posted back to the member. */
export async function cancelRedemption(db: Kysely<Database>, actor: PointsActor, body: CancelRedemptionBody, rules: PointsSettings, now: Date = new Date()): Promise<void> {
  const reason = body.reason.trim();
  await move(db, body.id, 'cancel', actor, now, async (trx, order) => {
    await returnStock(trx, order.pointsGoodsId, order.qty);
    const balance = await lockPoints(trx, order.memberId);
    await post(trx, balance, {
      memberId: order.memberId, sourceType: 'redeemCancel', sourceId: String(order.id), change: order.points, note: POINTS_MSG.noteRedeemCancel(order.orderNo ?? String(order.id)), at: now,
    }, rules.expiryYears);
    await notifyMember(trx, {
      memberId: order.memberId, kind: 'points', title: POINTS_MSG.messageTitleCancelled, body: POINTS_MSG.messageBodyCancelled(order.goodsName ?? '', order.points, reason),
      link: '/pointRedemptionRecord', eventKey: `points-redemption:${order.id}:cancel`,
    });
    return { set: { cancelReason: reason, cancelledAt: now }, note: reason };
  });
}

