// The 收款确认 queue's reads of goods orders' transfer receipts (issue 22): the receipts by review
// state (待确认 / 已确认 / 已驳回; a receipt replaced by the member's newer upload is in none), by
// order number and upload date (China days), with the count of each state; and one receipt beside
// its order (buyer, lines, money). The review itself is payment-review-service.ts (reviewPayment).
import { sql, type Kysely } from 'kysely';
import { BANK_TRANSFER, PAYMENT_PURPOSE, PAYMENT_STATUS } from '../../../domain/orders/order-rules.ts';
import { ORDER_STATUS, ORDER_STATUS_TEXT, type OrderStatus } from '../../../domain/orders/order-status.ts';
import { chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import {
  RECEIPT_MSG, RECEIPT_STATE_TEXT, receiptStateOf, type ReceiptCounts, type ReceiptDetail, type ReceiptListAnswer, type ReceiptListBody, type ReceiptRow, type ReceiptState,
} from '../../../domain/staff/receipts-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { ORDER_MSG } from '../orders/public.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The receipts (order payments by bank transfer) matching the order-number and date filters, any state. */
function filtered(db: Kysely<Database>, q: Pick<ReceiptListBody, 'orderNo' | 'from' | 'to'>) {
  if (q.from && q.to && q.from > q.to) throw badRequest(RECEIPT_MSG.dateRange);
  let base = db
    .selectFrom('orderPayment')
    .innerJoin('saleOrder', 'saleOrder.id', 'orderPayment.orderId')
    .where('orderPayment.provider', '=', BANK_TRANSFER)
    // A receipt the member replaced (未通过 with no reviewer) is nobody's work.
    .where((eb) => eb.or([eb('orderPayment.status', '!=', PAYMENT_STATUS.failed), eb('orderPayment.reviewedAt', 'is not', null)]));
  const orderNo = q.orderNo?.trim().toUpperCase();
  if (orderNo) base = base.where('saleOrder.orderNo', 'like', likeText(orderNo));
  if (q.from) base = base.where('orderPayment.createdAt', '>=', chinaMidnightUtc(q.from));
  if (q.to) base = base.where('orderPayment.createdAt', '<', chinaMidnightUtc(q.to, 1));
  return base;
}

const STATUS_OF: Record<ReceiptState, number> = { pending: PAYMENT_STATUS.pending, approved: PAYMENT_STATUS.succeeded, rejected: PAYMENT_STATUS.failed };

async function countsOf(db: Kysely<Database>, q: ReceiptListBody): Promise<ReceiptCounts> {
  const rows = await filtered(db, q)
    .select(['orderPayment.status', sql<number>`count(*)::int`.as('n')])
    .groupBy('orderPayment.status')
    .execute();
  const n = (status: number) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { pending: n(PAYMENT_STATUS.pending), approved: n(PAYMENT_STATUS.succeeded), rejected: n(PAYMENT_STATUS.failed) };
}

function selectRow(db: Kysely<Database>, q: Pick<ReceiptListBody, 'orderNo' | 'from' | 'to'>) {
  return filtered(db, q)
    .innerJoin('member', 'member.id', 'saleOrder.memberId')
    .select([
      'orderPayment.id', 'orderPayment.orderId', 'orderPayment.purpose', 'orderPayment.amountFen', 'orderPayment.status', 'orderPayment.receiptType',
      'orderPayment.receiptUrl', 'orderPayment.note', 'orderPayment.createdAt', 'orderPayment.reviewedAt', 'orderPayment.statedAmountFen', 'orderPayment.payerName',
      'saleOrder.orderNo', 'saleOrder.totalFen', 'saleOrder.paidFen', 'saleOrder.status as orderStatus',
      'member.mobile as memberMobile', 'member.nickname as memberNickname', 'member.companyName as memberCompany', 'saleOrder.memberId',
    ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

function rowOf(r: Selected): ReceiptRow {
  const state = receiptStateOf(r.status, r.reviewedAt) ?? 'rejected';
  const credit = r.purpose === PAYMENT_PURPOSE.creditRepayment;
  return {
    id: r.id,
    kind: 'order',
    orderId: r.orderId,
    orderNo: r.orderNo,
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
  const state = q.state ?? 'pending';
  let base = filtered(db, q).where('orderPayment.status', '=', STATUS_OF[state]);
  if (state === 'rejected') base = base.where('orderPayment.reviewedAt', 'is not', null);
  const total = Number((await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);
  // Waiting receipts oldest first (first come, first served); reviewed ones newest first.
  const dir = state === 'pending' ? 'asc' : 'desc';
  const ids = await base
    .select('orderPayment.id')
    .orderBy(state === 'pending' ? 'orderPayment.createdAt' : sql`coalesce(order_payment.reviewed_at, order_payment.created_at)`, dir)
    .orderBy('orderPayment.id', dir)
    .limit(q.size)
    .offset((q.current - 1) * q.size)
    .execute();
  const rows = ids.length === 0 ? [] : await selectRow(db, {}).where('orderPayment.id', 'in', ids.map((r) => r.id)).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const records = ids.flatMap((r) => {
    const row = byId.get(r.id);
    return row ? [rowOf(row)] : [];
  });
  return { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size), counts: await countsOf(db, q) };
}

/** GET /api/staff/order/receipt/get/:id: the receipt (a replaced one reads as missing) beside its order. */
export async function orderReceiptDetail(db: Kysely<Database>, paymentId: number): Promise<ReceiptDetail> {
  const r = await selectRow(db, {}).where('orderPayment.id', '=', paymentId).executeTakeFirst();
  if (!r) throw notFound(RECEIPT_MSG.receiptNotFound);
  const lines = await db
    .selectFrom('saleOrderLine')
    .select(['name', 'model', 'num', 'unit', 'unitPriceFen', 'lineFen'])
    .where('orderId', '=', r.orderId)
    .orderBy('id')
    .execute();
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
