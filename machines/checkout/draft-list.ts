// 待确认订单 (the spec's temporary orders): the drafts list of /confirmedOrder (the one draft of
// /confirmedOrderDetail is draft-detail.ts).
// Tabs 全部 / 待确认 / 已提交 / 已取消 with counts (tmp/findOrderStatusCnt), a page of drafts
// (tmp/list); TAB and PAGE load afresh. 取消 and 删除 each ask first (ASK -> confirming ->
// CONFIRM | DISMISS); after the server agrees the list and counts reload; a refusal (the client
// has shown its message) leaves the list as it was and reloads it too (the draft may have moved).
// The app provides `loadList`, `loadCounts`, `act` (cancel or delete), `notifyDone` and `syncUrl`.
import { assign, fromPromise, setup } from 'xstate';
import type { Page } from '../../domain/shared/envelope.ts';
import type { DraftSummary, StatusCount } from '../../domain/orders/orders.ts';
import type { DraftListBody } from '../../domain/orders/order-payloads.ts';
import { DRAFT_STATUS, type DraftStatus } from '../../domain/orders/order-rules.ts';
import { doneOutput } from '../shared/actor-events.ts';

export const DRAFT_PAGE_SIZE = 10;

/** null is 全部. */
export type DraftTab = DraftStatus | null;

export type DraftAction = 'cancel' | 'delete';

export interface DraftAsk {
  action: DraftAction;
  id: number;
}

/** Which actions a draft in this status offers: open ones check out or cancel; others delete. */
export function draftActions(status: DraftStatus): { checkout: boolean; cancel: boolean; remove: boolean } {
  const open = status === DRAFT_STATUS.open;
  return { checkout: open, cancel: open, remove: !open };
}

/** ?status= of the list page: 0, 1, 2, or 全部. */
export function parseTab(text: string | null | undefined): DraftTab {
  return text === '0' || text === '1' || text === '2' ? (Number(text) as DraftStatus) : null;
}

export interface DraftListInput {
  tab: DraftTab;
  current?: number;
}

export interface DraftListContext {
  tab: DraftTab;
  current: number;
  page: Page<DraftSummary> | null;
  counts: StatusCount[];
  ask: DraftAsk | null;
}

export type DraftListEvent =
  | { type: 'TAB'; tab: DraftTab }
  | { type: 'PAGE'; current: number }
  | { type: 'RETRY' }
  | { type: 'ASK'; action: DraftAction; id: number }
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' };

/** A tab change (from loading, ready or failed; never while a confirm or an action runs). */
const TAB_CHANGE = {
  guard: 'otherTab',
  target: '#draftList.loading',
  reenter: true,
  actions: [
    { type: 'setTab', params: ({ event }: { event: DraftListEvent }) => ({ tab: event.type === 'TAB' ? event.tab : null }) },
    { type: 'syncUrl', params: ({ context }: { context: DraftListContext }) => ({ tab: context.tab, current: context.current }) },
  ],
} as const;

export const draftListMachine = setup({
  types: {
    context: {} as DraftListContext,
    events: {} as DraftListEvent,
    input: {} as DraftListInput,
  },
  actors: {
    loadList: fromPromise<Page<DraftSummary>, DraftListBody>(() => Promise.reject(new Error('loadList is provided by the app'))),
    loadCounts: fromPromise<StatusCount[], void>(() => Promise.reject(new Error('loadCounts is provided by the app'))),
    act: fromPromise<unknown, DraftAsk>(() => Promise.reject(new Error('act is provided by the app'))),
  },
  actions: {
    setTab: assign({ tab: (_, params: { tab: DraftTab }) => params.tab, current: 1 }),
    setCurrent: assign({ current: (_, params: { current: number }) => params.current }),
    setPage: assign({ page: (_, params: { page: Page<DraftSummary> }) => params.page }),
    setCounts: assign({ counts: (_, params: { counts: StatusCount[] }) => params.counts }),
    ask: assign({ ask: (_, params: DraftAsk) => params }),
    clearAsk: assign({ ask: null }),
    /** Tells the buyer what was done (已取消 / 已删除). */
    notifyDone: (_, _params: DraftAsk) => {},
    /** Says the list moved to ?status=&page= (the URL follows the list). */
    syncUrl: (_, _params: { tab: DraftTab; current: number }) => {},
  },
  guards: {
    otherTab: ({ context, event }) => event.type === 'TAB' && event.tab !== context.tab,
    validPage: ({ context, event }) => {
      if (event.type !== 'PAGE' || !Number.isInteger(event.current) || event.current < 1 || event.current === context.current) return false;
      const pages = context.page?.pages ?? 1;
      return event.current <= Math.max(1, pages);
    },
    /** The page emptied (its last draft deleted): step back one page. */
    emptyPage: ({ context, event }) => {
      const page = doneOutput<Page<DraftSummary>>(event);
      return page.records.length === 0 && context.current > 1;
    },
  },
}).createMachine({
  id: 'draftList',
  context: ({ input }) => ({
    tab: input.tab,
    current: input.current && input.current >= 1 ? Math.floor(input.current) : 1,
    page: null,
    counts: [],
    ask: null,
  }),
  initial: 'loading',
  states: {
    // The list and the counts load side by side; the page is ready when both have answered (a
    // failed count keeps the old counts: it is a background call).
    loading: {
      type: 'parallel',
      on: { TAB: TAB_CHANGE },
      onDone: { target: 'ready' },
      states: {
        list: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadList',
                src: 'loadList',
                input: ({ context }) => ({ current: context.current, size: DRAFT_PAGE_SIZE, status: context.tab }),
                onDone: [
                  {
                    guard: 'emptyPage',
                    target: '#draftList.loading',
                    reenter: true,
                    actions: [
                      { type: 'setCurrent', params: ({ context }) => ({ current: context.current - 1 }) },
                      { type: 'syncUrl', params: ({ context }) => ({ tab: context.tab, current: context.current }) },
                    ],
                  },
                  { target: 'fetched', actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) } },
                ],
                onError: { target: '#draftList.failed' },
              },
            },
            fetched: { type: 'final' },
          },
        },
        counts: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadCounts',
                src: 'loadCounts',
                onDone: { target: 'fetched', actions: { type: 'setCounts', params: ({ event }) => ({ counts: event.output }) } },
                onError: { target: 'fetched' },
              },
            },
            fetched: { type: 'final' },
          },
        },
      },
    },
    failed: { on: { RETRY: { target: 'loading' }, TAB: TAB_CHANGE } },
    ready: {
      on: {
        TAB: TAB_CHANGE,
        PAGE: {
          guard: 'validPage',
          target: 'loading',
          actions: [
            { type: 'setCurrent', params: ({ event }) => ({ current: event.current }) },
            { type: 'syncUrl', params: ({ context }) => ({ tab: context.tab, current: context.current }) },
          ],
        },
        ASK: { target: 'confirming', actions: { type: 'ask', params: ({ event }) => ({ action: event.action, id: event.id }) } },
      },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'acting' },
        DISMISS: { target: 'ready', actions: 'clearAsk' },
      },
    },
    acting: {
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => context.ask ?? { action: 'cancel', id: 0 },
        onDone: {
          target: 'loading',
          actions: [{ type: 'notifyDone', params: ({ context }) => context.ask ?? { action: 'cancel', id: 0 } }, 'clearAsk'],
        },
        onError: { target: 'loading', actions: 'clearAsk' },
      },
    },
  },
});
