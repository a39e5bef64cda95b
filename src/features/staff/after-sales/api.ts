// The after-sales queue's staff calls (order service): the list with filters, the counts per status,
// one request, and the three steps (review, receive, pay). The staff token is sent by the one client.
import { get, post } from '../../../lib/client.ts';
import type { StaffRefundQuery } from '../../../../domain/after-sales/refund-payloads.ts';
import type { StaffRefundRow } from '../../../../domain/after-sales/refund-views.ts';
import type { StaffRefundCounts } from '../../../../domain/after-sales/staff-refund-queue.ts';
import type { Page } from '../../../../domain/shared/envelope.ts';
import type { RefundAction } from '../../../../machines/staff/staff-refund-detail.ts';
import type { RefundQueueResult } from '../../../../machines/staff/staff-refund-queue.ts';

const BASE = '/order/api/staff/order/refund';

export async function fetchRefundQueue(query: StaffRefundQuery): Promise<RefundQueueResult> {
  const [page, counts] = await Promise.all([
    get<Page<StaffRefundRow>>(`${BASE}/list`, { ...query }, { silent: true }),
    get<StaffRefundCounts>(`${BASE}/counts`, undefined, { silent: true }),
  ]);
  return { page, counts };
}

export function fetchStaffRefund(id: number): Promise<StaffRefundRow> {
  return get<StaffRefundRow>(`${BASE}/get/${id}`, undefined, { silent: true });
}

export function actOnRefund(action: RefundAction): Promise<StaffRefundRow> {
  return post<StaffRefundRow>(`${BASE}/${action.step}`, action.body, { silent: true });
}
