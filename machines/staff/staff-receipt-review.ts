// One receipt in the 收款确认 queue (/admin/receipts/:kind/:id, issue 22): the receipt is loaded
// beside its order; while it is reviewable 财务 confirms it (APPROVE opens the confirm dialog,
// CONFIRM sends; CANCEL closes it) or refuses it with a reason (REJECT: a reason is required, at
// most 200 characters, checked before anything is sent). A receipt whose stated amount differs
// from the amount due, or was not stated (needsBankCheck), is confirmed only after 财务 ticks
// 已核对银行流水，按实收金额确认 in the dialog (ACKNOWLEDGE), issue 34; the tick is sent. After
// either the receipt is loaded again to show its new state; a refusal of the server (already
// reviewed by someone else, the order cancelled) is shown and the receipt reloaded on RETRY. The
// app provides `load` and `review`.
import { assign, fromPromise, setup } from 'xstate';
import { needsBankCheck, type ReceiptDetail, type ReceiptKind } from '../../domain/staff/receipts-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';

export const REJECT_REASON_MAX = 200;
export type ReasonError = 'reasonRequired' | 'reasonTooLong';

/** Why a refusal's reason cannot be sent, or null. */
export function reasonError(reason: string): ReasonError | null {
  const clean = reason.trim();
  if (!clean) return 'reasonRequired';
  if ([...clean].length > REJECT_REASON_MAX) return 'reasonTooLong';
  return null;
}

export interface ReceiptRef {
  kind: ReceiptKind;
  id: number;
}

/** What a review sends: the goods receipt's payment id, or the service order's id. */
export interface ReviewInput {
  kind: ReceiptKind;
  paymentId: number;
  orderId: number;
  approve: boolean;
  note: string | null;
  /** 财务 checked the bank statement (a confirm of a receipt that needsBankCheck). */
  acknowledgeMismatch: boolean;
}

export interface ReceiptReviewContext extends ReceiptRef {
  detail: ReceiptDetail | null;
  reasonError: ReasonError | null;
  /** The server's refusal of the last review, or of the load. */
  failure: string | null;
  /** What was just done (shown until the next action). */
  done: 'approved' | 'rejected' | null;
  /** The confirm dialog's 已核对银行流水 box, and whether CONFIRM was tried without it. */
  acknowledged: boolean;
  ackMissing: boolean;
}

export type ReceiptReviewEvent =
  | { type: 'APPROVE' }
  | { type: 'ACKNOWLEDGE'; checked: boolean }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'REJECT'; reason: string }
  | { type: 'RETRY' };

export const receiptsReviewMachine = setup({
  types: {
    context: {} as ReceiptReviewContext,
    events: {} as ReceiptReviewEvent,
    input: {} as ReceiptRef,
  },
  actors: {
    load: fromPromise<ReceiptDetail, ReceiptRef>(() => Promise.reject(new Error('load is provided by the app'))),
    review: fromPromise<unknown, ReviewInput>(() => Promise.reject(new Error('review is provided by the app'))),
  },
  actions: {
    setDetail: assign({ detail: (_, params: { detail: ReceiptDetail }) => params.detail }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    refuseReason: assign({ reasonError: (_, params: { error: ReasonError }) => params.error }),
    startAction: assign({ reasonError: null, failure: null, done: null }),
    markDone: assign({ done: (_, params: { done: 'approved' | 'rejected' }) => params.done }),
    openDialog: assign({ acknowledged: false, ackMissing: false, failure: null, done: null, reasonError: null }),
    acknowledge: assign({ acknowledged: (_, params: { checked: boolean }) => params.checked, ackMissing: false }),
    refuseUnacknowledged: assign({ ackMissing: true }),
  },
  guards: {
    reviewable: ({ context }) => context.detail?.reviewable === true,
    badReason: ({ event }) => event.type === 'REJECT' && reasonError(event.reason) !== null,
    unacknowledged: ({ context }) => context.detail !== null && needsBankCheck(context.detail) && !context.acknowledged,
  },
}).createMachine({
  id: 'receiptsReview',
  context: ({ input }) => ({ kind: input.kind, id: input.id, detail: null, reasonError: null, failure: null, done: null, acknowledged: false, ackMissing: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ kind: context.kind, id: context.id }),
        onDone: { target: 'ready', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: 'startAction' } },
    },
    ready: {
      on: {
        APPROVE: { guard: 'reviewable', target: 'confirming', actions: 'openDialog' },
        REJECT: [
          { guard: 'badReason', actions: { type: 'refuseReason', params: ({ event }) => ({ error: reasonError(event.reason) as ReasonError }) } },
          { guard: 'reviewable', target: 'rejecting', actions: 'startAction' },
        ],
        RETRY: { target: 'loading', actions: 'startAction' },
      },
    },
    confirming: {
      on: {
        ACKNOWLEDGE: { actions: { type: 'acknowledge', params: ({ event }) => ({ checked: event.checked }) } },
        CONFIRM: [{ guard: 'unacknowledged', actions: 'refuseUnacknowledged' }, { target: 'approving', actions: 'startAction' }],
        CANCEL: { target: 'ready' },
      },
    },
    approving: {
      invoke: {
        id: 'review',
        src: 'review',
        input: ({ context }) => ({
          kind: context.kind, paymentId: context.id, orderId: context.detail!.orderId, approve: true, note: null, acknowledgeMismatch: context.acknowledged,
        }),
        onDone: { target: 'loading', actions: { type: 'markDone', params: { done: 'approved' } } },
        onError: { target: 'ready', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    rejecting: {
      invoke: {
        id: 'review',
        src: 'review',
        input: ({ context, event }) => ({
          kind: context.kind, paymentId: context.id, orderId: context.detail!.orderId, approve: false, note: event.type === 'REJECT' ? event.reason.trim() : null, acknowledgeMismatch: false,
        }),
        onDone: { target: 'loading', actions: { type: 'markDone', params: { done: 'rejected' } } },
        onError: { target: 'ready', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
