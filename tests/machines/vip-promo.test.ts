import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { vipPromoMachine, PROMO_DELAY_MS } from '../../machines/vip-promo.ts';
import type { VipPromoEvent } from '../../machines/vip-promo.ts';
import { createActorTestModel, deferred, reachedNodeIds, stateNodeIds, walkPath } from './actor-test-model.ts';
import type { Deferred, Harness } from './actor-test-model.ts';

const TRIAL_DAYS = 30;

const EVENTS = [
  { type: 'LOGGED_IN' },
  { type: 'LOGGED_OUT' },
  { type: 'CLOSE_PROMO' },
  { type: 'OPEN_OFFER' },
  { type: 'CLOSE_OFFER' },
  { type: 'xstate.done.actor.trialVipDays', output: TRIAL_DAYS },
  { type: 'xstate.error.actor.trialVipDays', error: new Error('member service down') },
] as unknown as VipPromoEvent[];

function startPromo(loggedIn: boolean, calls: { days: number }): Harness {
  const pending = new Map<string, Deferred<unknown>>();
  const machine = vipPromoMachine.provide({
    actors: {
      getTrialVipDays: fromPromise<number, void>(() => {
        calls.days += 1;
        const d = deferred<unknown>();
        pending.set('trialVipDays', d);
        return d.promise as Promise<number>;
      }),
    },
  });
  const actor = createActor(machine, { input: { loggedIn } }).start();
  return {
    snapshot: () => actor.getSnapshot(),
    send: (event) => actor.send(event as VipPromoEvent),
    pending: (id) => pending.get(id),
    advance: async (ms) => {
      await vi.advanceTimersByTimeAsync(ms);
    },
    stop: () => actor.stop(),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

for (const loggedIn of [false, true]) {
  const label = loggedIn ? 'member' : 'visitor';
  const model = createActorTestModel(vipPromoMachine, { events: EVENTS, input: { loggedIn } });
  const paths = model.getShortestPaths();

  describe(`vip promotion, model-based (starting as ${label}): ${paths.length} shortest paths`, () => {
    for (const path of paths) {
      it(path.description, async () => {
        await walkPath(path, () => startPromo(loggedIn, { days: 0 }), { promoDelay: PROMO_DELAY_MS }, (_s, h) => {
          const snap = h.snapshot() as { value: { promo: string }; context: { loggedIn: boolean } };
          // Never for logged-in members.
          if (snap.context.loggedIn) expect(snap.value.promo).toBe('member');
        });
      });
    }
  });
}

describe('vip promotion timing', () => {
  it('the shortest paths reach every state node', () => {
    const paths = [false, true].flatMap((loggedIn) =>
      createActorTestModel(vipPromoMachine, { events: EVENTS, input: { loggedIn } }).getShortestPaths(),
    );
    const reached = reachedNodeIds(paths);
    for (const id of stateNodeIds(vipPromoMachine, ['vipPromo.promo.deciding'])) expect(reached, id).toContain(id);
  });

  it('opens for a visitor after exactly 180000 ms, with the trial days', async () => {
    const calls = { days: 0 };
    const h = startPromo(false, calls);
    expect(calls.days).toBe(1);
    h.pending('trialVipDays')!.resolve(TRIAL_DAYS);
    await vi.advanceTimersByTimeAsync(PROMO_DELAY_MS - 1);
    expect(h.snapshot().value).toEqual({ promo: 'waiting', offer: 'closed' });
    await vi.advanceTimersByTimeAsync(1);
    expect(h.snapshot().value).toEqual({ promo: 'open', offer: 'closed' });
    expect((h.snapshot().context as { trialDays: number }).trialDays).toBe(TRIAL_DAYS);
    h.send({ type: 'CLOSE_PROMO' });
    await vi.advanceTimersByTimeAsync(PROMO_DELAY_MS * 3);
    expect(h.snapshot().value).toEqual({ promo: 'dismissed', offer: 'closed' });
    h.stop();
  });

  it('never opens for a logged-in member', async () => {
    const h = startPromo(true, { days: 0 });
    await vi.advanceTimersByTimeAsync(PROMO_DELAY_MS * 2);
    expect(h.snapshot().value).toEqual({ promo: 'member', offer: 'closed' });
    h.stop();
  });

  it('cancels the timer when the visitor logs in', async () => {
    const h = startPromo(false, { days: 0 });
    await vi.advanceTimersByTimeAsync(PROMO_DELAY_MS / 2);
    h.send({ type: 'LOGGED_IN' });
    await vi.advanceTimersByTimeAsync(PROMO_DELAY_MS);
    expect(h.snapshot().value).toEqual({ promo: 'member', offer: 'closed' });
    h.stop();
  });
});
