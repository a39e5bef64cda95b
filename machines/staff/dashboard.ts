// The 工作台 (/admin, issue 22 item 5): loads the work queues the staff member's permissions open
// and then, for a member with report.view (财务, 运营, 管理员), the report: today's orders and
// sales, the 30-day chart, the top goods (shown by quantity or by amount) and the search terms
// that found nothing. A failed queue load shows a retry; a failed report keeps the queues on
// screen with a retry of its own. 刷新 loads both again. The app provides the two calls.
import { assign, fromPromise, setup } from 'xstate';
import type { DashboardQueue, DashboardReport } from '../../domain/staff/dashboard-payloads.ts';
import type { Permission } from '../../domain/staff/staff-roles.ts';
import { failureOf } from '../shared/service-failure.ts';

export type TopBy = 'quantity' | 'amount';

/** Whether a staff member sees the report (the server checks again: 403 otherwise). */
export const canSeeReport = (permissions: readonly Permission[]) => permissions.includes('report.view');

export interface DashboardInput {
  canReport: boolean;
}

export interface DashboardContext {
  canReport: boolean;
  queues: DashboardQueue[] | null;
  report: DashboardReport | null;
  topBy: TopBy;
  loadError: string | null;
  reportError: string | null;
}

export type DashboardEvent = { type: 'RETRY' } | { type: 'REFRESH' } | { type: 'TOP_BY'; by: TopBy };

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as DashboardInput,
  },
  actors: {
    fetchQueues: fromPromise<DashboardQueue[]>(() => Promise.reject(new Error('fetchQueues is provided by the app'))),
    fetchReport: fromPromise<DashboardReport>(() => Promise.reject(new Error('fetchReport is provided by the app'))),
  },
  actions: {
    setQueues: assign({ queues: (_, params: { queues: DashboardQueue[] }) => params.queues, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    setReport: assign({ report: (_, params: { report: DashboardReport }) => params.report, reportError: null }),
    setReportError: assign({ reportError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    setTopBy: assign({ topBy: (_, params: { by: TopBy }) => params.by }),
  },
  guards: {
    canReport: ({ context }) => context.canReport,
    otherTopBy: ({ context, event }) => event.type === 'TOP_BY' && event.by !== context.topBy,
  },
}).createMachine({
  id: 'staffDashboard',
  context: ({ input }) => ({ canReport: input.canReport, queues: null, report: null, topBy: 'quantity', loadError: null, reportError: null }),
  initial: 'loadingQueues',
  on: {
    TOP_BY: { guard: 'otherTopBy', actions: { type: 'setTopBy', params: ({ event }) => ({ by: event.by }) } },
  },
  states: {
    loadingQueues: {
      invoke: {
        id: 'fetchQueues',
        src: 'fetchQueues',
        onDone: [
          { guard: 'canReport', target: 'loadingReport', actions: { type: 'setQueues', params: ({ event }) => ({ queues: event.output }) } },
          { target: 'ready', actions: { type: 'setQueues', params: ({ event }) => ({ queues: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingReport: {
      invoke: {
        id: 'fetchReport',
        src: 'fetchReport',
        onDone: { target: 'ready', actions: { type: 'setReport', params: ({ event }) => ({ report: event.output }) } },
        onError: { target: 'reportFailed', actions: { type: 'setReportError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      on: { REFRESH: 'loadingQueues' },
    },
    reportFailed: {
      on: { RETRY: 'loadingReport', REFRESH: 'loadingQueues' },
    },
    failed: {
      on: { RETRY: 'loadingQueues' },
    },
  },
});
