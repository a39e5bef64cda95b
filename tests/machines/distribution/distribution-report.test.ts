// The /distribution page machine (machines/distribution/distribution-report.ts): every shortest
// path walked with fake actors (loadOverview, loadDetails, exportMonth), every state reached; not
// a distributor (601), loading, a month chosen, details paging, export; and the default month.
import { describe, expect, it } from 'vitest';
import type { DistributorState, MonthProfitReport, ProfitDetail } from '../../../domain/distribution/distribution-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import {
  defaultMonth, distributionReportMachine, type DetailsInput, type DistributionContext, type DistributionEvent, type Overview,
} from '../../../machines/distribution/distribution-report.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const month = (m: string, orderCount = 0, settledFen = 0) => ({ month: m, orderCount, salesFen: orderCount * 10_000, pendingFen: 0, voidFen: 0, settledFen, clawbackFen: 0 });
const REPORT: MonthProfitReport = {
  months: [month('2026-09', 2, 0), month('2026-10', 1, 600), month('2026-11')],
  totals: { salesFen: 30_000, pendingFen: 0, settledFen: 600, clawbackFen: 0 },
};
const STATE: DistributorState = { isDistributor: true, inviteCode: 'K7M3Q9TZ', invitePath: '/registered?invite=K7M3Q9TZ', boundMembers: 3, application: null };
const OVERVIEW: Overview = { state: STATE, report: REPORT };
const detailsPage = (current: number): Page<ProfitDetail> => ({ records: [], total: 25, size: 10, current, pages: 3 });
const NOT_601 = { code: 601, message: '该用户不是分销员', state: { ...STATE, isDistributor: false, inviteCode: null, invitePath: null } };

const EVENTS = [
  { type: 'xstate.done.actor.loadOverview', output: OVERVIEW },
  { type: 'xstate.done.actor.loadOverview', output: { state: STATE, report: { ...REPORT, months: [] } } },
  { type: 'xstate.error.actor.loadOverview', error: NOT_601 },
  { type: 'xstate.error.actor.loadOverview', error: { message: '网络异常' } },
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
  details: DetailsInput[];
  exports: { month: string }[];
}

const start = (effects: Effects) =>
  startMachine(distributionReportMachine, {
    provide: (fake) => ({
      actors: {
        loadOverview: fake.promise<Overview, void>('loadOverview'),
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
  effects: (): Effects => ({ details: [], exports: [] }),
  start,
  check: (effects) => {
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
