// What a buyer does with one order, on /myOrder and /myOrderDetail/{id}:
// - 去支付 (canPay): POST /common/api/pay with the sandbox channel and the order's page as the
//   return path (the gateway comes back to it with ?paid=1, or ?paid=0 when the buyer gave up)
//   -> emits `pay` with the gateway URL (the app leaves for it);
// - 再次购买: POST tmp/xuOrder -> a fresh draft -> emits `navigate` to /addOrder?tmpId= (personal)
//   or /addOrderVip?tmpId= (enterprise);
// - 取消订单 (canCancel): a dialog with a reason (one of a list, 其他原因 needs a note) ->
//   POST sale/memberCancelOrder -> emits `cancelled` with the fresh OrderDetail; the note is
//   counted as typed (cancelNoteCount, stopped at CANCEL_NOTE_MAX by the view);
// - 确认收货 (canConfirmReceipt, issue 34): a confirm dialog -> POST sale/memberConfirmReceipt ->
//   emits `received` with the fresh OrderDetail (已完成); a refusal stays in the dialog.
// One action at a time. The app provides the four calls.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { DraftView, OrderDetail, PayStart } from '../../domain/orders/orders.ts';
import { ORDER_TYPE } from '../../domain/orders/order-rules.ts';
import type { CancelOrderBody, ConfirmReceiptBody, PayBody } from '../../domain/orders/order-payloads.ts';
import { CANCEL_NOTE_SEPARATOR, CANCEL_REASONS, OTHER_REASON } from '../../domain/orders/cancel-reasons.ts';
import { failureOf } from '../shared/service-failure.ts';

// The reasons live in domain/orders/cancel-reasons.ts; the dialog still reads them from here.
export const CANCEL_NOTE_MAX = 60;
/** After leaving for the gateway, the buttons come back if the page is still here (back button). */
export const LEAVING_MS = 8000;

export type CancelFieldError = 'reasonRequired' | 'noteRequired' | 'noteTooLong';

export interface CancelErrors {
  reason?: CancelFieldError;
  note?: CancelFieldError;
}

/** The reason sent to the server: the choice, and the note after a colon. */
export function cancelReasonText(reason: string, note: string): string {
  const clean = note.trim();
  return clean ? `${reason}${CANCEL_NOTE_SEPARATOR}${clean}` : reason;
}

export function checkCancel(reason: string, note: string): CancelErrors {
  const errors: CancelErrors = {};
  if (!(CANCEL_REASONS as readonly string[]).includes(reason)) errors.reason = 'reasonRequired';
  const clean = note.trim();
  if (reason === OTHER_REASON && !clean) errors.note = 'noteRequired';
  if ([...clean].length > CANCEL_NOTE_MAX) errors.note = 'noteTooLong';
  return errors;
}

/** The characters of the note as the counter shows them (n/60): code points, as checkCancel counts. */
export function cancelNoteCount(note: string): number {
  return [...note].length;
}

/** The note cut at CANCEL_NOTE_MAX characters (a paste past the limit keeps what fits). */
export function limitCancelNote(note: string): string {
  const chars = [...note];
  return chars.length > CANCEL_NOTE_MAX ? chars.slice(0, CANCEL_NOTE_MAX).join('') : note;
}

/** Where the buyer comes back to from the payment gateway (which adds the outcome, ?paid=1 or 0). */
export function payReturnPath(orderId: number): string {
  return `/myOrderDetail/${orderId}`;
}

/** The checkout page of a fresh draft. */
export function draftHref(draft: Pick<DraftView, 'id' | 'orderType'>): string {
  return `${draft.orderType === ORDER_TYPE.enterprise ? '/addOrderVip' : '/addOrder'}?tmpId=${draft.id}`;
}

export interface OrderActionsContext {
  /** The order the current action is about. */
  orderId: number | null;
  orderNo: string;
  errors: CancelErrors;
  formError: string | null;
}

export type OrderActionsEvent =
  | { type: 'PAY'; orderId: number }
  | { type: 'REORDER'; orderId: number }
  | { type: 'CANCEL'; orderId: number; orderNo: string }
  | { type: 'CANCEL_CLOSE' }
  | { type: 'CANCEL_SUBMIT'; reason: string; note: string }
  | { type: 'EDIT'; field: keyof CancelErrors }
  | { type: 'CONFIRM_RECEIPT'; orderId: number; orderNo: string }
  | { type: 'RECEIPT_CLOSE' }
  | { type: 'RECEIPT_SUBMIT' };

export type OrderActionsEmitted =
  | { type: 'pay'; url: string }
  | { type: 'navigate'; href: string }
  | { type: 'cancelled'; order: OrderDetail }
  | { type: 'received'; order: OrderDetail };

type CancelSubmit = Extract<OrderActionsEvent, { type: 'CANCEL_SUBMIT' }>;

const IDLE = { orderId: null, orderNo: '', errors: {}, formError: null };

export const orderActionsMachine = setup({
  types: {
    context: {} as OrderActionsContext,
    events: {} as OrderActionsEvent,
    emitted: {} as OrderActionsEmitted,
  },
  actors: {
    startPay: fromPromise<PayStart, PayBody>(() => Promise.reject(new Error('startPay is provided by the app'))),
    reorder: fromPromise<DraftView, { orderId: number }>(() => Promise.reject(new Error('reorder is provided by the app'))),
    cancelOrder: fromPromise<OrderDetail, CancelOrderBody>(() => Promise.reject(new Error('cancelOrder is provided by the app'))),
    confirmReceipt: fromPromise<OrderDetail, ConfirmReceiptBody>(() => Promise.reject(new Error('confirmReceipt is provided by the app'))),
  },
  actions: {
    take: assign({
      orderId: (_, params: { orderId: number; orderNo?: string }) => params.orderId,
      orderNo: (_, params: { orderId: number; orderNo?: string }) => params.orderNo ?? '',
      errors: {},
      formError: null,
    }),
    release: assign(IDLE),
    setErrors: assign({ errors: (_, params: { errors: CancelErrors }) => params.errors }),
    clearError: assign({
      errors: ({ context }, params: { field: keyof CancelErrors }) => {
        if (!context.errors[params.field]) return context.errors;
        const next = { ...context.errors };
        delete next[params.field];
        return next;
      },
    }),
    startCancel: assign({ errors: {}, formError: null }),
    refuseCancel: assign({ formError: (_, params: { error: unknown }) => failureOf(params.error).message || null }),
    emitPay: emit((_, params: { url: string }) => ({ type: 'pay' as const, url: params.url })),
    emitNavigate: emit((_, params: { href: string }) => ({ type: 'navigate' as const, href: params.href })),
    emitCancelled: emit((_, params: { order: OrderDetail }) => ({ type: 'cancelled' as const, order: params.order })),
    emitReceived: emit((_, params: { order: OrderDetail }) => ({ type: 'received' as const, order: params.order })),
  },
  guards: {
    invalid: ({ event }) => event.type === 'CANCEL_SUBMIT' && Object.keys(checkCancel(event.reason, event.note)).length > 0,
  },
}).createMachine({
  id: 'orderActions',
  context: IDLE,
  initial: 'idle',
  states: {
    idle: {
      on: {
        PAY: { target: 'paying', actions: { type: 'take', params: ({ event }) => ({ orderId: event.orderId }) } },
        REORDER: { target: 'reordering', actions: { type: 'take', params: ({ event }) => ({ orderId: event.orderId }) } },
        CANCEL: { target: 'cancelling', actions: { type: 'take', params: ({ event }) => ({ orderId: event.orderId, orderNo: event.orderNo }) } },
        CONFIRM_RECEIPT: { target: 'confirmingReceipt', actions: { type: 'take', params: ({ event }) => ({ orderId: event.orderId, orderNo: event.orderNo }) } },
      },
    },
    confirmingReceipt: {
      initial: 'asking',
      states: {
        asking: {
          on: {
            RECEIPT_CLOSE: { target: '#orderActions.idle', actions: 'release' },
            RECEIPT_SUBMIT: { target: 'submitting', actions: 'startCancel' },
          },
        },
        submitting: {
          invoke: {
            id: 'confirmReceipt',
            src: 'confirmReceipt',
            input: ({ context }) => ({ orderId: context.orderId as number }),
            onDone: { target: '#orderActions.idle', actions: [{ type: 'emitReceived', params: ({ event }) => ({ order: event.output }) }, 'release'] },
            onError: { target: 'asking', actions: { type: 'refuseCancel', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    paying: {
      invoke: {
        id: 'pay',
        src: 'startPay',
        input: ({ context }) => ({ orderId: context.orderId as number, channel: 'sandbox' as const, returnPath: payReturnPath(context.orderId as number) }),
        onDone: { target: 'leaving', actions: { type: 'emitPay', params: ({ event }) => ({ url: event.output.payUrl }) } },
        // The client has shown the server's reason.
        onError: { target: 'idle', actions: 'release' },
      },
    },
    leaving: {
      after: { [LEAVING_MS]: { target: 'idle', actions: 'release' } },
    },
    reordering: {
      invoke: {
        id: 'reorder',
        src: 'reorder',
        input: ({ context }) => ({ orderId: context.orderId as number }),
        onDone: { target: 'idle', actions: [{ type: 'emitNavigate', params: ({ event }) => ({ href: draftHref(event.output) }) }, 'release'] },
        onError: { target: 'idle', actions: 'release' },
      },
    },
    cancelling: {
      initial: 'editing',
      on: {
        EDIT: { actions: { type: 'clearError', params: ({ event }) => ({ field: event.field }) } },
      },
      states: {
        editing: {
          on: {
            CANCEL_CLOSE: { target: '#orderActions.idle', actions: 'release' },
            CANCEL_SUBMIT: [
              { guard: 'invalid', actions: { type: 'setErrors', params: ({ event }) => ({ errors: checkCancel(event.reason, event.note) }) } },
              { target: 'submitting', actions: 'startCancel' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'cancel',
            src: 'cancelOrder',
            input: ({ context, event }) => {
              const submit = event as CancelSubmit;
              return { id: context.orderId as number, reason: cancelReasonText(submit.reason, submit.note) };
            },
            onDone: { target: '#orderActions.idle', actions: [{ type: 'emitCancelled', params: ({ event }) => ({ order: event.output }) }, 'release'] },
            onError: { target: 'editing', actions: { type: 'refuseCancel', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
