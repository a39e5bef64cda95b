// The staff console's session actor: the pure machine (machines/admin/staff-session.ts) with the
// real calls and storage. The staff token lives under its own localStorage key, never in the
// member's `token` cookie, so a member signed in in the same browser stays signed in; the one API
// client sends this token from every console page, and a 401 ends the session.
import { createActor, fromPromise } from 'xstate';
import { configureAuth } from '../../lib/client.ts';
import type { StaffMe } from '../../../domain/staff/staff-payloads.ts';
import { staffSessionMachine, type Credentials } from '../../../machines/admin/staff-session.ts';
import { fetchStaffMe, revokeStaffToken, staffLogin } from './api.ts';
import { challengeLogic } from '../account/public.ts';

export const STAFF_TOKEN_KEY = 'aibeike.staffToken';

function keptToken(): string | null {
  try {
    return window.localStorage.getItem(STAFF_TOKEN_KEY);
  } catch {
    return null;
  }
}

export const staffSessionActor = createActor(
  staffSessionMachine.provide({
    actors: {
      login: fromPromise<string, Credentials>(({ input }) => staffLogin(input.username, input.password, input.proof)),
      loginChallenge: challengeLogic,
      fetchMe: fromPromise<StaffMe, { token: string }>(({ input }) => fetchStaffMe(input.token)),
      revoke: fromPromise<void, { token: string }>(({ input }) => revokeStaffToken(input.token)),
    },
    actions: {
      persistToken: (_, params) => {
        window.localStorage.setItem(STAFF_TOKEN_KEY, params.token);
      },
      forgetToken: () => {
        window.localStorage.removeItem(STAFF_TOKEN_KEY);
      },
    },
  }),
  { input: { token: keptToken() } },
);

/** Wires the staff token into the API client and starts the session (the console's entry calls it once). */
export function startStaffSession(): void {
  configureAuth({
    getToken: () => staffSessionActor.getSnapshot().context.token,
    onUnauthorized: () => staffSessionActor.send({ type: 'UNAUTHORIZED' }),
  });
  staffSessionActor.start();
}
