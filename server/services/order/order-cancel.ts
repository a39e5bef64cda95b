// Cancelling an order, by its buyer or by the payment-timeout sweeper: the status moves through
// moveOrder (which logs it and gives the reserved stock back) and every payment still waiting
// (a gateway page not paid, a receipt not reviewed) is marked failed, in the caller's transaction.
import { sql, type Transaction } from 'kysely';
import { PAYMENT_STATUS } from '../../../domain/order-rules.ts';
import { ORDER_STATUS, type OrderStatus } from '../../../domain/order-status.ts';
import type { Database } from '../../db/schema.ts';
import { moveOrder } from './order-transitions.ts';

export interface CancelOptions {
  actor: string;
  reason: string;
  /** The statuses the order may be cancelled from. */
  from: readonly OrderStatus[];
}

export async function cancelOrderIn(trx: Transaction<Database>, orderId: number, opts: CancelOptions): Promise<void> {
  await moveOrder(trx, orderId, ORDER_STATUS.cancelled, { actor: opts.actor, note: opts.reason, from: opts.from, set: { cancelReason: opts.reason } });
  await trx
    .updateTable('orderPayment')
    .set({ status: PAYMENT_STATUS.failed, note: sql`coalesce(note, ${'订单已取消'})` })
    .where('orderId', '=', orderId)
    .where('status', '=', PAYMENT_STATUS.pending)
    .execute();
}
