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

function startPromo(loggedIn: boolean, calls: { days: number; remembered?: number }, dismissedToday = false): Harness {
  return startMachine(vipPromoMachine, {
    input: { loggedIn, dismissedToday },
    timers: true,
    provide: (fake) => ({
      actors: { getTrialVipDays: fake.promise<number, void>('trialVipDays', () => void (calls.days += 1)) },
      actions: { rememberDismissal: () => void (calls.remembered = (calls.remembered ?? 0) + 1) },
    }),
  });
}

useFakeTimers();

const STARTS = [
  { loggedIn: false, dismissedToday: false, label: 'visitor' },
  { loggedIn: false, dismissedToday: true, label: 'visitor who closed it today' },
  { loggedIn: true, dismissedToday: false, label: 'member' },
];

for (const { loggedIn, dismissedToday, label } of STARTS) {
  const paths = shortestPaths(vipPromoMachine, { events: EVENTS, input: { loggedIn, dismissedToday } });

  describePaths(`vip promotion, model-based (starting as ${label})`, paths, {
    start: () => startPromo(loggedIn, { days: 0 }, dismissedToday),
    delays: { promoDelay: PROMO_DELAY_MS },
    check: (_effects, h) => {
      const snap = h.snapshot() as { value: { promo: string }; context: { loggedIn: boolean; dismissedToday: boolean } };
      // Never for logged-in members, never again on a day it was closed.
      if (snap.context.loggedIn) expect(snap.value.promo).toBe('member');
      if (snap.context.dismissedToday) expect(snap.value.promo).not.toBe('open');
    },
  });
}

describe('vip promotion timing', () => {
  it('the shortest paths reach every state node', () => {
    const paths = STARTS.flatMap((start) => shortestPaths(vipPromoMachine, { events: EVENTS, input: start }));
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
    expect(calls).toMatchObject({ remembered: 1 });
    await vi.advanceTimersByTimeAsync(PROMO_DELAY_MS * 3);
    expect(h.snapshot().value).toEqual({ promo: 'dismissed', offer: 'closed' });
    h.stop();
  });

  it('stays closed for a visitor who closed it earlier today, also after a login and logout', async () => {
    const h = startPromo(false, { days: 0 }, true);
    await vi.advanceTimersByTimeAsync(PROMO_DELAY_MS * 2);
    expect(h.snapshot().value).toEqual({ promo: 'dismissed', offer: 'closed' });
    h.send({ type: 'LOGGED_IN' });
    h.send({ type: 'LOGGED_OUT' });
    await vi.advanceTimersByTimeAsync(PROMO_DELAY_MS * 2);
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
