// The 收款确认 queue's reads of service orders' transfer receipts (issue 22), the twin of the
// payments module's staff-receipt-service.ts: the receipts by review state (待确认 / 已确认 /
// 已驳回; one the member replaced is in none), by service number and upload date (China days),
// with the count of each state; and one receipt beside its order. The review is
// reviewServiceTransfer (service-transfer.ts) behind POST /api/staff/common/serviceOrder/reviewPayment.
import type { Kysely } from 'kysely';
import { SERVICE_PAYMENT_STATUS } from '../../../domain/services/service-rules.ts';
import { SERVICE_STATUS_TEXT, type ServiceStatus } from '../../../domain/services/service-status.ts';
import { chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import {
  RECEIPT_MSG, RECEIPT_STATE_TEXT, receiptStateOf, type ReceiptCounts, type ReceiptDetail, type ReceiptListAnswer, type ReceiptListBody, type ReceiptRow, type ReceiptState,
} from '../../../domain/staff/receipts-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { transferProblem } from './service-transfer.ts';
import {
  receiptCountInState, receiptCountsByStatus, receiptIdsInState, receiptRowById, receiptRowsByIds, type ReceiptFilter, type ServiceReceiptRow,
} from './staff-service-receipts-repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The list's filter as the repository takes it; refuses a range that ends before it starts. */
function filterOf(q: Pick<ReceiptListBody, 'orderNo' | 'from' | 'to'>): ReceiptFilter {
  if (q.from && q.to && q.from > q.to) throw badRequest(RECEIPT_MSG.dateRange);
  return {
    orderNo: q.orderNo?.trim().toUpperCase() || undefined,
    from: q.from ? chinaMidnightUtc(q.from) : undefined,
    to: q.to ? chinaMidnightUtc(q.to, 1) : undefined,
  };
}

const STATUS_OF: Record<ReceiptState, number> = { pending: SERVICE_PAYMENT_STATUS.pending, approved: SERVICE_PAYMENT_STATUS.paid, rejected: SERVICE_PAYMENT_STATUS.void };

async function countsOf(db: Kysely<Database>, f: ReceiptFilter): Promise<ReceiptCounts> {
  const rows = await receiptCountsByStatus(db, f);
  const n = (status: number) => Number(rows.find((r) => Number(r.status) === status)?.n ?? 0);
  return { pending: n(SERVICE_PAYMENT_STATUS.pending), approved: n(SERVICE_PAYMENT_STATUS.paid), rejected: n(SERVICE_PAYMENT_STATUS.void) };
}

function rowOf(r: ServiceReceiptRow): ReceiptRow {
  const state = receiptStateOf(Number(r.status), r.reviewedAt) ?? 'rejected';
  return {
    id: Number(r.id),
    kind: 'service',
    orderId: Number(r.serviceOrderId),
    orderNo: r.serviceNo,
    memberName: r.memberCompany || r.memberNickname || r.memberMobile || `#${r.memberId}`,
    purposeText: RECEIPT_MSG.purposeService,
    // A service receipt states no amount of its own (issue 34 left the service upload as it was).
    amountFen: null,
    payerName: null,
    amountDueFen: Number(r.amountFen),
    differenceFen: null,
    payableFen: Number(r.quoteFen ?? 0),
    receiptType: r.receiptType,
    state,
    stateText: RECEIPT_STATE_TEXT[state],
    note: r.note,
    createdAt: iso(r.createdAt)!,
    reviewedAt: iso(r.reviewedAt),
  };
}

/** POST /api/staff/common/serviceOrder/receipt/list: a page of receipts in one state (default 待确认, oldest first) and the counts. */
export async function listServiceReceipts(db: Kysely<Database>, q: ReceiptListBody): Promise<ReceiptListAnswer> {
  const state = q.state ?? 'pending';
  const filter = filterOf(q);
  const reviewedOnly = state === 'rejected';
  const total = await receiptCountInState(db, filter, STATUS_OF[state], reviewedOnly);
  const ids = await receiptIdsInState(db, filter, STATUS_OF[state], reviewedOnly, state === 'pending', q.size, (q.current - 1) * q.size);
  const rows = ids.length === 0 ? [] : await receiptRowsByIds(db, ids.map((r) => Number(r.id)));
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const records = ids.flatMap((r) => {
    const row = byId.get(Number(r.id));
    return row ? [rowOf(row)] : [];
  });
  return { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size), counts: await countsOf(db, filter) };
}

/** GET /api/staff/common/serviceOrder/receipt/get/:id: the receipt (a replaced one reads as missing) beside its service order. */
export async function serviceReceiptDetail(db: Kysely<Database>, paymentId: number): Promise<ReceiptDetail> {
  const r = await receiptRowById(db, paymentId);
  if (!r) throw notFound(RECEIPT_MSG.receiptNotFound);
  const row = rowOf(r);
  const quote = r.quoteFen === null ? null : Number(r.quoteFen);
  return {
    ...row,
    receiptUrl: r.receiptUrl,
    memberMobile: r.memberMobile,
    orderStatusText: SERVICE_STATUS_TEXT[Number(r.orderStatus) as ServiceStatus],
    totalFen: quote ?? 0,
    paidFen: Number(r.paidFen ?? 0),
    lines: [{ name: r.itemName, model: null, num: 1, unit: null, unitPriceFen: quote, lineFen: quote ?? 0 }],
    reviewable: row.state === 'pending' && transferProblem({ status: Number(r.orderStatus), quoteFen: r.quoteFen, acceptedAt: r.acceptedAt, paidAt: r.paidAt, creditAt: r.creditAt }) === null,
  };
}
