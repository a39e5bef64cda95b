// /submitFinish: the order just placed, and starting its online payment.
// - a missing or bad ?orderId= is `missing`, as is an order the server does not know (404);
//   any other load failure is `failed` (RETRY loads again);
// - 立即支付 (PAY) starts the payment once (a second click while it runs is ignored) with the
//   return path back to this page, then leaves for the gateway's page (`goToPay`);
// - a refused payment (the client has shown the server's message, e.g. the order was cancelled
//   meanwhile) reloads the order; REFRESH reloads it too.
// The app provides `load` (fetchOrder), `startPay` (POST /common/api/pay) and `goToPay`.
import { assign, fromPromise, setup } from 'xstate';
import { parseId } from '../shared/links.ts';
import { errorStatus } from '../shared/actor-events.ts';

export interface FinishInput {
  orderId: string | null;
}

export interface FinishContext {
  orderId: number | null;
  order: unknown;
}

export type FinishEvent = { type: 'RETRY' } | { type: 'PAY' } | { type: 'REFRESH' };

/** Where the payment page sends the buyer back; the gateway adds the outcome (&paid=1 or &paid=0). */
export function payReturnPath(orderId: number): string {
  return `/submitFinish?orderId=${orderId}`;
}

export const submitFinishMachine = setup({
  types: {
    context: {} as FinishContext,
    events: {} as FinishEvent,
    input: {} as FinishInput,
  },
  actors: {
    load: fromPromise<unknown, { orderId: number }>(() => Promise.reject(new Error('load is provided by the app'))),
    startPay: fromPromise<{ payUrl: string }, { orderId: number; returnPath: string }>(() =>
      Promise.reject(new Error('startPay is provided by the app')),
    ),
  },
  actions: {
    /** Leaves for the payment page (window.location.assign). */
    goToPay: (_, _params: { payUrl: string }) => {},
    setOrder: assign({ order: (_, params: { order: unknown }) => params.order }),
  },
  guards: {
    noOrderId: ({ context }) => context.orderId === null,
    notFound: ({ event }) => errorStatus(event) === 404,
  },
}).createMachine({
  id: 'submitFinish',
  context: ({ input }) => ({ orderId: parseId(input.orderId), order: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'noOrderId', target: 'missing' }, { target: 'loading' }] },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ orderId: context.orderId ?? 0 }),
        onDone: { target: 'ready', actions: { type: 'setOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: [{ guard: 'notFound', target: 'missing' }, { target: 'failed' }],
      },
    },
    failed: { on: { RETRY: { target: 'loading' } } },
    missing: {},
    ready: { on: { PAY: { target: 'paying' }, REFRESH: { target: 'loading' } } },
    paying: {
      invoke: {
        id: 'startPay',
        src: 'startPay',
        input: ({ context }) => ({ orderId: context.orderId ?? 0, returnPath: payReturnPath(context.orderId ?? 0) }),
        onDone: { target: 'leaving', actions: { type: 'goToPay', params: ({ event }) => ({ payUrl: event.output.payUrl }) } },
        // The client has shown the server's message (e.g. the order was cancelled meanwhile): reload it.
        onError: { target: 'loading' },
      },
    },
    leaving: {},
  },
});
