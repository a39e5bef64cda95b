// The single hook point for what else an order's refund must undo. Called by settleRefund inside
// the transaction that marks the money back, after the order's refunded total is written. Points
// earned by the order and distributor commission do not exist yet (issues of points and
// distribution): when they do, their modules reverse their ledgers here, through their public.ts,
// proportionally to `amountFen` of the order's `paidFen`, so the reversal commits or rolls back
// with the refund itself. Nothing is written here today.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface RefundSettled {
  orderId: number;
  refundId: number;
  memberId: number;
  /** Money (or credit owed) given back by this request, fen. */
  amountFen: number;
}

export async function reverseOrderRewards(_trx: Transaction<Database>, _settled: RefundSettled): Promise<void> {
  // No points or commission ledger exists yet; see docs/api/after-sales.md "Points and commission".
}
