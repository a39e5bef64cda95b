import { describe, expect, it, vi } from 'vitest';
import { amendPhoneMachine } from '../../../machines/account/amend-phone.ts';
import type { AmendPhoneEvent, ResetMobileInput } from '../../../machines/account/amend-phone.ts';
import type { Ticket } from '../../../machines/account/retrieve-password.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine, useFakeTimers } from '../../support/machine-harness.ts';

const TICKET: Ticket = { ticket: 'mobile-ticket-0123456789abcdef', expiresIn: 600 };
const NEW_MOBILE = '13987654321';

const EVENTS = [
  { type: 'SUBMIT_OLD', code: '123456' },
  { type: 'SUBMIT_OLD', code: '' },
  { type: 'SUBMIT_NEW', mobile: NEW_MOBILE, code: '654321' },
  { type: 'SUBMIT_NEW', mobile: '1398765', code: '654321' },
  { type: 'EDIT', field: 'code' },
  { type: 'xstate.done.actor.checkOld', output: TICKET },
  { type: 'xstate.error.actor.checkOld', error: { message: '验证码错误，还可尝试 4 次', code: 400, status: 400 } },
  { type: 'xstate.done.actor.resetMobile', output: { mobile: NEW_MOBILE } },
  { type: 'xstate.error.actor.resetMobile', error: { message: '该手机号已注册，请直接登录', code: 409, status: 409 } },
] as unknown as AmendPhoneEvent[];

interface Effects {
  checks: Array<{ code: string }>;
  resets: ResetMobileInput[];
  changed: string[];
  smsInputs: unknown[];
}

const newEffects = (): Effects => ({ checks: [], resets: [], changed: [], smsInputs: [] });

function startAmend(effects: Effects): Harness {
  return startMachine(amendPhoneMachine, {
    timers: true,
    provide: (fake) => ({
      actors: {
        smsCode: fake.listening([], effects.smsInputs),
        checkOldMobile: fake.promise<Ticket, { code: string }>('checkOld', effects.checks),
        resetMobile: fake.promise<{ mobile: string }, ResetMobileInput>('resetMobile', effects.resets),
      },
      actions: {
        changed: (_, params) => {
          effects.changed.push(params.mobile);
        },
      },
    }),
  });
}

useFakeTimers();

const paths = shortestPaths(amendPhoneMachine, { events: EVENTS, stopWhenDone: true });

describePaths('amend phone, model-based', paths, {
  effects: newEffects,
  start: startAmend,
  delays: { ticketExpiry: TICKET.expiresIn * 1000 },
  check: (effects, h) => {
    const snap = h.snapshot() as { value: unknown; context: { ticket: Ticket | null } };
    const value = JSON.stringify(snap.value);
    if (value === '{"verifyOld":"checking"}') expect(effects.checks.at(-1)).toEqual({ code: '123456' });
    if (value === '{"bindNew":"saving"}') expect(effects.resets.at(-1)).toEqual({ mobile: NEW_MOBILE, code: '654321', ticket: TICKET.ticket });
    // Step 1 sends its code to the account's own mobile, step 2 to the new one.
    const last = effects.smsInputs.at(-1);
    if (value.startsWith('{"verifyOld"')) expect(last).toEqual({ purpose: 'oldMobile', needsMobile: false, active: true });
    if (value.startsWith('{"bindNew"')) {
      expect(last).toEqual({ purpose: 'newMobile', active: true });
      expect(snap.context.ticket).toEqual(TICKET);
    }
    if (value === '"done"') expect(effects.changed).toEqual([NEW_MOBILE]);
    else expect(effects.changed).toEqual([]);
  },
});

describe('amend phone rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(amendPhoneMachine, paths);
  });

  it('a refused change starts again at the old mobile (the server spent the ticket)', async () => {
    const effects = newEffects();
    const h = startAmend(effects);
    h.send({ type: 'SUBMIT_OLD', code: '123456' });
    h.pending('checkOld')!.resolve(TICKET);
    await vi.advanceTimersByTimeAsync(0);
    h.send({ type: 'SUBMIT_NEW', mobile: NEW_MOBILE, code: '000000' });
    h.pending('resetMobile')!.reject({ message: '验证码错误，还可尝试 4 次', code: 400, status: 400 });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.snapshot().value).toEqual({ verifyOld: 'editing' });
    expect(h.snapshot().context).toMatchObject({ restarted: true, ticket: null, formError: '验证码错误，还可尝试 4 次' });
    h.stop();
  });
});
