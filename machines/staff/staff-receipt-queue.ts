// The 收款确认 list (issue 22): transfer receipts of goods orders or of service orders (the kind
// tabs), in one review state (the state tabs 待确认 / 已确认 / 已驳回, with counts), filtered by
// order number and upload dates, paged by the server. A change of kind, state or filters goes
// back to page 1 and loads again; filters the server would refuse (a backwards or malformed date,
// an order number with other than letters, digits and dashes) are refused before sending. The
// app provides `fetchPage`.
import { assign, fromPromise, setup } from 'xstate';
import type { ReceiptKind, ReceiptListAnswer, ReceiptListBody, ReceiptState } from '../../domain/staff/receipts-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface ReceiptFilters {
  orderNo: string | null;
  from: string | null;
  to: string | null;
}

export const NO_RECEIPT_FILTERS: ReceiptFilters = { orderNo: null, from: null, to: null };
export const RECEIPT_PAGE_SIZE = 20;

export type ReceiptFilterError = 'dateRange' | 'dateFormat' | 'orderNo';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why the filters cannot be sent, or null. */
export function receiptFilterError(f: ReceiptFilters): ReceiptFilterError | null {
  if (f.orderNo !== null && !/^[A-Za-z0-9-]{1,30}$/.test(f.orderNo)) return 'orderNo';
  if ((f.from !== null && !DATE.test(f.from)) || (f.to !== null && !DATE.test(f.to))) return 'dateFormat';
  if (f.from !== null && f.to !== null && f.from > f.to) return 'dateRange';
  return null;
}

export interface ReceiptPageInput {
  kind: ReceiptKind;
  body: ReceiptListBody;
}

/** What one load asks for: the kind, and the body with only the filters that are set. */
export function receiptQuery(kind: ReceiptKind, state: ReceiptState, f: ReceiptFilters, current: number): ReceiptPageInput {
  const body: ReceiptListBody = { current, size: RECEIPT_PAGE_SIZE, state };
  if (f.orderNo !== null) body.orderNo = f.orderNo;
  if (f.from !== null) body.from = f.from;
  if (f.to !== null) body.to = f.to;
  return { kind, body };
}

export interface ReceiptQueueContext {
  kind: ReceiptKind;
  state: ReceiptState;
  filters: ReceiptFilters;
  current: number;
  page: ReceiptListAnswer | null;
  filterError: ReceiptFilterError | null;
  loadError: string | null;
}

export type ReceiptQueueEvent =
  | { type: 'KIND'; kind: ReceiptKind }
  | { type: 'STATE'; state: ReceiptState }
  | { type: 'FILTER'; filters: ReceiptFilters }
  | { type: 'CLEAR' }
  | { type: 'PAGE'; current: number }
  | { type: 'RETRY' };

export interface ReceiptQueueInput {
  kind?: ReceiptKind;
  state?: ReceiptState;
}

export const receiptsQueueMachine = setup({
  types: {
    context: {} as ReceiptQueueContext,
    events: {} as ReceiptQueueEvent,
    input: {} as ReceiptQueueInput,
  },
  actors: {
    fetchPage: fromPromise<ReceiptListAnswer, ReceiptPageInput>(() => Promise.reject(new Error('fetchPage is provided by the app'))),
  },
  actions: {
    setKind: assign({ kind: (_, params: { kind: ReceiptKind }) => params.kind, current: 1, page: null }),
    setState: assign({ state: (_, params: { state: ReceiptState }) => params.state, current: 1 }),
    setFilters: assign({ filters: (_, params: { filters: ReceiptFilters }) => params.filters, current: 1, filterError: null }),
    clearFilters: assign({ filters: NO_RECEIPT_FILTERS, current: 1, filterError: null }),
    refuseFilters: assign({ filterError: (_, params: { error: ReceiptFilterError }) => params.error }),
    setPage: assign({ current: (_, params: { current: number }) => params.current }),
    setResult: assign({ page: (_, params: { page: ReceiptListAnswer }) => params.page, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
  },
  guards: {
    badFilters: ({ event }) => event.type === 'FILTER' && receiptFilterError(event.filters) !== null,
    otherKind: ({ context, event }) => event.type === 'KIND' && event.kind !== context.kind,
    otherState: ({ context, event }) => event.type === 'STATE' && event.state !== context.state,
    pageInRange: ({ context, event }) => event.type === 'PAGE' && event.current >= 1 && event.current <= Math.max(1, context.page?.pages ?? 1) && event.current !== context.current,
  },
}).createMachine({
  id: 'receiptsQueue',
  context: ({ input }) => ({
    kind: input.kind ?? 'order',
    state: input.state ?? 'pending',
    filters: NO_RECEIPT_FILTERS,
    current: 1,
    page: null,
    filterError: null,
    loadError: null,
  }),
  initial: 'loading',
  on: {
    KIND: { guard: 'otherKind', target: '.loading', reenter: true, actions: { type: 'setKind', params: ({ event }) => ({ kind: event.kind }) } },
    STATE: { guard: 'otherState', target: '.loading', reenter: true, actions: { type: 'setState', params: ({ event }) => ({ state: event.state }) } },
    FILTER: [
      { guard: 'badFilters', actions: { type: 'refuseFilters', params: ({ event }) => ({ error: receiptFilterError(event.filters) as ReceiptFilterError }) } },
      { target: '.loading', reenter: true, actions: { type: 'setFilters', params: ({ event }) => ({ filters: event.filters }) } },
    ],
    CLEAR: { target: '.loading', reenter: true, actions: 'clearFilters' },
    PAGE: { guard: 'pageInRange', target: '.loading', reenter: true, actions: { type: 'setPage', params: ({ event }) => ({ current: event.current }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => receiptQuery(context.kind, context.state, context.filters, context.current),
        onDone: { target: 'ready', actions: { type: 'setResult', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
