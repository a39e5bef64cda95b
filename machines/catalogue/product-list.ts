// The product list's loading: the URL's state (machines/catalogue/product-list-query.ts) in, one page of
// goods with its facets out. A new state that asks the server the same question (only the view
// changed) does not reload. The previous answer stays while the next one loads, so the page
// does not jump. The app provides `fetchPage` (POST /open/goods/list).
import { assign, fromPromise, setup } from 'xstate';
import { EMPTY_QUERY, sameRequest, toListRequest } from './product-list-query.ts';
import type { ListQuery, ListRequest } from './product-list-query.ts';
import { doneOutput } from '../shared/actor-events.ts';

export interface FacetEntry {
  id: number;
  name: string;
  count: number;
}

export interface ListFacets {
  categories: FacetEntry[];
  brands: FacetEntry[];
  params: { name: string; values: { value: string; count: number }[] }[];
}

/** The answer of POST /open/goods/list (records are the view's business). */
export interface ListAnswer<R = unknown> {
  records: R[];
  total: number;
  size: number;
  current: number;
  pages: number;
  keyword?: string;
  matchMode?: 'exact' | 'fuzzy';
  facets: ListFacets;
}

export interface ProductListContext {
  query: ListQuery;
  answer: ListAnswer | null;
}

export interface ProductListInput {
  query: ListQuery;
}

export type ProductListEvent = { type: 'QUERY'; query: ListQuery } | { type: 'RETRY' };

export const productListMachine = setup({
  types: {
    context: {} as ProductListContext,
    events: {} as ProductListEvent,
    input: {} as ProductListInput,
  },
  actors: {
    fetchPage: fromPromise<ListAnswer, ListRequest>(() => Promise.reject(new Error('fetchPage is provided by the app'))),
  },
  actions: {
    setQuery: assign({ query: (_, params: { query: ListQuery }) => params.query }),
    setAnswer: assign({ answer: (_, params: { answer: ListAnswer }) => params.answer }),
  },
  guards: {
    sameRequest: ({ context, event }) => event.type === 'QUERY' && sameRequest(context.query, event.query),
    isEmpty: ({ event }) => doneOutput<ListAnswer>(event).total === 0,
  },
}).createMachine({
  id: 'productList',
  context: ({ input }) => ({ query: input.query ?? EMPTY_QUERY, answer: null }),
  initial: 'loading',
  on: {
    QUERY: [
      { guard: 'sameRequest', actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) } },
      { target: '.loading', actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) } },
    ],
  },
  states: {
    loading: {
      invoke: {
        id: 'page',
        src: 'fetchPage',
        input: ({ context }) => toListRequest(context.query),
        onDone: [
          {
            guard: 'isEmpty',
            target: 'empty',
            actions: { type: 'setAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'ready', actions: { type: 'setAnswer', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'failed' },
      },
    },
    ready: {},
    empty: {},
    failed: {
      on: { RETRY: { target: 'loading' } },
    },
  },
});
