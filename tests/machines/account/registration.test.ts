import { describe, expect, it } from 'vitest';
import { registrationErrors, registrationMachine } from '../../../machines/account/registration.ts';
import type { RegisterInput, Registered, RegistrationEvent } from '../../../machines/account/registration.ts';
import type { TokenRequest } from '../../../machines/account/login.ts';
import type { TokenGrant } from '../../../machines/account/account-form.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const GRANT: TokenGrant = { access_token: 'registered-token', token_type: 'bearer', expires_in: 604800 };
const VALID = { mobile: '13912345678', code: '123456', password: 'Abc12345', confirm: 'Abc12345', agree: true };

const EVENTS = [
  { type: 'SUBMIT', ...VALID },
  { type: 'SUBMIT', mobile: '', code: '', password: 'abc', confirm: 'abd', agree: false },
  { type: 'SUBMIT', ...VALID, agree: false },
  { type: 'EDIT', field: 'agree' },
  { type: 'EDIT', field: 'mobile' },
  { type: 'xstate.done.actor.register', output: { memberId: 42, username: VALID.mobile } },
  { type: 'xstate.error.actor.register', error: { message: '验证码错误，还可尝试 4 次', code: 400, status: 400 } },
  { type: 'xstate.error.actor.register', error: { message: '该手机号已注册，请直接登录', code: 409, status: 409 } },
  { type: 'xstate.error.actor.register', error: { message: '请求过于频繁，请稍后再试', code: 429, status: 429 } },
  { type: 'xstate.done.actor.token', output: GRANT },
  { type: 'xstate.error.actor.token', error: { message: '网络异常，请稍后重试', code: 0, status: null } },
] as unknown as RegistrationEvent[];

interface Effects {
  registers: RegisterInput[];
  tokens: TokenRequest[];
  loggedIn: TokenGrant[];
  smsInputs: unknown[];
}

function startRegistration(effects: Effects): Harness {
  return startMachine(registrationMachine, {
    provide: (fake) => ({
      actors: {
        smsCode: fake.listening([], effects.smsInputs),
        register: fake.promise<Registered, RegisterInput>('register', effects.registers),
        requestToken: fake.promise<TokenGrant, TokenRequest>('token', effects.tokens),
      },
      actions: {
        loggedIn: (_, params) => {
          effects.loggedIn.push(params.grant);
        },
      },
    }),
  });
}

const paths = shortestPaths(registrationMachine, { events: EVENTS, stopWhenDone: true });

describePaths('registration, model-based', paths, {
  effects: (): Effects => ({ registers: [], tokens: [], loggedIn: [], smsInputs: [] }),
  start: startRegistration,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: { credentials: unknown; grant: TokenGrant | null } };
    // The captcha and SMS child starts with the page, for registration codes.
    expect(effects.smsInputs).toEqual([{ purpose: 'register', active: true }]);
    if (snap.value === 'registering') {
      expect(effects.registers.at(-1)).toEqual({ mobile: VALID.mobile, smsCode: VALID.code, password: VALID.password, agree: true });
    }
    // The new account logs in with the password it was given, at once.
    if (snap.value === 'loggingIn') expect(effects.tokens.at(-1)).toEqual({ method: 'password', username: VALID.mobile, password: VALID.password });
    // The password is kept only between registering and the automatic login.
    if (snap.value === 'editing' || snap.value === 'done' || snap.value === 'registered') expect(snap.context.credentials).toBeNull();
    if (snap.value === 'done') expect(effects.loggedIn).toEqual([GRANT]);
    else expect(effects.loggedIn).toEqual([]);
  },
});

describe('registration rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(registrationMachine, paths);
  });

  it('names every field that is wrong before anything is sent', () => {
    expect(registrationErrors({ mobile: '12345678901', code: '1234', password: 'abcdefgh', confirm: 'abcdefgi', agree: false })).toEqual({
      mobile: { kind: 'invalid' },
      code: { kind: 'invalid' },
      password: { kind: 'invalid' },
      confirm: { kind: 'mismatch' },
      agree: { kind: 'required' },
    });
    expect(registrationErrors({ ...VALID, password: 'Abcdefgh1'.repeat(3) })).toMatchObject({ password: { kind: 'invalid' } });
    expect(registrationErrors(VALID)).toEqual({});
  });

  it("sends the invitation code of a distributor's link with the registration (issue 19)", () => {
    const effects: Effects = { registers: [], tokens: [], loggedIn: [], smsInputs: [] };
    const h = startMachine(registrationMachine, {
      input: { inviteCode: 'WJM8K3QZ' },
      provide: (fake) => ({
        actors: {
          smsCode: fake.listening([], effects.smsInputs),
          register: fake.promise<Registered, RegisterInput>('register', effects.registers),
          requestToken: fake.promise<TokenGrant, TokenRequest>('token', effects.tokens),
        },
      }),
    });
    h.send({ type: 'SUBMIT', ...VALID });
    expect(effects.registers).toEqual([{ mobile: VALID.mobile, smsCode: VALID.code, password: VALID.password, agree: true, inviteCode: 'WJM8K3QZ' }]);
    h.stop();
  });

  it('puts a refused code on the code field and a registered mobile on the mobile field', async () => {
    const effects: Effects = { registers: [], tokens: [], loggedIn: [], smsInputs: [] };
    const h = startRegistration(effects);
    h.send({ type: 'SUBMIT', ...VALID });
    h.pending('register')!.reject({ message: '该手机号已注册，请直接登录', code: 409, status: 409 });
    await new Promise((r) => setTimeout(r, 0));
    expect(h.snapshot().context).toMatchObject({ errors: { mobile: { kind: 'server', message: '该手机号已注册，请直接登录' } } });
    h.send({ type: 'EDIT', field: 'mobile' });
    expect((h.snapshot().context as { errors: object }).errors).toEqual({});
    h.stop();
  });
});
