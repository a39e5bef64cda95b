// The reads of service orders' transfer receipts for the 收款确认 queue (staff-service-receipts-
// service.ts): the receipts staff see (one the member replaced is in none) by service number and
// upload date, counted by status, one page of ids in a state, and the rows beside their order and
// member. Read-only.
import { sql, type Kysely } from 'kysely';
import { SERVICE_PAYMENT_STATUS, SERVICE_TRANSFER_PROVIDER } from '../../../domain/services/service-rules.ts';
import type { Database } from '../../db/schema.ts';

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ReceiptFilter {
  /** A part of the service number, upper case. */
  orderNo?: string | undefined;
  /** Uploaded at or after. */
  from?: Date | undefined;
  /** Uploaded before. */
  to?: Date | undefined;
}

function filtered(db: Kysely<Database>, f: ReceiptFilter) {
  let base = db
    .selectFrom('servicePayment')
    .innerJoin('serviceOrder', 'serviceOrder.id', 'servicePayment.serviceOrderId')
    .where('servicePayment.provider', '=', SERVICE_TRANSFER_PROVIDER)
    // A receipt the member replaced (void with no reviewer) is nobody's work.
    .where((eb) => eb.or([eb('servicePayment.status', '!=', SERVICE_PAYMENT_STATUS.void), eb('servicePayment.reviewedAt', 'is not', null)]));
  if (f.orderNo) base = base.where(sql`upper(service_order.service_no)`, 'like', likeText(f.orderNo));
  if (f.from) base = base.where('servicePayment.createdAt', '>=', f.from);
  if (f.to) base = base.where('servicePayment.createdAt', '<', f.to);
  return base;
}

/** The number of receipts in each payment status under the filter. */
export function receiptCountsByStatus(db: Kysely<Database>, f: ReceiptFilter) {
  return filtered(db, f).select(['servicePayment.status', sql<number>`count(*)::int`.as('n')]).groupBy('servicePayment.status').execute();
}

function inState(db: Kysely<Database>, f: ReceiptFilter, status: number, reviewedOnly: boolean) {
  const base = filtered(db, f).where('servicePayment.status', '=', status);
  return reviewedOnly ? base.where('servicePayment.reviewedAt', 'is not', null) : base;
}

/** The number of receipts in one payment status (reviewed ones only when `reviewedOnly`). */
export async function receiptCountInState(db: Kysely<Database>, f: ReceiptFilter, status: number, reviewedOnly: boolean): Promise<number> {
  return Number((await inState(db, f, status, reviewedOnly).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);
}

/** One page of receipt ids in one payment status: the waiting ones oldest upload first, the others latest review first. */
export function receiptIdsInState(db: Kysely<Database>, f: ReceiptFilter, status: number, reviewedOnly: boolean, oldestFirst: boolean, limit: number, offset: number) {
  const dir = oldestFirst ? 'asc' : 'desc';
  return inState(db, f, status, reviewedOnly)
    .select('servicePayment.id')
    .orderBy(oldestFirst ? 'servicePayment.createdAt' : sql`coalesce(service_payment.reviewed_at, service_payment.created_at)`, dir)
    .orderBy('servicePayment.id', dir)
    .limit(limit)
    .offset(offset)
    .execute();
}

function selectRow(db: Kysely<Database>) {
  return filtered(db, {})
    // reads member of account: the member's name and mobile beside each receipt, in the one join (a round trip per row otherwise)
    .innerJoin('member', 'member.id', 'serviceOrder.memberId')
    .select([
      'servicePayment.id', 'servicePayment.serviceOrderId', 'servicePayment.amountFen', 'servicePayment.status', 'servicePayment.receiptType',
      'servicePayment.receiptUrl', 'servicePayment.note', 'servicePayment.createdAt', 'servicePayment.reviewedAt',
      'serviceOrder.serviceNo', 'serviceOrder.itemName', 'serviceOrder.quoteFen', 'serviceOrder.paidFen', 'serviceOrder.paidAt', 'serviceOrder.creditAt',
      'serviceOrder.acceptedAt', 'serviceOrder.status as orderStatus', 'serviceOrder.memberId',
      'member.mobile as memberMobile', 'member.nickname as memberNickname', 'member.companyName as memberCompany',
    ]);
}

export type ServiceReceiptRow = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

/** These receipts (a replaced one is not among them) beside their order and member, in no particular order. */
export function receiptRowsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<ServiceReceiptRow[]> {
  return selectRow(db).where('servicePayment.id', 'in', [...ids]).execute();
}

/** One receipt beside its order and member (a replaced one reads as missing), or undefined. */
export function receiptRowById(db: Kysely<Database>, paymentId: number): Promise<ServiceReceiptRow | undefined> {
  return selectRow(db).where('servicePayment.id', '=', paymentId).executeTakeFirst();
}
