// The /distribution page machine (machines/distribution/distribution-report.ts): every shortest
// path walked with fake actors (loadState, loadReport, loadDetails, exportMonth), every state
// reached; not a distributor by its state (the report never asked: issue 34 item 6) or by a 601 of
// the report, loading, a month chosen, details paging, export; and the default month.
import { describe, expect, it } from 'vitest';
import type { DistributorState, MonthProfitReport, ProfitDetail } from '../../../domain/distribution/distribution-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import {
  defaultMonth, distributionReportMachine, type DetailsInput, type DistributionContext, type DistributionEvent,
} from '../../../machines/distribution/distribution-report.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const month = (m: string, orderCount = 0, settledFen = 0) => ({ month: m, orderCount, salesFen: orderCount * 10_000, pendingFen: 0, voidFen: 0, settledFen, clawbackFen: 0 });
const REPORT: MonthProfitReport = {
  months: [month('2026-09', 2, 0), month('2026-10', 1, 600), month('2026-11')],
  totals: { salesFen: 30_000, pendingFen: 0, settledFen: 600, clawbackFen: 0 },
};
const STATE: DistributorState = { isDistributor: true, inviteCode: 'K7M3Q9TZ', invitePath: '/registered?invite=K7M3Q9TZ', boundMembers: 3, application: null };
const NOT_STATE: DistributorState = { ...STATE, isDistributor: false, inviteCode: null, invitePath: null, boundMembers: 0 };
const detailsPage = (current: number): Page<ProfitDetail> => ({ records: [], total: 25, size: 10, current, pages: 3 });
const NOT_601 = { code: 601, message: '该用户不是分销员' };

const EVENTS = [
  { type: 'xstate.done.actor.loadState', output: STATE },
  { type: 'xstate.done.actor.loadState', output: NOT_STATE },
  { type: 'xstate.error.actor.loadState', error: { message: '网络异常' } },
  { type: 'xstate.done.actor.loadReport', output: REPORT },
  { type: 'xstate.done.actor.loadReport', output: { ...REPORT, months: [] } },
  { type: 'xstate.error.actor.loadReport', error: NOT_601 },
  { type: 'xstate.error.actor.loadReport', error: { message: '网络异常' } },
  { type: 'RETRY' },
  { type: 'APPLIED' },
  { type: 'xstate.done.actor.loadDetails', output: detailsPage(1) },
  { type: 'xstate.error.actor.loadDetails', error: { message: '服务器开小差了' } },
  { type: 'CHOOSE_MONTH', month: '2026-09' },
  { type: 'PAGE', current: 2 },
  { type: 'EXPORT' },
  { type: 'xstate.done.actor.exportMonth' },
  { type: 'xstate.error.actor.exportMonth', error: { message: '导出失败' } },
] as unknown as DistributionEvent[];

interface Effects {
  /** Each report asked (its input: none). */
  reports: void[];
  details: DetailsInput[];
  exports: { month: string }[];
}

const start = (effects: Effects) =>
  startMachine(distributionReportMachine, {
    provide: (fake) => ({
      actors: {
        loadState: fake.promise<DistributorState, void>('loadState'),
        loadReport: fake.promise<MonthProfitReport, void>('loadReport', effects.reports),
        loadDetails: fake.promise<Page<ProfitDetail>, DetailsInput>('loadDetails', effects.details),
        exportMonth: fake.promise<void, { month: string }>('exportMonth', effects.exports),
      },
    }),
  });

// One overview per walk: the report is loaded at most twice on a path.
const paths = shortestPaths(distributionReportMachine, {
  events: EVENTS,
  filterEvents: (state, event) => {
    const ctx = state.context as DistributionContext;
    if (event.type === 'CHOOSE_MONTH' || event.type === 'PAGE') return ctx.details !== null || event.type === 'CHOOSE_MONTH';
    return true;
  },
});

describePaths('distribution report, model-based', paths, {
  effects: (): Effects => ({ reports: [], details: [], exports: [] }),
  start,
  check: (effects, h) => {
    // The report is asked only of a member whose state says distributor; a non-distributor's page
    // is reached without asking it (its 601 would be a failed request in the console).
    const snap = h.state();
    if (snap.matches('loadingReport')) expect(snap.context.memberState?.isDistributor).toBe(true);
    if (snap.matches('notDistributor')) {
      expect(snap.context.stateOf601?.isDistributor).toBe(false);
      expect(snap.context.overview).toBeNull();
      if (snap.context.memberState?.isDistributor === false) expect(effects.reports).toHaveLength(0);
    }
    // Details are asked only for months of the report and pages from 1.
    for (const d of effects.details) {
      expect(REPORT.months.map((m) => m.month)).toContain(d.month);
      expect(d.current).toBeGreaterThanOrEqual(1);
    }
    for (const e of effects.exports) expect(REPORT.months.map((m) => m.month)).toContain(e.month);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(distributionReportMachine, paths, ['distributionReport.ready.details.deciding']);
});

describe('the default month', () => {
  it('is the latest month with orders, else with settlements, else the current one', () => {
    expect(defaultMonth(REPORT)).toBe('2026-10');
    expect(defaultMonth({ ...REPORT, months: [month('2026-10'), month('2026-11')] })).toBe('2026-11');
    expect(defaultMonth({ ...REPORT, months: [month('2026-10', 2), month('2026-11', 0, 500)] })).toBe('2026-10');
    expect(defaultMonth({ ...REPORT, months: [month('2026-10', 0, 300), month('2026-11')] })).toBe('2026-10');
    expect(defaultMonth({ ...REPORT, months: [] })).toBeNull();
  });
});
