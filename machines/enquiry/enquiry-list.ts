// /enquiry?page=: my enquiries, newest first (POST getMyEnquiryList), one page of ENQUIRY_LIST_SIZE.
// The previous page stays on screen while the next loads. DELETE asks for a confirmation
// (confirming), CONFIRM deletes (POST delete/{id}) and the page is read again; a page past the last
// one (its last enquiry was deleted) moves to the last page and asks the view to rewrite the URL
// (`replacePage`). The app provides `load` and `remove`.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { EnquirySummary } from '../../domain/enquiry/enquiry-views.ts';
import type { Page } from '../../domain/shared/envelope.ts';
import { failureOf } from '../shared/service-failure.ts';
import { doneOutput } from '../shared/actor-events.ts';

export const ENQUIRY_LIST_SIZE = 10;

/** The page of /enquiry?page= (anything odd is page 1). */
export function parseListPage(search: string): number {
  const page = Number(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export const enquiryListHref = (page: number) => (page > 1 ? `/enquiry?page=${page}` : '/enquiry');

export interface EnquiryListContext {
  page: number;
  answer: Page<EnquirySummary> | null;
  /** The enquiry the confirmation is about. */
  target: EnquirySummary | null;
  error: string | null;
}

export type EnquiryListEvent =
  | { type: 'PAGE'; page: number }
  | { type: 'RETRY' }
  | { type: 'DELETE'; enquiry: EnquirySummary }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export type EnquiryListEmitted = { type: 'replacePage'; page: number };

type LoadDone = { output: Page<EnquirySummary> };

export const enquiryListMachine = setup({
  types: {
    context: {} as EnquiryListContext,
    events: {} as EnquiryListEvent,
    input: {} as { page: number },
    emitted: {} as EnquiryListEmitted,
  },
  actors: {
    load: fromPromise<Page<EnquirySummary>, { current: number; size: number }>(() => Promise.reject(new Error('load is provided by the app'))),
    remove: fromPromise<unknown, { id: number }>(() => Promise.reject(new Error('remove is provided by the app'))),
  },
  actions: {
    setPage: assign((_, params: { page: number }) => ({ page: params.page })),
    setAnswer: assign((_, params: { answer: Page<EnquirySummary> }) => ({ answer: params.answer })),
    toLastPage: assign((_, params: { pages: number }) => ({ page: Math.max(1, params.pages) })),
    replacePage: emit(({ context }) => ({ type: 'replacePage' as const, page: context.page })),
    setTarget: assign((_, params: { enquiry: EnquirySummary }) => ({ target: params.enquiry, error: null })),
    clearTarget: assign({ target: null }),
    refuse: assign((_, params: { error: unknown }) => ({ error: failureOf(params.error).message || null })),
  },
  guards: {
    samePage: ({ context, event }) => event.type === 'PAGE' && event.page === context.page,
    pastLastPage: ({ event }) => {
      const page = doneOutput<LoadDone['output']>(event);
      return page.records.length === 0 && page.total > 0 && page.current > 1 && page.pages < page.current;
    },
    isEmpty: ({ event }) => doneOutput<LoadDone['output']>(event).records.length === 0,
  },
}).createMachine({
  id: 'enquiryList',
  context: ({ input }) => ({ page: input.page, answer: null, target: null, error: null }),
  initial: 'loading',
  on: {
    PAGE: [{ guard: 'samePage' }, { target: '.loading', actions: { type: 'setPage', params: ({ event }) => ({ page: event.page }) } }],
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ current: context.page, size: ENQUIRY_LIST_SIZE }),
        onDone: [
          { guard: 'pastLastPage', target: 'loading', reenter: true, actions: [{ type: 'toLastPage', params: ({ event }) => ({ pages: event.output.pages }) }, 'replacePage'] },
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
