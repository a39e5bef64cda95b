// Bank transfer (对公转账) and credit terms (账期) for service orders (docs/api/services.md,
// "Payment"), the two ways beside online payment that goods orders have too:
// - submitServiceReceipt: the member's transfer receipt for a quoted and accepted order (or the
//   repayment of an order on credit). The file is checked by content with the goods receipts'
//   rules before anything is written; then one transaction locks the order, stores the file (a
//   private upload of the member), replaces the receipt still waiting (its file deleted through
//   the upload store in the same transaction), voids online attempts still waiting, writes the
//   receipt (service_payment, provider bank_transfer, status 0) and a timeline entry.
// - reviewServiceTransfer: staff confirm the waiting receipt (paid_at, paid_fen, the member's
//   message) or refuse it with a reason (the member's message; they may upload again).
// - payServiceOnCredit: an enterprise member with active credit terms puts the accepted quote on
//   credit (credit_at, pay_due_at = now + term days; a company member's on the company's, the
//   order stamped with the company) when the shared ledger (server/modules/credit)
//   has room: the member_credit row is locked first, so choices of one member, of goods or of
//   services, take turns and never exceed the limit together.
// - paymentInfoOf: what the order page shows of it (methods, account, receipt, credit).
import type { Kysely, Transaction } from 'kysely';
import { SERVICE_RECEIPT_STATUS_TEXT, type ServicePayMethod, type ServicePaymentStatus } from '../../../domain/services/service-rules.ts';
import { SERVICE_STATUS, SERVICE_STATUS_TEXT, type ServiceStatus } from '../../../domain/services/service-status.ts';
import type { ServicePaymentInfo } from '../../../domain/services/service-views.ts';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { DbUploadStore, type UploadStore } from '../../providers/storage/upload-store.ts';
import { creditAccount, creditCompanyStamp, creditHolderOf, creditOwed, lockCreditTerms } from '../credit/public.ts';
import { notifyMember } from '../messages/public.ts';
import { readBankAccount } from '../orders/public.ts';
import { checkReceipt } from '../payments/public.ts';
import { SVC_MSG } from './messages.ts';
import { payProblem } from './service-payment.ts';
import { confirmReceipt, insertReceipt, putOrderOnCredit, recordOrderPaid, rejectReceipt, voidReplacedReceipt } from './service-payment-repository.ts';
import { addEvent, latestReceipt, lockOrder, memberTypeOf, orderById, voidWaitingOnline, waitingReceipt, type OrderRow } from './service-repository.ts';
import type { Actor } from './service-actor.ts';

const DAY_MS = 86_400_000;
const ENTERPRISE = 2;
export const RECEIPT_PURPOSE = 'service-receipt';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const detailPath = (id: number | string) => `/serviceOrderDetail/${id}`;

/** Why a transfer receipt cannot be given for the order now, or null: a quoted, accepted, unpaid order, or one on credit not paid yet. */
export function transferProblem(order: Pick<OrderRow, 'status' | 'quoteFen' | 'acceptedAt' | 'paidAt' | 'creditAt'>): string | null {
  if (order.paidAt !== null) return SVC_MSG.alreadyPaid;
  const status = order.status as ServiceStatus;
  if (status === SERVICE_STATUS.cancelled) return SVC_MSG.notPayable(SERVICE_STATUS_TEXT[status]);
  if (order.creditAt !== null) return null;
  return payProblem(order);
}

function storeIn(trx: Transaction<Database>, uploads: UploadStore): UploadStore {
  return uploads instanceof DbUploadStore ? uploads.withDb(trx) : uploads;
}

export interface ServiceReceiptUpload {
  memberId: number;
  id: number;
  bytes: Uint8Array;
  now?: Date;
}

/** serviceOrder/uploadPayReceipt: the member's transfer receipt (a newer one replaces the one waiting). */
export async function submitServiceReceipt(db: Kysely<Database>, uploads: UploadStore, input: ServiceReceiptUpload): Promise<void> {
  const now = input.now ?? new Date();
  const before = await orderById(db, input.id, input.memberId);
  if (!before) throw notFound(SVC_MSG.orderNotFound);
  const early = transferProblem(before);
  if (early) throw conflict(early);
  const mime = checkReceipt(input.bytes);
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.id, input.memberId);
    if (!order) throw notFound(SVC_MSG.orderNotFound);
    const problem = transferProblem(order);
    if (problem) throw conflict(problem);
    const orderId = Number(order.id);
    const amountFen = Number(order.quoteFen);
    const waiting = await waitingReceipt(trx, orderId, true);
    // The receipt still waiting is replaced: its file goes in this transaction, through the store (the quota frees).
    const stored = await storeIn(trx, uploads).replace(waiting?.receiptUrl, { bytes: input.bytes, mime, purpose: RECEIPT_PURPOSE, ownerMemberId: input.memberId, visibility: 'private' });
    if (waiting) {
      await voidReplacedReceipt(trx, Number(waiting.id), SVC_MSG.receiptSuperseded);
    }
    await voidWaitingOnline(trx, orderId, SVC_MSG.payVoidedByReceipt);
    await insertReceipt(trx, { serviceOrderId: orderId, memberId: input.memberId, amountFen, receiptUrl: stored.url, receiptType: mime, createdAt: now });
    await addEvent(trx, { serviceOrderId: orderId, action: 'receipt', status: order.status, actor: `member:${input.memberId}`, note: SVC_MSG.receiptNote(amountFen), at: now });
  });
}

export interface ReviewServiceTransfer {
  id: number;
  approve: boolean;
  note?: string | null | undefined;
  /** The staff user's id (null from the command line). */
  reviewerId: number | null;
  now?: Date;
}

/** Staff: confirm (paid) or refuse (with the reason) the transfer receipt waiting on a service order. */
export async function reviewServiceTransfer(db: Kysely<Database>, who: Actor, input: ReviewServiceTransfer): Promise<void> {
  const note = input.note?.trim() || null;
  if (!input.approve && !note) throw badRequest(SVC_MSG.rejectNoteRequired);
  const now = input.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    // Order, then payment: the order every writer of both locks first.
    const order = await lockOrder(trx, input.id, null);
    if (!order) throw notFound(SVC_MSG.orderNotFound);
    const receipt = await waitingReceipt(trx, Number(order.id), true);
    if (!receipt) throw conflict(SVC_MSG.noWaitingReceipt);
    const orderId = Number(order.id);
    const amountFen = Number(receipt.amountFen);
    const review = { reviewedBy: input.reviewerId, reviewedAt: now, note };
    if (!input.approve) {
      await rejectReceipt(trx, Number(receipt.id), review);
      await addEvent(trx, { serviceOrderId: orderId, action: 'transferReject', status: order.status, actor: who.actor, note, at: now });
      await notifyMember(trx, {
        memberId: Number(order.memberId),
        kind: 'service',
        title: SVC_MSG.titles.receiptRejected,
        body: SVC_MSG.bodies.receiptRejected(order.serviceNo, note!),
        link: detailPath(orderId),
        eventKey: `service:${orderId}:reject:${receipt.id}`,
      });
      return;
    }
    const problem = transferProblem(order);
    if (problem) throw conflict(problem);
    const onCredit = order.creditAt !== null;
    await confirmReceipt(trx, Number(receipt.id), now, review);
    await recordOrderPaid(trx, orderId, amountFen, now);
    const eventNote = SVC_MSG.transferNote(amountFen, note);
    await addEvent(trx, { serviceOrderId: orderId, action: onCredit ? 'repay' : 'transferConfirm', status: order.status, actor: who.actor, note: eventNote, at: now });
    await notifyMember(trx, {
      memberId: Number(order.memberId),
      kind: 'service',
      title: SVC_MSG.titles.paid,
      body: onCredit ? SVC_MSG.bodies.repaid(order.serviceNo, amountFen) : SVC_MSG.bodies.transferPaid(order.serviceNo, amountFen),
      link: detailPath(orderId),
      eventKey: `service:${orderId}:pay`,
    });
  });
}

/** serviceOrder/payOnCredit: the accepted quote on the member's credit terms (账期), when the shared limit has room. */
export async function payServiceOnCredit(db: Kysely<Database>, input: { memberId: number; id: number; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.id, input.memberId);
    if (!order) throw notFound(SVC_MSG.orderNotFound);
    const problem = payProblem(order);
    if (problem) throw conflict(problem);
    if (order.creditAt !== null) throw conflict(SVC_MSG.alreadyCredit);
    const orderId = Number(order.id);
    if (await waitingReceipt(trx, orderId)) throw conflict(SVC_MSG.receiptWaitingNoCredit);
    // A company member buys on the company's credit: its certified account's terms, its orders' debt (issue 37).
    const holder = await creditHolderOf(trx, input.memberId);
    if ((await memberTypeOf(trx, holder.ownerId)) !== ENTERPRISE) throw conflict(SVC_MSG.noCreditTerms);
    // The holder's credit row is locked before the ledger is summed: goods and service choices of one holder (every member of a company) take turns.
    const terms = await lockCreditTerms(trx, holder);
    if (!terms) throw conflict(SVC_MSG.noCreditTerms);
    const amountFen = Number(order.quoteFen);
    const available = terms.limitFen - (await creditOwed(trx, holder));
    if (amountFen > available) throw conflict(SVC_MSG.creditShort(Math.max(0, available), amountFen));
    const payDueAt = new Date(now.getTime() + terms.termDays * DAY_MS);
    const due = chinaDateKey(payDueAt);
    await voidWaitingOnline(trx, orderId, SVC_MSG.payVoidedByCredit);
    await putOrderOnCredit(trx, orderId, now, payDueAt, creditCompanyStamp(holder));
    await addEvent(trx, { serviceOrderId: orderId, action: 'credit', status: order.status, actor: `member:${input.memberId}`, note: SVC_MSG.creditNote(due), at: now });
    await notifyMember(trx, {
      memberId: input.memberId,
      kind: 'service',
      title: SVC_MSG.titles.credit,
      body: SVC_MSG.bodies.credit(order.serviceNo, amountFen, due),
      link: detailPath(orderId),
      eventKey: `service:${orderId}:credit`,
    });
  });
}

/** The order's payment as its page shows it: the methods offered now, the account, the latest receipt, the credit terms. */
export async function paymentInfoOf(db: Kysely<Database>, order: OrderRow): Promise<ServicePaymentInfo> {
  const orderId = Number(order.id);
  const [waiting, latest] = await Promise.all([waitingReceipt(db, orderId), latestReceipt(db, orderId)]);
  const receiptWaiting = waiting !== undefined;
  const holder = await creditHolderOf(db, Number(order.memberId));
  const enterprise = (await memberTypeOf(db, holder.ownerId)) === ENTERPRISE;
  const credit = enterprise ? await creditAccount(db, holder) : null;
  const payable = payProblem(order) === null;
  const onCredit = order.creditAt !== null && transferProblem(order) === null;
  let methods: ServicePayMethod[] = [];
  if (onCredit || (payable && receiptWaiting)) methods = ['transfer'];
  else if (payable) methods = credit ? ['online', 'transfer', 'credit'] : ['online', 'transfer'];
  const amountFen = payable || onCredit ? Number(order.quoteFen) : null;
  const bankAccount = methods.includes('transfer') ? await readBankAccount(db) : null;
  return {
    methods,
    amountFen,
    bankAccount,
    transferNote: order.serviceNo,
    receipt: latest
      ? {
          id: Number(latest.id),
          status: latest.status as ServicePaymentStatus,
          statusText: SERVICE_RECEIPT_STATUS_TEXT[latest.status as ServicePaymentStatus],
          amountFen: Number(latest.amountFen),
          note: latest.note,
          url: latest.receiptUrl!,
          uploadedAt: iso(latest.createdAt)!,
          reviewedAt: iso(latest.reviewedAt),
        }
      : null,
    receiptWaiting,
    credit: credit && { limitFen: credit.limitFen, availableFen: credit.availableFen, termDays: credit.termDays },
    creditAt: iso(order.creditAt),
    payDueAt: iso(order.payDueAt),
    mayUploadReceipt: methods.includes('transfer') && bankAccount !== null,
    mayPayOnCredit: methods.includes('credit') && credit !== null && amountFen !== null && credit.availableFen >= amountFen,
  };
}
