// The VIP panel of an enterprise member (issue 15 item 5): loads the member's certification state
// and VIP records, decides the offer by domain/certification/vip-rules.ts (vipPanelOffer: trial,
// 688 purchase, renew, expired, not needed, off), and buys the 688 year: buying -> the gateway
// page (redirecting) or failed with the server's sentence, and retry. After the gateway sends the
// member back (?paid=1 / ?paid=0) the page starts the machine with `returned` so it says so.
import { assign, fromPromise, setup } from 'xstate';
import type { CertificationState } from '../../domain/certification/certification-views.ts';
import { vipPanelOffer } from '../../domain/certification/vip-rules.ts';
import type { Vip688Start, VipGrantRow } from '../../domain/certification/vip-views.ts';

export interface VipLoaded {
  state: CertificationState;
  grants: VipGrantRow[];
  /** The client's clock when the answers arrived (ms): the offer is decided against it. */
  at: number;
}

export interface VipOfferInput {
  /** The member came back from the payment page: 'paid', 'failed', or null. */
  returned?: 'paid' | 'failed' | null;
}

export interface VipOfferContext {
  loaded: VipLoaded | null;
  returned: 'paid' | 'failed' | null;
  error: string | null;
}

export type VipOfferEvent = { type: 'RETRY' } | { type: 'BUY' } | { type: 'DISMISS' };

const offerOf = (c: VipOfferContext) => (c.loaded ? vipPanelOffer(c.loaded.state, new Date(c.loaded.at)) : 'off');

export const vipOfferMachine = setup({
  types: {
    context: {} as VipOfferContext,
    events: {} as VipOfferEvent,
    input: {} as VipOfferInput,
  },
  actors: {
    load: fromPromise<VipLoaded, void>(() => Promise.reject(new Error('load is provided by the app'))),
    buy688: fromPromise<Vip688Start, void>(() => Promise.reject(new Error('buy688 is provided by the app'))),
  },
  actions: {
    /** Sends the browser to the gateway page; provided by the app. */
    goToPay: (_, _params: { payUrl: string }) => {},
  },
  guards: {
    trial: ({ context }) => offerOf(context) === 'trial',
    purchase: ({ context }) => offerOf(context) === 'purchase',
    renew: ({ context }) => offerOf(context) === 'renew',
    expired: ({ context }) => offerOf(context) === 'expired',
    notNeeded: ({ context }) => offerOf(context) === 'notNeeded',
  },
}).createMachine({
  id: 'vipOffer',
  context: ({ input }) => ({ loaded: null, returned: input.returned ?? null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'deciding', actions: assign({ loaded: ({ event }) => event.output }) },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    deciding: {
      always: [
        { guard: 'trial', target: 'trial' },
        { guard: 'purchase', target: 'purchase' },
        { guard: 'renew', target: 'renew' },
        { guard: 'expired', target: 'expired' },
        { guard: 'notNeeded', target: 'notNeeded' },
        { target: 'off' },
      ],
    },
    /** A personal member: certification earns the trial; nothing to buy. */
    trial: {},
    purchase: { on: { BUY: 'buying' } },
    renew: { on: { BUY: 'buying' } },
    expired: { on: { BUY: 'buying' } },
    notNeeded: {},
    off: {},
    buying: {
      entry: assign({ error: null, returned: null }),
      invoke: {
        id: 'buy688',
        src: 'buy688',
        onDone: { target: 'redirecting', actions: { type: 'goToPay', params: ({ event }) => ({ payUrl: event.output.payUrl }) } },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error || (event.error && typeof event.error === 'object' && 'message' in event.error) ? String((event.error as { message: unknown }).message) : null) }),
        },
      },
    },
    /** The browser is leaving for the gateway page. */
    redirecting: {},
    failed: {
      on: {
        BUY: 'buying',
        DISMISS: { target: 'loading', actions: assign({ error: null }) },
      },
    },
  },
});
