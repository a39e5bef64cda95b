// The queries of order_payment, the payments of an order (online pages, transfer receipts, credit
// repayments). The orders module owns the table: it shows the payments in the order's views and
// fails the waiting ones when an order is cancelled; the payments module writes them through
// orders/public.ts (docs/decisions.md, "order_payment belongs to orders"). Writes name their
// columns and run inside the caller's transaction.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { BANK_TRANSFER, PAYMENT_PURPOSE, PAYMENT_STATUS } from '../../../domain/orders/order-rules.ts';
import type { Database, OrderPaymentTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type PaymentRow = Selectable<OrderPaymentTable>;

// --- reads -------------------------------------------------------------------------------------

/** Every payment of an order, oldest first. */
export async function paymentsOfOrder(db: Db, orderId: number): Promise<PaymentRow[]> {
  return db.selectFrom('orderPayment').selectAll().where('orderId', '=', orderId).orderBy('createdAt').orderBy('id').execute();
}

/** The payments still waiting of the given orders, oldest first. */
export async function waitingPaymentsOf(db: Db, orderIds: number[]): Promise<PaymentRow[]> {
  return db
    .selectFrom('orderPayment')
    .selectAll()
    .where('orderId', 'in', orderIds)
    .where('status', '=', PAYMENT_STATUS.pending)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** A payment's order and provider, or undefined. */
export async function paymentHead(db: Db, paymentId: number): Promise<{ orderId: number; provider: string } | undefined> {
  return db.selectFrom('orderPayment').select(['orderId', 'provider']).where('id', '=', paymentId).executeTakeFirst();
}

/** Locks a payment row (after its order: the order every writer of both uses); undefined when missing. */
export async function lockPayment(trx: Transaction<Database>, paymentId: number): Promise<PaymentRow | undefined> {
  return trx.selectFrom('orderPayment').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
}

/** Whether a gateway transaction id is already on some payment. */
export async function providerRefUsed(db: Db, providerRef: string): Promise<boolean> {
  return (await db.selectFrom('orderPayment').select('id').where('providerRef', '=', providerRef).executeTakeFirst()) !== undefined;
}

/** What a sandbox checkout link points at: its payment and that payment's order, or null. */
export async function findLinkPayment(db: Db, paymentId: number) {
  return (
    (await db
      .selectFrom('orderPayment')
      .innerJoin('saleOrder', 'saleOrder.id', 'orderPayment.orderId')
      .select(['orderPayment.amountFen', 'orderPayment.status', 'orderPayment.provider', 'saleOrder.orderNo', 'saleOrder.status as orderStatus'])
      .where('orderPayment.id', '=', paymentId)
      .executeTakeFirst()) ?? null
  );
}

/** The oldest transfer receipt of an order still waiting for review, or undefined. */
export async function oldestWaitingReceiptId(db: Db, orderId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('orderPayment')
    .select('id')
    .where('orderId', '=', orderId)
    .where('provider', '=', BANK_TRANSFER)
    .where('status', '=', PAYMENT_STATUS.pending)
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

/** The files of the order's transfer receipts (order payment) waiting for staff. */
export async function waitingOrderReceipts(db: Db, orderId: number): Promise<{ receiptUrl: string | null }[]> {
  return db
    .selectFrom('orderPayment')
    .select('receiptUrl')
    .where('orderId', '=', orderId)
    .where('provider', '=', BANK_TRANSFER)
    .where('purpose', '=', PAYMENT_PURPOSE.order)
    .where('status', '=', PAYMENT_STATUS.pending)
    .execute();
}

/** A credit order's repayments, newest first. */
export async function creditRepaymentsOf(db: Db, orderId: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('orderPayment')
    .selectAll()
    .where('orderId', '=', orderId)
    .where('purpose', '=', PAYMENT_PURPOSE.creditRepayment)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The sum of a credit order's repayments still waiting for staff. */
export async function waitingRepaymentFen(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('orderPayment')
    .select(sql<number>`coalesce(sum(amount_fen), 0)::bigint`.as('pending'))
    .where('orderId', '=', orderId)
    .where('purpose', '=', PAYMENT_PURPOSE.creditRepayment)
    .where('status', '=', PAYMENT_STATUS.pending)
    .executeTakeFirstOrThrow();
  return Number(row.pending);
}

/** Goods orders' bank-transfer receipts waiting for staff (one indexed count: order_payment_waiting_receipt_idx). */
export async function goodsReceiptsWaiting(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orderPayment')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('provider', '=', BANK_TRANSFER)
    .where('status', '=', PAYMENT_STATUS.pending)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// --- writes ------------------------------------------------------------------------------------

/** Every payment of the order still waiting fails (the order was cancelled); a note already there is kept. */
export async function failWaitingPayments(trx: Transaction<Database>, orderId: number, note: string): Promise<void> {
  await trx
    .updateTable('orderPayment')
    .set({ status: PAYMENT_STATUS.failed, note: sql`coalesce(note, ${note})` })
    .where('orderId', '=', orderId)
    .where('status', '=', PAYMENT_STATUS.pending)
    .execute();
}

/** The order's payments of one provider still waiting fail with `note` (a newer gateway page supersedes them). */
export async function failWaitingOfProvider(trx: Transaction<Database>, orderId: number, provider: string, note: string): Promise<void> {
  await trx
    .updateTable('orderPayment')
    .set({ status: PAYMENT_STATUS.failed, note })
    .where('orderId', '=', orderId)
    .where('provider', '=', provider)
    .where('status', '=', PAYMENT_STATUS.pending)
    .execute();
}

/** The order's transfer receipts (order payment) still waiting fail with `note` and lose their file (a newer receipt replaces them). */
export async function failWaitingOrderReceipts(trx: Transaction<Database>, orderId: number, note: string): Promise<void> {
  await trx
    .updateTable('orderPayment')
    .set({ status: PAYMENT_STATUS.failed, note, receiptUrl: null })
    .where('orderId', '=', orderId)
    .where('provider', '=', BANK_TRANSFER)
    .where('purpose', '=', PAYMENT_PURPOSE.order)
    .where('status', '=', PAYMENT_STATUS.pending)
    .execute();
}

/** A pending gateway payment of an order's amount; returns its id. */
export async function insertOnlinePayment(trx: Transaction<Database>, p: { orderId: number; provider: string; amountFen: number }): Promise<number> {
  const row = await trx
    .insertInto('orderPayment')
    .values({ orderId: p.orderId, provider: p.provider, amountFen: p.amountFen, purpose: PAYMENT_PURPOSE.order, status: PAYMENT_STATUS.pending })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A pending bank-transfer receipt: an order payment (with what the member stated) or a credit repayment. */
export async function insertReceiptPayment(
  trx: Transaction<Database>,
  p: { orderId: number; purpose: number; amountFen: number; receiptUrl: string; receiptType: string; statedAmountFen?: number; payerName?: string },
): Promise<void> {
  await trx
    .insertInto('orderPayment')
    .values({
      orderId: p.orderId, provider: BANK_TRANSFER, purpose: p.purpose, amountFen: p.amountFen,
      status: PAYMENT_STATUS.pending, receiptUrl: p.receiptUrl, receiptType: p.receiptType,
      ...(p.statedAmountFen !== undefined ? { statedAmountFen: p.statedAmountFen } : {}),
      ...(p.payerName !== undefined ? { payerName: p.payerName } : {}),
    })
    .execute();
}

/** The gateway's failure of a payment: failed, with its transaction id and when the notification came (`now()`). */
export async function markGatewayFailed(trx: Transaction<Database>, paymentId: number, providerRef: string, note: string): Promise<void> {
  await trx
    .updateTable('orderPayment')
    .set({ status: PAYMENT_STATUS.failed, providerRef, notifiedAt: sql`now()`, note })
    .where('id', '=', paymentId)
    .execute();
}

/** The gateway's success of a payment: succeeded, notified and paid `now()`; note null or why it needs a refund. */
export async function markGatewayPaid(trx: Transaction<Database>, paymentId: number, providerRef: string, note: string | null): Promise<void> {
  await trx
    .updateTable('orderPayment')
    .set({ status: PAYMENT_STATUS.succeeded, providerRef, notifiedAt: sql`now()`, paidAt: sql`now()`, note })
    .where('id', '=', paymentId)
    .execute();
}

/** A second successful gateway transaction for a payment already paid, recorded beside the first (`now()`). */
export async function insertDuplicateGatewayPayment(
  trx: Transaction<Database>,
  p: { orderId: number; provider: string; amountFen: number; purpose: number; providerRef: string; note: string },
): Promise<void> {
  await trx
    .insertInto('orderPayment')
    .values({
      orderId: p.orderId, provider: p.provider, amountFen: p.amountFen, purpose: p.purpose, status: PAYMENT_STATUS.succeeded,
      providerRef: p.providerRef, notifiedAt: sql`now()`, paidAt: sql`now()`, note: p.note,
    })
    .execute();
}

/** Staff's review of a receipt: succeeded (paid at `at`) or failed, with the note, reviewer and time. */
export async function markReviewed(
  trx: Transaction<Database>,
  paymentId: number,
  r: { approve: boolean; note: string | null; reviewedBy: number | null; at: Date },
): Promise<void> {
  await trx
    .updateTable('orderPayment')
    .set({
      status: r.approve ? PAYMENT_STATUS.succeeded : PAYMENT_STATUS.failed,
      note: r.note,
      reviewedBy: r.reviewedBy,
      reviewedAt: r.at,
      ...(r.approve ? { paidAt: r.at } : {}),
    })
    .where('id', '=', paymentId)
    .execute();
}
