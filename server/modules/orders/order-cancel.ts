// Cancelling an order, by its buyer (transition cancel) or by the payment-timeout sweeper
// (expire): the status moves through moveOrder (which logs it and gives the reserved stock back)
// and every payment still waiting (a gateway page not paid, a receipt not reviewed) is marked
// failed, in the caller's transaction.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ORDER_MSG } from './messages.ts';
import { failWaitingPayments } from './order-payment-repository.ts';
import { moveOrder } from './order-transitions.ts';

export interface CancelOptions {
  actor: string;
  reason: string;
  /** cancel: the buyer; expire: the payment deadline passed; rejectApproval / expireApproval: issue 38. */
  transition: 'cancel' | 'expire' | 'rejectApproval' | 'expireApproval';
}

export async function cancelOrderIn(trx: Transaction<Database>, orderId: number, opts: CancelOptions): Promise<void> {
  await moveOrder(trx, orderId, opts.transition, { actor: opts.actor, note: opts.reason, set: { cancelReason: opts.reason } });
  await failWaitingPayments(trx, orderId, ORDER_MSG.paymentOrderCancelled);
}
