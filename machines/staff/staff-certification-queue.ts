// The 企业认证审核 list (issue 22): a server-paged queue with a status tab (the count of each on
// the tab), a keyword (company name or credit code) and a China date range. Every change of
// filter goes back to page 1 and loads again; a backwards or malformed date range, or a keyword
// over KEYWORD_MAX, is refused before anything is sent. The app provides `fetchQueue`.
import { assign, fromPromise, setup } from 'xstate';
import type { StoredCertificationStatus } from '../../domain/certification/certification-status.ts';
import { KEYWORD_MAX, type CertificationQueue, type CertificationQueueQuery } from '../../domain/certification/staff-certification-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface QueueFilters {
  status: StoredCertificationStatus | null;
  keyword: string | null;
  from: string | null;
  to: string | null;
}

/** The queue opens on 待审核: the work still to do. */
export const DEFAULT_FILTERS: QueueFilters = { status: 0, keyword: null, from: null, to: null };
export const QUEUE_PAGE_SIZE = 20;

export type QueueFilterError = 'dateRange' | 'dateFormat' | 'keyword';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (d: string) => DATE.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

export function queueFilterErrorOf(f: QueueFilters): QueueFilterError | null {
  if ((f.from !== null && !realDate(f.from)) || (f.to !== null && !realDate(f.to))) return 'dateFormat';
  if (f.from !== null && f.to !== null && f.from > f.to) return 'dateRange';
  if (f.keyword !== null && f.keyword.trim().length > KEYWORD_MAX) return 'keyword';
  return null;
}

/** The query of GET .../certification/queue: only the filters that are set. */
export function queueQuery(f: QueueFilters, current: number, size = QUEUE_PAGE_SIZE): CertificationQueueQuery {
  const q: CertificationQueueQuery = { current, size };
  if (f.status !== null) q.status = f.status;
  if (f.keyword !== null && f.keyword.trim()) q.keyword = f.keyword.trim();
  if (f.from !== null) q.from = f.from;
  if (f.to !== null) q.to = f.to;
  return q;
}

export interface CertificationQueueContext {
  filters: QueueFilters;
  current: number;
  queue: CertificationQueue | null;
  filterError: QueueFilterError | null;
  loadError: string | null;
}

export type CertificationQueueEvent =
  | { type: 'FILTER'; filters: Omit<QueueFilters, 'status'> }
  | { type: 'STATUS'; status: StoredCertificationStatus | null }
  | { type: 'CLEAR' }
  | { type: 'PAGE'; current: number }
  | { type: 'RETRY' };

export const certificationQueueMachine = setup({
  types: { context: {} as CertificationQueueContext, events: {} as CertificationQueueEvent },
  actors: {
    fetchQueue: fromPromise<CertificationQueue, CertificationQueueQuery>(() => Promise.reject(new Error('fetchQueue is provided by the app'))),
  },
  actions: {
    setFilters: assign({ filters: ({ context }, params: { filters: Omit<QueueFilters, 'status'> }) => ({ ...params.filters, status: context.filters.status }), current: 1, filterError: null }),
    setStatus: assign({ filters: ({ context }, params: { status: StoredCertificationStatus | null }) => ({ ...context.filters, status: params.status }), current: 1 }),
    clearFilters: assign({ filters: ({ context }) => ({ ...DEFAULT_FILTERS, status: context.filters.status }), current: 1, filterError: null }),
    refuseFilters: assign({ filterError: (_, params: { error: QueueFilterError }) => params.error }),
    setPage: assign({ current: (_, params: { current: number }) => params.current }),
    setResult: assign({ queue: (_, params: { queue: CertificationQueue }) => params.queue, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
  },
  guards: {
    badFilters: ({ context, event }) => event.type === 'FILTER' && queueFilterErrorOf({ ...event.filters, status: context.filters.status }) !== null,
    pageInRange: ({ context, event }) => event.type === 'PAGE' && event.current >= 1 && event.current <= Math.max(1, context.queue?.pages ?? 1) && event.current !== context.current,
  },
}).createMachine({
  id: 'certificationQueue',
  context: { filters: DEFAULT_FILTERS, current: 1, queue: null, filterError: null, loadError: null },
  initial: 'loading',
  on: {
    FILTER: [
      { guard: 'badFilters', actions: { type: 'refuseFilters', params: ({ context, event }) => ({ error: queueFilterErrorOf({ ...event.filters, status: context.filters.status }) as QueueFilterError }) } },
      { target: '.loading', reenter: true, actions: { type: 'setFilters', params: ({ event }) => ({ filters: event.filters }) } },
    ],
    STATUS: { target: '.loading', reenter: true, actions: { type: 'setStatus', params: ({ event }) => ({ status: event.status }) } },
    CLEAR: { target: '.loading', reenter: true, actions: 'clearFilters' },
    PAGE: { guard: 'pageInRange', target: '.loading', reenter: true, actions: { type: 'setPage', params: ({ event }) => ({ current: event.current }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchQueue',
        src: 'fetchQueue',
        input: ({ context }) => queueQuery(context.filters, context.current),
        onDone: { target: 'ready', actions: { type: 'setResult', params: ({ event }) => ({ queue: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
