// The 合作与分销申请 page (issue 22): one tab per kind the staff member may review (合作申请 with
// cooperation.review, 分销员申请 with distribution.manage). Each tab is a server-paged list under
// a status filter with the count of each status, a selected application shown beside the list,
// and its decision: 通过 after a confirmation, or 驳回 with a reason checked with the server's
// rules before it is sent (合作: 1 to 200 characters; 分销: 2 to 200). After a decision the list
// is read again. The app provides the calls.
import { assign, fromPromise, setup } from 'xstate';
import type { Page } from '../../domain/shared/envelope.ts';
import { failureOf } from '../shared/service-failure.ts';

export type ApplicationKind = 'cooperation' | 'distributor';
/** 0 待审核, 1 已通过, 2 未通过 / 已驳回 (the same numbers in both kinds); null all. */
export type ApplicationStatus = 0 | 1 | 2;

export interface StatusCounts {
  pending: number;
  approved: number;
  rejected: number;
}

export interface ApplicationList<R> {
  page: Page<R>;
  counts: StatusCounts;
}

export const REASON_MAX = 200;
export const REASON_MIN: Record<ApplicationKind, number> = { cooperation: 1, distributor: 2 };
export type ApplicationReasonProblem = 'required' | 'tooShort' | 'tooLong';

export function applicationReasonProblemOf(kind: ApplicationKind, reason: string): ApplicationReasonProblem | null {
  const text = reason.trim();
  if (!text) return 'required';
  if (text.length < REASON_MIN[kind]) return 'tooShort';
  if (text.length > REASON_MAX) return 'tooLong';
  return null;
}

export interface ListQuery {
  kind: ApplicationKind;
  status: ApplicationStatus | null;
  current: number;
}

export interface DecisionCall {
  kind: ApplicationKind;
  id: number;
  approve: boolean;
  reason: string | null;
}

interface Row {
  id: number;
  status: number;
}

export interface ApplicationReviewContext<R extends Row = Row> {
  kind: ApplicationKind;
  status: ApplicationStatus | null;
  current: number;
  list: ApplicationList<R> | null;
  loadError: string | null;
  selectedId: number | null;
  reason: string;
  problem: ApplicationReasonProblem | null;
  serverError: string | null;
  done: 'approved' | 'rejected' | null;
}

export type ApplicationReviewEvent =
  | { type: 'KIND'; kind: ApplicationKind }
  | { type: 'STATUS'; status: ApplicationStatus | null }
  | { type: 'PAGE'; current: number }
  | { type: 'RETRY' }
  | { type: 'SELECT'; id: number | null }
  | { type: 'APPROVE' }
  | { type: 'REJECT' }
  | { type: 'EDIT'; reason: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

const selected = (c: ApplicationReviewContext) => c.list?.page.records.find((r) => r.id === c.selectedId) ?? null;

export const applicationReviewMachine = setup({
  types: {
    context: {} as ApplicationReviewContext,
    events: {} as ApplicationReviewEvent,
    input: {} as { kind: ApplicationKind },
  },
  actors: {
    fetchList: fromPromise<ApplicationList<Row>, ListQuery>(() => Promise.reject(new Error('fetchList is provided by the app'))),
    decide: fromPromise<unknown, DecisionCall>(() => Promise.reject(new Error('decide is provided by the app'))),
  },
  actions: {
    setKind: assign({ kind: (_, p: { kind: ApplicationKind }) => p.kind, status: 0, current: 1, list: null, selectedId: null, done: null }),
    setStatus: assign({ status: (_, p: { status: ApplicationStatus | null }) => p.status, current: 1, selectedId: null, done: null }),
    setPage: assign({ current: (_, p: { current: number }) => p.current, selectedId: null }),
    setList: assign({ list: (_, p: { list: ApplicationList<Row> }) => p.list, loadError: null }),
    setLoadError: assign({ loadError: (_, p: { error: unknown }) => failureOf(p.error).message || '' }),
    select: assign({ selectedId: (_, p: { id: number | null }) => p.id, done: null }),
    open: assign({ reason: '', problem: null, serverError: null, done: null }),
    edit: assign({ reason: (_, p: { reason: string }) => p.reason, problem: null }),
    refuse: assign({ problem: ({ context }) => applicationReasonProblemOf(context.kind, context.reason) }),
    close: assign({ reason: '', problem: null, serverError: null }),
    setServerError: assign({ serverError: (_, p: { error: unknown }) => failureOf(p.error).message || '' }),
    setDone: assign({ done: (_, p: { done: 'approved' | 'rejected' }) => p.done, reason: '', problem: null, serverError: null }),
  },
  guards: {
    pendingSelected: ({ context }) => selected(context)?.status === 0,
    badReason: ({ context }) => applicationReasonProblemOf(context.kind, context.reason) !== null,
    pageInRange: ({ context, event }) => event.type === 'PAGE' && event.current >= 1 && event.current <= Math.max(1, context.list?.page.pages ?? 1) && event.current !== context.current,
    otherKind: ({ context, event }) => event.type === 'KIND' && event.kind !== context.kind,
  },
}).createMachine({
  id: 'applicationReview',
  context: ({ input }) => ({ kind: input.kind, status: 0, current: 1, list: null, loadError: null, selectedId: null, reason: '', problem: null, serverError: null, done: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchList',
        src: 'fetchList',
        input: ({ context }) => ({ kind: context.kind, status: context.status, current: context.current }),
        onDone: { target: 'ready', actions: { type: 'setList', params: ({ event }) => ({ list: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        KIND: { guard: 'otherKind', target: 'loading', actions: { type: 'setKind', params: ({ event }) => ({ kind: event.kind }) } },
        STATUS: { target: 'loading', actions: { type: 'setStatus', params: ({ event }) => ({ status: event.status }) } },
        PAGE: { guard: 'pageInRange', target: 'loading', actions: { type: 'setPage', params: ({ event }) => ({ current: event.current }) } },
        SELECT: { actions: { type: 'select', params: ({ event }) => ({ id: event.id }) } },
        APPROVE: { guard: 'pendingSelected', target: 'confirmingApproval', actions: 'open' },
        REJECT: { guard: 'pendingSelected', target: 'reasonForm', actions: 'open' },
      },
    },
    confirmingApproval: { on: { CONFIRM: 'approving', CANCEL: { target: 'ready', actions: 'close' } } },
    approving: {
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ kind: context.kind, id: context.selectedId ?? 0, approve: true, reason: null }),
        onDone: { target: 'loading', actions: { type: 'setDone', params: { done: 'approved' } } },
        onError: { target: 'confirmingApproval', actions: { type: 'setServerError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    reasonForm: {
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => ({ reason: event.reason }) } },
        CONFIRM: [{ guard: 'badReason', actions: 'refuse' }, { target: 'rejecting' }],
        CANCEL: { target: 'ready', actions: 'close' },
      },
    },
    rejecting: {
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ kind: context.kind, id: context.selectedId ?? 0, approve: false, reason: context.reason.trim() }),
        onDone: { target: 'loading', actions: { type: 'setDone', params: { done: 'rejected' } } },
        onError: { target: 'reasonForm', actions: { type: 'setServerError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
