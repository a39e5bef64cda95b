import { describe, expect, it, vi } from 'vitest';
import { retrievePasswordMachine } from '../../../machines/account/retrieve-password.ts';
import type { ForgotStep1Input, ForgotStep2Input, RetrieveEvent, Ticket } from '../../../machines/account/retrieve-password.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine, useFakeTimers } from '../../support/machine-harness.ts';

const TICKET: Ticket = { ticket: 'forgot-ticket-0123456789abcdef', expiresIn: 600 };

const EVENTS = [
  { type: 'SUBMIT_VERIFY', mobile: '13800000001', code: '123456' },
  { type: 'SUBMIT_VERIFY', mobile: '', code: '12' },
  { type: 'SUBMIT_PASSWORD', password: 'NewPass2026', confirm: 'NewPass2026' },
  { type: 'SUBMIT_PASSWORD', password: 'newpassword', confirm: 'newpassword' },
  { type: 'EDIT', field: 'mobile' },
  { type: 'xstate.done.actor.step1', output: TICKET },
  { type: 'xstate.error.actor.step1', error: { message: '该手机号尚未注册', code: 400, status: 400 } },
  { type: 'xstate.done.actor.step2', output: undefined },
  { type: 'xstate.error.actor.step2', error: { message: '操作已过期，请重新验证', code: 400, status: 400 } },
  { type: 'xstate.error.actor.step2', error: { message: '网络异常，请稍后重试', code: 0, status: null } },
] as unknown as RetrieveEvent[];

interface Effects {
  step1: ForgotStep1Input[];
  step2: ForgotStep2Input[];
  smsInputs: unknown[];
}

function startRetrieve(effects: Effects): Harness {
  return startMachine(retrievePasswordMachine, {
    timers: true,
    provide: (fake) => ({
      actors: {
        smsCode: fake.listening([], effects.smsInputs),
        forgotStep1: fake.promise<Ticket, ForgotStep1Input>('step1', effects.step1),
        forgotStep2: fake.promise<void, ForgotStep2Input>('step2', effects.step2),
      },
    }),
  });
}

useFakeTimers();

const paths = shortestPaths(retrievePasswordMachine, { events: EVENTS, stopWhenDone: true });

describePaths('retrieve password, model-based', paths, {
  effects: (): Effects => ({ step1: [], step2: [], smsInputs: [] }),
  start: startRetrieve,
  delays: { ticketExpiry: TICKET.expiresIn * 1000 },
  check: (effects, h) => {
    const snap = h.snapshot() as { value: unknown; context: { ticket: Ticket | null; expired: boolean } };
    const value = JSON.stringify(snap.value);
    if (value === '{"verify":"checking"}') expect(effects.step1.at(-1)).toEqual({ mobile: '13800000001', smsCode: '123456' });
    if (value === '{"reset":"saving"}') expect(effects.step2.at(-1)).toEqual({ ticket: TICKET.ticket, password: 'NewPass2026' });
    // Step 2 always holds its ticket; step 1 never does.
    if (value.startsWith('{"reset"')) expect(snap.context.ticket).toEqual(TICKET);
    else expect(snap.context.ticket).toBeNull();
    // Each visit to step 1 starts the captcha and SMS child for the forgot purpose.
    expect(effects.smsInputs.every((i) => JSON.stringify(i) === JSON.stringify({ purpose: 'forgot', active: true }))).toBe(true);
  },
});

describe('retrieve password rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(retrievePasswordMachine, paths);
  });

  it('sends the visitor back to step 1 when the ticket runs out', async () => {
    const effects: Effects = { step1: [], step2: [], smsInputs: [] };
    const h = startRetrieve(effects);
    h.send({ type: 'SUBMIT_VERIFY', mobile: '13800000001', code: '123456' });
    h.pending('step1')!.resolve({ ticket: TICKET.ticket, expiresIn: 60 });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.snapshot().value).toEqual({ reset: 'editing' });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(h.snapshot().value).toEqual({ reset: 'editing' });
    await vi.advanceTimersByTimeAsync(1);
    expect(h.snapshot().value).toEqual({ verify: 'editing' });
    expect(h.snapshot().context).toMatchObject({ expired: true, ticket: null });
    expect(effects.smsInputs).toHaveLength(2);
    h.stop();
  });
});
