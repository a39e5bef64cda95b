// The member session (spec 4, 8): the token lives in machine context and in the `token` cookie.
// Pure: the app provides the side effects (cookie, member-info call, token revocation,
// message, navigation) with `.provide()`; tests provide fakes.
import { assign, fromPromise, setup } from 'xstate';
import type { CompanyRole } from '../../domain/shared/company-role.ts';

/** The member record of GET /member/api/member/memberInfo (spec 3: the fields the shell reads). */
export interface MemberInfo {
  id: number | string;
  username: string;
  nickname?: string | null;
  avatarUrl?: string | null;
  mobile?: string | null;
  /** 1 = personal, any other value = enterprise. */
  memberType: number;
  companyName: string | null;
  /** Present (ISO string) while member pricing (VIP) runs. */
  memberPriceEndTime: string | null;
  isDistributor?: boolean;
  points?: number;
  /** The company the member acts for (issue 37), its role there and the member's status in it. */
  companyId?: number | null;
  companyRole?: CompanyRole | null;
  companyMemberStatus?: 'active' | 'disabled' | null;
}

export const TOKEN_COOKIE = 'token';

export interface SessionInput {
  /** The `token` cookie read at start, if any. */
  token: string | null | undefined;
}

export interface SessionContext {
  token: string | null;
  userInfo: MemberInfo | null;
}

export type SessionEvent =
  | { type: 'LOGIN'; token: string; expiresIn?: number }
  | { type: 'LOGOUT' }
  /** Every route change; refetches member info while a token exists. */
  | { type: 'NAVIGATE' }
  /** An HTTP 401 answered a call made with the token. */
  | { type: 'UNAUTHORIZED' };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    fetchMemberInfo: fromPromise<MemberInfo, { token: string }>(() =>
      Promise.reject(new Error('fetchMemberInfo is provided by the app')),
    ),
    revokeToken: fromPromise<void, { token: string }>(() => Promise.resolve()),
  },
  actions: {
    storeToken: assign({
      token: (_, params: { token: string }) => params.token,
      userInfo: null,
    }),
    storeUserInfo: assign({ userInfo: (_, params: { userInfo: MemberInfo }) => params.userInfo }),
    clearSession: assign({ token: null, userInfo: null }),
    /** Writes the `token` cookie. */
    persistToken: (_, _params: { token: string; expiresIn?: number }) => {},
    /** Removes the `token` cookie. */
    forgetToken: () => {},
    /** Shows 请重新登录. */
    notifyRelogin: () => {},
    goHome: () => {},
    goToLogin: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token ? input.token : null, userInfo: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'authenticated' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: {
        LOGIN: {
          target: 'authenticated',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            {
              type: 'persistToken',
              params: ({ event }) => ({ token: event.token, expiresIn: event.expiresIn }),
            },
          ],
        },
      },
    },
    authenticated: {
      initial: 'loadingMember',
      on: {
        LOGOUT: { target: 'loggingOut' },
        UNAUTHORIZED: {
          target: 'anonymous',
          actions: ['clearSession', 'forgetToken', 'notifyRelogin', 'goToLogin'],
        },
      },
      states: {
        loadingMember: {
          invoke: {
            id: 'memberInfo',
            src: 'fetchMemberInfo',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: {
              target: 'ready',
              actions: { type: 'storeUserInfo', params: ({ event }) => ({ userInfo: event.output }) },
            },
            // Failure is ignored silently (spec 4, 8): the session keeps its token.
            onError: { target: 'ready' },
          },
        },
        ready: {
          on: { NAVIGATE: { target: 'loadingMember' } },
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'revoke',
        src: 'revokeToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'anonymous', actions: ['clearSession', 'forgetToken', 'goHome'] },
        // The server may already have forgotten the token: log out locally all the same.
        onError: { target: 'anonymous', actions: ['clearSession', 'forgetToken', 'goHome'] },
      },
    },
  },
});

/** The name the top bar shows: username for personal members, company name for enterprise ones. */
export function displayName(info: MemberInfo): string {
  if (info.memberType === 1) return info.username;
  return info.companyName || info.username;
}

export function isPersonal(info: MemberInfo): boolean {
  return info.memberType === 1 && (info.companyId ?? null) === null;
}

/** VIP prices are in force: memberPriceEndTime is set and still in the future (domain/shared/pricing.ts). */
export function hasMemberPrice(info: MemberInfo, now: Date = new Date()): boolean {
  if (info.memberPriceEndTime === null || info.memberPriceEndTime === undefined || info.memberPriceEndTime === '') return false;
  return new Date(info.memberPriceEndTime).getTime() > now.getTime();
}
