// 到货通知 on goods that have no sellable stock (issue 12 item 5, domain/stock/buy-rule.ts): the
// member subscribes and is sent a message when a receipt makes the goods sellable again, or
// cancels. A visitor's press is kept (the app stores it) and the visitor is sent to log in; back
// on the page with a session, the kept press is carried out (`resume`). The product page reads
// the member's state first (`checkFirst`); a list row does not (subscribing is idempotent, so a
// press on goods already waited for answers 已订阅).
// The app provides the actors `loadState`, `subscribe`, `cancel` and the actions `keepForLogin`,
// `goToLogin`; a refusal's message is shown by the client, the machine goes back where it was.
import { assign, fromPromise, setup } from 'xstate';

export interface ArrivalNoticeInput {
  goodsId: number;
  loggedIn: boolean;
  /** Read the member's state before offering the button (the product page). */
  checkFirst: boolean;
  /** A visitor pressed it before logging in: subscribe once the session is there. */
  resume: boolean;
}

export interface ArrivalNoticeContext extends ArrivalNoticeInput {
  subscribed: boolean;
}

export interface NoticeState {
  subscribed: boolean;
}

export type ArrivalNoticeEvent = { type: 'SUBSCRIBE' } | { type: 'CANCEL' } | { type: 'SESSION'; loggedIn: boolean };

const noActor = (name: string) => fromPromise<NoticeState, { goodsId: number }>(() => Promise.reject(new Error(`${name} is provided by the app`)));

export const arrivalNoticeMachine = setup({
  types: {
    context: {} as ArrivalNoticeContext,
    events: {} as ArrivalNoticeEvent,
    input: {} as ArrivalNoticeInput,
  },
  actors: {
    loadState: noActor('loadState'),
    subscribe: noActor('subscribe'),
    cancel: noActor('cancel'),
  },
  actions: {
    /** Stores the press for after the login; provided by the app. */
    keepForLogin: (_, _params: { goodsId: number }) => {},
    goToLogin: () => {},
    setLoggedIn: assign({ loggedIn: (_, params: { loggedIn: boolean }) => params.loggedIn }),
    setSubscribed: assign({ subscribed: (_, params: { subscribed: boolean }) => params.subscribed }),
    resumeDone: assign({ resume: false }),
  },
  guards: {
    visitor: ({ context }) => !context.loggedIn,
    checkFirst: ({ context }) => context.checkFirst,
    resume: ({ context }) => context.resume,
    sessionChanged: ({ context, event }) => event.type === 'SESSION' && event.loggedIn !== context.loggedIn,
    waiting: (_, params: { subscribed: boolean }) => params.subscribed,
  },
}).createMachine({
  id: 'arrivalNotice',
  context: ({ input }) => ({ ...input, subscribed: false }),
  on: {
    SESSION: {
      guard: 'sessionChanged',
      target: '.start',
      reenter: true,
      actions: [{ type: 'setLoggedIn', params: ({ event }) => ({ loggedIn: event.loggedIn }) }, { type: 'setSubscribed', params: { subscribed: false } }],
    },
  },
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'visitor', target: 'visitor' }, { guard: 'checkFirst', target: 'loading' }, { guard: 'resume', target: 'subscribing' }, { target: 'open' }],
    },
    visitor: {
      on: {
        SUBSCRIBE: { actions: [{ type: 'keepForLogin', params: ({ context }) => ({ goodsId: context.goodsId }) }, 'goToLogin'] },
      },
    },
    loading: {
      invoke: {
        id: 'loadState',
        src: 'loadState',
        input: ({ context }) => ({ goodsId: context.goodsId }),
        onDone: [
          {
            guard: { type: 'waiting', params: ({ event }) => ({ subscribed: event.output.subscribed }) },
            target: 'subscribed',
            actions: [{ type: 'setSubscribed', params: { subscribed: true } }, 'resumeDone'],
          },
          { guard: 'resume', target: 'subscribing' },
          { target: 'open' },
        ],
        // The state could not be read: offer the button (subscribing is idempotent).
        onError: { target: 'open' },
      },
    },
    open: {
      on: { SUBSCRIBE: { target: 'subscribing' } },
    },
    subscribing: {
      entry: 'resumeDone',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ goodsId: context.goodsId }),
        onDone: { target: 'subscribed', actions: { type: 'setSubscribed', params: { subscribed: true } } },
        // The client has shown the server's reason (in stock again, too many waits, ...).
        onError: { target: 'open' },
      },
    },
    subscribed: {
      on: { CANCEL: { target: 'cancelling' } },
    },
    cancelling: {
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ goodsId: context.goodsId }),
        onDone: { target: 'open', actions: { type: 'setSubscribed', params: { subscribed: false } } },
        onError: { target: 'subscribed' },
      },
    },
  },
});
