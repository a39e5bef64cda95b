// The single hook point for what else an order's refund must undo. Called by settleRefund inside
// the transaction that marks the money back, after the order's refunded total is written. Points
// earned by the order are reversed here through the points module's public.ts (their share of
// `amountFen` of the order's `paidFen`, only when they were already posted; points not yet posted
// are computed from the money kept), so the reversal commits or rolls back with the refund itself.
// A distributor's commission already settled on the refunded lines is clawed back here too
// (distribution module's public.ts: a negative row per line, once per refund).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { clawbackForRefund } from '../distribution/public.ts';
import { reversePointsForRefund } from '../points/public.ts';

export interface RefundSettled {
  orderId: number;
  refundId: number;
  memberId: number;
  /** Money (or credit owed) given back by this request, fen. */
  amountFen: number;
}

export async function reverseOrderRewards(trx: Transaction<Database>, settled: RefundSettled): Promise<void> {
  await reversePointsForRefund(trx, settled);
  await clawbackForRefund(trx, { refundId: settled.refundId, orderId: settled.orderId });
}
