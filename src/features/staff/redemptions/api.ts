// The redemption queue's staff calls (member service): the list, the counts per status, and the
// three steps (ship, complete, cancel). The staff token is sent by the one client.
import { get, post } from '../../../lib/client.ts';
import type { StaffRedemptionQuery } from '../../../../domain/points/points-payloads.ts';
import type { StaffRedemptionRow } from '../../../../domain/points/points-views.ts';
import type { StaffRedemptionCounts } from '../../../../domain/points/staff-redemption-queue.ts';
import type { Page } from '../../../../domain/shared/envelope.ts';
import type { RedemptionAction, RedemptionQueueResult } from '../../../../machines/staff/staff-redemption-queue.ts';

const BASE = '/member/api/staff/points/order';

export async function fetchRedemptionQueue(query: StaffRedemptionQuery): Promise<RedemptionQueueResult> {
  const [page, counts] = await Promise.all([
    get<Page<StaffRedemptionRow>>(`${BASE}/list`, { ...query }, { silent: true }),
    get<StaffRedemptionCounts>(`${BASE}/counts`, undefined, { silent: true }),
  ]);
  return { page, counts };
}

export function actOnRedemption(action: RedemptionAction): Promise<StaffRedemptionRow> {
  return post<StaffRedemptionRow>(`${BASE}/${action.step}`, action.body, { silent: true });
}
