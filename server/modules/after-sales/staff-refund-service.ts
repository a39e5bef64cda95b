// The back office's after-sales steps, shared by the staff API (staff-refund-routes.ts) and
// `npm run after-sales` (scripts/after-sales.ts): list, approve or reject, mark a return received
// (received and damaged quantities; units in good condition go back to stock) or refuse it. The
// refund itself is refund-money.ts (payRefund). Each step is one transaction: the order, then the
// request, locked; the move through moveRefund writes the trace and the member's message.
import type { Kysely } from 'kysely';
import { REFUSE_REASON_MAX } from '../../../domain/after-sales/refund-rules.ts';
import { REFUND_TYPE, type RefundStatus } from '../../../domain/after-sales/refund-status.ts';
import type { ReceiveRefundBody, ReviewRefundBody, StaffRefundQuery } from '../../../domain/after-sales/refund-payloads.ts';
import type { StaffRefundRow } from '../../../domain/after-sales/refund-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { releaseOrderUnits } from '../orders/public.ts';
import type { StaffActor } from '../../../domain/staff/staff-actor.ts';
import { AS_MSG, AS_NOTICE } from './messages.ts';
import { lockOrderAndRefund } from './refund-money.ts';
import { moveRefund } from './refund-moves.ts';
import { listRefunds } from './refund-read.ts';
import { refundLinesWithGoods, setLineReceived, setRefundAmount } from './refund-repository.ts';

export async function listStaffRefunds(db: Kysely<Database>, q: StaffRefundQuery): Promise<Page<StaffRefundRow>> {
  const statuses: RefundStatus[] = q.status === undefined || q.status === null ? [] : [q.status];
  return listRefunds(db, { statuses, refundType: q.refundType, keyword: q.keyword, current: q.current, size: q.size });
}

/** 申请中 -> 已同意, or -> 已拒绝 with a reason. */
export async function reviewRefund(db: Kysely<Database>, who: StaffActor, body: ReviewRefundBody): Promise<void> {
  const reason = body.reason?.trim() ?? '';
  if (!body.approve && !reason) throw badRequest(AS_MSG.refuseReasonRequired);
  if (reason.length > REFUSE_REASON_MAX) throw badRequest(AS_MSG.reasonTooLong);
  await db.transaction().execute(async (trx) => {
    const { refund } = await lockOrderAndRefund(trx, body.id);
    const isReturn = refund.refundType === REFUND_TYPE.returnAndRefund;
    if (body.approve) {
      await moveRefund(trx, refund, 'approve', {
        actor: who.actor,
        note: isReturn ? AS_MSG.trace.approvedReturn : AS_MSG.trace.approved,
        notice: isReturn ? AS_NOTICE.approvedReturn : AS_NOTICE.approved,
      });
    } else {
      await moveRefund(trx, refund, 'reject', { actor: who.actor, note: AS_MSG.trace.rejected(reason), set: { refuseReason: reason }, notice: AS_NOTICE.rejected(reason) });
    }
  });
}

/**
 * 已寄回 -> 已收货 with the quantities of each line (every line of the request, once), or -> 拒收
 * with a reason. Received units in good condition go back to stock; the refund follows the units
 * received (a line received short is refunded for what came back, in proportion).
 */
export async function receiveRefund(db: Kysely<Database>, who: StaffActor, body: ReceiveRefundBody): Promise<void> {
  const reason = body.reason?.trim() ?? '';
  if (!body.accept && !reason) throw badRequest(AS_MSG.refuseReturnReasonRequired);
  if (reason.length > REFUSE_REASON_MAX) throw badRequest(AS_MSG.reasonTooLong);
  await db.transaction().execute(async (trx) => {
    const { order, refund } = await lockOrderAndRefund(trx, body.id);
    if (!body.accept) {
      await moveRefund(trx, refund, 'refuseReturn', { actor: who.actor, note: AS_MSG.trace.returnRefused(reason), set: { refuseReason: reason }, notice: AS_NOTICE.returnRefused(reason) });
      return;
    }
    const lines = await refundLinesWithGoods(trx, refund.id);
    const given = body.lines ?? [];
    if (given.length !== lines.length || new Set(given.map((g) => g.orderLineId)).size !== given.length) throw badRequest(AS_MSG.receivedLinesRequired);
    const plan = lines.map((l) => {
      const g = given.find((x) => x.orderLineId === l.orderLineId);
      if (!g) throw badRequest(AS_MSG.receivedLinesRequired);
      if (g.receivedNum > l.num) throw badRequest(AS_MSG.receivedTooMany(l.name, l.num));
      if (g.damagedNum > g.receivedNum) throw badRequest(AS_MSG.damagedTooMany(l.name));
      const amountFen = g.receivedNum === l.num ? Number(l.amountFen) : Math.floor((Number(l.amountFen) * g.receivedNum) / l.num);
      return { ...l, received: g.receivedNum, damaged: g.damagedNum, amountFen };
    });
    const received = plan.reduce((s, p) => s + p.received, 0);
    if (received === 0) throw badRequest(AS_MSG.nothingReceived);
    const damaged = plan.reduce((s, p) => s + p.damaged, 0);
    // The move first: a request not waiting for its goods is refused before anything is written.
    await moveRefund(trx, refund, 'receive', {
      actor: who.actor,
      note: AS_MSG.trace.received(received, damaged),
      set: { receivedAt: true },
      notice: AS_NOTICE.received(received, damaged),
    });
    for (const p of plan) {
      await setLineReceived(trx, refund.id, p.orderLineId, { receivedNum: p.received, damagedNum: p.damaged, amountFen: p.amountFen });
      const good = p.received - p.damaged;
      if (good > 0 && order.status !== ORDER_STATUS.cancelled) await releaseOrderUnits(trx, order.id, p.goodsId, good);
    }
    const amountFen = plan.reduce((s, p) => s + p.amountFen, 0) + Number(refund.freightFen);
    await setRefundAmount(trx, refund.id, amountFen);
  });
}
