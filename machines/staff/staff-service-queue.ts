// The 服务订单 work queue of the staff console (issue 22, /admin/services): the orders by status
// (the tabs, each with its count), service type, a part of the service number and the China dates
// the order was placed, one server page at a time. A filter or a tab goes back to page 1 and loads
// again; filters the server would refuse (a date range running backwards, a service number with
// other than letters and digits) are refused before anything is sent. The app provides `fetchPage`.
import { assign, fromPromise, setup } from 'xstate';
import type { ServiceType } from '../../domain/services/service-rules.ts';
import type { ServiceStatus } from '../../domain/services/service-status.ts';
import type { ServiceQueuePage, ServiceQueueQuery } from '../../domain/services/staff-service-queue-payloads.ts';
import { SERVICE_NO_QUERY_MAX } from '../../domain/services/staff-service-queue-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface ServiceQueueFilters {
  serviceType: ServiceType | null;
  serviceNo: string | null;
  from: string | null;
  to: string | null;
}

export const NO_QUEUE_FILTERS: ServiceQueueFilters = { serviceType: null, serviceNo: null, from: null, to: null };
export const QUEUE_PAGE_SIZE = 20;

export type QueueFilterError = 'dateFormat' | 'dateRange' | 'serviceNo';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function queueFilterError(f: ServiceQueueFilters): QueueFilterError | null {
  if ((f.from !== null && !DATE.test(f.from)) || (f.to !== null && !DATE.test(f.to))) return 'dateFormat';
  if (f.from !== null && f.to !== null && f.from > f.to) return 'dateRange';
  if (f.serviceNo !== null && !new RegExp(`^[A-Za-z0-9]{1,${SERVICE_NO_QUERY_MAX}}$`).test(f.serviceNo)) return 'serviceNo';
  return null;
}

/** The body of POST /api/staff/common/serviceOrder/queue: only what is set. */
export function queueQuery(filters: ServiceQueueFilters, status: ServiceStatus | null, current: number, size = QUEUE_PAGE_SIZE): ServiceQueueQuery {
  const q: ServiceQueueQuery = { current, size };
  if (status !== null) q.status = status;
  if (filters.serviceType !== null) q.serviceType = filters.serviceType;
  if (filters.serviceNo !== null) q.serviceNo = filters.serviceNo;
  if (filters.from !== null) q.from = filters.from;
  if (filters.to !== null) q.to = filters.to;
  return q;
}

export interface ServiceQueueContext {
  filters: ServiceQueueFilters;
  status: ServiceStatus | null;
  current: number;
  page: ServiceQueuePage | null;
  filterError: QueueFilterError | null;
  loadError: string | null;
}

export type ServiceQueueEvent =
  | { type: 'FILTER'; filters: ServiceQueueFilters }
  | { type: 'CLEAR' }
  | { type: 'TAB'; status: ServiceStatus | null }
  | { type: 'PAGE'; current: number }
  | { type: 'RETRY' };

export interface ServiceQueueInput {
  status?: ServiceStatus | null;
}

export const serviceOrderQueueMachine = setup({
  types: {
    input: {} as ServiceQueueInput,
    context: {} as ServiceQueueContext,
    events: {} as ServiceQueueEvent,
  },
  actors: {
    fetchPage: fromPromise<ServiceQueuePage, ServiceQueueQuery>(() => Promise.reject(new Error('fetchPage is provided by the app'))),
  },
  actions: {
    setFilters: assign({ filters: (_, params: { filters: ServiceQueueFilters }) => params.filters, current: 1, filterError: null }),
    clearFilters: assign({ filters: NO_QUEUE_FILTERS, current: 1, filterError: null }),
    refuseFilters: assign({ filterError: (_, params: { error: QueueFilterError }) => params.error }),
    setStatus: assign({ status: (_, params: { status: ServiceStatus | null }) => params.status, current: 1 }),
    setPage: assign({ current: (_, params: { current: number }) => params.current }),
    setResult: assign({ page: (_, params: { page: ServiceQueuePage }) => params.page, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
  },
  guards: {
    badFilters: ({ event }) => event.type === 'FILTER' && queueFilterError(event.filters) !== null,
    pageInRange: ({ context, event }) => event.type === 'PAGE' && event.current >= 1 && event.current <= Math.max(1, context.page?.pages ?? 1) && event.current !== context.current,
  },
}).createMachine({
  id: 'serviceOrderQueue',
  context: ({ input }) => ({ filters: NO_QUEUE_FILTERS, status: input?.status ?? null, current: 1, page: null, filterError: null, loadError: null }),
  initial: 'loading',
  on: {
    FILTER: [
      { guard: 'badFilters', actions: { type: 'refuseFilters', params: ({ event }) => ({ error: queueFilterError(event.filters)! }) } },
      { target: '.loading', reenter: true, actions: { type: 'setFilters', params: ({ event }) => ({ filters: event.filters }) } },
    ],
    CLEAR: { target: '.loading', reenter: true, actions: 'clearFilters' },
    TAB: { target: '.loading', reenter: true, actions: { type: 'setStatus', params: ({ event }) => ({ status: event.status }) } },
    PAGE: { guard: 'pageInRange', target: '.loading', reenter: true, actions: { type: 'setPage', params: ({ event }) => ({ current: event.current }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => queueQuery(context.filters, context.status, context.current),
        onDone: { target: 'ready', actions: { type: 'setResult', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
