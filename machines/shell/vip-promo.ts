// The two VIP promotion dialogs (spec 2.4, 9).
// - promo: for visitors without a login, opens by itself PROMO_DELAY_MS after the page loads;
//   never for logged-in members. 暂不需要 is remembered for the day (China time): the app says at
//   start whether the visitor dismissed it today, and stores the dismissal (rememberDismissal), so
//   a reload does not bring it back 180 s later.
// - offer: the free-VIP offer opened from the top bar prompt (register / certify the enterprise).
// Both show the trial-VIP days from getTrialVipDays, which the app provides as an actor.
import { assign, fromPromise, setup } from 'xstate';

export const PROMO_DELAY_MS = 180000;

export interface VipPromoInput {
  loggedIn: boolean;
  /** The visitor closed the promotion earlier today (China time). */
  dismissedToday?: boolean;
}

export interface VipPromoContext {
  loggedIn: boolean;
  dismissedToday: boolean;
  /** Days of the free trial VIP; null until getTrialVipDays answers. */
  trialDays: number | null;
}

export type VipPromoEvent =
  | { type: 'LOGGED_IN' }
  | { type: 'LOGGED_OUT' }
  | { type: 'CLOSE_PROMO' }
  | { type: 'OPEN_OFFER' }
  | { type: 'CLOSE_OFFER' };

export const vipPromoMachine = setup({
  types: {
    context: {} as VipPromoContext,
    events: {} as VipPromoEvent,
    input: {} as VipPromoInput,
  },
  actors: {
    getTrialVipDays: fromPromise<number, void>(() => Promise.reject(new Error('getTrialVipDays is provided by the app'))),
  },
  delays: {
    promoDelay: PROMO_DELAY_MS,
  },
  actions: {
    setTrialDays: assign({ trialDays: (_, params: { days: number }) => params.days }),
    markLoggedIn: assign({ loggedIn: true }),
    markLoggedOut: assign({ loggedIn: false }),
    markDismissed: assign({ dismissedToday: true }),
    /** Stores today's dismissal where the next page load reads it; provided by the app. */
    rememberDismissal: () => {},
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
    dismissedToday: ({ context }) => context.dismissedToday,
  },
}).createMachine({
  id: 'vipPromo',
  context: ({ input }) => ({ loggedIn: input.loggedIn, dismissedToday: input.dismissedToday ?? false, trialDays: null }),
  type: 'parallel',
  invoke: {
    id: 'trialVipDays',
    src: 'getTrialVipDays',
    onDone: { actions: { type: 'setTrialDays', params: ({ event }) => ({ days: event.output }) } },
    // Without the number the dialogs still open; they leave the days out.
    onError: { actions: assign({ trialDays: ({ context }) => context.trialDays }) },
  },
  states: {
    promo: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'isLoggedIn', target: 'member' }, { guard: 'dismissedToday', target: 'dismissed' }, { target: 'waiting' }],
        },
        waiting: {
          after: { promoDelay: { target: 'open' } },
          on: { LOGGED_IN: { target: 'member', actions: 'markLoggedIn' } },
        },
        open: {
          on: {
            CLOSE_PROMO: { target: 'dismissed', actions: ['markDismissed', 'rememberDismissal'] },
            LOGGED_IN: { target: 'member', actions: 'markLoggedIn' },
          },
        },
        dismissed: {
          on: { LOGGED_IN: { target: 'member', actions: 'markLoggedIn' } },
        },
        member: {
          on: { LOGGED_OUT: { target: 'deciding', actions: 'markLoggedOut' } },
        },
      },
    },
    offer: {
      initial: 'closed',
      states: {
        closed: { on: { OPEN_OFFER: { target: 'open' } } },
        open: { on: { CLOSE_OFFER: { target: 'closed' } } },
      },
    },
  },
});
