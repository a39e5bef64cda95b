// Loading one thing a page shows by its key (a product id, a zone page, a conversion group):
// loading, then ready, notFound (the server answered 404: 商品不存在, 专区不存在) or failed
// (anything else; the client has shown the message) with a retry. A new key loads afresh; the
// last data stays while the next loads. The app provides `load`.
import { assign, fromPromise, setup } from 'xstate';
import { actorError } from './actor-events.ts';

export interface PageLoadInput {
  key: string;
}

export interface PageLoadContext {
  key: string;
  data: unknown;
}

export type PageLoadEvent = { type: 'LOAD'; key: string } | { type: 'RETRY' };

/** An error the server answered with HTTP 404 (the client's ApiError carries the status). */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

export const pageLoadMachine = setup({
  types: {
    context: {} as PageLoadContext,
    events: {} as PageLoadEvent,
    input: {} as PageLoadInput,
  },
  actors: {
    load: fromPromise<unknown, { key: string }>(() => Promise.reject(new Error('load is provided by the app'))),
  },
  actions: {
    setKey: assign({ key: (_, params: { key: string }) => params.key }),
    setData: assign({ data: (_, params: { data: unknown }) => params.data }),
  },
  guards: {
    newKey: ({ context, event }) => event.type === 'LOAD' && event.key !== context.key,
    notFound: ({ event }) => isNotFoundError(actorError(event)),
  },
}).createMachine({
  id: 'pageLoad',
  context: ({ input }) => ({ key: input.key, data: null }),
  initial: 'loading',
  on: {
    LOAD: { guard: 'newKey', target: '.loading', actions: { type: 'setKey', params: ({ event }) => ({ key: event.key }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: [{ guard: 'notFound', target: 'notFound' }, { target: 'failed' }],
      },
    },
    ready: {},
    notFound: {},
    failed: {
      on: { RETRY: { target: 'loading' } },
    },
  },
});
