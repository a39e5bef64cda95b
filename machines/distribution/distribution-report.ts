// The /distribution page (issue 19): loads the member's distributor state, then (a distributor
// only) the 12-month report. A member who is not a distributor lands in notDistributor, a normal
// state of the page (该用户不是分销员 of spec 2.8 and the application), without asking the report
// (issue 34 item 6: its expected 601/403 answer is not an error); a 601 of the report all the same
// (the member stopped being one in between) lands there too. Otherwise the latest month with activity is chosen
// and its details load; choosing another month or page reloads them; the month exports as .xlsx
// (exporting -> done or failed with the server's sentence), beside the details.
import { assign, fromPromise, setup } from 'xstate';
import type { DistributorState, MonthProfitReport, ProfitDetail } from '../../domain/distribution/distribution-views.ts';
import { NOT_DISTRIBUTOR_CODE } from '../../domain/distribution/distribution-rules.ts';
import type { Page } from '../../domain/shared/envelope.ts';

export const DETAILS_PAGE_SIZE = 10;

export interface Overview {
  state: DistributorState;
  report: MonthProfitReport;
}

export interface DetailsInput {
  month: string;
  current: number;
}

export interface DistributionContext {
  overview: Overview | null;
  /** The member's distributor state, read first. */
  memberState: DistributorState | null;
  /** The member's state when not a distributor (for the application panel). */
  stateOf601: DistributorState | null;
  month: string | null;
  current: number;
  details: Page<ProfitDetail> | null;
  error: string | null;
  exportError: string | null;
}

export type DistributionEvent =
  | { type: 'RETRY' }
  | { type: 'CHOOSE_MONTH'; month: string }
  | { type: 'PAGE'; current: number }
  | { type: 'EXPORT' }
  | { type: 'APPLIED' };

/** The report's refusal of a member who is not a distributor: an error with code 601. */
export interface NotDistributor {
  code: typeof NOT_DISTRIBUTOR_CODE;
}

function isNotDistributor(error: unknown): error is NotDistributor {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === NOT_DISTRIBUTOR_CODE;
}

const messageOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : null;

/** The latest month with orders, else the latest with settlements or clawbacks, else the current (last) month. */
export function defaultMonth(report: MonthProfitReport): string | null {
  const latest = [...report.months].reverse();
  const active = latest.find((m) => m.orderCount > 0) ?? latest.find((m) => m.settledFen !== 0 || m.clawbackFen !== 0);
  return active?.month ?? report.months.at(-1)?.month ?? null;
}

export const distributionReportMachine = setup({
  types: {
    context: {} as DistributionContext,
    events: {} as DistributionEvent,
  },
  actors: {
    loadState: fromPromise<DistributorState, void>(() => Promise.reject(new Error('loadState is provided by the app'))),
    loadReport: fromPromise<MonthProfitReport, void>(() => Promise.reject(new Error('loadReport is provided by the app'))),
    loadDetails: fromPromise<Page<ProfitDetail>, DetailsInput>(() => Promise.reject(new Error('loadDetails is provided by the app'))),
    exportMonth: fromPromise<void, { month: string }>(() => Promise.reject(new Error('exportMonth is provided by the app'))),
  },
  guards: {
    isDistributor: ({ event }) => (event as { output?: DistributorState }).output?.isDistributor === true,
    notDistributor: ({ event }) => isNotDistributor((event as { error?: unknown }).error),
    hasMonth: ({ context }) => context.month !== null,
    otherMonth: ({ context, event }) => event.type === 'CHOOSE_MONTH' && event.month !== context.month,
    validPage: ({ context, event }) =>
      event.type === 'PAGE' && context.details !== null && event.current >= 1 && event.current <= context.details.pages && event.current !== context.current,
  },
}).createMachine({
  id: 'distributionReport',
  context: { overview: null, memberState: null, stateOf601: null, month: null, current: 1, details: null, error: null, exportError: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadState',
        src: 'loadState',
        onDone: [
          { guard: 'isDistributor', target: 'loadingReport', actions: assign({ memberState: ({ event }) => event.output }) },
          { target: 'notDistributor', actions: assign({ memberState: ({ event }) => event.output, stateOf601: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadingReport: {
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        onDone: {
          target: 'ready',
          actions: assign({
            overview: ({ context, event }) => ({ state: context.memberState!, report: event.output }),
            month: ({ event }) => defaultMonth(event.output),
            current: 1,
          }),
        },
        onError: [
          { guard: 'notDistributor', target: 'notDistributor', actions: assign({ stateOf601: ({ context }) => ({ ...context.memberState!, isDistributor: false, inviteCode: null, invitePath: null }) }) },
          { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    failed: { on: { RETRY: 'loading' } },
    /** Not a distributor: 该用户不是分销员 (spec 2.8) and the application (APPLIED reloads: staff may have approved). */
    notDistributor: { on: { APPLIED: 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        details: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'hasMonth', target: 'loading' }, { target: 'empty' }] },
            empty: {},
            loading: {
              invoke: {
                id: 'loadDetails',
                src: 'loadDetails',
                input: ({ context }) => ({ month: context.month!, current: context.current }),
                onDone: { target: 'shown', actions: assign({ details: ({ event }) => event.output }) },
                onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
              },
            },
            shown: {},
            failed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
          },
          on: {
            CHOOSE_MONTH: { guard: 'otherMonth', target: '.loading', actions: assign({ month: ({ event }) => event.month, current: 1, details: null, exportError: null }) },
            PAGE: { guard: 'validPage', target: '.loading', actions: assign({ current: ({ event }) => event.current }) },
          },
        },
        exporting: {
          initial: 'idle',
          states: {
            idle: { on: { EXPORT: { guard: 'hasMonth', target: 'running' } } },
            running: {
              entry: assign({ exportError: null }),
              invoke: {
                id: 'exportMonth',
                src: 'exportMonth',
                input: ({ context }) => ({ month: context.month! }),
                onDone: { target: 'idle' },
                onError: { target: 'idle', actions: assign({ exportError: ({ event }) => messageOf(event.error) }) },
              },
            },
          },
        },
      },
    },
  },
});
