import { describe, expect, it, vi } from 'vitest';
import { vipPromoMachine, PROMO_DELAY_MS } from '../../../machines/shell/vip-promo.ts';
import type { VipPromoEvent } from '../../../machines/shell/vip-promo.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine, useFakeTimers } from '../../support/machine-harness.ts';

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
  return startMachine(vipPromoMachine, {
    input: { loggedIn },
    timers: true,
    provide: (fake) => ({ actors: { getTrialVipDays: fake.promise<number, void>('trialVipDays', () => void (calls.days += 1)) } }),
  });
}

useFakeTimers();

for (const loggedIn of [false, true]) {
  const label = loggedIn ? 'member' : 'visitor';
  const paths = shortestPaths(vipPromoMachine, { events: EVENTS, input: { loggedIn } });

  describePaths(`vip promotion, model-based (starting as ${label})`, paths, {
    start: () => startPromo(loggedIn, { days: 0 }),
    delays: { promoDelay: PROMO_DELAY_MS },
    check: (_effects, h) => {
      const snap = h.snapshot() as { value: { promo: string }; context: { loggedIn: boolean } };
      // Never for logged-in members.
      if (snap.context.loggedIn) expect(snap.value.promo).toBe('member');
    },
  });
}

describe('vip promotion timing', () => {
  it('the shortest paths reach every state node', () => {
    const paths = [false, true].flatMap((loggedIn) => shortestPaths(vipPromoMachine, { events: EVENTS, input: { loggedIn } }));
    expectEveryStateReached(vipPromoMachine, paths, ['vipPromo.promo.deciding']);
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
