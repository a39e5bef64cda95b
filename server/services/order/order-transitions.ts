// The one way an order changes status: checked against domain/order-status.ts, stamped with the
// moment of the change, logged in order_status_log, and (for a cancellation) its reserved stock
// given back, all inside the caller's transaction. The row is locked first, so two actors
// (a buyer cancelling, a gateway notifying, the timeout sweeper) take turns and the loser sees
// the new status and is refused.
import { sql, type Transaction } from 'kysely';
import { ORDER_CODE } from '../../../domain/order-rules.ts';
import { canMove, ORDER_STATUS, ORDER_STATUS_TEXT, type OrderStatus } from '../../../domain/order-status.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { releaseStock } from './stock-reservation.ts';

export interface MoveOptions {
  /** Who: member:<id>, staff:<id>, gateway:<provider>, system:timeout, cli. */
  actor: string;
  note?: string | null;
  /** Only move when the order is in one of these (else 409 with the current status). */
  from?: readonly OrderStatus[];
  /** Extra columns to set with the move (carrier, trackingNo, cancelReason, paidFen…). */
  set?: Partial<Record<'carrier' | 'trackingNo' | 'cancelReason' | 'paidFen' | 'payDeadline' | 'payDueAt', unknown>>;
}

const STAMP: Partial<Record<OrderStatus, 'confirmedAt' | 'shippedAt' | 'completedAt' | 'cancelledAt'>> = {
  [ORDER_STATUS.awaitingShipment]: 'confirmedAt',
  [ORDER_STATUS.shipped]: 'shippedAt',
  [ORDER_STATUS.completed]: 'completedAt',
  [ORDER_STATUS.cancelled]: 'cancelledAt',
};

/** Locks the order row; null when it does not exist. */
export async function lockOrder(trx: Transaction<Database>, orderId: number) {
  return (await trx.selectFrom('saleOrder').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst()) ?? null;
}

/** Moves a locked order to `to`; returns the status it came from. */
export async function moveOrder(trx: Transaction<Database>, orderId: number, to: OrderStatus, opts: MoveOptions): Promise<OrderStatus> {
  const order = await lockOrder(trx, orderId);
  if (!order) throw new AppError(404, '订单不存在');
  const from = order.status as OrderStatus;
  if ((opts.from && !opts.from.includes(from)) || !canMove(from, to)) {
    throw new AppError(409, `订单当前状态为「${ORDER_STATUS_TEXT[from]}」，不能${verb(to)}`, ORDER_CODE.orderStatus, { status: from });
  }
  const stamp = STAMP[to];
  await trx
    .updateTable('saleOrder')
    .set({ ...(opts.set as object), status: to, updatedAt: sql`now()`, ...(stamp ? { [stamp]: sql`now()` } : {}) })
    .where('id', '=', orderId)
    .execute();
  await trx.insertInto('orderStatusLog').values({ orderId, fromStatus: from, toStatus: to, actor: opts.actor, note: opts.note ?? null }).execute();
  if (to === ORDER_STATUS.cancelled) await releaseOrderStock(trx, orderId);
  return from;
}

/** Gives back every unit the order still holds (idempotent: released rows are marked). */
export async function releaseOrderStock(trx: Transaction<Database>, orderId: number): Promise<void> {
  const held = await trx
    .updateTable('orderAllocation')
    .set({ released: true })
    .where('orderId', '=', orderId)
    .where('released', '=', false)
    .returning(['goodsId', 'warehouseId', 'qty'])
    .execute();
  held.sort((a, b) => a.goodsId - b.goodsId || a.warehouseId - b.warehouseId);
  await releaseStock(trx, held);
}

function verb(to: OrderStatus): string {
  switch (to) {
    case ORDER_STATUS.awaitingConfirmation:
      return '提交付款凭证';
    case ORDER_STATUS.awaitingShipment:
      return '确认收款';
    case ORDER_STATUS.shipped:
      return '发货';
    case ORDER_STATUS.completed:
      return '完成';
    case ORDER_STATUS.cancelled:
      return '取消';
    default:
      return '执行此操作';
  }
}
