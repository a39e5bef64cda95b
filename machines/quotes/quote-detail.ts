// One quote on /quote/{id} (issue 39): read by id, then what the buyer may do now, as the server
// says (canAccept, canWithdraw, canRerequest):
// - 接受报价 after a confirmation: the server makes a checkout draft at the quoted prices and the
//   app opens it (`openDraft`);
// - 撤回 after a confirmation: the quote is read again;
// - 重新申请 (expired or withdrawn): a new quote with the same lines; the app opens it (`openQuote`);
// - 下载 PDF (a priced quote): the app saves the file (`download` actor).
// A refusal (e.g. 报价已过期, already withdrawn) shows the server's sentence and reads the quote
// again, so the buttons follow its real status; a call with no answer shows its sentence and
// leaves the quote as it was. A 404 on the read is `missing`. The app provides `fetchDetail`,
// `accept`, `withdraw`, `rerequest`, `download`, `openDraft` and `openQuote`.
import { assign, fromPromise, setup } from 'xstate';
import type { QuoteDetail } from '../../domain/quotes/quote-views.ts';
import { errorStatus } from '../shared/actor-events.ts';
import { failureOf } from '../shared/service-failure.ts';

export type { QuoteDetail };

export interface QuoteDetailInput {
  id: number;
}

export type QuoteAction = 'accept' | 'withdraw';

export type QuoteNotice =
  | { kind: 'withdrawn' }
  | { kind: 'downloaded' }
  | { kind: 'refused'; text: string };

export interface QuoteDetailContext {
  id: number;
  detail: QuoteDetail | null;
  /** The action waiting for its confirmation. */
  confirming: QuoteAction | null;
  notice: QuoteNotice | null;
}

export type QuoteDetailEvent =
  | { type: 'ASK'; action: QuoteAction }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'REREQUEST' }
  | { type: 'DOWNLOAD' }
  | { type: 'RETRY' };

/** A quote with prices can be downloaded (the PDF lists the quoted prices). */
export function canDownload(detail: QuoteDetail | null): boolean {
  return detail !== null && detail.totalFen !== null && detail.status !== 'requested';
}

const refused = (error: unknown): QuoteNotice => ({ kind: 'refused', text: failureOf(error).message });

export const quoteDetailMachine = setup({
  types: {
    context: {} as QuoteDetailContext,
    events: {} as QuoteDetailEvent,
    input: {} as QuoteDetailInput,
  },
  actors: {
    fetchDetail: fromPromise<QuoteDetail, { id: number }>(() => Promise.reject(new Error('fetchDetail is provided by the app'))),
    accept: fromPromise<{ draftId: number }, { id: number }>(() => Promise.reject(new Error('accept is provided by the app'))),
    withdraw: fromPromise<unknown, { id: number }>(() => Promise.reject(new Error('withdraw is provided by the app'))),
    rerequest: fromPromise<{ quoteId: number }, { id: number }>(() => Promise.reject(new Error('rerequest is provided by the app'))),
    download: fromPromise<unknown, { id: number; quoteNo: string }>(() => Promise.reject(new Error('download is provided by the app'))),
  },
  actions: {
    /** The checkout draft at the quoted prices: the app opens it. */
    openDraft: (_, _params: { draftId: number }) => {},
    /** The new quote of a re-request: the app opens /quote/{id}. */
    openQuote: (_, _params: { quoteId: number }) => {},
    setDetail: assign({ detail: (_, params: { detail: QuoteDetail }) => params.detail }),
    setConfirming: assign({ confirming: (_, params: { action: QuoteAction | null }) => params.action, notice: null }),
    setNotice: assign({ notice: (_, params: { notice: QuoteNotice | null }) => params.notice }),
  },
  guards: {
    allowed: ({ context }, params: { action: QuoteAction }) =>
      params.action === 'accept' ? context.detail?.canAccept === true : context.detail?.canWithdraw === true,
    confirmingAccept: ({ context }) => context.confirming === 'accept',
    canRerequest: ({ context }) => context.detail?.canRerequest === true,
    canDownload: ({ context }) => canDownload(context.detail),
    notFound: ({ event }) => errorStatus(event) === 404,
    answered: ({ event }) => typeof errorStatus(event) === 'number',
  },
}).createMachine({
  id: 'quoteDetail',
  context: ({ input }) => ({ id: input.id, detail: null, confirming: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'detail',
        src: 'fetchDetail',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
        onError: [{ guard: 'notFound', target: 'missing' }, { target: 'failure' }],
      },
    },
    failure: {
      on: { RETRY: { target: 'loading' } },
    },
    /** No such quote, or another company's. */
    missing: {},
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ASK: {
              guard: { type: 'allowed', params: ({ event }) => ({ action: event.action }) },
              target: 'confirming',
              actions: { type: 'setConfirming', params: ({ event }) => ({ action: event.action }) },
            },
            REREQUEST: { guard: 'canRerequest', target: '#quoteDetail.rerequesting', actions: { type: 'setNotice', params: { notice: null } } },
            DOWNLOAD: { guard: 'canDownload', target: '#quoteDetail.downloading', actions: { type: 'setNotice', params: { notice: null } } },
          },
        },
        confirming: {
          on: {
            CONFIRM: [{ guard: 'confirmingAccept', target: '#quoteDetail.accepting' }, { target: '#quoteDetail.withdrawing' }],
            CANCEL: { target: 'idle', actions: { type: 'setConfirming', params: { action: null } } },
          },
        },
      },
    },
    accepting: {
      invoke: {
        id: 'accept',
        src: 'accept',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'leaving', actions: { type: 'openDraft', params: ({ event }) => ({ draftId: event.output.draftId }) } },
        onError: [
          { guard: 'answered', target: 'loading', actions: [{ type: 'setConfirming', params: { action: null } }, { type: 'setNotice', params: ({ event }) => ({ notice: refused(event.error) }) }] },
          { target: 'ready', actions: [{ type: 'setConfirming', params: { action: null } }, { type: 'setNotice', params: ({ event }) => ({ notice: refused(event.error) }) }] },
        ],
      },
    },
    withdrawing: {
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'loading', actions: [{ type: 'setConfirming', params: { action: null } }, { type: 'setNotice', params: { notice: { kind: 'withdrawn' } } }] },
        onError: [
          { guard: 'answered', target: 'loading', actions: [{ type: 'setConfirming', params: { action: null } }, { type: 'setNotice', params: ({ event }) => ({ notice: refused(event.error) }) }] },
          { target: 'ready', actions: [{ type: 'setConfirming', params: { action: null } }, { type: 'setNotice', params: ({ event }) => ({ notice: refused(event.error) }) }] },
        ],
      },
    },
    rerequesting: {
      invoke: {
        id: 'rerequest',
        src: 'rerequest',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'leaving', actions: { type: 'openQuote', params: ({ event }) => ({ quoteId: event.output.quoteId }) } },
        onError: [
          { guard: 'answered', target: 'loading', actions: { type: 'setNotice', params: ({ event }) => ({ notice: refused(event.error) }) } },
          { target: 'ready', actions: { type: 'setNotice', params: ({ event }) => ({ notice: refused(event.error) }) } },
        ],
      },
    },
    downloading: {
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => ({ id: context.id, quoteNo: context.detail?.quoteNo ?? String(context.id) }),
        onDone: { target: 'ready', actions: { type: 'setNotice', params: { notice: { kind: 'downloaded' } } } },
        onError: { target: 'ready', actions: { type: 'setNotice', params: ({ event }) => ({ notice: refused(event.error) }) } },
      },
    },
    /** The app is opening the draft or the new quote. */
    leaving: { type: 'final' },
  },
});
