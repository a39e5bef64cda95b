// The VIP panel machine (machines/certification/vip-offer.ts): every shortest path walked with
// fake actors (load, buy688) and the gateway redirect recorded; every state reached; and the
// offer rule it follows (domain/certification/vip-rules.ts vipPanelOffer): trial, purchase,
// renew, expired, not needed, off.
import { describe, expect, it } from 'vitest';
import type { CertificationState } from '../../../domain/certification/certification-views.ts';
import { DAY_MS, vipPanelOffer, vipOfferFor } from '../../../domain/certification/vip-rules.ts';
import type { Vip688Start } from '../../../domain/certification/vip-views.ts';
import { vipOfferMachine, type VipLoaded, type VipOfferEvent } from '../../../machines/certification/vip-offer.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const AT = Date.parse('2026-11-23T04:00:00Z');
const state = (memberType: number, daysLeft: number | null, vip688 = true): CertificationState => ({
  status: memberType === 2 ? 1 : -1, statusText: '', mayApply: true, companyName: null, reasonCode: null, reason: null, memberType,
  vipEndTime: daysLeft === null ? null : new Date(AT + daysLeft * DAY_MS).toISOString(), trialVipDays: 30, trialUsed: memberType === 2, vip688,
});
const loaded = (s: CertificationState): VipLoaded => ({ state: s, grants: [], at: AT });
const START: Vip688Start = { grantId: 9, tradeNo: 'VP2026112300000009', amountFen: 68_800, payUrl: '/gateway/common/open/pay/sandbox?x=1' };
const REFUSED = { message: '您的 VIP 有效期已超过一年，请在到期前一年内再续费', status: 409 };

const STARTS = [state(1, null), state(2, 20), state(2, 200), state(2, null), state(2, -3), state(2, 400), state(2, 20, false)];
const EVENTS = [
  ...STARTS.map((s) => ({ type: 'xstate.done.actor.load', output: loaded(s) })),
  { type: 'xstate.error.actor.load', error: new Error('offline') },
  { type: 'RETRY' },
  { type: 'BUY' },
  { type: 'DISMISS' },
  { type: 'xstate.done.actor.buy688', output: START },
  { type: 'xstate.error.actor.buy688', error: REFUSED },
] as unknown as VipOfferEvent[];

interface Effects {
  redirects: string[];
}

function start(effects: Effects) {
  return startMachine(vipOfferMachine, {
    input: { returned: null },
    provide: (fake) => ({
      actors: { load: fake.promise<VipLoaded, void>('load'), buy688: fake.promise<Vip688Start, void>('buy688') },
      actions: { goToPay: (_: unknown, params: { payUrl: string }) => effects.redirects.push(params.payUrl) },
    }),
  });
}

const paths = shortestPaths(vipOfferMachine, { events: EVENTS, input: { returned: null } });

describePaths('vip offer, model-based', paths, {
  effects: (): Effects => ({ redirects: [] }),
  start,
  check: (effects, h) => {
    // The browser goes to the gateway exactly when the purchase started.
    const snap = h.snapshot() as { value: string };
    expect(effects.redirects).toEqual(snap.value === 'redirecting' ? [START.payUrl] : []);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(vipOfferMachine, paths, ['vipOffer.deciding']);
});

describe('the offer', () => {
  const now = new Date(AT);
  it('follows the days of VIP left', () => {
    expect(vipPanelOffer(state(1, null), now)).toBe('trial');
    expect(vipPanelOffer(state(2, 30), now)).toBe('purchase');
    expect(vipPanelOffer(state(2, 31), now)).toBe('renew');
    expect(vipPanelOffer(state(2, 366), now)).toBe('renew');
    expect(vipPanelOffer(state(2, 367), now)).toBe('notNeeded');
    expect(vipPanelOffer(state(2, null), now)).toBe('expired');
    expect(vipPanelOffer(state(2, -1), now)).toBe('expired');
    expect(vipPanelOffer(state(2, 10, false), now)).toBe('off');
  });

  it('the promotion dialogs: register, certify, 688 in the trial, nothing beyond 30 days', () => {
    const viewer = (loggedIn: boolean, memberType: number | null, days: number | null, vip688 = true) => ({
      loggedIn, memberType, vip688, vipEndTime: days === null ? null : new Date(AT + days * DAY_MS),
    });
    expect(vipOfferFor(viewer(false, null, null), now)).toBe('register');
    expect(vipOfferFor(viewer(true, 1, null), now)).toBe('certify');
    expect(vipOfferFor(viewer(true, 2, 30), now)).toBe('buy688');
    expect(vipOfferFor(viewer(true, 2, null), now)).toBe('buy688');
    expect(vipOfferFor(viewer(true, 2, 31), now)).toBeNull();
    expect(vipOfferFor(viewer(true, 2, 10, false), now)).toBeNull();
  });

  it('a refused purchase keeps the sentence; buying again clears it and a return notice', async () => {
    const effects: Effects = { redirects: [] };
    const h = startMachine(vipOfferMachine, {
      input: { returned: 'paid' },
      provide: (fake) => ({
        actors: { load: fake.promise<VipLoaded, void>('load'), buy688: fake.promise<Vip688Start, void>('buy688') },
        actions: { goToPay: (_: unknown, params: { payUrl: string }) => effects.redirects.push(params.payUrl) },
      }),
    });
    h.pending('load')!.resolve(loaded(state(2, 10)));
    await flushMicrotasks();
    expect(h.state().value).toBe('purchase');
    expect(h.state().context.returned).toBe('paid');
    h.send({ type: 'BUY' });
    expect(h.state().context.returned).toBeNull();
    h.pending('buy688')!.reject(REFUSED);
    await flushMicrotasks();
    expect(h.state().value).toBe('failed');
    expect(h.state().context.error).toBe(REFUSED.message);
    h.send({ type: 'BUY' });
    expect(h.state().context.error).toBeNull();
    h.pending('buy688')!.resolve(START);
    await flushMicrotasks();
    expect(h.state().value).toBe('redirecting');
    expect(effects.redirects).toEqual([START.payUrl]);
  });
});
