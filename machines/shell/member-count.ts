// A count the shell shows for the logged-in member: the unread messages of the top bar (issue 13
// item 2) and the lines of the cart (issue 12 item 6). While a member is logged in, read the
// count at once, again on every navigation (REFRESH), and every 60 s; logged out, it is 0. A
// failed read keeps the last count and tries again at the next tick. A REFRESH during a read
// starts it again, so a count asked for after a change is never overtaken by an older answer;
// SET takes a count a fresh answer already carries (the cart's own answers). The app provides
// `fetchCount` (e.g. GET /member/api/member/message/unreadCount, GET /goods/api/cart/count).
import { assign, fromPromise, setup } from 'xstate';

/** How often the count is read while nothing else asks for it. */
export const MEMBER_COUNT_POLL_MS = 60_000;

export interface MemberCountContext {
  token: string | null;
  total: number;
}

export interface MemberCountInput {
  token: string | null;
}

export type MemberCountEvent =
  /** The session's token changed (login, logout, a dead token cleared). */
  | { type: 'SESSION'; token: string | null }
  /** A navigation, or a change the count follows (messages marked read, goods added). */
  | { type: 'REFRESH' }
  /** The count as a fresh answer already says it (kept only while a member is logged in). */
  | { type: 'SET'; total: number };

export const memberCountMachine = setup({
  types: {
    context: {} as MemberCountContext,
    events: {} as MemberCountEvent,
    input: {} as MemberCountInput,
  },
  actors: {
    fetchCount: fromPromise<number, { token: string }>(() => Promise.reject(new Error('fetchCount is provided by the app'))),
  },
  actions: {
    setToken: assign({ token: (_, params: { token: string | null }) => params.token }),
    setTotal: assign({ total: (_, params: { total: number }) => Math.max(0, Math.floor(params.total)) }),
    clear: assign({ total: 0 }),
  },
  guards: {
    loggedIn: ({ context }) => context.token !== null,
    tokenGiven: (_, params: { token: string | null }) => params.token !== null,
    sameToken: ({ context }, params: { token: string | null }) => context.token === params.token,
  },
  delays: {
    poll: MEMBER_COUNT_POLL_MS,
  },
}).createMachine({
  id: 'memberCount',
  context: ({ input }) => ({ token: input.token, total: 0 }),
  initial: 'start',
  on: {
    SESSION: [
      // The same session again (a repeated notice) changes nothing.
      { guard: { type: 'sameToken', params: ({ event }) => ({ token: event.token }) } },
      {
        guard: { type: 'tokenGiven', params: ({ event }) => ({ token: event.token }) },
        target: '.member.loading',
        actions: [{ type: 'setToken', params: ({ event }) => ({ token: event.token }) }, 'clear'],
      },
      { target: '.visitor', actions: [{ type: 'setToken', params: { token: null } }, 'clear'] },
    ],
  },
  states: {
    start: {
      always: [{ guard: 'loggedIn', target: 'member' }, { target: 'visitor' }],
    },
    visitor: {},
    member: {
      initial: 'loading',
      on: {
        REFRESH: { target: '.loading', reenter: true },
        SET: { actions: { type: 'setTotal', params: ({ event }) => ({ total: event.total }) } },
      },
      states: {
        loading: {
          // A fresh answer that arrives during a read is newer than it: keep it, drop the read.
          on: { SET: { target: 'waiting', actions: { type: 'setTotal', params: ({ event }) => ({ total: event.total }) } } },
          invoke: {
            id: 'count',
            src: 'fetchCount',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: { target: 'waiting', actions: { type: 'setTotal', params: ({ event }) => ({ total: event.output }) } },
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          after: { poll: { target: 'loading' } },
        },
      },
    },
  },
});
