// The app's long-lived actors, made from the pure machines with the real side effects:
// the session (token cookie, member info), the route guard, and the VIP promotion.
import Cookies from 'js-cookie';
import { createActor, fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { sessionMachine, TOKEN_COOKIE } from '../../machines/session.ts';
import type { MemberInfo } from '../../machines/session.ts';
import { routeGuardMachine } from '../../machines/route-guard.ts';
import { vipPromoMachine } from '../../machines/vip-promo.ts';
import { configureAuth } from '../api/client.ts';
import { fetchMemberInfo, fetchTrialVipDays } from '../api/member.ts';
import { revokeToken } from '../api/system.ts';
import { showError } from './toaster.ts';
import { zh } from '../text/zh-cn.ts';

const SECONDS_PER_DAY = 86400;

function cookieToken(): string | null {
  return Cookies.get(TOKEN_COOKIE) ?? null;
}

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      fetchMemberInfo: fromPromise<MemberInfo, { token: string }>(({ input }) => fetchMemberInfo(input.token)),
      revokeToken: fromPromise<void, { token: string }>(({ input }) => revokeToken(input.token)),
    },
    actions: {
      persistToken: (_, params) => {
        Cookies.set(TOKEN_COOKIE, params.token, {
          path: '/',
          sameSite: 'lax',
          ...(params.expiresIn ? { expires: params.expiresIn / SECONDS_PER_DAY } : {}),
        });
      },
      forgetToken: () => {
        Cookies.remove(TOKEN_COOKIE, { path: '/' });
      },
      notifyRelogin: () => {
        showError(zh.errors.relogin);
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

export const vipPromoActor = createActor(
  vipPromoMachine.provide({
    actors: {
      getTrialVipDays: fromPromise<number, void>(() => fetchTrialVipDays()),
    },
  }),
  { input: { loggedIn: loggedInAtStart } },
);

let started = false;

/** Starts the actors once and keeps the guard and the promotion told of login and logout. */
export function startActors(): void {
  if (started) return;
  started = true;
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
