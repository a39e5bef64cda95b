// The list of /company/approvals (订单审批, issue 38 item 4): three views (待我审批, 我已审批,
// 我提交的), a page of orders of the chosen view with the count of each view, and the order
// selected for the detail panel (?orderId= opens it). A view switch starts at page 1; a page past
// the last (a decision took the last row of the last page) steps back to the last page. After a
// decision the app sends REFRESH: the page and the counts are read again, the selection stays.
// The app provides `fetchList`.
import { assign, fromPromise, setup } from 'xstate';
import { APPROVAL_LIST_VIEWS, type ApprovalListView } from '../../domain/approvals/approval-rules.ts';
import type { ApprovalRow } from '../../domain/approvals/approval-views.ts';
import type { Page } from '../../domain/shared/envelope.ts';
import { doneOutput } from '../shared/actor-events.ts';

export type { ApprovalListView, ApprovalRow };

export const APPROVAL_PAGE_SIZE = 10;

export type ApprovalCounts = Record<ApprovalListView, number>;

export interface ApprovalListAnswer {
  page: Page<ApprovalRow>;
  counts: ApprovalCounts;
}

export interface ApprovalListQuery {
  view: ApprovalListView;
  current: number;
  size: number;
}

export interface ApprovalListInput {
  /** The ?view= text as it came (an unknown one is 待我审批). */
  view?: string | null;
  /** The ?orderId= text as it came: opens that order's detail. */
  orderId?: string | null;
}

export interface ApprovalListContext {
  view: ApprovalListView;
  current: number;
  page: Page<ApprovalRow> | null;
  counts: ApprovalCounts | null;
  selectedId: number | null;
}

export type ApprovalListEvent =
  | { type: 'SWITCH_VIEW'; view: ApprovalListView }
  | { type: 'PAGE'; current: number }
  | { type: 'SELECT'; orderId: number }
  | { type: 'CLOSE' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' };

export function viewOf(text: string | null | undefined): ApprovalListView {
  return (APPROVAL_LIST_VIEWS as readonly string[]).includes(text ?? '') ? (text as ApprovalListView) : 'waiting';
}

/** A positive integer id from the query, or null. */
export function orderIdOf(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/** The address of the page for a view and a selected order (what the page keeps in the location). */
export function approvalsHref(view: ApprovalListView, orderId: number | null): string {
  const query = new URLSearchParams();
  if (view !== 'waiting') query.set('view', view);
  if (orderId !== null) query.set('orderId', String(orderId));
  const text = query.toString();
  return text ? `/company/approvals?${text}` : '/company/approvals';
}

export const approvalListMachine = setup({
  types: {
    context: {} as ApprovalListContext,
    events: {} as ApprovalListEvent,
    input: {} as ApprovalListInput,
  },
  actors: {
    fetchList: fromPromise<ApprovalListAnswer, ApprovalListQuery>(() => Promise.reject(new Error('fetchList is provided by the app'))),
  },
  actions: {
    setAnswer: assign((_, params: { answer: ApprovalListAnswer }) => ({ page: params.answer.page, counts: params.answer.counts })),
    toLastPage: assign({ current: (_, params: { answer: ApprovalListAnswer }) => Math.max(1, params.answer.page.pages) }),
    switchView: assign((_, params: { view: ApprovalListView }) => ({ view: params.view, current: 1, page: null })),
    setCurrent: assign({ current: (_, params: { current: number }) => params.current }),
    select: assign({ selectedId: (_, params: { orderId: number }) => params.orderId }),
    close: assign({ selectedId: null }),
  },
  guards: {
    otherView: ({ context }, params: { view: ApprovalListView }) => params.view !== context.view,
    pageInRange: ({ context }, params: { current: number }) =>
      Number.isInteger(params.current) && params.current >= 1 && params.current !== context.current && params.current <= Math.max(1, context.page?.pages ?? 1),
    pastLastPage: ({ context, event }) => {
      const page = doneOutput<ApprovalListAnswer>(event).page;
      return context.current > 1 && context.current > page.pages;
    },
  },
}).createMachine({
  id: 'approvalList',
  context: ({ input }) => ({ view: viewOf(input.view), current: 1, page: null, counts: null, selectedId: orderIdOf(input.orderId) }),
  initial: 'loading',
  // The detail panel opens and closes whatever the list is doing.
  on: {
    SELECT: { actions: { type: 'select', params: ({ event }) => ({ orderId: event.orderId }) } },
    CLOSE: { actions: 'close' },
  },
  states: {
    loading: {
      invoke: {
        id: 'list',
        src: 'fetchList',
        input: ({ context }) => ({ view: context.view, current: context.current, size: APPROVAL_PAGE_SIZE }),
        onDone: [
          { guard: 'pastLastPage', target: 'loading', reenter: true, actions: { type: 'toLastPage', params: ({ event }) => ({ answer: event.output }) } },
          { target: 'ready', actions: { type: 'setAnswer', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'failure' },
      },
    },
    failure: {
      on: {
        RETRY: { target: 'loading' },
        SWITCH_VIEW: { target: 'loading', actions: { type: 'switchView', params: ({ event }) => ({ view: event.view }) } },
      },
    },
    ready: {
      on: {
        SWITCH_VIEW: {
          guard: { type: 'otherView', params: ({ event }) => ({ view: event.view }) },
          target: 'loading',
          actions: { type: 'switchView', params: ({ event }) => ({ view: event.view }) },
        },
        PAGE: {
          guard: { type: 'pageInRange', params: ({ event }) => ({ current: event.current }) },
          target: 'loading',
          actions: { type: 'setCurrent', params: ({ event }) => ({ current: event.current }) },
        },
        REFRESH: { target: 'loading' },
      },
    },
  },
});
