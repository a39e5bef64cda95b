// The 服务订单 work queue of the staff console (issue 22): every member's orders filtered by
// status, the item's service type, a part of the service number and the China dates the order
// was placed, newest first, one page at a time; with the count of each status under the same
// filters but the status (the console's tabs). Read only; `npm run services -- queue` and
// POST /api/staff/common/serviceOrder/queue/list answer from here.
import type { Kysely } from 'kysely';
import { QUEUE_MSG, type ServiceQueuePage, type ServiceQueueQuery, type ServiceQueueRow } from '../../../domain/services/staff-service-queue-payloads.ts';
import { SERVICE_TYPE_TEXT, type ServiceType } from '../../../domain/services/service-rules.ts';
import { SERVICE_STATUS_TEXT, SERVICE_STATUSES, type ServiceStatus } from '../../../domain/services/service-status.ts';
import { chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import { PAGE_MAX } from '../../../domain/shared/page-query.ts';
import type { Database } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { instrumentsOf, ordersWithWaitingReceipt } from './service-repository.ts';
import { queueCountsByStatus, queuePage } from './staff-service-queue-repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const day = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/** A yyyy-mm-dd that names a real calendar day. */
function realDate(date: string): boolean {
  const t = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === date;
}

/** One page of the queue and the per-status counts. */
export async function serviceQueue(db: Kysely<Database>, q: ServiceQueueQuery): Promise<ServiceQueuePage> {
  for (const d of [q.from, q.to]) if (d !== undefined && !realDate(d)) throw badRequest(QUEUE_MSG.badDate(d));
  if (q.from && q.to && q.from > q.to) throw badRequest(QUEUE_MSG.badDateRange);
  const from = q.from ? chinaMidnightUtc(q.from) : null;
  const to = q.to ? chinaMidnightUtc(q.to, 1) : null;
  const serviceNo = q.serviceNo?.trim().toUpperCase() || null;

  const filter = { serviceType: q.serviceType, serviceNo, from, to };
  const byStatus = await queueCountsByStatus(db, filter);
  const countOf = new Map(byStatus.map((r) => [Number(r.status), Number(r.n)]));
  const counts = SERVICE_STATUSES.map((status) => ({ status, statusText: SERVICE_STATUS_TEXT[status], count: countOf.get(status) ?? 0 }));

  const total = q.status === undefined ? counts.reduce((s, c) => s + c.count, 0) : (countOf.get(q.status) ?? 0);
  const current = Math.min(q.current, PAGE_MAX);
  const rows = await queuePage(db, filter, q.status, q.size, (current - 1) * q.size);

  const ids = rows.map((r) => Number(r.id));
  const qty = new Map<number, number>();
  for (const l of await instrumentsOf(db, ids)) qty.set(Number(l.serviceOrderId), (qty.get(Number(l.serviceOrderId)) ?? 0) + l.qty);
  const waiting = await ordersWithWaitingReceipt(db, ids);
  const records: ServiceQueueRow[] = rows.map((o) => {
    const status = o.status as ServiceStatus;
    const serviceType = o.serviceType as ServiceType;
    return {
      id: Number(o.id),
      serviceNo: o.serviceNo,
      serviceItemId: Number(o.serviceItemId),
      itemName: o.itemName,
      status,
      statusText: SERVICE_STATUS_TEXT[status],
      totalQty: qty.get(Number(o.id)) ?? 0,
      amountFen: o.quoteFen === null ? null : Number(o.quoteFen),
      plannedDate: day(o.plannedDate),
      preferredDates: o.preferredDates,
      regionText: o.regionText,
      createdAt: iso(o.createdAt)!,
      memberId: Number(o.memberId),
      memberMobile: o.memberMobile ?? '',
      acceptedAt: iso(o.acceptedAt),
      paidAt: iso(o.paidAt),
      creditAt: iso(o.creditAt),
      receiptWaiting: waiting.has(Number(o.id)),
      serviceType,
      serviceTypeText: SERVICE_TYPE_TEXT[serviceType],
      contact: o.contact,
    };
  });
  return { ...page(records, total, current, q.size), counts: { total: counts.reduce((s, c) => s + c.count, 0), counts } };
}
