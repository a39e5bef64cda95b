// The after-sales queue's list in the staff console (/admin/after-sales, issue 22): filters
// (status, type, a refund or order number), the counts per status, paging. Every change of filter
// goes back to page 1 and loads the page and the counts again; a keyword longer than the server
// takes is refused before anything is sent. The app provides `fetchQueue`.
import { assign, fromPromise, setup } from 'xstate';
import type { StaffRefundQuery } from '../../domain/after-sales/refund-payloads.ts';
import type { RefundStatus, RefundType } from '../../domain/after-sales/refund-status.ts';
import type { StaffRefundRow } from '../../domain/after-sales/refund-views.ts';
import { KEYWORD_MAX, KEYWORD_TOO_LONG, type StaffRefundCounts } from '../../domain/after-sales/staff-refund-queue.ts';
import type { Page } from '../../domain/shared/envelope.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface RefundFilters {
  status: RefundStatus | null;
  refundType: RefundType | null;
  keyword: string;
}

export const NO_REFUND_FILTERS: RefundFilters = { status: null, refundType: null, keyword: '' };
export const REFUND_PAGE_SIZE = 20;

export interface RefundQueueResult {
  page: Page<StaffRefundRow>;
  counts: StaffRefundCounts;
}

export function refundQuery(f: RefundFilters, current: number, size = REFUND_PAGE_SIZE): StaffRefundQuery {
  const q: StaffRefundQuery = { current, size };
  if (f.status !== null) q.status = f.status;
  if (f.refundType !== null) q.refundType = f.refundType;
  if (f.keyword.trim()) q.keyword = f.keyword.trim();
  return q;
}

export interface RefundQueueContext {
  filters: RefundFilters;
  current: number;
  result: RefundQueueResult | null;
  filterError: string | null;
  loadError: string | null;
}

export type RefundQueueEvent = { type: 'FILTER'; filters: RefundFilters } | { type: 'PAGE'; current: number } | { type: 'RETRY' };

export const refundQueueMachine = setup({
  types: { context: {} as RefundQueueContext, events: {} as RefundQueueEvent },
  actors: {
    fetchQueue: fromPromise<RefundQueueResult, StaffRefundQuery>(() => Promise.reject(new Error('fetchQueue is provided by the app'))),
  },
  actions: {
    setFilters: assign({ filters: (_, params: { filters: RefundFilters }) => params.filters, current: 1, filterError: null }),
    refuseFilters: assign({ filterError: KEYWORD_TOO_LONG }),
    setPage: assign({ current: (_, params: { current: number }) => params.current }),
    setResult: assign({ result: (_, params: { result: RefundQueueResult }) => params.result, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
  },
  guards: {
    badFilters: ({ event }) => event.type === 'FILTER' && event.filters.keyword.trim().length > KEYWORD_MAX,
    pageInRange: ({ context, event }) => event.type === 'PAGE' && event.current >= 1 && event.current <= Math.max(1, context.result?.page.pages ?? 1) && event.current !== context.current,
  },
}).createMachine({
  id: 'refundQueue',
  context: { filters: NO_REFUND_FILTERS, current: 1, result: null, filterError: null, loadError: null },
  initial: 'loading',
  on: {
    FILTER: [
      { guard: 'badFilters', actions: 'refuseFilters' },
      { target: '.loading', reenter: true, actions: { type: 'setFilters', params: ({ event }) => ({ filters: event.filters }) } },
    ],
    PAGE: { guard: 'pageInRange', target: '.loading', reenter: true, actions: { type: 'setPage', params: ({ event }) => ({ current: event.current }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchQueue',
        src: 'fetchQueue',
        input: ({ context }) => refundQuery(context.filters, context.current),
        onDone: { target: 'ready', actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
