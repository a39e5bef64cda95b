import { describe, expect, it } from 'vitest';
import { socialBindMachine } from '../../../machines/account/social-bind.ts';
import type { SocialBindEvent, SocialStep1Input, SocialStep1Result, SocialStep2Input } from '../../../machines/account/social-bind.ts';
import type { TokenGrant } from '../../../machines/account/account-form.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const GRANT: TokenGrant = { access_token: 'wx-token', token_type: 'bearer', expires_in: 604800 };
const INPUT = { socialKey: 'social-key-0123456789abcdef', nickname: '微信用户abcd' };

const EVENTS = [
  { type: 'SUBMIT', mobile: '13912345678', code: '123456' },
  { type: 'SUBMIT', mobile: '139', code: '' },
  { type: 'SUBMIT_PASSWORD', password: 'Wx123456', confirm: 'Wx123456' },
  { type: 'SUBMIT_PASSWORD', password: 'short', confirm: 'other' },
  { type: 'SKIP_PASSWORD' },
  { type: 'EDIT', field: 'mobile' },
  { type: 'xstate.done.actor.step1', output: { ticket: 'bind-ticket-0123456789abcdef', exists: false } },
  { type: 'xstate.done.actor.step1', output: { ticket: 'bind-ticket-0123456789abcdef', exists: true } },
  { type: 'xstate.error.actor.step1', error: { message: '验证码错误，还可尝试 4 次', code: 400, status: 400 } },
  { type: 'xstate.done.actor.step2', output: GRANT },
  { type: 'xstate.error.actor.step2', error: { message: '该微信已绑定其他爱备客账号', code: 409, status: 409 } },
] as unknown as SocialBindEvent[];

interface Effects {
  step1: SocialStep1Input[];
  step2: SocialStep2Input[];
  smsInputs: unknown[];
}

function startBind(effects: Effects): Harness {
  return startMachine(socialBindMachine, {
    input: INPUT,
    provide: (fake) => ({
      actors: {
        smsCode: fake.listening([], effects.smsInputs),
        socialStep1: fake.promise<SocialStep1Result, SocialStep1Input>('step1', effects.step1),
        socialStep2: fake.promise<TokenGrant, SocialStep2Input>('step2', effects.step2),
      },
    }),
  });
}

const paths = shortestPaths(socialBindMachine, { events: EVENTS, input: INPUT, stopWhenDone: true });

describePaths('social bind, model-based', paths, {
  effects: (): Effects => ({ step1: [], step2: [], smsInputs: [] }),
  start: startBind,
  check: (effects, h, event) => {
    const snap = h.snapshot() as { value: unknown; context: { exists: boolean; ticket: string | null }; output?: { grant: TokenGrant } };
    const value = JSON.stringify(snap.value);
    if (value === '{"verifying":"checking"}') {
      expect(effects.step1.at(-1)).toEqual({ socialKey: INPUT.socialKey, mobile: '13912345678', smsCode: '123456' });
    }
    if (value === '"binding"' && event.type !== 'EDIT') {
      // A mobile with an account is bound without a password; a new one with the chosen one or none.
      const sent = effects.step2.at(-1)!;
      expect(sent.ticket).toBe('bind-ticket-0123456789abcdef');
      if (event.type === 'SUBMIT_PASSWORD') expect(sent.password).toBe('Wx123456');
      else expect(sent.password).toBeUndefined();
    }
    if (value === '"done"') expect(snap.output).toEqual({ grant: GRANT });
    // A spent socialKey or ticket is never offered again.
    if (value === '"failed"') expect(snap.context.ticket).toBeNull();
  },
});

describe('social bind rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(socialBindMachine, paths);
  });

  it('verifies the mobile with a social SMS code', () => {
    const effects: Effects = { step1: [], step2: [], smsInputs: [] };
    const h = startBind(effects);
    expect(effects.smsInputs).toEqual([{ purpose: 'social', active: true }]);
    h.stop();
  });
});
