// The calls of the 合作与分销申请 page (issue 22): the lists (with the count of each status, read
// as the totals of the status lists) and the decisions, the same staff API the CLIs use.
import { get, post } from '../../../lib/client.ts';
import type { Page } from '../../../../domain/shared/envelope.ts';
import type { StaffCooperationRow } from '../../../../domain/cooperation/cooperation-views.ts';
import type { StaffApplicationRow } from '../../../../domain/distribution/distribution-views.ts';
import type { ApplicationList, DecisionCall, ListQuery } from '../../../../machines/staff/application-review.ts';

export type AnyApplication = StaffCooperationRow | StaffApplicationRow;

const LIST = { cooperation: '/common/api/staff/common/cooperation/list', distributor: '/member/api/staff/distributor/application/list' } as const;
export const PAGE_SIZE = 10;

function page(kind: ListQuery['kind'], status: number | null, current: number, size: number): Promise<Page<AnyApplication>> {
  return get<Page<AnyApplication>>(LIST[kind], { current, size, ...(status === null ? {} : { status }) });
}

export async function fetchApplications(q: ListQuery): Promise<ApplicationList<AnyApplication>> {
  const [list, pending, approved, rejected] = await Promise.all([
    page(q.kind, q.status, q.current, PAGE_SIZE),
    page(q.kind, 0, 1, 1),
    page(q.kind, 1, 1, 1),
    page(q.kind, 2, 1, 1),
  ]);
  return { page: list, counts: { pending: pending.total, approved: approved.total, rejected: rejected.total } };
}

export function decideApplication(d: DecisionCall): Promise<unknown> {
  if (d.kind === 'cooperation') {
    return post('/common/api/staff/common/cooperation/review', d.approve ? { id: d.id, approve: true } : { id: d.id, approve: false, note: d.reason }, { silent: true });
  }
  return d.approve
    ? post('/member/api/staff/distributor/application/approve', { id: d.id }, { silent: true })
    : post('/member/api/staff/distributor/application/reject', { id: d.id, reason: d.reason }, { silent: true });
}
