// A page of quotes with a status tab, a keyword and the count of each status (issue 39): the
// buyer's /quote (my company's quotes) and the console's quote queue (客服) read the same shape
// (QuotePage). 全部 is no status; a tab switch or a search starts at page 1; a keyword over 40
// characters is refused before anything is sent; a page past the last (the list shrank) steps
// back to the last page. The location keeps the tab (?status=). The app provides `fetchPage`.
import { assign, fromPromise, setup } from 'xstate';
import type { QuotePageBody } from '../../domain/quotes/quote-payloads.ts';
import { QUOTE_STATUSES, type QuoteStatus } from '../../domain/quotes/quote-rules.ts';
import type { QuotePage } from '../../domain/quotes/quote-views.ts';
import { doneOutput } from '../shared/actor-events.ts';
import { failureOf } from '../shared/service-failure.ts';

export type { QuotePage, QuotePageBody, QuoteStatus };

export const QUOTE_PAGE_SIZE = 10;
export const QUOTE_KEYWORD_MAX = 40;

export interface QuoteListInput {
  /** The ?status= text as it came (an unknown one is 全部). */
  status?: string | null;
}

export interface QuoteListContext {
  status: QuoteStatus | null;
  keyword: string;
  keywordError: 'tooLong' | null;
  current: number;
  page: QuotePage | null;
  loadError: string | null;
}

export type QuoteListEvent =
  | { type: 'SWITCH_STATUS'; status: QuoteStatus | null }
  | { type: 'SEARCH'; keyword: string }
  | { type: 'PAGE'; current: number }
  | { type: 'REFRESH' }
  | { type: 'RETRY' };

export function statusOf(text: string | null | undefined): QuoteStatus | null {
  return (QUOTE_STATUSES as readonly string[]).includes(text ?? '') ? (text as QuoteStatus) : null;
}

/** The number of pages of a QuotePage (at least 1). */
export function pagesOf(page: Pick<QuotePage, 'total' | 'size'>): number {
  return Math.max(1, Math.ceil(page.total / Math.max(1, page.size)));
}

/** The count of a tab: a status's own, or every status's for 全部. */
export function countOf(page: QuotePage | null, status: QuoteStatus | null): number | null {
  if (!page) return null;
  if (status !== null) return page.counts[status] ?? 0;
  return QUOTE_STATUSES.reduce((sum, s) => sum + (page.counts[s] ?? 0), 0);
}

/** The body of the page call: status and keyword only when set. */
export function pageBody(context: Pick<QuoteListContext, 'status' | 'keyword' | 'current'>): QuotePageBody {
  const keyword = context.keyword.trim();
  return {
    current: context.current,
    size: QUOTE_PAGE_SIZE,
    ...(context.status !== null ? { status: context.status } : {}),
    ...(keyword !== '' ? { keyword } : {}),
  };
}

export function quotesHref(status: QuoteStatus | null): string {
  return status === null ? '/quote' : `/quote?status=${status}`;
}

export const quoteListMachine = setup({
  types: {
    context: {} as QuoteListContext,
    events: {} as QuoteListEvent,
    input: {} as QuoteListInput,
  },
  actors: {
    fetchPage: fromPromise<QuotePage, QuotePageBody>(() => Promise.reject(new Error('fetchPage is provided by the app'))),
  },
  actions: {
    setPage: assign({ page: (_, params: { page: QuotePage }) => params.page, loadError: null }),
    toLastPage: assign({ current: (_, params: { page: QuotePage }) => pagesOf(params.page) }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message }),
    switchStatus: assign({ status: (_, params: { status: QuoteStatus | null }) => params.status, current: 1 }),
    setKeyword: assign({ keyword: (_, params: { keyword: string }) => params.keyword.trim(), keywordError: null, current: 1 }),
    refuseKeyword: assign({ keywordError: 'tooLong' as const }),
    setCurrent: assign({ current: (_, params: { current: number }) => params.current }),
  },
  guards: {
    otherStatus: ({ context }, params: { status: QuoteStatus | null }) => params.status !== context.status,
    keywordTooLong: (_, params: { keyword: string }) => params.keyword.trim().length > QUOTE_KEYWORD_MAX,
    pageInRange: ({ context }, params: { current: number }) =>
      Number.isInteger(params.current) && params.current >= 1 && params.current !== context.current && params.current <= (context.page ? pagesOf(context.page) : 1),
    pastLastPage: ({ context, event }) => {
      const page = doneOutput<QuotePage>(event);
      return context.current > 1 && context.current > pagesOf(page);
    },
  },
}).createMachine({
  id: 'quoteList',
  context: ({ input }) => ({ status: statusOf(input.status), keyword: '', keywordError: null, current: 1, page: null, loadError: null }),
  initial: 'loading',
  on: {
    SWITCH_STATUS: {
      guard: { type: 'otherStatus', params: ({ event }) => ({ status: event.status }) },
      target: '.loading',
      reenter: true,
      actions: { type: 'switchStatus', params: ({ event }) => ({ status: event.status }) },
    },
    SEARCH: [
      { guard: { type: 'keywordTooLong', params: ({ event }) => ({ keyword: event.keyword }) }, actions: 'refuseKeyword' },
      { target: '.loading', reenter: true, actions: { type: 'setKeyword', params: ({ event }) => ({ keyword: event.keyword }) } },
    ],
  },
  states: {
    loading: {
      invoke: {
        id: 'page',
        src: 'fetchPage',
        input: ({ context }) => pageBody(context),
        onDone: [
          { guard: 'pastLastPage', target: 'loading', reenter: true, actions: { type: 'toLastPage', params: ({ event }) => ({ page: event.output }) } },
          { target: 'ready', actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: { target: 'failure', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failure: {
      on: { RETRY: { target: 'loading' } },
    },
    ready: {
      on: {
        PAGE: {
          guard: { type: 'pageInRange', params: ({ event }) => ({ current: event.current }) },
          target: 'loading',
          actions: { type: 'setCurrent', params: ({ event }) => ({ current: event.current }) },
        },
        REFRESH: { target: 'loading' },
      },
    },
  },
});
