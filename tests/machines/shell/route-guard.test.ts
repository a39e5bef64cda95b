import { describe, expect, it } from 'vitest';
import {
  routeGuardMachine,
  topHeaderCurrentFor,
  isPublicRoute,
  loginHref,
  redirectTarget,
  PUBLIC_ROUTE_NAMES,
} from '../../../machines/shell/route-guard.ts';
import type { RouteGuardEvent } from '../../../machines/shell/route-guard.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

// One route name per decision the guard can take, plus every menu index of spec 4.
const NAMES: Array<string | null> = [
  'index',
  'home',
  'login',
  'registered',
  'myOrder',
  'productList',
  'product-id',
  'serve-serveList',
  'helpCenter',
  'cooperation',
  'media-mediaList',
  'special',
  'pointMall',
  null,
];

const EVENTS: RouteGuardEvent[] = [
  ...NAMES.map((name) => ({ type: 'NAVIGATE' as const, name })),
  { type: 'SESSION', loggedIn: true },
  { type: 'SESSION', loggedIn: false },
];

interface Effects {
  redirects: string[];
  /** The state before the last event: a decision is taken on leaving idle/allowed or on NAVIGATE. */
  previous: string;
}

function startGuard(loggedIn: boolean, effects: Effects): Harness {
  return startMachine(routeGuardMachine, {
    input: { loggedIn },
    provide: () => ({
      actions: {
        redirect: (_, params) => {
          effects.redirects.push(params.to);
        },
      },
    }),
  });
}

/** What spec 2.2 says must happen to `name` for a visitor (false) or a member (true). */
function expectedRedirect(name: string | null, loggedIn: boolean): string | null {
  if (name === null) return null;
  if (name.includes('home')) return '/';
  if (!loggedIn && !PUBLIC_ROUTE_NAMES.includes(name)) return '/login';
  if (loggedIn && name === 'login') return '/';
  return null;
}

function checkDecision(effects: Effects, harness: Harness, event: { type: string }): void {
  const snapshot = harness.snapshot() as {
    value: string;
    context: { loggedIn: boolean; routeName: string | null; topHeaderCurrent: number; redirectTo: string | null };
  };
  const previous = effects.previous;
  effects.previous = snapshot.value;
  if (snapshot.value === 'idle') return;
  // While a redirect is under way the session may change; the next NAVIGATE decides again.
  if (snapshot.value === 'redirecting' && previous === 'redirecting' && event.type !== 'NAVIGATE') return;
  const { context } = snapshot;
  const expected = expectedRedirect(context.routeName, context.loggedIn);
  if (snapshot.value === 'redirecting') {
    expect(context.redirectTo).toBe(expected);
    expect(effects.redirects.at(-1)).toBe(expected);
  } else {
    expect(snapshot.value).toBe('allowed');
    expect(expected).toBeNull();
    expect(context.topHeaderCurrent).toBe(topHeaderCurrentFor(context.routeName));
  }
}

/** Each top-menu index is a goal of the covering paths of its own, beside the states and transitions. */
const menuIndex = (state: { context: { topHeaderCurrent: number } }) => [`menu ${state.context.topHeaderCurrent}`];

for (const loggedIn of [false, true]) {
  const label = loggedIn ? 'member' : 'visitor';
  const paths = shortestPaths(routeGuardMachine, { events: EVENTS, input: { loggedIn }, cover: menuIndex });

  describePaths(`route guard, model-based (starting as ${label})`, paths, {
    effects: (): Effects => ({ redirects: [], previous: 'idle' }),
    start: (effects) => startGuard(loggedIn, effects),
    check: checkDecision,
  });
}

describe('route guard rules', () => {
  it('the shortest paths reach every state node and every menu index 0..9', () => {
    const paths = [false, true].flatMap((loggedIn) =>
      shortestPaths(routeGuardMachine, { events: EVENTS, input: { loggedIn }, cover: menuIndex }),
    );
    expectEveryStateReached(routeGuardMachine, paths, ['routeGuard.checking']);
    const indices = new Set(
      paths.map((p) => (p.state as unknown as { context: { topHeaderCurrent: number } }).context.topHeaderCurrent),
    );
    expect([...indices].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('highlights the top menu by route name exactly as spec 4', () => {
    expect(topHeaderCurrentFor('index')).toBe(0);
    expect(topHeaderCurrentFor('productList')).toBe(1);
    expect(topHeaderCurrentFor('serve-serveList')).toBe(2);
    expect(topHeaderCurrentFor('serve-serveDetail')).toBe(2);
    expect(topHeaderCurrentFor('helpCenter')).toBe(3);
    expect(topHeaderCurrentFor('cooperation')).toBe(4);
    expect(topHeaderCurrentFor('media-mediaList')).toBe(5);
    expect(topHeaderCurrentFor('media-mediaDetail')).toBe(5);
    expect(topHeaderCurrentFor('myOrder')).toBe(6);
    expect(topHeaderCurrentFor('product-id')).toBe(6);
    expect(topHeaderCurrentFor(null)).toBe(6);
    expect(topHeaderCurrentFor('registered')).toBe(7);
    expect(topHeaderCurrentFor('special')).toBe(8);
    expect(topHeaderCurrentFor('pointMall')).toBe(9);
    expect(topHeaderCurrentFor('pointRecord')).toBe(6);
  });

  it('knows the public routes of spec 2.2', () => {
    for (const name of ['index', 'registered', 'login', 'retrieve', 'productList', 'product-id', 'helpCenter', 'special', 'special-components-addCar', 'cooperation']) {
      expect(isPublicRoute(name)).toBe(true);
    }
    // Visitors may browse help and media pages (spec 6).
    for (const name of ['media-mediaList', 'media-mediaDetail']) expect(isPublicRoute(name)).toBe(true);
    for (const name of ['myOrder', 'shoppingCart', 'addOrder']) {
      expect(isPublicRoute(name)).toBe(false);
    }
  });

  it('remembers the page a visitor wanted and returns there after logging in', () => {
    const effects: Effects = { redirects: [], previous: 'idle' };
    const h = startGuard(false, effects);
    h.send({ type: 'NAVIGATE', name: 'addOrder', path: '/addOrder?tmpId=12' });
    expect(effects.redirects).toEqual(['/login?redirect=%2FaddOrder%3FtmpId%3D12']);
    h.send({ type: 'NAVIGATE', name: 'login', path: '/login?redirect=%2FaddOrder%3FtmpId%3D12' });
    h.send({ type: 'SESSION', loggedIn: true });
    expect(effects.redirects).toEqual(['/login?redirect=%2FaddOrder%3FtmpId%3D12', '/addOrder?tmpId=12']);
    h.stop();
  });

  it('never sends a member from /login to another site or back to an account form', () => {
    expect(redirectTarget('?redirect=//evil.example/x')).toBe('/');
    expect(redirectTarget('?redirect=https://evil.example')).toBe('/');
    expect(redirectTarget('?redirect=/registered')).toBe('/');
    expect(redirectTarget('?redirect=/myOrder?status=0')).toBe('/myOrder?status=0');
    expect(loginHref('/')).toBe('/login');
    expect(loginHref(null)).toBe('/login');
  });

  it('sends a visitor on /myOrder to /login, and back to / once logged in on /login', () => {
    const effects: Effects = { redirects: [], previous: 'idle' };
    const h = startGuard(false, effects);
    h.send({ type: 'NAVIGATE', name: 'myOrder' });
    expect(effects.redirects).toEqual(['/login']);
    h.send({ type: 'NAVIGATE', name: 'login' });
    expect(h.snapshot().value).toBe('allowed');
    h.send({ type: 'SESSION', loggedIn: true });
    expect(effects.redirects).toEqual(['/login', '/']);
    h.stop();
  });
});
