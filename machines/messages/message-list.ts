// The member's messages on /messageNotification (issue 13 item 2): load a page of one tab (全部 or
// a kind) with the unread counts of every tab, change tab or page, open a message (mark it read,
// then follow its link, or read the page again when it has none), mark every message of the tab
// read, and retry a failed load. A failed mark leaves the list as it was, with the error shown.
// The app provides `loadPage`, `markRead`, `markAll`, and the actions `follow` (go to a link) and
// `countsChanged` (the top bar reads its count again).
import { assign, fromPromise, setup } from 'xstate';
import type { MessageKind } from '../../domain/messages/message-kinds.ts';
import type { MessagePage, MessageView, UnreadCount } from '../../domain/messages/message-payloads.ts';

export const MESSAGE_PAGE_SIZE = 10;

/** What one load asks for: the tab (null = 全部) and the page. */
export interface ListQuery {
  kind: MessageKind | null;
  current: number;
  size: number;
}

export interface ListData {
  page: MessagePage;
  counts: UnreadCount;
}

export interface MessageListContext {
  kind: MessageKind | null;
  current: number;
  size: number;
  page: MessagePage | null;
  counts: UnreadCount | null;
  /** The message being opened (marked read, then followed). */
  opening: Pick<MessageView, 'id' | 'link'> | null;
  /** The last failure (a load or a mark), as the client reported it. */
  error: string | null;
}

export interface MessageListInput {
  kind?: MessageKind | null;
  size?: number;
}

export type MessageListEvent =
  | { type: 'SELECT_KIND'; kind: MessageKind | null }
  | { type: 'PAGE'; current: number }
  | { type: 'OPEN'; id: number }
  | { type: 'MARK_ALL' }
  | { type: 'RETRY' };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The unread count of the tab shown (全部: the total). */
export function unreadInTab(context: Pick<MessageListContext, 'kind' | 'counts'>): number {
  if (!context.counts) return 0;
  return context.kind === null ? context.counts.total : context.counts.byKind[context.kind];
}

const messageOf = (context: MessageListContext, id: number) => context.page?.records.find((m) => m.id === id) ?? null;

export const messageListMachine = setup({
  types: {
    context: {} as MessageListContext,
    events: {} as MessageListEvent,
    input: {} as MessageListInput,
  },
  actors: {
    loadPage: fromPromise<ListData, ListQuery>(() => Promise.reject(new Error('loadPage is provided by the app'))),
    markRead: fromPromise<unknown, { id: number }>(() => Promise.reject(new Error('markRead is provided by the app'))),
    markAll: fromPromise<unknown, { kind: MessageKind | null }>(() => Promise.reject(new Error('markAll is provided by the app'))),
  },
  actions: {
    /** Goes to the page a message links to. */
    follow: (_, _params: { link: string }) => {},
    /** The unread counts changed: the top bar reads its count again. */
    countsChanged: () => {},
    setKind: assign({ kind: (_, params: { kind: MessageKind | null }) => params.kind, current: 1 }),
    setCurrent: assign({ current: (_, params: { current: number }) => params.current }),
    setData: assign({ page: (_, params: ListData) => params.page, counts: (_, params: ListData) => params.counts, error: null }),
    setOpening: assign({ opening: (_, params: { message: Pick<MessageView, 'id' | 'link'> | null }) => params.message }),
    setError: assign({ error: (_, params: { error: unknown }) => errorText(params.error) }),
    clearError: assign({ error: null }),
  },
  guards: {
    otherKind: ({ context }, params: { kind: MessageKind | null }) => params.kind !== context.kind,
    otherPage: ({ context }, params: { current: number }) =>
      Number.isInteger(params.current) && params.current >= 1 && params.current !== context.current && params.current <= Math.max(1, context.page?.pages ?? 1),
    knownMessage: ({ context }, params: { id: number }) => messageOf(context, params.id) !== null,
    hasUnread: ({ context }) => unreadInTab(context) > 0,
    openingHasLink: ({ context }) => Boolean(context.opening?.link),
  },
}).createMachine({
  id: 'messageList',
  context: ({ input }) => ({
    kind: input.kind ?? null,
    current: 1,
    size: input.size ?? MESSAGE_PAGE_SIZE,
    page: null,
    counts: null,
    opening: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'loadPage',
        input: ({ context }) => ({ kind: context.kind, current: context.current, size: context.size }),
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        SELECT_KIND: {
          guard: { type: 'otherKind', params: ({ event }) => ({ kind: event.kind }) },
          target: 'loading',
          actions: [{ type: 'setKind', params: ({ event }) => ({ kind: event.kind }) }, 'clearError'],
        },
        PAGE: {
          guard: { type: 'otherPage', params: ({ event }) => ({ current: event.current }) },
          target: 'loading',
          actions: [{ type: 'setCurrent', params: ({ event }) => ({ current: event.current }) }, 'clearError'],
        },
        OPEN: {
          guard: { type: 'knownMessage', params: ({ event }) => ({ id: event.id }) },
          target: 'opening',
          actions: [{ type: 'setOpening', params: ({ context, event }) => ({ message: messageOf(context, event.id) }) }, 'clearError'],
        },
        MARK_ALL: { guard: 'hasUnread', target: 'markingAll', actions: 'clearError' },
      },
    },
    /** Marks the message read (again is harmless), then follows its link or reads the page again. */
    opening: {
      invoke: {
        id: 'read',
        src: 'markRead',
        input: ({ context }) => ({ id: context.opening?.id ?? 0 }),
        onDone: [
          {
            guard: 'openingHasLink',
            target: 'followed',
            actions: ['countsChanged', { type: 'follow', params: ({ context }) => ({ link: context.opening?.link ?? '/' }) }],
          },
          { target: 'loading', actions: ['countsChanged', { type: 'setOpening', params: { message: null } }] },
        ],
        onError: { target: 'ready', actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, { type: 'setOpening', params: { message: null } }] },
      },
    },
    /** The page has gone to the message's link. */
    followed: { type: 'final' },
    markingAll: {
      invoke: {
        id: 'readAll',
        src: 'markAll',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'loading', actions: 'countsChanged' },
        onError: { target: 'ready', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
