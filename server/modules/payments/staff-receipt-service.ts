// The 收款确认 queue's reads of goods orders' transfer receipts (issue 22): the receipts by review
// state (待确认 / 已确认 / 已驳回; a receipt replaced by the member's newer upload is in none), by
// order number and upload date (China days), with the count of each state; and one receipt beside
// its order (buyer, lines, money). The review itself is payment-review-service.ts (reviewPayment).
import type { Kysely } from 'kysely';
import { PAYMENT_PURPOSE, PAYMENT_STATUS } from '../../../domain/orders/order-rules.ts';
import { ORDER_STATUS, ORDER_STATUS_TEXT, type OrderStatus } from '../../../domain/orders/order-status.ts';
import {
  RECEIPT_MSG, RECEIPT_STATE_TEXT, receiptStateOf, type ReceiptCounts, type ReceiptDetail, type ReceiptListAnswer, type ReceiptListBody, type ReceiptRow, type ReceiptState,
} from '../../../domain/staff/receipts-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { memberContacts, type MemberContact } from '../account/public.ts';
import { ORDER_MSG, receiptCountsByStatus, receiptOrderLines, receiptPage, receiptRowById, receiptRowsByIds, type ReceiptRowData } from '../orders/public.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const STATUS_OF: Record<ReceiptState, number> = { pending: PAYMENT_STATUS.pending, approved: PAYMENT_STATUS.succeeded, rejected: PAYMENT_STATUS.failed };

async function countsOf(db: Kysely<Database>, q: ReceiptListBody): Promise<ReceiptCounts> {
  const rows = await receiptCountsByStatus(db, q);
  const n = (status: number) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { pending: n(PAYMENT_STATUS.pending), approved: n(PAYMENT_STATUS.succeeded), rejected: n(PAYMENT_STATUS.failed) };
}

type Selected = ReceiptRowData & { memberMobile: string | null; memberNickname: string | null; memberCompany: string | null };

/** The receipt rows with their buyer's contact columns (a receipt whose member is missing is left out, as by a join). */
async function withMembers(db: Kysely<Database>, rows: ReceiptRowData[]): Promise<Selected[]> {
  const contacts: Map<number, MemberContact> = await memberContacts(db, rows.map((r) => r.memberId));
  return rows.flatMap((r) => {
    const m = contacts.get(r.memberId);
    return m ? [{ ...r, memberMobile: m.mobile, memberNickname: m.nickname, memberCompany: m.companyName }] : [];
  });
}

function rowOf(r: Selected): ReceiptRow {
  const state = receiptStateOf(r.status, r.reviewedAt) ?? 'rejected';
  const credit = r.purpose === PAYMENT_PURPOSE.creditRepayment;
  return {
    id: r.id,
    kind: 'order',
    orderId: r.orderId,
    orderNo: r.orderNo,
    poNumber: r.poNumber,
    memberName: r.memberCompany || r.memberNickname || r.memberMobile || ORDER_MSG.memberName(r.memberId),
    purposeText: credit ? RECEIPT_MSG.purposeCredit : RECEIPT_MSG.purposeOrder,
    // What the member stated (a credit repayment's amount is the member's own figure); the difference
    // is only computed for an order payment, which should pay exactly what was due.
    amountFen: credit ? r.amountFen : r.statedAmountFen,
    payerName: r.payerName,
    amountDueFen: r.amountFen,
    differenceFen: !credit && r.statedAmountFen !== null ? r.statedAmountFen - r.amountFen : null,
    payableFen: r.totalFen,
    receiptType: r.receiptType,
    state,
    stateText: RECEIPT_STATE_TEXT[state],
    note: r.note,
    createdAt: iso(r.createdAt)!,
    reviewedAt: iso(r.reviewedAt),
  };
}

/** POST /api/staff/order/receipt/list: a page of receipts in one state (default 待确认, oldest first) and the counts. */
export async function listOrderReceipts(db: Kysely<Database>, q: ReceiptListBody): Promise<ReceiptListAnswer> {
  if (q.from && q.to && q.from > q.to) throw badRequest(RECEIPT_MSG.dateRange);
  const state = q.state ?? 'pending';
  // Waiting receipts oldest first (first come, first served); reviewed ones newest first.
  const { total, ids } = await receiptPage(db, q, STATUS_OF[state], { reviewedOnly: state === 'rejected', waitingOrder: state === 'pending' }, q.size, (q.current - 1) * q.size);
  const rows = await withMembers(db, await receiptRowsByIds(db, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const records = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [rowOf(row)] : [];
  });
  return { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size), counts: await countsOf(db, q) };
}

/** GET /api/staff/order/receipt/get/:id: the receipt (a replaced one reads as missing) beside its order. */
export async function orderReceiptDetail(db: Kysely<Database>, paymentId: number): Promise<ReceiptDetail> {
  const found = await receiptRowById(db, paymentId);
  const [r] = found ? await withMembers(db, [found]) : [];
  if (!r) throw notFound(RECEIPT_MSG.receiptNotFound);
  const lines = await receiptOrderLines(db, r.orderId);
  const row = rowOf(r);
  const orderStatus = r.orderStatus as OrderStatus;
  const forOrder = r.purpose === PAYMENT_PURPOSE.order;
  return {
    ...row,
    receiptUrl: r.receiptUrl,
    memberMobile: r.memberMobile,
    orderStatusText: ORDER_STATUS_TEXT[orderStatus],
    totalFen: r.totalFen,
    paidFen: r.paidFen,
    lines: lines.map((l) => ({ name: l.name, model: l.model, num: l.num, unit: l.unit, unitPriceFen: l.unitPriceFen, lineFen: l.lineFen })),
    reviewable: row.state === 'pending' && (forOrder ? orderStatus === ORDER_STATUS.awaitingConfirmation : orderStatus !== ORDER_STATUS.cancelled),
  };
}
