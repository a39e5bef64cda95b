// The queries of the 收款确认 queue (issue 22; the payments module's staff-receipt-service.ts holds
// its rules): goods orders' bank-transfer receipts with their order, filtered by order number (or
// the start of the PO number, issue 38) and upload date (China days), a page of one review state,
// the count per state, one receipt, and the lines of its order. A receipt the member replaced (未通过 with no reviewer) is in none.
import { sql, type Kysely, type Transaction } from 'kysely';
import { BANK_TRANSFER, PAYMENT_STATUS } from '../../../domain/orders/order-rules.ts';
import { chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ReceiptFilter {
  orderNo?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const likeText = (s: string) => `%${escapeLike(s)}%`;

/** The receipts (order payments by bank transfer) matching the order-number and date filters, any state. */
function filtered(db: Db, q: ReceiptFilter) {
  let base = db
    .selectFrom('orderPayment')
    .innerJoin('saleOrder', 'saleOrder.id', 'orderPayment.orderId')
    .where('orderPayment.provider', '=', BANK_TRANSFER)
    // A receipt the member replaced (未通过 with no reviewer) is nobody's work.
    .where((eb) => eb.or([eb('orderPayment.status', '!=', PAYMENT_STATUS.failed), eb('orderPayment.reviewedAt', 'is not', null)]));
  const typed = q.orderNo?.trim();
  const orderNo = typed?.toUpperCase();
  // Issue 38: the same box finds a receipt by the start of its order's PO number.
  if (typed && orderNo) base = base.where((eb) => eb.or([eb('saleOrder.orderNo', 'like', likeText(orderNo)), eb('saleOrder.poNumber', 'ilike', `${escapeLike(typed)}%`)]));
  if (q.from) base = base.where('orderPayment.createdAt', '>=', chinaMidnightUtc(q.from));
  if (q.to) base = base.where('orderPayment.createdAt', '<', chinaMidnightUtc(q.to, 1));
  return base;
}

/** The matching receipts per payment status. */
export async function receiptCountsByStatus(db: Db, q: ReceiptFilter): Promise<{ status: number; n: number }[]> {
  return filtered(db, q)
    .select(['orderPayment.status', sql<number>`count(*)::int`.as('n')])
    .groupBy('orderPayment.status')
    .execute();
}

/**
 * A page of the matching receipts of one payment status (reviewedOnly: only those a reviewer
 * refused): waiting ones oldest first, reviewed ones newest reviewed first. The ids and the count.
 */
export async function receiptPage(
  db: Db,
  q: ReceiptFilter,
  status: number,
  opts: { reviewedOnly: boolean; waitingOrder: boolean },
  limit: number,
  offset: number,
): Promise<{ total: number; ids: number[] }> {
  let base = filtered(db, q).where('orderPayment.status', '=', status);
  if (opts.reviewedOnly) base = base.where('orderPayment.reviewedAt', 'is not', null);
  const total = Number((await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);
  const dir = opts.waitingOrder ? 'asc' : 'desc';
  const ids = await base
    .select('orderPayment.id')
    .orderBy(opts.waitingOrder ? 'orderPayment.createdAt' : sql`coalesce(order_payment.reviewed_at, order_payment.created_at)`, dir)
    .orderBy('orderPayment.id', dir)
    .limit(limit)
    .offset(offset)
    .execute();
  return { total, ids: ids.map((r) => r.id) };
}

function selectRow(db: Db) {
  return filtered(db, {}).select([
    'orderPayment.id', 'orderPayment.orderId', 'orderPayment.purpose', 'orderPayment.amountFen', 'orderPayment.status', 'orderPayment.receiptType',
    'orderPayment.receiptUrl', 'orderPayment.note', 'orderPayment.createdAt', 'orderPayment.reviewedAt', 'orderPayment.statedAmountFen', 'orderPayment.payerName',
    'saleOrder.orderNo', 'saleOrder.totalFen', 'saleOrder.paidFen', 'saleOrder.status as orderStatus', 'saleOrder.memberId', 'saleOrder.poNumber',
  ]);
}

export type ReceiptRowData = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

/** The given receipts (a replaced one is missing) with their order's columns. */
export async function receiptRowsByIds(db: Db, ids: number[]): Promise<ReceiptRowData[]> {
  if (ids.length === 0) return [];
  return selectRow(db).where('orderPayment.id', 'in', ids).execute();
}

/** One receipt (a replaced one reads as missing) with its order's columns. */
export async function receiptRowById(db: Db, paymentId: number): Promise<ReceiptRowData | undefined> {
  return selectRow(db).where('orderPayment.id', '=', paymentId).executeTakeFirst();
}

/** What the receipt's page shows of its order's lines. */
export async function receiptOrderLines(db: Db, orderId: number) {
  return db.selectFrom('saleOrderLine').select(['name', 'model', 'num', 'unit', 'unitPriceFen', 'lineFen']).where('orderId', '=', orderId).orderBy('id').execute();
}
