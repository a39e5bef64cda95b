// The order sweeper. The approval hold (issue 38): orders 待审批 past approval_hold_until are
// cancelled (actor system:approvalTimeout) and their stock released. The payment timeout: orders still 待付款 after their pay_deadline are
// cancelled (actor system:timeout) and their stock released. The automatic confirmation (issue
// 34): orders 已发货 for ORDER_AUTO_CONFIRM_DAYS are completed (actor system:autoConfirm) through
// the one completion, completeOrderIn. Each order is its own transaction; the row is locked and
// re-checked first, so an order moved in the meantime (paid, confirmed by its buyer, completed by
// another process's sweep) is left alone and each order is moved exactly once across processes.
// The plugin runs both every config.orders.sweepSeconds (0 = off); tests and the CLI call
// expireOverdueOrders and autoConfirmShippedOrders directly.
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { ORDER_STATUS, type OrderStatus } from '../../../domain/orders/order-status.ts';
import type { Database } from '../../db/schema.ts';
import { cancelOrderIn } from './order-cancel.ts';
import { ORDER_MSG } from './messages.ts';
import { completeOrderIn, lockOrder } from './order-transitions.ts';
import { dueOrderIds } from './sale-order-repository.ts';
import { schedulePeriodic } from '../../jobs/periodic-job.ts';

export const TIMEOUT_ACTOR = 'system:timeout';
export const TIMEOUT_REASON = ORDER_MSG.timeoutReason;
export const AUTO_CONFIRM_ACTOR = 'system:autoConfirm';
export const APPROVAL_TIMEOUT_ACTOR = 'system:approvalTimeout';
const DAY_MS = 86_400_000;
const BATCH = 200;

type Locked = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/**
 * Walks the orders of `status` that `due` selects (past the pay deadline, or shipped by a moment),
 * by id in batches of BATCH; each one is locked
 * and handed to `act` in its own transaction only while `stillDue` holds for the locked row (it may
 * have moved since the scan, in this process or another). Returns the order numbers acted on.
 */
async function sweepOrders(
  db: Kysely<Database>,
  status: OrderStatus,
  due: Parameters<typeof dueOrderIds>[4],
  stillDue: (order: Locked) => boolean,
  act: (trx: Transaction<Database>, id: number) => Promise<unknown>,
): Promise<string[]> {
  const done: string[] = [];
  let afterId = 0;
  for (;;) {
    const rows = await dueOrderIds(db, status, afterId, BATCH, due);
    for (const { id } of rows) {
      const orderNo = await db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, id);
        if (!order || order.status !== status || !stillDue(order)) return null;
        await act(trx, id);
        return order.orderNo;
      });
      if (orderNo) done.push(orderNo);
    }
    if (rows.length < BATCH) return done;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** Cancels every unpaid order past its deadline at `now`; returns the cancelled order numbers. */
export function expireOverdueOrders(db: Kysely<Database>, now: Date = new Date()): Promise<string[]> {
  return sweepOrders(
    db,
    ORDER_STATUS.awaitingPayment,
    { payDeadlineBefore: now },
    // Moved (paid, receipt uploaded, cancelled) or given a new deadline since the scan.
    (order) => !!order.payDeadline && order.payDeadline < now,
    (trx, id) => cancelOrderIn(trx, id, { actor: TIMEOUT_ACTOR, reason: TIMEOUT_REASON, transition: 'expire' }),
  );
}

/**
 * Cancels every 待审批 order whose stock hold ran out at `now` (issue 38; actor
 * system:approvalTimeout), giving its stock back; returns the cancelled order numbers.
 */
export function expireApprovalHolds(db: Kysely<Database>, now: Date = new Date()): Promise<string[]> {
  return sweepOrders(
    db,
    ORDER_STATUS.awaitingApproval,
    { approvalHoldBefore: now },
    // Decided, withdrawn or expired by another process since the scan.
    (order) => !!order.approvalHoldUntil && order.approvalHoldUntil < now,
    (trx, id) => cancelOrderIn(trx, id, { actor: APPROVAL_TIMEOUT_ACTOR, reason: ORDER_MSG.approvalTimeoutReason, transition: 'expireApproval' }),
  );
}

/** Completes every order shipped at least `days` days before `now`; returns the completed order numbers. */
export function autoConfirmShippedOrders(db: Kysely<Database>, days: number, now: Date = new Date()): Promise<string[]> {
  const before = new Date(now.getTime() - days * DAY_MS);
  return sweepOrders(
    db,
    ORDER_STATUS.shipped,
    { shippedAtOrBefore: before },
    // Confirmed by its buyer, completed by staff or by another process's sweep since the scan.
    (order) => !!order.shippedAt && order.shippedAt <= before,
    (trx, id) => completeOrderIn(trx, id, { actor: AUTO_CONFIRM_ACTOR, note: ORDER_MSG.autoConfirmNote(days) }),
  );
}

/** Starts the periodic sweep (unref'd, never overlapping) and stops it when the app closes. */
export function startOrderSweeper(app: FastifyInstance): void {
  const seconds = app.config.orders.sweepSeconds;
  if (!(seconds > 0)) return;
  schedulePeriodic(app, {
    name: 'order sweep (payment timeout, approval hold, auto confirm)',
    everyMs: seconds * 1000,
    run: async () => {
      const nos = await expireOverdueOrders(app.db);
      if (nos.length > 0) app.log.info({ orders: nos }, `payment timeout: cancelled ${nos.length} order(s)`);
      const lapsed = await expireApprovalHolds(app.db);
      if (lapsed.length > 0) app.log.info({ orders: lapsed }, `approval hold: cancelled ${lapsed.length} order(s)`);
      const done = await autoConfirmShippedOrders(app.db, app.config.orders.autoConfirmDays);
      if (done.length > 0) app.log.info({ orders: done }, `auto confirm: completed ${done.length} order(s)`);
    },
  });
}
