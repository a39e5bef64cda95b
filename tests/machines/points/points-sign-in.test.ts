// The points sign-in machine (machines/points/points-sign-in.ts): every shortest path walked with
// fake actors (load, sign), every state reached; a sign-in is only sent from "not signed" or
// "failed", and the server's "already signed" refusal reloads the summary instead of failing.
import { expect, it } from 'vitest';
import type { PointsShopVo, SignResult } from '../../../domain/points/points-views.ts';
import { pointsSignInMachine, type PointsSignInEvent } from '../../../machines/points/points-sign-in.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const vo = (signedToday: boolean): PointsShopVo => ({
  points: 1200, frozenPoints: 30, frozenOrders: 1, expiringPoints: 0, expiringAt: null, today: '2026-11-23', signedToday, streak: signedToday ? 3 : 2,
  todayReward: 10, nextReward: 10, rewards: [5, 5, 10, 10, 15, 15, 30], month: '2026-11', signedDays: signedToday ? ['2026-11-23'] : [], perYuan: 1, windowDays: 7, expiryYears: 1,
});
const RESULT: SignResult = { points: 10, streak: 3, balance: 1210, day: '2026-11-23' };
const ALREADY = { message: '今天已经签到过了，明天再来吧', code: 40901, status: 409 };
const OFFLINE = { message: '网络异常，请稍后重试', code: null, status: null };

const EVENTS = [
  { type: 'xstate.done.actor.load', output: vo(false) },
  { type: 'xstate.done.actor.load', output: vo(true) },
  { type: 'xstate.error.actor.load', error: OFFLINE },
  { type: 'SIGN' },
  { type: 'RETRY' },
  { type: 'REFRESH' },
  { type: 'xstate.done.actor.sign', output: RESULT },
  { type: 'xstate.error.actor.sign', error: ALREADY },
  { type: 'xstate.error.actor.sign', error: OFFLINE },
] as unknown as PointsSignInEvent[];

interface Effects {
  signs: number;
}

const paths = shortestPaths(pointsSignInMachine, { events: EVENTS });

describePaths('points sign-in, model-based', paths, {
  effects: (): Effects => ({ signs: 0 }),
  start: (effects) =>
    startMachine(pointsSignInMachine, {
      provide: (fake) => ({
        actors: {
          load: fake.promise<PointsShopVo, void>('load'),
          sign: fake.promise<SignResult, void>('sign', () => (effects.signs += 1)),
        },
      }),
    }),
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: { result: SignResult | null; summary: PointsShopVo | null; error: string | null } };
    // The reward is known exactly when signed; an error sentence only where the page shows one.
    if (snap.value === 'signed') expect(snap.context.result).toEqual(RESULT);
    if (snap.value === 'alreadySigned') expect(snap.context.summary?.signedToday).toBe(true);
    if (snap.value === 'failed') expect(snap.context.error).toBe(OFFLINE.message);
    if (snap.value === 'notSigned') expect(snap.context.summary?.signedToday).toBe(false);
    // A sign-in is only ever sent from a summary that said "not signed today".
    if (effects.signs > 0) expect(snap.context.summary).not.toBeNull();
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(pointsSignInMachine, paths, ['pointsSignIn.deciding']);
});

it('SIGN is ignored while already signed, and the refusal of a second tab reloads the summary', async () => {
  let signs = 0;
  const h = startMachine(pointsSignInMachine, {
    provide: (fake) => ({ actors: { load: fake.promise<PointsShopVo, void>('load'), sign: fake.promise<SignResult, void>('sign', () => (signs += 1)) } }),
  });
  h.pending('load')!.resolve(vo(false));
  await flushMicrotasks();
  expect(h.state().value).toBe('notSigned');
  h.send({ type: 'SIGN' });
  expect(h.state().value).toBe('signing');
  h.pending('sign')!.reject(ALREADY);
  await flushMicrotasks();
  expect(h.state().value).toBe('loading');
  h.pending('load')!.resolve(vo(true));
  await flushMicrotasks();
  expect(h.state().value).toBe('alreadySigned');
  h.send({ type: 'SIGN' });
  expect(h.state().value).toBe('alreadySigned');
  expect(signs).toBe(1);
});
