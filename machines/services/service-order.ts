// One service order (/serviceOrderDetail/{id}, 服务与检测, issue 18). `load` reads it (another
// member's or a missing id: missing). What the member may do is what the server says on the order
// (mayAcceptQuote, mayPay, mayCancel, mayConfirmComplete): accept the quote (`accept`), pay it
// online (`pay` answers the gateway page; `goToPay` sends the browser there, and the gateway
// sends it back with ?paid=1 or ?paid=0, which the page passes as `returned`), cancel with a
// reason (a dialog: the reason is required and at most REASON_MAX characters; `cancel`), or
// accept the delivered work (`complete`). Payment offers the methods the order lists
// (payment.methods): 在线支付 (`pay`), 对公转账 (pick a receipt, checked here with the goods
// receipts' type and size rules before it is sent, then `uploadReceipt`; allowed while
// payment.mayUploadReceipt, a newer receipt replaces the waiting one) and 账期 (`payOnCredit`,
// only when payment.mayPayOnCredit). The chosen method (`method`) stays while the order offers it,
// else the first offered one. Each step answers the order as it now stands; a refusal is kept
// (actionError) and the order is read again so the page shows where it really is. The app
// provides `load`, `accept`, `pay`, `uploadReceipt`, `payOnCredit`, `cancel`, `complete` and the
// `goToPay` action.
import { assign, fromPromise, not, setup } from 'xstate';
import type { CancelServiceBody } from '../../domain/services/service-payloads.ts';
import { REASON_MAX } from '../../domain/services/service-rules.ts';
import type { ServicePayMethod } from '../../domain/services/service-rules.ts';
import type { ServiceOrderView } from '../../domain/services/service-views.ts';
import { failureOf } from '../shared/service-failure.ts';
import { checkReceiptFile, type FileError, type ReceiptFile } from '../shared/receipt-file.ts';
import { actorError } from '../shared/actor-events.ts';

export type { FileError, ReceiptFile };

/** The method to show: the one chosen while the order still offers it, else the first offered (null: none). */
export function methodFor(order: ServiceOrderView | null, chosen: ServicePayMethod | null): ServicePayMethod | null {
  const offered = order?.payment.methods ?? [];
  if (chosen !== null && offered.includes(chosen)) return chosen;
  return offered[0] ?? null;
}

export type ServiceStep = 'accept' | 'cancel' | 'complete' | 'receipt' | 'credit';

export type ReasonProblem = 'missing' | 'tooLong';

export function reasonProblem(reason: string): ReasonProblem | null {
  const text = reason.trim();
  if (text === '') return 'missing';
  if (text.length > REASON_MAX) return 'tooLong';
  return null;
}

/** The id of /serviceOrderDetail/{id}, or null when it is not a positive whole number. */
export function orderIdOf(text: string | undefined): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}

export interface ServiceOrderInput {
  id: number | null;
  /** Back from the payment gateway: paid (?paid=1), not paid (?paid=0), or not from there (null). */
  returned?: boolean | null;
}

/** What the page says after the gateway sent the member back. */
export type PayOutcome = 'paid' | 'pending' | 'notPaid';

/** Back from the gateway with ?paid=1 the order is paid, or its notification is still on the way; ?paid=0 is not paid. */
export function payOutcomeOf(returned: boolean | null, order: ServiceOrderView | null): PayOutcome | null {
  if (returned === null || !order) return null;
  if (order.paidAt !== null) return 'paid';
  return returned ? 'pending' : 'notPaid';
}

export interface ServiceOrderContext {
  id: number | null;
  order: ServiceOrderView | null;
  reason: string;
  reasonProblem: ReasonProblem | null;
  actionError: string | null;
  /** ?paid=1 (true) or ?paid=0 (false) when the gateway sent the member back, else null. */
  returned: boolean | null;
  /** The last step that went through (the page announces it). */
  done: ServiceStep | null;
  /** The payment method shown (one of order.payment.methods), or null when none is offered. */
  method: ServicePayMethod | null;
  /** The transfer receipt picked (checked), waiting to be sent. */
  receipt: ReceiptFile | null;
  receiptError: FileError | null;
}

export type ServiceOrderEvent =
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | { type: 'ACCEPT' }
  | { type: 'PAY' }
  | { type: 'COMPLETE' }
  | { type: 'CANCEL' }
  | { type: 'REASON'; reason: string }
  | { type: 'CANCEL_CONFIRM' }
  | { type: 'CANCEL_CLOSE' }
  | { type: 'METHOD'; method: ServicePayMethod }
  | { type: 'PICK_RECEIPT'; file: ReceiptFile }
  | { type: 'UPLOAD_RECEIPT' }
  | { type: 'PAY_CREDIT' };

export const serviceOrderMachine = setup({
  types: {
    context: {} as ServiceOrderContext,
    events: {} as ServiceOrderEvent,
    input: {} as ServiceOrderInput,
  },
  actors: {
    load: fromPromise<ServiceOrderView, { id: number }>(() => Promise.reject(new Error('load is provided by the app'))),
    accept: fromPromise<ServiceOrderView, { id: number }>(() => Promise.reject(new Error('accept is provided by the app'))),
    pay: fromPromise<{ payUrl: string }, { id: number }>(() => Promise.reject(new Error('pay is provided by the app'))),
    cancel: fromPromise<ServiceOrderView, CancelServiceBody>(() => Promise.reject(new Error('cancel is provided by the app'))),
    complete: fromPromise<ServiceOrderView, { id: number }>(() => Promise.reject(new Error('complete is provided by the app'))),
    uploadReceipt: fromPromise<ServiceOrderView, { id: number; file: ReceiptFile }>(() => Promise.reject(new Error('uploadReceipt is provided by the app'))),
    payOnCredit: fromPromise<ServiceOrderView, { id: number }>(() => Promise.reject(new Error('payOnCredit is provided by the app'))),
  },
  actions: {
    // Provided by the app: the browser leaves for the gateway page.
    goToPay: (_, _params: { payUrl: string }) => {},
    setOrder: assign(({ context }, params: { order: ServiceOrderView }) => ({ order: params.order, method: methodFor(params.order, context.method) })),
    stepDone: assign(({ context }, params: { order: ServiceOrderView; step: ServiceStep }) => ({
      order: params.order,
      done: params.step,
      actionError: null,
      method: methodFor(params.order, context.method),
      ...(params.step === 'receipt' ? { receipt: null, receiptError: null } : {}),
    })),
    setMethod: assign((_, params: { method: ServicePayMethod }) => ({ method: params.method, receiptError: null })),
    pickReceipt: assign((_, params: { file: ReceiptFile }) => ({ receipt: params.file, receiptError: null, actionError: null, done: null })),
    refuseReceipt: assign((_, params: { error: FileError }) => ({ receipt: null, receiptError: params.error, done: null })),
    startStep: assign({ actionError: null, done: null }),
    refuse: assign((_, params: { error: unknown }) => ({ actionError: failureOf(params.error).message || null })),
    openCancel: assign({ reason: '', reasonProblem: null, actionError: null, done: null }),
    setReason: assign((_, params: { reason: string }) => ({ reason: params.reason, reasonProblem: null })),
    showReasonProblem: assign(({ context }) => ({ reasonProblem: reasonProblem(context.reason) })),
  },
  guards: {
    hasId: ({ context }) => context.id !== null,
    notFound: ({ event }) => failureOf(actorError(event)).status === 404,
    mayAccept: ({ context }) => context.order?.mayAcceptQuote === true,
    mayPay: ({ context }) => context.order?.mayPay === true,
    mayCancel: ({ context }) => context.order?.mayCancel === true,
    mayComplete: ({ context }) => context.order?.mayConfirmComplete === true,
    methodOffered: ({ context, event }) => event.type === 'METHOD' && (context.order?.payment.methods ?? []).includes(event.method),
    mayUpload: ({ context }) => context.order?.payment.mayUploadReceipt === true,
    badReceipt: ({ event }) => event.type === 'PICK_RECEIPT' && checkReceiptFile(event.file) !== null,
    noReceipt: ({ context }) => context.receipt === null,
    mayCredit: ({ context }) => context.order?.payment.mayPayOnCredit === true,
    badReason: ({ context }) => reasonProblem(context.reason) !== null,
  },
}).createMachine({
  id: 'serviceOrder',
  context: ({ input }) => ({
    id: input.id, order: null, reason: '', reasonProblem: null, actionError: null, returned: input.returned ?? null, done: null, method: null, receipt: null, receiptError: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'missing' }] },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'viewing', actions: { type: 'setOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: [{ guard: 'notFound', target: 'missing' }, { target: 'failed' }],
      },
    },
    failed: { on: { RETRY: 'loading' } },
    missing: {},
    viewing: {
      on: {
        RELOAD: 'loading',
        ACCEPT: { guard: 'mayAccept', target: 'accepting', actions: 'startStep' },
        PAY: { guard: 'mayPay', target: 'paying', actions: 'startStep' },
        COMPLETE: { guard: 'mayComplete', target: 'completing', actions: 'startStep' },
        CANCEL: { guard: 'mayCancel', target: 'askingCancel', actions: 'openCancel' },
        METHOD: { guard: 'methodOffered', actions: { type: 'setMethod', params: ({ event }) => ({ method: event.method }) } },
        PICK_RECEIPT: [
          { guard: not('mayUpload') },
          { guard: 'badReceipt', actions: { type: 'refuseReceipt', params: ({ event }) => ({ error: checkReceiptFile(event.file)! }) } },
          { actions: { type: 'pickReceipt', params: ({ event }) => ({ file: event.file }) } },
        ],
        UPLOAD_RECEIPT: [
          { guard: not('mayUpload') },
          { guard: 'noReceipt', actions: { type: 'refuseReceipt', params: { error: 'noFile' as const } } },
          { target: 'uploadingReceipt', actions: 'startStep' },
        ],
        PAY_CREDIT: { guard: 'mayCredit', target: 'payingOnCredit', actions: 'startStep' },
      },
    },
    uploadingReceipt: {
      invoke: {
        id: 'uploadReceipt',
        src: 'uploadReceipt',
        input: ({ context }) => ({ id: context.id!, file: context.receipt! }),
        onDone: { target: 'viewing', actions: { type: 'stepDone', params: ({ event }) => ({ order: event.output, step: 'receipt' as const }) } },
        onError: { target: 'refreshing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    payingOnCredit: {
      invoke: {
        id: 'payOnCredit',
        src: 'payOnCredit',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'viewing', actions: { type: 'stepDone', params: ({ event }) => ({ order: event.output, step: 'credit' as const }) } },
        onError: { target: 'refreshing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    askingCancel: {
      on: {
        REASON: { actions: { type: 'setReason', params: ({ event }) => ({ reason: event.reason }) } },
        CANCEL_CONFIRM: [{ guard: 'badReason', actions: 'showReasonProblem' }, { target: 'cancelling', actions: 'startStep' }],
        CANCEL_CLOSE: 'viewing',
      },
    },
    cancelling: {
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ id: context.id!, reason: context.reason.trim() }),
        onDone: { target: 'viewing', actions: { type: 'stepDone', params: ({ event }) => ({ order: event.output, step: 'cancel' as const }) } },
        onError: { target: 'askingCancel', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    accepting: {
      invoke: {
        id: 'accept',
        src: 'accept',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'viewing', actions: { type: 'stepDone', params: ({ event }) => ({ order: event.output, step: 'accept' as const }) } },
        onError: { target: 'refreshing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    paying: {
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'leavingToPay', actions: { type: 'goToPay', params: ({ event }) => ({ payUrl: event.output.payUrl }) } },
        onError: { target: 'refreshing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The browser is on its way to the gateway page; nothing more happens here.
    leavingToPay: {},
    completing: {
      invoke: {
        id: 'complete',
        src: 'complete',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'viewing', actions: { type: 'stepDone', params: ({ event }) => ({ order: event.output, step: 'complete' as const }) } },
        onError: { target: 'refreshing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // After a refused step the order is read again (staff may have moved it); the refusal stays shown.
    refreshing: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'viewing', actions: { type: 'setOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: 'viewing',
      },
    },
  },
});
