// The order sweeper. The payment timeout: orders still 待付款 after their pay_deadline are
// cancelled (actor system:timeout) and their stock released. The automatic confirmation (issue
// 34): orders 已发货 for ORDER_AUTO_CONFIRM_DAYS are completed (actor system:autoConfirm) through
// the one completion, completeOrderIn. Each order is its own transaction; the row is locked and
// re-checked first, so an order moved in the meantime (paid, confirmed by its buyer, completed by
// another process's sweep) is left alone and each order is moved exactly once across processes.
// The plugin runs both every config.orders.sweepSeconds (0 = off); tests and the CLI call
// expireOverdueOrders and autoConfirmShippedOrders directly.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import type { Database } from '../../db/schema.ts';
import { cancelOrderIn } from './order-cancel.ts';
import { ORDER_MSG } from './messages.ts';
import { completeOrderIn, lockOrder } from './order-transitions.ts';
import { schedulePeriodic } from '../../jobs/periodic-job.ts';

export const TIMEOUT_ACTOR = 'system:timeout';
export const TIMEOUT_REASON = ORDER_MSG.timeoutReason;
export const AUTO_CONFIRM_ACTOR = 'system:autoConfirm';
const DAY_MS = 86_400_000;
const BATCH = 200;

/** Cancels every unpaid order past its deadline at `now`; returns the cancelled order numbers. */
export async function expireOverdueOrders(db: Kysely<Database>, now: Date = new Date()): Promise<string[]> {
  const cancelled: string[] = [];
  let afterId = 0;
  for (;;) {
    const due = await db
      .selectFrom('saleOrder')
      .select('id')
      .where('status', '=', ORDER_STATUS.awaitingPayment)
      .where('payDeadline', '<', now)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const { id } of due) {
      const orderNo = await db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, id);
        // Moved (paid, receipt uploaded, cancelled) or given a new deadline since the scan.
        if (!order || order.status !== ORDER_STATUS.awaitingPayment || !order.payDeadline || order.payDeadline >= now) return null;
        await cancelOrderIn(trx, id, { actor: TIMEOUT_ACTOR, reason: TIMEOUT_REASON, transition: 'expire' });
        return order.orderNo;
      });
      if (orderNo) cancelled.push(orderNo);
    }
    if (due.length < BATCH) return cancelled;
    afterId = due[due.length - 1]!.id;
  }
}

/** Completes every order shipped at least `days` days before `now`; returns the completed order numbers. */
export async function autoConfirmShippedOrders(db: Kysely<Database>, days: number, now: Date = new Date()): Promise<string[]> {
  const before = new Date(now.getTime() - days * DAY_MS);
  const completed: string[] = [];
  let afterId = 0;
  for (;;) {
    const due = await db
      .selectFrom('saleOrder')
      .select('id')
      .where('status', '=', ORDER_STATUS.shipped)
      .where('shippedAt', '<=', before)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const { id } of due) {
      const orderNo = await db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, id);
        // Confirmed by its buyer, completed by staff or by another process's sweep since the scan.
        if (!order || order.status !== ORDER_STATUS.shipped || !order.shippedAt || order.shippedAt > before) return null;
        await completeOrderIn(trx, id, { actor: AUTO_CONFIRM_ACTOR, note: ORDER_MSG.autoConfirmNote(days) });
        return order.orderNo;
      });
      if (orderNo) completed.push(orderNo);
    }
    if (due.length < BATCH) return completed;
    afterId = due[due.length - 1]!.id;
  }
}

/** Starts the periodic sweep (unref'd, never overlapping) and stops it when the app closes. */
export function startOrderSweeper(app: FastifyInstance): void {
  const seconds = app.config.orders.sweepSeconds;
  if (!(seconds > 0)) return;
  schedulePeriodic(app, {
    name: 'order sweep (payment timeout, auto confirm)',
    everyMs: seconds * 1000,
    run: async () => {
      const nos = await expireOverdueOrders(app.db);
      if (nos.length > 0) app.log.info({ orders: nos }, `payment timeout: cancelled ${nos.length} order(s)`);
      const done = await autoConfirmShippedOrders(app.db, app.config.orders.autoConfirmDays);
      if (done.length > 0) app.log.info({ orders: done }, `auto confirm: completed ${done.length} order(s)`);
    },
  });
}
