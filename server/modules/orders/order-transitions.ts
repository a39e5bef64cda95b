// The one way an order changes status: a named transition of domain/orders/order-status.ts
// (ORDER_TRANSITIONS), stamped with the moment of the change, logged in order_status_log, and (for
// a cancellation) its reserved stock given back, all inside the caller's transaction. The row is
// locked first, so two actors (a buyer cancelling, a gateway notifying, the timeout sweeper) take
// turns and the loser sees the new status and is refused. The member's message of the event
// (order-notices.ts) is written in the same transaction. recordPaid is the one way money
// received is written on an order.
import type { Transaction } from 'kysely';
import type { ApprovalStatus } from '../../../domain/approvals/approval-rules.ts';
import { ORDER_CODE } from '../../../domain/orders/order-rules.ts';
import { nextStatus, ORDER_STATUS, ORDER_STATUS_TEXT, ORDER_TRANSITION_TEXT, type OrderStatus, type OrderTransition } from '../../../domain/orders/order-status.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { ORDER_MSG } from './messages.ts';
import { notifyOrderMoved } from './order-notices.ts';
import { recordOrderMoveEvent } from './order-webhooks.ts';
import { releaseAllAllocations } from './order-allocation-repository.ts';
import { addOrderRefunded, insertStatusLog, lockOrderRow, setOrderPaid, setOrderStatus, type StatusSet } from './sale-order-repository.ts';
import { releaseStock } from './stock-reservation.ts';

export interface MoveOptions {
  /** Who: member:<id>, staff:<id>, gateway:<provider>, system:timeout, cli. */
  actor: string;
  note?: string | null;
  /** Extra columns to set with the move (carrier, trackingNo, cancelReason, paidFen…). */
  set?: StatusSet;
}

const STAMP: Partial<Record<OrderStatus, 'confirmedAt' | 'shippedAt' | 'completedAt' | 'cancelledAt'>> = {
  [ORDER_STATUS.awaitingShipment]: 'confirmedAt',
  [ORDER_STATUS.shipped]: 'shippedAt',
  [ORDER_STATUS.completed]: 'completedAt',
  [ORDER_STATUS.cancelled]: 'cancelledAt',
};

/** What the approval of a 待审批 order becomes on each way out of it. */
const APPROVAL_AFTER: Partial<Record<OrderTransition, ApprovalStatus>> = {
  approve: 'approved',
  approveOnCredit: 'approved',
  rejectApproval: 'rejected',
  expireApproval: 'expired',
  cancel: 'withdrawn',
};

/** 409 with ORDER_CODE.orderStatus: the order's status does not allow `action`. */
export function statusRefusal(status: OrderStatus, action: string): AppError {
  return new AppError(409, ORDER_MSG.statusRefusal(ORDER_STATUS_TEXT[status], action), ORDER_CODE.orderStatus, { status });
}

/** Locks the order row; null when it does not exist. */
export async function lockOrder(trx: Transaction<Database>, orderId: number) {
  return lockOrderRow(trx, orderId);
}

/** Applies `transition` to the locked order; returns the status it came from (409 when not allowed). */
export async function moveOrder(trx: Transaction<Database>, orderId: number, transition: OrderTransition, opts: MoveOptions): Promise<OrderStatus> {
  const order = await lockOrder(trx, orderId);
  if (!order) throw notFound(ORDER_MSG.orderNotFound);
  const from = order.status as OrderStatus;
  const to = nextStatus(from, transition);
  if (to === null) throw statusRefusal(from, ORDER_TRANSITION_TEXT[transition]);
  const stamp = STAMP[to];
  // Issue 38: leaving 待审批 settles the approval (approved, rejected, expired, or withdrawn by the buyer).
  const approvalStatus = from === ORDER_STATUS.awaitingApproval ? APPROVAL_AFTER[transition] : undefined;
  await setOrderStatus(trx, orderId, to, approvalStatus ? { ...opts.set, approvalStatus, approvalLevel: null } : opts.set, stamp);
  const logId = await insertStatusLog(trx, { orderId, fromStatus: from, toStatus: to, actor: opts.actor, note: opts.note ?? null });
  if (to === ORDER_STATUS.cancelled) await releaseOrderStock(trx, orderId);
  await notifyOrderMoved(trx, order, transition, { ...opts.set, note: opts.note ?? null, logId, actor: opts.actor });
  // Issue 40: the company's webhook event of the move (approved, shipped, completed), in the same transaction.
  await recordOrderMoveEvent(trx, order, transition, to, opts.set);
  return from;
}

/**
 * 已发货 -> 已完成: the one completion of an order (issue 34), whoever does it: the member's 确认收货
 * (member:<id>), staff or the CLI (staff:<id>, cli), the automatic confirmation (system:autoConfirm).
 * It stamps completed_at, which everything waiting on completion reads: the after-sales window,
 * the release of order points, the settlement of distributor commission. The member is told who
 * completed it (order-notices.ts). 409 from any other status.
 */
export async function completeOrderIn(trx: Transaction<Database>, orderId: number, opts: { actor: string; note?: string | null }): Promise<OrderStatus> {
  return moveOrder(trx, orderId, 'complete', { actor: opts.actor, note: opts.note ?? null });
}

/** Adds a timeline entry to a locked order without moving it (e.g. a receipt uploaded again while 待确认). */
export async function noteOrder(trx: Transaction<Database>, order: { id: number; status: number }, actor: string, note: string): Promise<void> {
  await insertStatusLog(trx, { orderId: order.id, fromStatus: order.status, toStatus: order.status, actor, note });
}

/**
 * Records money received on a locked order: paid_fen and when it arrived (the transaction's
 * `now()` when `paidAt` is null). A payment that settles the order then moves it with moveOrder;
 * a credit repayment changes no status.
 */
export async function recordPaid(trx: Transaction<Database>, orderId: number, paidFen: number, paidAt: Date | null): Promise<void> {
  await setOrderPaid(trx, orderId, paidFen, paidAt);
}

/**
 * Records money going back on a locked order (after-sales): refunded_fen for money returned, or
 * credit_relief_fen for what a credit-terms order no longer owes. Changes no status.
 */
export async function recordRefunded(trx: Transaction<Database>, orderId: number, amountFen: number, how: 'refunded' | 'creditRelief'): Promise<void> {
  await addOrderRefunded(trx, orderId, amountFen, how);
}

/** Gives back every unit the order still holds (idempotent: released rows are marked). */
export async function releaseOrderStock(trx: Transaction<Database>, orderId: number): Promise<void> {
  const held = await releaseAllAllocations(trx, orderId);
  held.sort((a, b) => a.goodsId - b.goodsId || a.warehouseId - b.warehouseId);
  await releaseStock(trx, held);
}
