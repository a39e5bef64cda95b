// Cancelling an order, by its buyer (transition cancel) or by the payment-timeout sweeper
// (expire): the status moves through moveOrder (which logs it and gives the reserved stock back)
// and every payment still waiting (a gateway page not paid, a receipt not reviewed) is marked
// failed, in the caller's transaction.
import { sql, type Transaction } from 'kysely';
import { PAYMENT_STATUS } from '../../../domain/orders/order-rules.ts';
import type { Database } from '../../db/schema.ts';
import { ORDER_MSG } from './messages.ts';
import { moveOrder } from './order-transitions.ts';

export interface CancelOptions {
  actor: string;
  reason: string;
  /** cancel: the buyer; expire: the payment deadline passed. */
  transition: 'cancel' | 'expire';
}

export async function cancelOrderIn(trx: Transaction<Database>, orderId: number, opts: CancelOptions): Promise<void> {
  await moveOrder(trx, orderId, opts.transition, { actor: opts.actor, note: opts.reason, set: { cancelReason: opts.reason } });
  await trx
    .updateTable('orderPayment')
    .set({ status: PAYMENT_STATUS.failed, note: sql`coalesce(note, ${ORDER_MSG.paymentOrderCancelled})` })
    .where('orderId', '=', orderId)
    .where('status', '=', PAYMENT_STATUS.pending)
    .execute();
}
