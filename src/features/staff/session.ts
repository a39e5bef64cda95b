// The staff console's session actor: the pure machine (machines/staff/staff-session.ts) with the
// real calls. The staff token lives only in the HttpOnly session cookie the server sets on login
// (issue 35, item 6), never in a place a page script can read, and apart from the member's `token`
// cookie, so a member signed in in the same browser stays signed in. The one API client sends the
// cookie by itself and the session's CSRF token (from /api/staff/me) on every write; a 401 while
// signed in ends the session.
import { createActor, fromPromise } from 'xstate';
import { configureAuth } from '../../lib/client.ts';
import type { StaffMe } from '../../../domain/staff/staff-payloads.ts';
import { staffSessionMachine, type Credentials } from '../../../machines/staff/staff-session.ts';
import { fetchStaffMe, revokeStaffSession, staffLogin } from './api.ts';
import { challengeLogic } from '../account/public.ts';

/** Where the console kept its token before the cookie (issue 35): removed from every browser at start. */
const OLD_STAFF_TOKEN_KEY = 'aibeike.staffToken';

export const staffSessionActor = createActor(
  staffSessionMachine.provide({
    actors: {
      login: fromPromise<unknown, Credentials>(({ input }) => staffLogin(input.username, input.password, input.proof)),
      loginChallenge: challengeLogic,
      fetchMe: fromPromise<StaffMe>(() => fetchStaffMe()),
      revoke: fromPromise<void>(() => revokeStaffSession()),
    },
  }),
);

/** The session's CSRF token while signed in (sent in X-CSRF-Token on every write). */
export function staffCsrfToken(): string | null {
  return staffSessionActor.getSnapshot().context.me?.csrfToken ?? null;
}

/** Wires the session into the API client and starts it (the console's entry calls it once). */
export function startStaffSession(): void {
  try {
    window.localStorage.removeItem(OLD_STAFF_TOKEN_KEY);
  } catch {
    // Storage refused (private mode): nothing was kept there either.
  }
  configureAuth({
    getToken: () => null,
    getCsrfToken: staffCsrfToken,
    hasSession: () => {
      const s = staffSessionActor.getSnapshot();
      return s.matches('signedIn') || s.matches('loggingOut');
    },
    onUnauthorized: () => staffSessionActor.send({ type: 'UNAUTHORIZED' }),
  });
  staffSessionActor.start();
}
