// /serviceOrder: the member's service orders. The URL holds the question (status tab and page;
// parseServiceOrderQuery / serviceOrderListHref); this machine loads one page of orders together
// with the counts of the tabs (POST serviceOrder/list + GET serviceOrder/findDiffStatusNumber). The
// previous answer stays while the next one loads; a page past the last one moves to the last page
// (emitted `replaceQuery` asks the view to rewrite the URL). The app provides `load`.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Page } from '../../domain/shared/envelope.ts';
import type { ServiceOrderQuery } from '../../domain/services/service-payloads.ts';
import { SERVICE_STATUSES, type ServiceStatus } from '../../domain/services/service-status.ts';
import type { ServiceOrderRow, ServiceStatusCounts } from '../../domain/services/service-views.ts';
import { doneOutput } from '../shared/actor-events.ts';

export const SERVICE_ORDER_PAGE_SIZE = 10;

export interface ServiceListQuery {
  /** null is 全部. */
  status: ServiceStatus | null;
  page: number;
}

/** The question of /serviceOrder?status=&page= (anything odd is dropped). */
export function parseServiceOrderQuery(search: string): ServiceListQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const statusText = params.get('status');
  const n = Number(statusText);
  const status = statusText !== null && statusText !== '' && (SERVICE_STATUSES as readonly number[]).includes(n) ? (n as ServiceStatus) : null;
  const page = Number(params.get('page'));
  return { status, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function serviceOrderListHref(query: ServiceListQuery): string {
  const params = new URLSearchParams();
  if (query.status !== null) params.set('status', String(query.status));
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/serviceOrder?${text}` : '/serviceOrder';
}

export function toServiceOrderBody(query: ServiceListQuery): ServiceOrderQuery {
  const body: ServiceOrderQuery = { current: query.page, size: SERVICE_ORDER_PAGE_SIZE };
  if (query.status !== null) body.status = query.status;
  return body;
}

/** The count of a tab (null before the counts are known). */
export function serviceCountOf(counts: ServiceStatusCounts | null, status: ServiceStatus | null): number | null {
  if (!counts) return null;
  if (status === null) return counts.total;
  return counts.counts.find((c) => c.status === status)?.count ?? 0;
}

export interface ServiceListAnswer {
  page: Page<ServiceOrderRow>;
  counts: ServiceStatusCounts;
}

export interface ServiceListContext {
  query: ServiceListQuery;
  answer: ServiceListAnswer | null;
}

export type ServiceListEvent = { type: 'QUERY'; query: ServiceListQuery } | { type: 'RETRY' } | { type: 'RELOAD' };
export type ServiceListEmitted = { type: 'replaceQuery'; query: ServiceListQuery };

type LoadDone = { output: ServiceListAnswer };

export const serviceOrderListMachine = setup({
  types: {
    context: {} as ServiceListContext,
    events: {} as ServiceListEvent,
    input: {} as { query: ServiceListQuery },
    emitted: {} as ServiceListEmitted,
  },
  actors: {
    load: fromPromise<ServiceListAnswer, ServiceOrderQuery>(() => Promise.reject(new Error('load is provided by the app'))),
  },
  actions: {
    setQuery: assign({ query: (_, params: { query: ServiceListQuery }) => params.query }),
    setAnswer: assign({ answer: (_, params: { answer: ServiceListAnswer }) => params.answer }),
    toLastPage: assign({ query: ({ context }, params: { pages: number }) => ({ ...context.query, page: Math.max(1, params.pages) }) }),
    replaceQuery: emit(({ context }) => ({ type: 'replaceQuery' as const, query: context.query })),
  },
  guards: {
    sameQuery: ({ context, event }) => event.type === 'QUERY' && context.query.status === event.query.status && context.query.page === event.query.page,
    pastLastPage: ({ event }) => {
      const { page } = doneOutput<LoadDone['output']>(event);
      return page.records.length === 0 && page.total > 0 && page.current > 1 && page.pages >= 1 && page.pages < page.current;
    },
    isEmpty: ({ event }) => doneOutput<LoadDone['output']>(event).page.records.length === 0,
  },
}).createMachine({
  id: 'serviceOrderList',
  context: ({ input }) => ({ query: input.query, answer: null }),
  initial: 'loading',
  on: {
    QUERY: [{ guard: 'sameQuery' }, { target: '.loading', actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) } }],
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => toServiceOrderBody(context.query),
        onDone: [
          {
            guard: 'pastLastPage',
            target: 'loading',
            reenter: true,
            actions: [{ type: 'toLastPage', params: ({ event }) => ({ pages: event.output.page.pages }) }, 'replaceQuery'],
          },
          { guard: 'isEmpty', target: 'empty', actions: { type: 'setAnswer', params: ({ event }) => ({ answer: event.output }) } },
          { target: 'ready', actions: { type: 'setAnswer', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    ready: { on: { RELOAD: 'loading' } },
    empty: { on: { RELOAD: 'loading' } },
    failed: { on: { RETRY: 'loading', RELOAD: 'loading' } },
  },
});
