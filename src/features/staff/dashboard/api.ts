// The 工作台's calls (issue 22 item 5): the queues waiting and the report, through the one client
// with the console's staff token.
import { get } from '../../../lib/client.ts';
import type { DashboardQueue, DashboardQueues, DashboardReport } from '../../../../domain/staff/dashboard-payloads.ts';

export async function fetchDashboardQueues(): Promise<DashboardQueue[]> {
  return (await get<DashboardQueues>('/system/api/staff/dashboard/queues', undefined, { silent: true })).queues;
}

export function fetchDashboardReport(): Promise<DashboardReport> {
  return get<DashboardReport>('/system/api/staff/dashboard/report', undefined, { silent: true });
}
