// The 收款确认 queue's reads of service orders' transfer receipts (issue 22), the twin of the
// payments module's staff-receipt-service.ts: the receipts by review state (待确认 / 已确认 /
// 已驳回; one the member replaced is in none), by service number and upload date (China days),
// with the count of each state; and one receipt beside its order. The review is
// reviewServiceTransfer (service-transfer.ts) behind POST /api/staff/common/serviceOrder/reviewPayment.
import { sql, type Kysely } from 'kysely';
import { SERVICE_PAYMENT_STATUS, SERVICE_TRANSFER_PROVIDER } from '../../../domain/services/service-rules.ts';
import { SERVICE_STATUS_TEXT, type ServiceStatus } from '../../../domain/services/service-status.ts';
import { chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import {
  RECEIPT_MSG, RECEIPT_STATE_TEXT, receiptStateOf, type ReceiptCounts, type ReceiptDetail, type ReceiptListAnswer, type ReceiptListBody, type ReceiptRow, type ReceiptState,
} from '../../../domain/staff/receipts-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { transferProblem } from './service-transfer.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Kysely<Database>, q: Pick<ReceiptListBody, 'orderNo' | 'from' | 'to'>) {
  if (q.from && q.to && q.from > q.to) throw badRequest(RECEIPT_MSG.dateRange);
  let base = db
    .selectFrom('servicePayment')
    .innerJoin('serviceOrder', 'serviceOrder.id', 'servicePayment.serviceOrderId')
    .where('servicePayment.provider', '=', SERVICE_TRANSFER_PROVIDER)
    // A receipt the member replaced (void with no reviewer) is nobody's work.
    .where((eb) => eb.or([eb('servicePayment.status', '!=', SERVICE_PAYMENT_STATUS.void), eb('servicePayment.reviewedAt', 'is not', null)]));
  const orderNo = q.orderNo?.trim().toUpperCase();
  if (orderNo) base = base.where(sql`upper(service_order.service_no)`, 'like', likeText(orderNo));
  if (q.from) base = base.where('servicePayment.createdAt', '>=', chinaMidnightUtc(q.from));
  if (q.to) base = base.where('servicePayment.createdAt', '<', chinaMidnightUtc(q.to, 1));
  return base;
}

const STATUS_OF: Record<ReceiptState, number> = { pending: SERVICE_PAYMENT_STATUS.pending, approved: SERVICE_PAYMENT_STATUS.paid, rejected: SERVICE_PAYMENT_STATUS.void };

async function countsOf(db: Kysely<Database>, q: ReceiptListBody): Promise<ReceiptCounts> {
  const rows = await filtered(db, q).select(['servicePayment.status', sql<number>`count(*)::int`.as('n')]).groupBy('servicePayment.status').execute();
  const n = (status: number) => Number(rows.find((r) => Number(r.status) === status)?.n ?? 0);
  return { pending: n(SERVICE_PAYMENT_STATUS.pending), approved: n(SERVICE_PAYMENT_STATUS.paid), rejected: n(SERVICE_PAYMENT_STATUS.void) };
}

function selectRow(db: Kysely<Database>, q: Pick<ReceiptListBody, 'orderNo' | 'from' | 'to'>) {
  return filtered(db, q)
    .innerJoin('member', 'member.id', 'serviceOrder.memberId')
    .select([
      'servicePayment.id', 'servicePayment.serviceOrderId', 'servicePayment.amountFen', 'servicePayment.status', 'servicePayment.receiptType',
      'servicePayment.receiptUrl', 'servicePayment.note', 'servicePayment.createdAt', 'servicePayment.reviewedAt',
      'serviceOrder.serviceNo', 'serviceOrder.itemName', 'serviceOrder.quoteFen', 'serviceOrder.paidFen', 'serviceOrder.paidAt', 'serviceOrder.creditAt',
      'serviceOrder.acceptedAt', 'serviceOrder.status as orderStatus', 'serviceOrder.memberId',
      'member.mobile as memberMobile', 'member.nickname as memberNickname', 'member.companyName as memberCompany',
    ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

function rowOf(r: Selected): ReceiptRow {
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
  let base = filtered(db, q).where('servicePayment.status', '=', STATUS_OF[state]);
  if (state === 'rejected') base = base.where('servicePayment.reviewedAt', 'is not', null);
  const total = Number((await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);
  const dir = state === 'pending' ? 'asc' : 'desc';
  const ids = await base
    .select('servicePayment.id')
    .orderBy(state === 'pending' ? 'servicePayment.createdAt' : sql`coalesce(service_payment.reviewed_at, service_payment.created_at)`, dir)
    .orderBy('servicePayment.id', dir)
    .limit(q.size)
    .offset((q.current - 1) * q.size)
    .execute();
  const rows = ids.length === 0 ? [] : await selectRow(db, {}).where('servicePayment.id', 'in', ids.map((r) => Number(r.id))).execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const records = ids.flatMap((r) => {
    const row = byId.get(Number(r.id));
    return row ? [rowOf(row)] : [];
  });
  return { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size), counts: await countsOf(db, q) };
}

/** GET /api/staff/common/serviceOrder/receipt/get/:id: the receipt (a replaced one reads as missing) beside its service order. */
export async function serviceReceiptDetail(db: Kysely<Database>, paymentId: number): Promise<ReceiptDetail> {
  const r = await selectRow(db, {}).where('servicePayment.id', '=', paymentId).executeTakeFirst();
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
