// The queries of the money going back (refund_payment, one row per request): the row lock, the
// lookups of a provider's notification, the write of a payment and its settlement. Writes run
// inside the caller's transaction.
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, RefundPaymentTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The request's payment locked FOR UPDATE, or null. */
export async function lockRefundPayment(trx: Transaction<Database>, refundId: number) {
  return (await trx.selectFrom('refundPayment').selectAll().where('refundId', '=', refundId).forUpdate().executeTakeFirst()) ?? null;
}

export type RefundPaymentRow = NonNullable<Awaited<ReturnType<typeof lockRefundPayment>>>;

/** The request and provider of a payment (no lock: read to lock the order first), or undefined. */
export async function refundPaymentHead(db: Db, id: number) {
  return db.selectFrom('refundPayment').select(['refundId', 'provider']).where('id', '=', id).executeTakeFirst();
}

/** The payment already settled with this provider reference, or undefined. */
export async function refundPaymentByProviderRef(db: Db, providerRef: string) {
  return db.selectFrom('refundPayment').select('id').where('providerRef', '=', providerRef).executeTakeFirst();
}

export async function insertRefundPayment(trx: Transaction<Database>, values: Insertable<RefundPaymentTable>): Promise<RefundPaymentRow> {
  return trx.insertInto('refundPayment').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Marks the payment done now (with the provider's reference for a refund to the original payment). */
export async function settleRefundPayment(trx: Transaction<Database>, id: number, status: number, providerRef?: string | null): Promise<void> {
  await trx
    .updateTable('refundPayment')
    .set({ status, settledAt: sql`now()`, ...(providerRef !== undefined ? { providerRef } : {}) })
    .where('id', '=', id)
    .execute();
}
