// The password tab of the login page: username + password -> POST /oauth/token -> the session
// stores the token. The app provides `requestToken` (the API call) and `loggedIn` (hands the
// token to the session). A wrong password is shown by the API client as a toast (spec 8).
import { assign, fromPromise, setup } from 'xstate';

export interface TokenGrant {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token?: string;
}

export interface Credentials {
  username: string;
  password: string;
}

export type LoginProblem = 'missingUsername' | 'missingPassword' | 'rejected';

export interface PasswordLoginContext {
  problem: LoginProblem | null;
}

export type PasswordLoginEvent = { type: 'SUBMIT'; username: string; password: string };

export const passwordLoginMachine = setup({
  types: {
    context: {} as PasswordLoginContext,
    events: {} as PasswordLoginEvent,
  },
  actors: {
    requestToken: fromPromise<TokenGrant, Credentials>(() =>
      Promise.reject(new Error('requestToken is provided by the app')),
    ),
  },
  actions: {
    /** Hands the new token to the session. */
    loggedIn: (_, _params: { grant: TokenGrant }) => {},
    setProblem: assign({ problem: (_, params: { problem: LoginProblem | null }) => params.problem }),
  },
  guards: {
    missingUsername: ({ event }) => event.username.trim() === '',
    missingPassword: ({ event }) => event.password === '',
  },
}).createMachine({
  id: 'passwordLogin',
  context: { problem: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'missingUsername', actions: { type: 'setProblem', params: { problem: 'missingUsername' } } },
          { guard: 'missingPassword', actions: { type: 'setProblem', params: { problem: 'missingPassword' } } },
          { target: 'submitting', actions: { type: 'setProblem', params: { problem: null } } },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'token',
        src: 'requestToken',
        input: ({ event }) => {
          const submit = event as PasswordLoginEvent;
          return { username: submit.username.trim(), password: submit.password };
        },
        onDone: {
          target: 'done',
          actions: { type: 'loggedIn', params: ({ event }) => ({ grant: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'setProblem', params: { problem: 'rejected' } },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type PasswordLoginMachine = typeof passwordLoginMachine;
