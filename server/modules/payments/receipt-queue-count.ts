// The goods orders' bank-transfer receipts waiting for staff (the 收款确认 queue's count on the
// staff dashboard, issue 22 item 5): an order's payment receipt or a credit repayment's, status
// 待确认. One indexed count (migration 0026: order_payment_waiting_receipt_idx).
import type { Kysely } from 'kysely';
import { BANK_TRANSFER, PAYMENT_STATUS } from '../../../domain/orders/order-rules.ts';
import type { Database } from '../../db/schema.ts';

export async function goodsReceiptsWaiting(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('orderPayment')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('provider', '=', BANK_TRANSFER)
    .where('status', '=', PAYMENT_STATUS.pending)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
