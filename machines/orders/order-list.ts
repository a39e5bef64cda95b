// /myOrder: the member's sales orders. The URL holds the question (status tab, 订单号/型号
// keyword, date range, page, and for a company role 全公司 with its member and department filters,
// issue 37; parseOrderQuery / orderListHref), this machine loads one page of
// orders together with the status counts of the tabs (POST sale/list + sale/findOrderStatusCnt).
// The previous answer stays while the next one loads, so the page does not jump; a page past the
// last one (the last order of a page was cancelled) moves to the last page. The app provides
// `load`; the emitted `replaceQuery` asks the view to rewrite the URL.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { Page } from '../../domain/shared/envelope.ts';
import type { OrderSummary, StatusCount } from '../../domain/orders/orders.ts';
import { isOrderStatus, ORDER_STATUS, type OrderStatus } from '../../domain/orders/order-status.ts';
import type { OrderExportBody, OrderListBody } from '../../domain/orders/order-payloads.ts';
import { doneOutput } from '../shared/actor-events.ts';
import { MINE, parseScope, sameScope, scopeBody, writeScope, type ScopeFilters, type ScopeQuery } from '../shared/company-scope.ts';

export const ORDER_PAGE_SIZE = 10;
const KEYWORD_MAX = 60;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface OrderQuery {
  /** null is 全部. */
  status: OrderStatus | null;
  keyword: string;
  /** yyyy-mm-dd or ''. */
  startDate: string;
  endDate: string;
  page: number;
  /** Issue 37: 我的 or 全公司 (by member and department). */
  scope: ScopeQuery;
}

export const EMPTY_ORDER_QUERY: OrderQuery = { status: null, keyword: '', startDate: '', endDate: '', page: 1, scope: MINE };

function validDate(text: string | null): string {
  if (!text || !DATE.test(text)) return '';
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text ? '' : text;
}

/** The question of /myOrder?status=&keyword=&startDate=&endDate=&page= (anything odd is dropped). */
export function parseOrderQuery(search: string): OrderQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const statusText = params.get('status');
  const status = statusText !== null && statusText !== '' && isOrderStatus(Number(statusText)) ? (Number(statusText) as OrderStatus) : null;
  const page = Number(params.get('page'));
  const startDate = validDate(params.get('startDate'));
  const endDate = validDate(params.get('endDate'));
  const ordered = !startDate || !endDate || startDate <= endDate;
  return {
    status,
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    startDate: ordered ? startDate : '',
    endDate: ordered ? endDate : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    scope: parseScope(params),
  };
}

export function orderListHref(query: OrderQuery): string {
  const params = new URLSearchParams();
  if (query.status !== null) params.set('status', String(query.status));
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.startDate) params.set('startDate', query.startDate);
  if (query.endDate) params.set('endDate', query.endDate);
  if (query.page > 1) params.set('page', String(query.page));
  writeScope(params, query.scope);
  const text = params.toString();
  return text ? `/myOrder?${text}` : '/myOrder';
}

/** A tab keeps the search and starts at page 1. */
export function withStatus(query: OrderQuery, status: OrderStatus | null): OrderQuery {
  return { ...query, status, page: 1 };
}

/** The 全公司 / 我的 switch or a filter: the tab and search stay, the page starts again. */
export function withScope(query: OrderQuery, scope: ScopeQuery): OrderQuery {
  return { ...query, scope, page: 1 };
}

export function withPage(query: OrderQuery, page: number): OrderQuery {
  return { ...query, page: Math.max(1, Math.floor(page)) };
}

export type SearchError = 'dateOrder';

/** The search form's values checked: a start after the end is refused. */
export function checkSearch(form: { keyword: string; startDate: string; endDate: string }): SearchError | null {
  const start = validDate(form.startDate);
  const end = validDate(form.endDate);
  return start && end && start > end ? 'dateOrder' : null;
}

/** The search form applied: the status tab stays, the page starts again. */
export function withSearch(query: OrderQuery, form: { keyword: string; startDate: string; endDate: string }): OrderQuery {
  return { ...query, keyword: form.keyword.trim().slice(0, KEYWORD_MAX), startDate: validDate(form.startDate), endDate: validDate(form.endDate), page: 1 };
}

export function clearSearch(query: OrderQuery): OrderQuery {
  return { ...query, keyword: '', startDate: '', endDate: '', page: 1 };
}

export function isSearching(query: OrderQuery): boolean {
  return query.keyword !== '' || query.startDate !== '' || query.endDate !== '';
}

export function toOrderListBody(query: OrderQuery): OrderListBody {
  // 全部 is sent without a status (the gateway's type coercion would read a null as 0).
  const body: OrderListBody = { current: query.page, size: ORDER_PAGE_SIZE };
  if (query.status !== null) body.status = query.status;
  if (query.keyword) body.keyword = query.keyword;
  if (query.startDate) body.startDate = query.startDate;
  if (query.endDate) body.endDate = query.endDate;
  return { ...body, ...scopeBody(query.scope) };
}

/** The export's body (sale/exportMyOrders): the list's filters and scope without its page (全公司 exports what 全公司 shows). */
export function toOrderExportBody(query: OrderQuery): OrderExportBody {
  const { current: _current, size: _size, ...filters } = toOrderListBody(query);
  return filters;
}

function sameQuery(a: OrderQuery, b: OrderQuery): boolean {
  return a.status === b.status && a.keyword === b.keyword && a.startDate === b.startDate && a.endDate === b.endDate && a.page === b.page && sameScope(a.scope, b.scope);
}

/** The count of a tab (0 when the server did not list it). */
export function countOf(counts: readonly StatusCount[] | null, status: OrderStatus | null): number | null {
  if (!counts) return null;
  return counts.find((c) => c.status === status)?.count ?? 0;
}

const TABS: readonly (OrderStatus | null)[] = [null, 0, 1, 2, 3, 4, 5];

/**
 * The status tabs of /myOrder: 全部, 待付款 … 已取消, and 待审批 (issue 38) after 全部 only while
 * orders wait for approval or it is the tab shown, so a personal member's tabs stay as they were.
 */
export function statusTabs(query: Pick<OrderQuery, 'status'>, counts: readonly StatusCount[] | null): (OrderStatus | null)[] {
  const approval = ORDER_STATUS.awaitingApproval;
  return query.status === approval || (countOf(counts, approval) ?? 0) > 0 ? [null, approval, ...TABS.slice(1)] : [...TABS];
}

export interface OrderListAnswer {
  page: Page<OrderSummary>;
  counts: StatusCount[];
  /** 全公司's member and department filters (null in 我的). */
  filters: ScopeFilters | null;
}

export interface OrderListContext {
  query: OrderQuery;
  answer: OrderListAnswer | null;
}

export interface OrderListInput {
  query: OrderQuery;
}

export type OrderListEvent = { type: 'QUERY'; query: OrderQuery } | { type: 'RETRY' } | { type: 'RELOAD' };

export type OrderListEmitted = { type: 'replaceQuery'; query: OrderQuery };

type LoadDone = { output: OrderListAnswer };

export const orderListMachine = setup({
  types: {
    context: {} as OrderListContext,
    events: {} as OrderListEvent,
    input: {} as OrderListInput,
    emitted: {} as OrderListEmitted,
  },
  actors: {
    load: fromPromise<OrderListAnswer, OrderListBody>(() => Promise.reject(new Error('load is provided by the app'))),
  },
  actions: {
    setQuery: assign({ query: (_, params: { query: OrderQuery }) => params.query }),
    setAnswer: assign({ answer: (_, params: { answer: OrderListAnswer }) => params.answer }),
    toLastPage: assign({ query: ({ context }, params: { pages: number }) => withPage(context.query, params.pages) }),
    replaceQuery: emit(({ context }) => ({ type: 'replaceQuery' as const, query: context.query })),
  },
  guards: {
    sameQuery: ({ context, event }) => event.type === 'QUERY' && sameQuery(context.query, event.query),
    pastLastPage: ({ event }) => {
      const { page } = doneOutput<LoadDone['output']>(event);
      return page.records.length === 0 && page.total > 0 && page.current > 1 && page.pages >= 1 && page.pages < page.current;
    },
    isEmpty: ({ event }) => doneOutput<LoadDone['output']>(event).page.records.length === 0,
  },
}).createMachine({
  id: 'orderList',
  context: ({ input }) => ({ query: input.query, answer: null }),
  initial: 'loading',
  on: {
    QUERY: [
      { guard: 'sameQuery' },
      { target: '.loading', actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) } },
    ],
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => toOrderListBody(context.query),
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
        onError: { target: 'failed' },
      },
    },
    ready: {
      on: { RELOAD: { target: 'loading' } },
    },
    empty: {
      on: { RELOAD: { target: 'loading' } },
    },
    failed: {
      on: { RETRY: { target: 'loading' }, RELOAD: { target: 'loading' } },
    },
  },
});
