// The staff console's session (issue 22; the cookie since issue 35, item 6): the staff token is
// an HttpOnly cookie the server sets on login, so the console never holds it: the session starts
// by asking who is signed in (GET /api/staff/me, with the cookie if the browser has one), logs in
// with the console's staff login (the answer sets the cookie) and logs out. Who is signed in
// carries the session's CSRF token, which the API client sends on every write. A 401 on any staff
// call ends the session. The app provides the calls (login, fetchMe, revoke). Under the login
// policy (issue 35 item 1) a refused login may ask for an image captcha: the loginChallenge child
// (machines/shared/login-challenge.ts) shows it and the next LOGIN carries it (`proof`).
import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { StaffMe } from '../../domain/staff/staff-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';
import { loginChallengeMachine, type LoginProof } from '../shared/login-challenge.ts';

export type LoginError = 'usernameRequired' | 'passwordRequired' | 'captchaRequired' | 'smsCodeRequired';

export interface StaffSessionContext {
  /** Who is signed in, with the session's CSRF token; null when signed out. */
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
    children: {} as { challenge: 'loginChallenge' },
  },
  actors: {
    loginChallenge: loginChallengeMachine,
    /** The console's login: the server sets the session cookie; the answer is not needed here. */
    login: fromPromise<unknown, Credentials>(() => Promise.reject(new Error('login is provided by the app'))),
    fetchMe: fromPromise<StaffMe>(() => Promise.reject(new Error('fetchMe is provided by the app'))),
    revoke: fromPromise<void>(() => Promise.reject(new Error('revoke is provided by the app'))),
  },
  actions: {
    setMe: assign({ me: (_, params: { me: StaffMe }) => params.me, expired: false, serverError: null, loginError: null }),
    clear: assign({ me: null }),
    expire: assign({ expired: true }),
    refuseLogin: assign({ loginError: (_, params: { error: LoginError }) => params.error, serverError: null }),
    refuseServer: assign({ serverError: (_, params: { error: unknown }) => failureOf(params.error).message || null }),
    clearErrors: assign({ loginError: null, serverError: null }),
    challenge: sendTo('challenge', (_, params: { error: unknown }) => ({ type: 'CHALLENGE' as const, error: params.error })),
    resetChallenge: sendTo('challenge', { type: 'RESET' as const }),
  },
  guards: {
    badLogin: ({ event }) => event.type === 'LOGIN' && loginErrorOf(event) !== null,
  },
}).createMachine({
  id: 'staffSession',
  context: { me: null, loginError: null, serverError: null, expired: false },
  invoke: { id: 'challenge', src: 'loginChallenge' },
  initial: 'checking',
  states: {
    // Whether the browser holds a live session cookie: only the server can tell.
    checking: {
      invoke: {
        id: 'fetchMe',
        src: 'fetchMe',
        onDone: { target: 'signedIn', actions: { type: 'setMe', params: ({ event }) => ({ me: event.output }) } },
        // No cookie, or one that no longer works (expired, revoked, account disabled): sign in.
        onError: { target: 'signedOut', actions: 'clear' },
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
        onDone: { target: 'loadingMe', actions: 'resetChallenge' },
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
        onDone: { target: 'signedIn', actions: { type: 'setMe', params: ({ event }) => ({ me: event.output }) } },
        onError: { target: 'signedOut', actions: ['clear', { type: 'refuseServer', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    signedIn: {
      on: {
        LOGOUT: { target: 'loggingOut' },
        UNAUTHORIZED: { target: 'signedOut', actions: ['clear', 'expire'] },
      },
    },
    loggingOut: {
      invoke: {
        id: 'revoke',
        src: 'revoke',
        // Signed out here whether the server heard it or not (the server clears the cookie when it does).
        onDone: { target: 'signedOut', actions: 'clear' },
        onError: { target: 'signedOut', actions: 'clear' },
      },
    },
  },
});
