// /enquiry?page=: my enquiries, newest first (POST getMyEnquiryList), one page of ENQUIRY_LIST_SIZE;
// for a company role also 全公司 with its member and department filters (issue 37:
// ?scope=company&member=&dept=, machines/shared/company-scope.ts), whose options load with the page.
// The previous page stays on screen while the next loads. DELETE asks for a confirmation
// (confirming), CONFIRM deletes (POST delete/{id}) and the page is read again; a page past the last
// one (its last enquiry was deleted) moves to the last page and asks the view to rewrite the URL
// (`replaceQuery`). The app provides `load` and `remove`.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { EnquiryListRow } from '../../domain/enquiry/enquiry-views.ts';
import type { MyEnquiryQuery } from '../../domain/enquiry/enquiry-payloads.ts';
import type { Page } from '../../domain/shared/envelope.ts';
import { failureOf } from '../shared/service-failure.ts';
import { doneOutput } from '../shared/actor-events.ts';
import { MINE, parseScope, sameScope, scopeBody, writeScope, type ScopeFilters, type ScopeQuery } from '../shared/company-scope.ts';

export const ENQUIRY_LIST_SIZE = 10;
const PAGE_MAX = 100_000;

export interface EnquiryListQuery {
  page: number;
  /** Issue 37: 我的 or 全公司 (by member and department). */
  scope: ScopeQuery;
}

export const FIRST_ENQUIRIES: EnquiryListQuery = { page: 1, scope: MINE };

/** The question of /enquiry?page=&scope=&member=&dept= (anything odd is dropped: page 1, 我的). */
export function parseEnquiryQuery(search: string): EnquiryListQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1, scope: parseScope(params) };
}

export function enquiryListHref(query: EnquiryListQuery): string {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  writeScope(params, query.scope);
  const text = params.toString();
  return text ? `/enquiry?${text}` : '/enquiry';
}

/** The 全公司 / 我的 switch or a filter: the page starts again. */
export const withScope = (query: EnquiryListQuery, scope: ScopeQuery): EnquiryListQuery => ({ ...query, scope, page: 1 });
export const withPage = (query: EnquiryListQuery, page: number): EnquiryListQuery => ({ ...query, page: Math.min(PAGE_MAX, Math.max(1, Math.floor(page))) });

export const sameEnquiryQuery = (a: EnquiryListQuery, b: EnquiryListQuery) => a.page === b.page && sameScope(a.scope, b.scope);

/** The body of getMyEnquiryList (the scope fields only in 全公司). */
export function toEnquiryListBody(query: EnquiryListQuery): MyEnquiryQuery {
  return { current: query.page, size: ENQUIRY_LIST_SIZE, ...scopeBody(query.scope) };
}

export interface EnquiryListAnswer {
  page: Page<EnquiryListRow>;
  /** 全公司's member and department filters (null in 我的). */
  filters: ScopeFilters | null;
}

export interface EnquiryListContext {
  query: EnquiryListQuery;
  answer: EnquiryListAnswer | null;
  /** The enquiry the confirmation is about. */
  target: EnquiryListRow | null;
  error: string | null;
}

export type EnquiryListEvent =
  | { type: 'QUERY'; query: EnquiryListQuery }
  | { type: 'RETRY' }
  | { type: 'DELETE'; enquiry: EnquiryListRow }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export type EnquiryListEmitted = { type: 'replaceQuery'; query: EnquiryListQuery };

type LoadDone = { output: EnquiryListAnswer };

export const enquiryListMachine = setup({
  types: {
    context: {} as EnquiryListContext,
    events: {} as EnquiryListEvent,
    input: {} as { query: EnquiryListQuery },
    emitted: {} as EnquiryListEmitted,
  },
  actors: {
    load: fromPromise<EnquiryListAnswer, MyEnquiryQuery>(() => Promise.reject(new Error('load is provided by the app'))),
    remove: fromPromise<unknown, { id: number }>(() => Promise.reject(new Error('remove is provided by the app'))),
  },
  actions: {
    setQuery: assign((_, params: { query: EnquiryListQuery }) => ({ query: params.query })),
    setAnswer: assign((_, params: { answer: EnquiryListAnswer }) => ({ answer: params.answer })),
    toLastPage: assign(({ context }, params: { pages: number }) => ({ query: withPage(context.query, params.pages) })),
    replaceQuery: emit(({ context }) => ({ type: 'replaceQuery' as const, query: context.query })),
    setTarget: assign((_, params: { enquiry: EnquiryListRow }) => ({ target: params.enquiry, error: null })),
    clearTarget: assign({ target: null }),
    refuse: assign((_, params: { error: unknown }) => ({ error: failureOf(params.error).message || null })),
  },
  guards: {
    sameQuery: ({ context, event }) => event.type === 'QUERY' && sameEnquiryQuery(context.query, event.query),
    pastLastPage: ({ event }) => {
      const { page } = doneOutput<LoadDone['output']>(event);
      return page.records.length === 0 && page.total > 0 && page.current > 1 && page.pages < page.current;
    },
    isEmpty: ({ event }) => doneOutput<LoadDone['output']>(event).page.records.length === 0,
  },
}).createMachine({
  id: 'enquiryList',
  context: ({ input }) => ({ query: input.query, answer: null, target: null, error: null }),
  initial: 'loading',
  on: {
    QUERY: [{ guard: 'sameQuery' }, { target: '.loading', actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) } }],
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => toEnquiryListBody(context.query),
        onDone: [
          { guard: 'pastLastPage', target: 'loading', reenter: true, actions: [{ type: 'toLastPage', params: ({ event }) => ({ pages: event.output.page.pages }) }, 'replaceQuery'] },
          { guard: 'isEmpty', target: 'empty', actions: { type: 'setAnswer', params: ({ event }) => ({ answer: event.output }) } },
          { target: 'ready', actions: { type: 'setAnswer', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    failed: { on: { RETRY: 'loading' } },
    empty: {},
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { DELETE: { target: 'confirming', actions: { type: 'setTarget', params: ({ event }) => ({ enquiry: event.enquiry }) } } } },
        confirming: { on: { CONFIRM: 'deleting', CANCEL: { target: 'idle', actions: 'clearTarget' } } },
        deleting: {
          invoke: {
            id: 'remove',
            src: 'remove',
            input: ({ context }) => ({ id: context.target!.id }),
            onDone: { target: '#enquiryList.loading', actions: 'clearTarget' },
            onError: { target: 'idle', actions: ['clearTarget', { type: 'refuse', params: ({ event }) => ({ error: event.error }) }] },
          },
        },
      },
    },
  },
});
