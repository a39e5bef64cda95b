// The queries of service order payments (service_payment: online attempts through the gateway
// and bank-transfer receipts) and the payment columns of service_order (paid, on credit). The
// callers hold the order row locked (lockOrder of service-repository.ts) before they lock or
// write a payment row. Writes name their columns.
import type { Kysely, Transaction } from 'kysely';
import { SERVICE_PAYMENT_STATUS, SERVICE_TRANSFER_PROVIDER } from '../../../domain/services/service-rules.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Voids every attempt of the order still waiting (whatever the provider): only the newest attempt can be paid. */
export async function voidPendingPayments(db: Db, orderId: number, note: string): Promise<void> {
  await db
    .updateTable('servicePayment')
    .set({ status: SERVICE_PAYMENT_STATUS.void, note })
    .where('serviceOrderId', '=', orderId)
    .where('status', '=', SERVICE_PAYMENT_STATUS.pending)
    .execute();
}

/** A new online attempt waiting for the gateway; answers its id. */
export async function insertOnlinePayment(db: Db, p: { serviceOrderId: number; memberId: number; amountFen: number; provider: string; createdAt: Date }): Promise<number> {
  const { id } = await db
    .insertInto('servicePayment')
    .values({ serviceOrderId: p.serviceOrderId, memberId: p.memberId, amountFen: p.amountFen, provider: p.provider, status: SERVICE_PAYMENT_STATUS.pending, createdAt: p.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function setTradeNo(db: Db, paymentId: number, tradeNo: string): Promise<void> {
  await db.updateTable('servicePayment').set({ tradeNo }).where('id', '=', paymentId).execute();
}

/** A payment beside the order columns its checkout link needs, or undefined. */
export function paymentWithOrder(db: Db, paymentId: number) {
  return db
    .selectFrom('servicePayment')
    .innerJoin('serviceOrder', 'serviceOrder.id', 'servicePayment.serviceOrderId')
    .select(['servicePayment.amountFen', 'servicePayment.status', 'servicePayment.provider', 'servicePayment.tradeNo', 'serviceOrder.status as orderStatus', 'serviceOrder.quoteFen', 'serviceOrder.acceptedAt', 'serviceOrder.paidAt', 'serviceOrder.creditAt'])
    .where('servicePayment.id', '=', paymentId)
    .executeTakeFirst();
}

/** The order, provider and trade number of a payment (read before the transaction), or undefined. */
export function paymentHead(db: Db, paymentId: number) {
  return db.selectFrom('servicePayment').select(['serviceOrderId', 'provider', 'tradeNo']).where('id', '=', paymentId).executeTakeFirst();
}

/** The payment row locked (after its order), or undefined. */
export function lockPayment(trx: Transaction<Database>, paymentId: number) {
  return trx.selectFrom('servicePayment').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
}

/** A payment that already carries this gateway transaction id, or undefined. */
export function paymentByProviderRef(db: Db, providerRef: string) {
  return db.selectFrom('servicePayment').select('id').where('providerRef', '=', providerRef).executeTakeFirst();
}

/** The gateway said the attempt failed: void, with its transaction id. */
export async function markAttemptFailed(db: Db, paymentId: number, providerRef: string, note: string): Promise<void> {
  await db.updateTable('servicePayment').set({ status: SERVICE_PAYMENT_STATUS.void, providerRef, note }).where('id', '=', paymentId).execute();
}

/** Money came for an attempt or order that no longer waits: the transaction id and the note, nothing applied. */
export async function markRefundNeeded(db: Db, paymentId: number, providerRef: string, note: string): Promise<void> {
  await db.updateTable('servicePayment').set({ providerRef, note }).where('id', '=', paymentId).execute();
}

export async function markAttemptPaid(db: Db, paymentId: number, providerRef: string, at: Date): Promise<void> {
  await db.updateTable('servicePayment').set({ status: SERVICE_PAYMENT_STATUS.paid, providerRef, paidAt: at, note: null }).where('id', '=', paymentId).execute();
}

/** The order paid: when and how much. */
export async function recordOrderPaid(db: Db, orderId: number, paidFen: number, at: Date): Promise<void> {
  await db.updateTable('serviceOrder').set({ paidAt: at, paidFen, updatedAt: at }).where('id', '=', orderId).execute();
}

/** The order on credit terms: since when and when it is due. */
export async function putOrderOnCredit(db: Db, orderId: number, creditAt: Date, payDueAt: Date, stamp: { companyId?: number } = {}): Promise<void> {
  // The company whose credit it is on (the credit ledger sums a company's debt by company_id).
  await db.updateTable('serviceOrder').set({ creditAt, payDueAt, updatedAt: creditAt, ...(stamp.companyId !== undefined ? { companyId: stamp.companyId } : {}) }).where('id', '=', orderId).execute();
}

/** A receipt still waiting that the member replaced: void, its file gone (deleted through the upload store). */
export async function voidReplacedReceipt(db: Db, paymentId: number, note: string): Promise<void> {
  await db.updateTable('servicePayment').set({ status: SERVICE_PAYMENT_STATUS.void, note, receiptUrl: null }).where('id', '=', paymentId).execute();
}

/** A new transfer receipt waiting for staff. */
export async function insertReceipt(
  db: Db,
  r: { serviceOrderId: number; memberId: number; amountFen: number; receiptUrl: string; receiptType: string; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('servicePayment')
    .values({
      serviceOrderId: r.serviceOrderId, memberId: r.memberId, amountFen: r.amountFen, provider: SERVICE_TRANSFER_PROVIDER, status: SERVICE_PAYMENT_STATUS.pending,
      receiptUrl: r.receiptUrl, receiptType: r.receiptType, createdAt: r.createdAt,
    })
    .execute();
}

interface ReceiptReview {
  reviewedBy: number | null;
  reviewedAt: Date;
  note: string | null;
}

/** Staff refused the receipt (void, with who, when and why). */
export async function rejectReceipt(db: Db, paymentId: number, review: ReceiptReview): Promise<void> {
  await db
    .updateTable('servicePayment')
    .set({ status: SERVICE_PAYMENT_STATUS.void, reviewedBy: review.reviewedBy, reviewedAt: review.reviewedAt, note: review.note })
    .where('id', '=', paymentId)
    .execute();
}

/** Staff confirmed the receipt (paid at `paidAt`, with who, when and the note). */
export async function confirmReceipt(db: Db, paymentId: number, paidAt: Date, review: ReceiptReview): Promise<void> {
  await db
    .updateTable('servicePayment')
    .set({ status: SERVICE_PAYMENT_STATUS.paid, paidAt, reviewedBy: review.reviewedBy, reviewedAt: review.reviewedAt, note: review.note })
    .where('id', '=', paymentId)
    .execute();
}
