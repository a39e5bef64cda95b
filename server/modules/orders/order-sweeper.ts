// The payment timeout: orders still 待付款 after their pay_deadline are cancelled (actor
// system:timeout) and their stock released. Each order is its own transaction; the row is locked
// and re-checked first, so an order paid, given a receipt or re-opened with a fresh deadline in
// the meantime is left alone. The plugin runs this every config.orders.sweepSeconds (0 = off);
// tests and the CLI call expireOverdueOrders directly.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import type { Database } from '../../db/schema.ts';
import { cancelOrderIn } from './order-cancel.ts';
import { ORDER_MSG } from './messages.ts';
import { lockOrder } from './order-transitions.ts';
import { schedulePeriodic } from '../../jobs/periodic-job.ts';

export const TIMEOUT_ACTOR = 'system:timeout';
export const TIMEOUT_REASON = ORDER_MSG.timeoutReason;
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

/** Starts the periodic sweep (unref'd, never overlapping) and stops it when the app closes. */
export function startOrderSweeper(app: FastifyInstance): void {
  const seconds = app.config.orders.sweepSeconds;
  if (!(seconds > 0)) return;
  schedulePeriodic(app, {
    name: 'payment timeout sweep',
    everyMs: seconds * 1000,
    run: async () => {
      const nos = await expireOverdueOrders(app.db);
      if (nos.length > 0) app.log.info({ orders: nos }, `payment timeout: cancelled ${nos.length} order(s)`);
    },
  });
}
