// Bank-transfer receipts (对公转账) and credit repayments (账期), docs/api/payments.md.
// A receipt is checked by its content (server/security/file-check.ts) and size, and the order
// checked, before anything is written; then one transaction locks the order, checks it again,
// stores the file, writes the payment row and moves the order. The database upload store joins
// that transaction, so a refusal leaves no file behind.
import type { Kysely, Transaction } from 'kysely';
import { ORDER_CODE, PAYMENT_PURPOSE, PAYMENT_STATUS, RECEIPT_MAX_BYTES, RECEIPT_TYPES } from '../../../domain/orders/order-rules.ts';
import { ORDER_STATUS, PAY_METHOD, type OrderStatus } from '../../../domain/orders/order-status.ts';
import type { RestPayInfo } from '../../../domain/orders/orders.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { DbUploadStore, type UploadStore } from '../../providers/storage/upload-store.ts';
import { detectFile, type CheckedMime } from '../../security/file-check.ts';
import {
  creditRepaymentsOf, failWaitingOrderReceipts, findOrder, insertReceiptPayment, lockOrder, moveOrder, noteOrder, ORDER_MSG, paymentView, readBankAccount,
  statusRefusal, waitingOrderReceipts, waitingRepaymentFen,
} from '../orders/public.ts';
import { actingOf, assertRecordAccess, assertRecordPayer } from '../company/public.ts';
import { PAY_MSG } from './messages.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The receipt's real type by content, or 400; 400 when over RECEIPT_MAX_BYTES. */
export function checkReceipt(bytes: Uint8Array): CheckedMime {
  if (bytes.byteLength === 0) throw badRequest(PAY_MSG.receiptMissing);
  if (bytes.byteLength > RECEIPT_MAX_BYTES) throw badRequest(PAY_MSG.receiptTooLarge);
  const mime = detectFile(bytes, RECEIPT_TYPES);
  if (!mime) throw badRequest(PAY_MSG.receiptType);
  return mime;
}

/** The upload store to use inside `trx`: the database store joins the transaction. */
function storeIn(trx: Transaction<Database>, uploads: UploadStore): UploadStore {
  return uploads instanceof DbUploadStore ? uploads.withDb(trx) : uploads;
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

const PAYER = { missing: ORDER_MSG.orderNotFound, forbidden: ORDER_MSG.colleagueOrder, payerOnly: PAY_MSG.payerOnly };

/**
 * The order the member pays: their own, or (issue 37) a company's order they read as its admin or
 * finance; another member's or a deleted one reads as missing, a colleague's they may not pay 403.
 */
async function payable(db: Db, order: OrderRow | null | undefined, memberId: number): Promise<OrderRow> {
  if (order?.deletedByMember) throw notFound(ORDER_MSG.orderNotFound);
  await assertRecordPayer(db, await actingOf(db, memberId), order, PAYER);
  return order!;
}

async function memberOrder(db: Db, orderId: number, memberId: number): Promise<OrderRow> {
  return payable(db, await findOrder(db, orderId, null), memberId);
}

async function lockMemberOrder(trx: Transaction<Database>, orderId: number, memberId: number): Promise<OrderRow> {
  return payable(trx, await lockOrder(trx, orderId), memberId);
}

/** Refusals of a transfer receipt for this order (checked before the file is stored, and again locked). */
function checkTransferOrder(order: { status: number; payMethod: number | null; payDeadline: Date | null }, now: Date): void {
  if (order.payMethod !== PAY_METHOD.bankTransfer) throw badRequest(PAY_MSG.notTransferOrder);
  const status = order.status as OrderStatus;
  if (status !== ORDER_STATUS.awaitingPayment && status !== ORDER_STATUS.awaitingConfirmation) throw statusRefusal(status, PAY_MSG.actionUploadReceipt);
  if (status === ORDER_STATUS.awaitingPayment && order.payDeadline && new Date(order.payDeadline) <= now) {
    throw new AppError(409, PAY_MSG.payDeadlinePassed, ORDER_CODE.orderStatus, { status });
  }
}

export interface ReceiptUpload {
  memberId: number;
  orderId: number;
  bytes: Uint8Array;
  now?: Date;
}

export interface TransferReceiptUpload extends ReceiptUpload {
  /** What the member says was transferred (fen, > 0) and from which account (trimmed). */
  statedAmountFen: number;
  payerName: string;
}

/**
 * sale/memberUploadPayReceipt: a receipt for what a bank-transfer order still owes, with the amount
 * the member transferred and the payer's name (stored as stated; 财务 compares them). 待付款 ->
 * 待确认; in 待确认 a new receipt replaces the one waiting (it is marked 未通过 with a note).
 */
export async function submitTransferReceipt(db: Kysely<Database>, uploads: UploadStore, input: TransferReceiptUpload): Promise<number> {
  const now = input.now ?? new Date();
  checkTransferOrder(await memberOrder(db, input.orderId, input.memberId), now);
  const mime = checkReceipt(input.bytes);
  return db.transaction().execute(async (trx) => {
    const order = await lockMemberOrder(trx, input.orderId, input.memberId);
    checkTransferOrder(order, now);
    // The receipt waiting for staff (if any) is replaced: its file is deleted with it.
    const waiting = await waitingOrderReceipts(trx, order.id);
    const store = storeIn(trx, uploads);
    const stored = await store.replace(waiting[0]?.receiptUrl, { bytes: input.bytes, mime, purpose: 'receipt', ownerMemberId: input.memberId, visibility: 'private' });
    for (const row of waiting.slice(1)) await store.remove(row.receiptUrl, input.memberId);
    await failWaitingOrderReceipts(trx, order.id, PAY_MSG.noteReceiptReplaced);
    await insertReceiptPayment(trx, {
      orderId: order.id, purpose: PAYMENT_PURPOSE.order, amountFen: order.totalFen - order.paidFen,
      receiptUrl: stored.url, receiptType: mime, statedAmountFen: input.statedAmountFen, payerName: input.payerName,
    });
    if (order.status === ORDER_STATUS.awaitingPayment) {
      await moveOrder(trx, order.id, 'uploadReceipt', { actor: `member:${input.memberId}`, note: PAY_MSG.noteReceiptUploaded });
    } else {
      await noteOrder(trx, order, `member:${input.memberId}`, PAY_MSG.noteReceiptReuploaded);
    }
    return order.id;
  });
}

function creditOrderChecks(order: { payMethod: number | null }) {
  if (order.payMethod !== PAY_METHOD.credit) throw badRequest(PAY_MSG.notCreditOrder);
}

/** future/getRestPayInfo/{id}: what a credit order still owes (memberId null: staff and CLI). */
export async function restPayInfo(db: Kysely<Database>, orderId: number, memberId: number | null, now: Date = new Date()): Promise<RestPayInfo> {
  const order = await findOrder(db, orderId, null);
  if (!order || (memberId !== null && order.deletedByMember)) throw notFound(ORDER_MSG.orderNotFound);
  // Issue 37: read as far as the member's company role reaches.
  if (memberId !== null) await assertRecordAccess(db, await actingOf(db, memberId), order, PAYER);
  creditOrderChecks(order);
  const bankAccount = await readBankAccount(db);
  if (!bankAccount) throw new AppError(503, PAY_MSG.bankAccountMissing);
  const payments = await creditRepaymentsOf(db, orderId);
  const pendingFen = payments.filter((p) => p.status === PAYMENT_STATUS.pending).reduce((sum, p) => sum + p.amountFen, 0);
  // After-sales refunds of a credit order lower what it owes (credit_relief_fen, issue 16).
  const restFen = order.totalFen - order.paidFen - order.creditReliefFen;
  const payDueAt = order.payDueAt ? new Date(order.payDueAt) : null;
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    totalFen: order.totalFen,
    paidFen: order.paidFen,
    pendingFen,
    restFen,
    payDueAt: payDueAt?.toISOString() ?? null,
    overdue: restFen > 0 && payDueAt !== null && payDueAt < now && order.status !== ORDER_STATUS.cancelled,
    bankAccount,
    payments: payments.map(paymentView),
  };
}

export interface CreditReceiptUpload extends ReceiptUpload {
  amountFen: number;
}

async function creditRoom(db: Db, order: { id: number; totalFen: number; paidFen: number; creditReliefFen: number }): Promise<number> {
  return order.totalFen - order.paidFen - order.creditReliefFen - (await waitingRepaymentFen(db, order.id));
}

function checkCreditAmount(order: { status: number; payMethod: number | null }, room: number, amountFen: number) {
  creditOrderChecks(order);
  if (order.status === ORDER_STATUS.cancelled) throw new AppError(409, PAY_MSG.creditCancelled, ORDER_CODE.orderStatus, { status: order.status });
  // Issue 38: nothing is paid on an order before its approval.
  if (order.status === ORDER_STATUS.awaitingApproval) throw new AppError(409, PAY_MSG.creditAwaitingApproval, ORDER_CODE.orderStatus, { status: order.status });
  if (room <= 0) throw conflict(PAY_MSG.creditSettled);
  if (!Number.isSafeInteger(amountFen) || amountFen < 1 || amountFen > room) throw badRequest(PAY_MSG.creditAmount(room));
}

/** future/memberUploadPayReceipt: a receipt repaying part or all of a credit order; staff confirm it. */
export async function submitCreditReceipt(db: Kysely<Database>, uploads: UploadStore, input: CreditReceiptUpload): Promise<void> {
  const before = await memberOrder(db, input.orderId, input.memberId);
  checkCreditAmount(before, await creditRoom(db, before), input.amountFen);
  const mime = checkReceipt(input.bytes);
  await db.transaction().execute(async (trx) => {
    const order = await lockMemberOrder(trx, input.orderId, input.memberId);
    checkCreditAmount(order, await creditRoom(trx, order), input.amountFen);
    const stored = await storeIn(trx, uploads).put({ bytes: input.bytes, mime, purpose: 'receipt', ownerMemberId: input.memberId });
    await insertReceiptPayment(trx, { orderId: order.id, purpose: PAYMENT_PURPOSE.creditRepayment, amountFen: input.amountFen, receiptUrl: stored.url, receiptType: mime });
  });
}
