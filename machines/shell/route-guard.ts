// Route handling before each page (spec 2.2) and the top-menu highlight (spec 4).
// Route names follow the spec's naming: the path without the leading slash, segments joined by
// '-', and an optional id parameter as '-id' ("/" is index, "/product/:id?" is product-id,
// "/serve/serveList" is serve-serveList). The app provides `redirect`.
import { assign, setup } from 'xstate';

/** Route names a visitor without a token may open (spec 2.2, 6). */
export const PUBLIC_ROUTE_NAMES: readonly string[] = [
  'index',
  'registered',
  'login',
  'retrieve',
  'productList',
  'product-id',
  'helpCenter',
  // Visitors may browse help and media pages (spec 6).
  'media-mediaList',
  'media-mediaDetail',
  'special',
  // The zone's quick-order pad is public like the zone page (login is asked for only to add).
  'special-components-addCar',
  // The cooperation centre explains the programmes to visitors too (applying needs a login).
  'cooperation',
  // The service catalogue is browsed like goods (booking needs a login).
  'serve-serveList',
  'serve-serveDetail',
  // PunchOut's start page trades its one-use ticket for a login (issue 40).
  'punchout-start',
];

/** topHeaderCurrent by the first segment of the route name (spec 4); anything else is 6. */
const MENU_INDEX: Readonly<Record<string, number>> = {
  index: 0,
  productList: 1,
  serve: 2,
  helpCenter: 3,
  cooperation: 4,
  media: 5,
  registered: 7,
  special: 8,
  pointMall: 9,
};
export const OTHER_MENU_INDEX = 6;

export function topHeaderCurrentFor(name: string | null): number {
  if (name === null) return OTHER_MENU_INDEX;
  const head = name.split('-')[0] ?? name;
  return MENU_INDEX[head] ?? OTHER_MENU_INDEX;
}

function searchOf(path: string | null): string {
  const at = path?.indexOf('?') ?? -1;
  return at >= 0 && path ? path.slice(at) : '';
}

export function isHomeAlias(name: string | null): boolean {
  return name !== null && name.includes('home');
}

export function isPublicRoute(name: string | null): boolean {
  return name !== null && PUBLIC_ROUTE_NAMES.includes(name);
}

/** Pages a visitor may be sent back to after logging in: in-app paths, never the account forms. */
const NOT_A_TARGET = /^\/(login|registered|retrieve)(\/|\?|$)/;

/** The `redirect` query parameter if it names a page of this site, else `fallback`. */
export function redirectTarget(search: string, fallback = '/'): string {
  const raw = new URLSearchParams(search).get('redirect');
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || NOT_A_TARGET.test(raw)) return fallback;
  return raw;
}

/** The login page, remembering the page a visitor wanted (path with its query). */
export function loginHref(path: string | null): string {
  if (!path || path === '/') return '/login';
  return `/login?redirect=${encodeURIComponent(path)}`;
}

export interface RouteGuardInput {
  loggedIn: boolean;
}

export interface RouteGuardContext {
  loggedIn: boolean;
  /** The route being opened; null for a path no route matches (the 404 page, open to all). */
  routeName: string | null;
  /** The path and query being opened, when the app gives it (kept for ?redirect=). */
  path: string | null;
  topHeaderCurrent: number;
  redirectTo: string | null;
}

export type RouteGuardEvent =
  | { type: 'NAVIGATE'; name: string | null; path?: string }
  | { type: 'SESSION'; loggedIn: boolean };

export const routeGuardMachine = setup({
  types: {
    context: {} as RouteGuardContext,
    events: {} as RouteGuardEvent,
    input: {} as RouteGuardInput,
  },
  actions: {
    /** Replaces the current location with `to`. */
    redirect: (_, _params: { to: string }) => {},
    setRoute: assign({
      routeName: (_, params: { name: string | null; path: string | null }) => params.name,
      path: (_, params: { name: string | null; path: string | null }) => params.path,
    }),
    setLoggedIn: assign({ loggedIn: (_, params: { loggedIn: boolean }) => params.loggedIn }),
    setRedirect: assign({ redirectTo: (_, params: { to: string }) => params.to }),
    highlightMenu: assign({
      redirectTo: null,
      topHeaderCurrent: ({ context }) => topHeaderCurrentFor(context.routeName),
    }),
  },
  guards: {
    isHomeAlias: ({ context }) => isHomeAlias(context.routeName),
    needsLogin: ({ context }) =>
      !context.loggedIn && context.routeName !== null && !isPublicRoute(context.routeName),
    loggedInOnLogin: ({ context }) => context.loggedIn && context.routeName === 'login',
  },
}).createMachine({
  id: 'routeGuard',
  context: ({ input }) => ({
    loggedIn: input.loggedIn,
    routeName: null,
    path: null,
    topHeaderCurrent: 0,
    redirectTo: null,
  }),
  initial: 'idle',
  on: {
    NAVIGATE: {
      target: '.checking',
      actions: { type: 'setRoute', params: ({ event }) => ({ name: event.name, path: event.path ?? null }) },
    },
  },
  states: {
    idle: {
      on: {
        SESSION: { actions: { type: 'setLoggedIn', params: ({ event }) => ({ loggedIn: event.loggedIn }) } },
      },
    },
    checking: {
      always: [
        { guard: 'isHomeAlias', target: 'redirecting', actions: { type: 'setRedirect', params: { to: '/' } } },
        {
          guard: 'needsLogin',
          target: 'redirecting',
          actions: { type: 'setRedirect', params: ({ context }) => ({ to: loginHref(context.path) }) },
        },
        {
          guard: 'loggedInOnLogin',
          target: 'redirecting',
          actions: { type: 'setRedirect', params: ({ context }) => ({ to: redirectTarget(searchOf(context.path)) }) },
        },
        { target: 'allowed', actions: 'highlightMenu' },
      ],
    },
    redirecting: {
      entry: { type: 'redirect', params: ({ context }) => ({ to: context.redirectTo ?? '/' }) },
      on: {
        SESSION: { actions: { type: 'setLoggedIn', params: ({ event }) => ({ loggedIn: event.loggedIn }) } },
      },
    },
    allowed: {
      on: {
        // Logging in on /login, or the session ending on a member page, is decided again.
        SESSION: {
          target: 'checking',
          actions: { type: 'setLoggedIn', params: ({ event }) => ({ loggedIn: event.loggedIn }) },
        },
      },
    },
  },
});
