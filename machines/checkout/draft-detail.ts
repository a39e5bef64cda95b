// /confirmedOrderDetail: one 待确认订单 (draft), priced now (tmp/getOrderInfo/{id}).
// - a missing or bad id, or a draft the server does not know (404), is `missing`; any other load
//   failure is `failed` (RETRY loads again);
// - 取消 (open drafts) and 删除 (closed ones) each ask first (ASK -> confirming -> CONFIRM |
//   DISMISS); after 取消 the draft reloads, after 删除 the page goes to the list (`goToList`); a
//   refusal (the client has shown its message) reloads the draft.
// The app provides `loadDraft`, `act` (cancel or delete), `notifyDone` and `goToList`.
import { assign, fromPromise, setup } from 'xstate';
import type { DraftView } from '../../domain/orders/orders.ts';
import { parseId } from '../shared/links.ts';
import { draftActions } from './draft-list.ts';
import type { DraftAction, DraftAsk } from './draft-list.ts';
import { errorStatus } from '../shared/actor-events.ts';

export interface DraftDetailInput {
  id: string | null;
}

export interface DraftDetailContext {
  id: number | null;
  draft: DraftView | null;
  ask: DraftAction | null;
}

export type DraftDetailEvent = { type: 'RETRY' } | { type: 'ASK'; action: DraftAction } | { type: 'CONFIRM' } | { type: 'DISMISS' };

export const draftDetailMachine = setup({
  types: {
    context: {} as DraftDetailContext,
    events: {} as DraftDetailEvent,
    input: {} as DraftDetailInput,
  },
  actors: {
    loadDraft: fromPromise<DraftView, { id: number }>(() => Promise.reject(new Error('loadDraft is provided by the app'))),
    act: fromPromise<unknown, DraftAsk>(() => Promise.reject(new Error('act is provided by the app'))),
  },
  actions: {
    setDraft: assign({ draft: (_, params: { draft: DraftView }) => params.draft }),
    ask: assign({ ask: (_, params: { action: DraftAction }) => params.action }),
    clearAsk: assign({ ask: null }),
    notifyDone: (_, _params: DraftAsk) => {},
    /** Back to /confirmedOrder (after 删除). */
    goToList: () => {},
  },
  guards: {
    noId: ({ context }) => context.id === null,
    notFound: ({ event }) => errorStatus(event) === 404,
    allowed: ({ context }, params: { action: DraftAction }) => {
      if (!context.draft) return false;
      const can = draftActions(context.draft.status);
      return params.action === 'cancel' ? can.cancel : can.remove;
    },
    deleted: ({ context }) => context.ask === 'delete',
  },
}).createMachine({
  id: 'draftDetail',
  context: ({ input }) => ({ id: parseId(input.id), draft: null, ask: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'noId', target: 'missing' }, { target: 'loading' }] },
    loading: {
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ id: context.id ?? 0 }),
        onDone: { target: 'ready', actions: { type: 'setDraft', params: ({ event }) => ({ draft: event.output }) } },
        onError: [{ guard: 'notFound', target: 'missing' }, { target: 'failed' }],
      },
    },
    failed: { on: { RETRY: { target: 'loading' } } },
    missing: {},
    ready: {
      on: {
        ASK: {
          guard: { type: 'allowed', params: ({ event }) => ({ action: event.action }) },
          target: 'confirming',
          actions: { type: 'ask', params: ({ event }) => ({ action: event.action }) },
        },
      },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'acting' },
        DISMISS: { target: 'ready', actions: 'clearAsk' },
      },
    },
    acting: {
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => ({ action: context.ask ?? 'cancel', id: context.id ?? 0 }),
        onDone: [
          {
            guard: 'deleted',
            target: 'gone',
            actions: [{ type: 'notifyDone', params: ({ context }) => ({ action: 'delete' as const, id: context.id ?? 0 }) }, 'goToList'],
          },
          {
            target: 'loading',
            actions: [{ type: 'notifyDone', params: ({ context }) => ({ action: 'cancel' as const, id: context.id ?? 0 }) }, 'clearAsk'],
          },
        ],
        onError: { target: 'loading', actions: 'clearAsk' },
      },
    },
    gone: { type: 'final' },
  },
});
