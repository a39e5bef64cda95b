// The staff console's session (issue 22): the staff token (kept apart from a member's, under its
// own storage key, so a member signed in in the same browser stays signed in), who is signed in
// (GET /api/staff/me: name, role, permissions), login with the staff grant (user_type 1) and
// logout. A 401 on any staff call ends the session. The app provides the calls (login, fetchMe,
// revoke) and the storage (persistToken, forgetToken). Under the login policy (issue 35 item 1)
// a refused login may ask for an image captcha: the loginChallenge child
// (machines/account/login-challenge.ts) shows it and the next LOGIN carries it (`proof`).
import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { StaffMe } from '../../domain/staff/staff-payloads.ts';
import { failureOf } from '../account/account-form.ts';
import { loginChallengeMachine, type LoginProof } from '../account/login-challenge.ts';

export interface StaffSessionInput {
  /** The token kept from an earlier visit, if any. */
  token: string | null;
}

export type LoginError = 'usernameRequired' | 'passwordRequired' | 'captchaRequired' | 'smsCodeRequired';

export interface StaffSessionContext {
  token: string | null;
  me: StaffMe | null;
  loginError: LoginError | null;
  /** The server's refusal of the last login. */
  serverError: string | null;
  /** The session ended by a 401 (the view says 请重新登录). */
  expired: boolean;
}

export type StaffSessionEvent =
  /** `proof`: the captcha (or SMS code) the challenge asked for (login-challenge.ts proofOf). */
  | { type: 'LOGIN'; username: string; password: string; proof?: LoginProof }
  | { type: 'EDIT' }
  | { type: 'LOGOUT' }
  | { type: 'UNAUTHORIZED' };

export interface Credentials {
  username: string;
  password: string;
  proof?: LoginProof;
}

export function loginErrorOf(c: Credentials): LoginError | null {
  if (!c.username.trim()) return 'usernameRequired';
  if (!c.password) return 'passwordRequired';
  if (c.proof?.captchaCode !== undefined && !c.proof.captchaCode.trim()) return 'captchaRequired';
  if (c.proof?.smsCode !== undefined && !c.proof.smsCode.trim()) return 'smsCodeRequired';
  return null;
}

type Login = Extract<StaffSessionEvent, { type: 'LOGIN' }>;

export const staffSessionMachine = setup({
  types: {
    context: {} as StaffSessionContext,
    events: {} as StaffSessionEvent,
    input: {} as StaffSessionInput,
    children: {} as { challenge: 'loginChallenge' },
  },
  actors: {
    loginChallenge: loginChallengeMachine,
    login: fromPromise<string, Credentials>(() => Promise.reject(new Error('login is provided by the app'))),
    fetchMe: fromPromise<StaffMe, { token: string }>(() => Promise.reject(new Error('fetchMe is provided by the app'))),
    revoke: fromPromise<void, { token: string }>(() => Promise.reject(new Error('revoke is provided by the app'))),
  },
  actions: {
    persistToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    setToken: assign({ token: (_, params: { token: string }) => params.token, serverError: null, loginError: null }),
    setMe: assign({ me: (_, params: { me: StaffMe }) => params.me, expired: false }),
    clear: assign({ token: null, me: null }),
    expire: assign({ expired: true }),
    refuseLogin: assign({ loginError: (_, params: { error: LoginError }) => params.error, serverError: null }),
    refuseServer: assign({ serverError: (_, params: { error: unknown }) => failureOf(params.error).message || null }),
    clearErrors: assign({ loginError: null, serverError: null }),
    challenge: sendTo('challenge', (_, params: { error: unknown }) => ({ type: 'CHALLENGE' as const, error: params.error })),
    resetChallenge: sendTo('challenge', { type: 'RESET' as const }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    badLogin: ({ event }) => event.type === 'LOGIN' && loginErrorOf(event) !== null,
  },
}).createMachine({
  id: 'staffSession',
  context: ({ input }) => ({ token: input.token, me: null, loginError: null, serverError: null, expired: false }),
  invoke: { id: 'challenge', src: 'loginChallenge' },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'checking' }, { target: 'signedOut' }],
    },
    checking: {
      invoke: {
        id: 'fetchMe',
        src: 'fetchMe',
        input: ({ context }) => ({ token: context.token as string }),
        onDone: { target: 'signedIn', actions: { type: 'setMe', params: ({ event }) => ({ me: event.output }) } },
        // A kept token that no longer works (expired, revoked, account disabled): sign in again.
        onError: { target: 'signedOut', actions: ['clear', 'forgetToken'] },
      },
    },
    signedOut: {
      on: {
        EDIT: { actions: 'clearErrors' },
        LOGIN: [
          { guard: 'badLogin', actions: { type: 'refuseLogin', params: ({ event }) => ({ error: loginErrorOf(event) as LoginError }) } },
          { target: 'loggingIn', actions: 'clearErrors' },
        ],
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          const e = event as Login;
          return { username: e.username.trim(), password: e.password, ...(e.proof ? { proof: e.proof } : {}) };
        },
        onDone: {
          target: 'loadingMe',
          actions: [
            { type: 'setToken', params: ({ event }) => ({ token: event.output }) },
            { type: 'persistToken', params: ({ event }) => ({ token: event.output }) },
            'resetChallenge',
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [{ type: 'refuseServer', params: ({ event }) => ({ error: event.error }) }, { type: 'challenge', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    loadingMe: {
      invoke: {
        id: 'fetchMe',
        src: 'fetchMe',
        input: ({ context }) => ({ token: context.token as string }),
        onDone: { target: 'signedIn', actions: { type: 'setMe', params: ({ event }) => ({ me: event.output }) } },
        onError: { target: 'signedOut', actions: ['clear', 'forgetToken', { type: 'refuseServer', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    signedIn: {
      on: {
        LOGOUT: { target: 'loggingOut' },
        UNAUTHORIZED: { target: 'signedOut', actions: ['clear', 'forgetToken', 'expire'] },
      },
    },
    loggingOut: {
      invoke: {
        id: 'revoke',
        src: 'revoke',
        input: ({ context }) => ({ token: context.token as string }),
        // Signed out here whether the server heard it or not.
        onDone: { target: 'signedOut', actions: ['clear', 'forgetToken'] },
        onError: { target: 'signedOut', actions: ['clear', 'forgetToken'] },
      },
    },
  },
});

export type StaffSessionMachine = typeof staffSessionMachine;
