// The 工作台's machine (machines/staff/dashboard.ts): every shortest path walked with fake calls,
// for a member who sees the report and one who does not, and its rules: the report is asked for
// only with report.view; a failed report keeps the queues; the queues of the dashboard open the
// same pages as the side menu (domain/staff/dashboard-payloads.ts against staff-menu.ts).
import { describe, expect, it } from 'vitest';
import { DASHBOARD_QUEUE_KEYS, QUEUE_PERMISSIONS, queuesOpenTo, type DashboardQueue, type DashboardReport } from '../../../domain/staff/dashboard-payloads.ts';
import { permissionsOf, STAFF_ROLES } from '../../../domain/staff/staff-roles.ts';
import { STAFF_PAGES, menuFor } from '../../../machines/staff/staff-menu.ts';
import { canSeeReport, dashboardMachine, type DashboardContext, type DashboardEvent } from '../../../machines/staff/dashboard.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const QUEUES: DashboardQueue[] = [{ key: 'receipts', count: 3 }, { key: 'afterSales', count: 1 }];
const DAY = { date: '2026-11-24', orderCount: 2, salesFen: 12_800, refundFen: 0 };
const REPORT: DashboardReport = { today: DAY, days: [DAY], topByQuantity: [], topByAmount: [], noResultTerms: [] };

const EVENTS = [
  { type: 'RETRY' },
  { type: 'REFRESH' },
  { type: 'TOP_BY', by: 'amount' },
  { type: 'TOP_BY', by: 'quantity' },
  { type: 'xstate.done.actor.fetchQueues', output: QUEUES },
  { type: 'xstate.error.actor.fetchQueues', error: { message: '网络错误' } },
  { type: 'xstate.done.actor.fetchReport', output: REPORT },
  { type: 'xstate.error.actor.fetchReport', error: { message: '您没有权限' } },
] as unknown as DashboardEvent[];

interface Effects {
  queueCalls: number;
  reportCalls: number;
}

function starter(canReport: boolean) {
  return (effects: Effects): Harness =>
    startMachine(dashboardMachine, {
      input: { canReport },
      provide: (fake) => ({
        actors: {
          fetchQueues: fake.promise<DashboardQueue[]>('fetchQueues', () => (effects.queueCalls += 1)),
          fetchReport: fake.promise<DashboardReport>('fetchReport', () => (effects.reportCalls += 1)),
        },
      }),
    });
}

const check = (canReport: boolean) => (effects: Effects, h: Harness) => {
  const snap = h.snapshot() as { value: string; context: DashboardContext };
  // Without report.view the report is never asked for nor shown.
  if (!canReport) {
    expect(effects.reportCalls).toBe(0);
    expect(snap.context.report).toBeNull();
    expect(['loadingReport', 'reportFailed']).not.toContain(snap.value);
  }
  // The report is asked for only after the queues came.
  if (snap.value === 'loadingReport' || snap.value === 'reportFailed') expect(snap.context.queues).toEqual(QUEUES);
  if (snap.value === 'ready') expect(snap.context.queues).not.toBeNull();
};

for (const canReport of [true, false]) {
  const paths = shortestPaths(dashboardMachine, { events: EVENTS, input: { canReport } });
  describePaths(`dashboard (${canReport ? '财务' : '客服'}), model-based`, paths, {
    effects: (): Effects => ({ queueCalls: 0, reportCalls: 0 }),
    start: starter(canReport),
    check: check(canReport),
  });
}

it('the shortest paths of both kinds of staff reach every state node', () => {
  const paths = [true, false].flatMap((canReport) => shortestPaths(dashboardMachine, { events: EVENTS, input: { canReport } }));
  expectEveryStateReached(dashboardMachine, paths);
});

describe('dashboard rules', () => {
  it('shows the report to 财务, 运营 and 管理员 only', () => {
    const seeing = STAFF_ROLES.filter((r) => canSeeReport(permissionsOf(r)));
    expect(seeing).toEqual(['finance', 'operations', 'admin']);
  });

  it('opens for each queue the same permissions as its page in the side menu', () => {
    for (const key of DASHBOARD_QUEUE_KEYS) {
      const page = STAFF_PAGES.find((p) => p.key === key);
      expect(page, key).toBeDefined();
      expect([...QUEUE_PERMISSIONS[key]].sort()).toEqual([...page!.permissions].sort());
    }
    for (const role of STAFF_ROLES) {
      const menu = menuFor(permissionsOf(role)).map((p) => p.key as string);
      expect(queuesOpenTo(permissionsOf(role)).every((k) => menu.includes(k))).toBe(true);
    }
  });
});
