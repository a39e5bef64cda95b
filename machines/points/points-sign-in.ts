// The points sign-in of /pointMall (issue 17, the design card's "points sign-in"): loads the
// member's points summary (getPointsShopVo), then not signed -> signing -> signed (the reward,
// the streak and the new balance, and the summary loaded again for the calendar), or already
// signed today (also when the server says so: another tab signed first), or failed with the
// server's sentence and a retry. The app provides the actors.
import { assign, fromPromise, setup } from 'xstate';
import { POINTS_CODE } from '../../domain/points/points-rules.ts';
import type { PointsShopVo, SignResult } from '../../domain/points/points-views.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface PointsSignInContext {
  summary: PointsShopVo | null;
  result: SignResult | null;
  error: string | null;
}

export type PointsSignInEvent = { type: 'SIGN' } | { type: 'RETRY' } | { type: 'REFRESH' };

export const pointsSignInMachine = setup({
  types: {
    context: {} as PointsSignInContext,
    events: {} as PointsSignInEvent,
  },
  actors: {
    load: fromPromise<PointsShopVo, void>(() => Promise.reject(new Error('load is provided by the app'))),
    sign: fromPromise<SignResult, void>(() => Promise.reject(new Error('sign is provided by the app'))),
  },
  guards: {
    signedToday: ({ context }) => Boolean(context.summary?.signedToday),
    alreadySignedRefusal: ({ event }) => failureOf((event as { error?: unknown }).error).code === POINTS_CODE.alreadySigned,
  },
}).createMachine({
  id: 'pointsSignIn',
  context: { summary: null, result: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'deciding', actions: assign({ summary: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => failureOf(event.error).message || null }) },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    deciding: {
      always: [{ guard: 'signedToday', target: 'alreadySigned' }, { target: 'notSigned' }],
    },
    notSigned: { on: { SIGN: 'signing', REFRESH: 'loading' } },
    signing: {
      entry: assign({ error: null }),
      invoke: {
        id: 'sign',
        src: 'sign',
        onDone: { target: 'signed', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          { guard: 'alreadySignedRefusal', target: 'loading', actions: assign({ error: ({ event }) => failureOf(event.error).message || null }) },
          { target: 'failed', actions: assign({ error: ({ event }) => failureOf(event.error).message || null }) },
        ],
      },
    },
    /** Just signed: the reward is shown while the summary (balance, calendar) loads again. */
    signed: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { actions: assign({ summary: ({ event }) => event.output }) },
        onError: {},
      },
      on: { REFRESH: 'loading' },
    },
    alreadySigned: { on: { REFRESH: 'loading' } },
    failed: { on: { SIGN: 'signing', RETRY: 'loading' } },
  },
});
