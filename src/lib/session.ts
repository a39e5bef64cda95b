// The app's long-lived actors, made from the pure machines with the real side effects: the session
// (token cookie, member info), the route guard, and the VIP promotion. The calls they make belong to
// the account feature, so src/app hands them in when it starts the actors (startSessionActors).
import Cookies from 'js-cookie';
import { createActor, fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { sessionMachine, TOKEN_COOKIE } from '../../machines/shell/session.ts';
import type { MemberInfo } from '../../machines/shell/session.ts';
import { routeGuardMachine } from '../../machines/shell/route-guard.ts';
import { vipPromoMachine } from '../../machines/shell/vip-promo.ts';
import { chinaDateKey } from '../../domain/shared/china-time.ts';
import { configureAuth } from './client.ts';
import { showError } from './toaster.ts';
import { libText } from './text.ts';

const SECONDS_PER_DAY = 86400;

/** The calls the session and the VIP promotion make (the account feature's API). */
export interface SessionCalls {
  fetchMemberInfo: (token: string) => Promise<MemberInfo>;
  revokeToken: (token: string) => Promise<void>;
  fetchTrialVipDays: () => Promise<number>;
}

let calls: SessionCalls | null = null;

function requireCalls(): SessionCalls {
  if (!calls) throw new Error('startSessionActors() hands in the calls before the actors run');
  return calls;
}

function cookieToken(): string | null {
  return Cookies.get(TOKEN_COOKIE) ?? null;
}

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      fetchMemberInfo: fromPromise<MemberInfo, { token: string }>(({ input }) => requireCalls().fetchMemberInfo(input.token)),
      revokeToken: fromPromise<void, { token: string }>(({ input }) => requireCalls().revokeToken(input.token)),
    },
    actions: {
      persistToken: (_, params) => {
        // Strict: no other site's page sends it (the API reads the bearer header; only private
        // uploads read the cookie, from this site's own pages); Secure whenever served over https.
        Cookies.set(TOKEN_COOKIE, params.token, {
          path: '/',
          sameSite: 'strict',
          secure: window.location.protocol === 'https:',
          ...(params.expiresIn ? { expires: params.expiresIn / SECONDS_PER_DAY } : {}),
        });
      },
      forgetToken: () => {
        Cookies.remove(TOKEN_COOKIE, { path: '/' });
      },
      notifyRelogin: () => {
        showError(libText.errors.relogin);
      },
      goHome: () => {
        // After the route guard has heard of the logout: otherwise it sees a visitor on the
        // member page it is still on and sends them to /login instead.
        queueMicrotask(() => navigate('/'));
      },
      goToLogin: () => {
        navigate('/login');
      },
    },
  }),
  { input: { token: cookieToken() } },
);

configureAuth({
  getToken: () => sessionActor.getSnapshot().context.token,
  onUnauthorized: () => sessionActor.send({ type: 'UNAUTHORIZED' }),
});

const loggedInAtStart = cookieToken() !== null;

export const routeGuardActor = createActor(
  routeGuardMachine.provide({
    actions: {
      redirect: (_, params) => {
        navigate(params.to, { replace: true });
      },
    },
  }),
  { input: { loggedIn: loggedInAtStart } },
);

/** localStorage key holding the China date (YYYY-MM-DD) on which the visitor closed the promotion. */
export const PROMO_DISMISSED_KEY = 'aibeike.vipPromoDismissed';

function promoDismissedToday(): boolean {
  try {
    return window.localStorage.getItem(PROMO_DISMISSED_KEY) === chinaDateKey();
  } catch {
    return false; // storage blocked: the promotion behaves as before
  }
}

export const vipPromoActor = createActor(
  vipPromoMachine.provide({
    actors: {
      getTrialVipDays: fromPromise<number, void>(() => requireCalls().fetchTrialVipDays()),
    },
    actions: {
      rememberDismissal: () => {
        try {
          window.localStorage.setItem(PROMO_DISMISSED_KEY, chinaDateKey());
        } catch {
          // storage blocked: dismissed for this page only
        }
      },
    },
  }),
  { input: { loggedIn: loggedInAtStart, dismissedToday: promoDismissedToday() } },
);

let started = false;

/** Starts the actors once with the given calls and keeps the guard and the promotion told of login and logout. */
export function startSessionActors(sessionCalls: SessionCalls): void {
  if (started) return;
  started = true;
  calls = sessionCalls;
  sessionActor.start();
  routeGuardActor.start();
  vipPromoActor.start();
  let loggedIn = sessionActor.getSnapshot().context.token !== null;
  sessionActor.subscribe((snapshot) => {
    const now = snapshot.context.token !== null;
    if (now === loggedIn) return;
    loggedIn = now;
    routeGuardActor.send({ type: 'SESSION', loggedIn: now });
    vipPromoActor.send({ type: now ? 'LOGGED_IN' : 'LOGGED_OUT' });
  });
}
