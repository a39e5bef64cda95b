// The reads of the staff's service order queues, read-only:
// - what waits on staff (the staff dashboard, issue 22 item 5): bank-transfer receipts to confirm
//   (财务's 收款确认 queue), and orders at a step staff take next: 待确认 (to quote), 已报价
//   accepted and paid or on credit (to schedule), 已排期 (to start), 服务中 (to deliver the
//   certificates). Indexed counts (service_order status, the one waiting receipt per order);
// - the 服务订单 work queue (staff-service-queue.ts): the count of each status under the filters,
//   and one page of orders with the item's service type and the member's mobile.
import { sql, type Kysely } from 'kysely';
import { SERVICE_PAYMENT_STATUS, SERVICE_TRANSFER_PROVIDER } from '../../../domain/services/service-rules.ts';
import { SERVICE_STATUS } from '../../../domain/services/service-status.ts';
import type { Database } from '../../db/schema.ts';

export async function serviceReceiptsWaiting(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('servicePayment')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('provider', '=', SERVICE_TRANSFER_PROVIDER)
    .where('status', '=', SERVICE_PAYMENT_STATUS.pending)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function serviceOrdersWaitingOnStaff(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('serviceOrder')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([
        eb('status', 'in', [SERVICE_STATUS.awaitingConfirmation, SERVICE_STATUS.scheduled, SERVICE_STATUS.inService]),
        eb.and([
          eb('status', '=', SERVICE_STATUS.quoted),
          eb('acceptedAt', 'is not', null),
          eb.or([eb('paidAt', 'is not', null), eb('creditAt', 'is not', null)]),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface QueueFilter {
  serviceType?: number | undefined;
  /** A part of the service number, upper case. */
  serviceNo: string | null;
  /** Placed at or after. */
  from: Date | null;
  /** Placed before. */
  to: Date | null;
}

function queueBase(db: Kysely<Database>, f: QueueFilter) {
  let base = db
    .selectFrom('serviceOrder')
    // reads member of account: the member's mobile beside each order of the page, in the one join (a round trip per row otherwise)
    .innerJoin('member', 'member.id', 'serviceOrder.memberId')
    .innerJoin('serviceItem', 'serviceItem.id', 'serviceOrder.serviceItemId');
  if (f.serviceType !== undefined) base = base.where('serviceItem.serviceType', '=', f.serviceType);
  if (f.serviceNo) base = base.where(sql`upper(service_order.service_no)`, 'like', `%${f.serviceNo}%`);
  if (f.from) base = base.where('serviceOrder.createdAt', '>=', f.from);
  if (f.to) base = base.where('serviceOrder.createdAt', '<', f.to);
  return base;
}

/** The number of orders in each status under the filters. */
export function queueCountsByStatus(db: Kysely<Database>, f: QueueFilter) {
  return queueBase(db, f).select(['serviceOrder.status', sql<string>`count(*)`.as('n')]).groupBy('serviceOrder.status').execute();
}

/** One page of the orders under the filters (of one status when given), newest first. */
export function queuePage(db: Kysely<Database>, f: QueueFilter, status: number | undefined, limit: number, offset: number) {
  const listed = status === undefined ? queueBase(db, f) : queueBase(db, f).where('serviceOrder.status', '=', status);
  return listed
    .select([
      'serviceOrder.id', 'serviceOrder.serviceNo', 'serviceOrder.serviceItemId', 'serviceOrder.itemName', 'serviceOrder.status', 'serviceOrder.quoteFen',
      'serviceOrder.plannedDate', 'serviceOrder.preferredDates', 'serviceOrder.regionText', 'serviceOrder.createdAt', 'serviceOrder.memberId',
      'serviceOrder.acceptedAt', 'serviceOrder.paidAt', 'serviceOrder.creditAt', 'serviceOrder.contact', 'serviceItem.serviceType', 'member.mobile as memberMobile',
    ])
    .orderBy('serviceOrder.createdAt', 'desc')
    .orderBy('serviceOrder.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
