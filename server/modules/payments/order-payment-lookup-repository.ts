// Lookups of order payments other modules need (through public.ts): the successful online payment
// a refund goes back to (after-sales), and the order a payment belongs to (the staff audit's
// snapshot of a payment, through orders' paymentHead). Read-only.
import type { Kysely, Transaction } from 'kysely';
import { PAYMENT_PURPOSE, PAYMENT_STATUS } from '../../../domain/orders/order-rules.ts';
import type { Database } from '../../db/schema.ts';
import { paymentHead } from '../orders/public.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The order's latest successful online payment through `provider` (id and the provider's reference), or null. */
export async function originalOnlinePayment(db: Db, orderId: number, provider: string) {
  // reads order_payment of orders: the order's latest succeeded online payment, one query in the refund's transaction (orders' public.ts has no such read)
  return (
    (await db
      .selectFrom('orderPayment')
      .select(['id', 'providerRef'])
      .where('orderId', '=', orderId)
      .where('provider', '=', provider)
      .where('purpose', '=', PAYMENT_PURPOSE.order)
      .where('status', '=', PAYMENT_STATUS.succeeded)
      .where('providerRef', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirst()) ?? null
  );
}

/** The order a payment belongs to, or null when there is no such payment. */
export async function orderIdOfPayment(db: Db, paymentId: number): Promise<number | null> {
  const payment = await paymentHead(db, paymentId);
  return payment ? Number(payment.orderId) : null;
}
