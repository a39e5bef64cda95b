// One after-sales request in the staff console (/admin/after-sales/:id, issue 22): the request is
// loaded; the steps its status and the staff member's permissions allow open a form — 同意 (a
// confirmation), 拒绝 (a reason), 确认收货 (a quantity per line, checked by after-sales-rules.ts),
// 退款 (a transfer reference for a bank-transfer order) — and only a valid form is sent. The server's
// answer replaces the request; a refusal stays on the form with its message. The app provides
// `fetchRefund` and `act` (the staff API: review, receive, pay).
import { assign, fromPromise, setup } from 'xstate';
import type { PayRefundBody, ReceiveRefundBody, ReviewRefundBody } from '../../domain/after-sales/refund-payloads.ts';
import { REFUND_STATUS, REFUND_TYPE } from '../../domain/after-sales/refund-status.ts';
import type { StaffRefundRow } from '../../domain/after-sales/refund-views.ts';
import { PAY_METHOD } from '../../domain/orders/order-status.ts';
import { failureOf } from '../shared/service-failure.ts';
import { fullReceipt, reasonError, receiveErrors, receiveLinesOf, transferError, type QtyDraft, type QtyErrors } from '../../domain/after-sales/staff-refund-forms.ts';

export type RefundStep = 'approve' | 'reject' | 'receive' | 'refund';

/** What the signed-in staff member may do (refund.review: approve, reject, refund; refund.receive: receive). */
export interface RefundPowers {
  review: boolean;
  receive: boolean;
}

export type RefundAction =
  | { step: 'review'; body: ReviewRefundBody }
  | { step: 'receive'; body: ReceiveRefundBody }
  | { step: 'pay'; body: PayRefundBody };

/** The steps the request's status allows for these powers, in the order the page shows them. */
export function stepsFor(row: StaffRefundRow, powers: RefundPowers): RefundStep[] {
  const out: RefundStep[] = [];
  if (powers.review && row.status === REFUND_STATUS.applying) out.push('approve', 'reject');
  if (powers.receive && row.status === REFUND_STATUS.awaitingReturn) out.push('receive');
  const refundable = row.status === REFUND_STATUS.received || (row.status === REFUND_STATUS.agreed && row.refundType === REFUND_TYPE.refundOnly);
  if (powers.review && refundable) out.push('refund');
  return out;
}

export const needsTransferRef = (row: StaffRefundRow) => row.payMethod === PAY_METHOD.bankTransfer;

export interface RefundDetailContext {
  id: number;
  powers: RefundPowers;
  row: StaffRefundRow | null;
  loadError: string | null;
  step: RefundStep | null;
  reason: string;
  transferRef: string;
  qty: Record<number, QtyDraft>;
  qtyErrors: QtyErrors;
  /** A field's or the form's error (reason, transfer reference, nothing received). */
  formError: string | null;
  serverError: string | null;
  /** The step just done (the page shows a note). */
  done: RefundStep | null;
}

export type RefundDetailEvent =
  | { type: 'RETRY' }
  | { type: 'OPEN'; step: RefundStep }
  | { type: 'EDIT_REASON'; value: string }
  | { type: 'EDIT_TRANSFER'; value: string }
  | { type: 'EDIT_QTY'; orderLineId: number; field: keyof QtyDraft; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' };

function formProblem(c: RefundDetailContext): { qty: QtyErrors; form: string | null } {
  const row = c.row;
  if (!row) return { qty: {}, form: null };
  switch (c.step) {
    case 'reject':
      return { qty: {}, form: reasonError(c.reason) };
    case 'receive': {
      const r = receiveErrors(row.lines, c.qty);
      return { qty: r.lines, form: r.form };
    }
    case 'refund':
      return { qty: {}, form: transferError(c.transferRef, needsTransferRef(row)) };
    default:
      return { qty: {}, form: null };
  }
}

/** The call the open form makes. */
export function actionOf(c: RefundDetailContext): RefundAction {
  const row = c.row as StaffRefundRow;
  switch (c.step) {
    case 'reject':
      return { step: 'review', body: { id: row.id, approve: false, reason: c.reason.trim() } };
    case 'receive':
      return { step: 'receive', body: { id: row.id, accept: true, lines: receiveLinesOf(row.lines, c.qty) } };
    case 'refund':
      return { step: 'pay', body: needsTransferRef(row) ? { id: row.id, transferRef: c.transferRef.trim() } : { id: row.id } };
    default:
      return { step: 'review', body: { id: row.id, approve: true } };
  }
}

export const refundDetailMachine = setup({
  types: {
    context: {} as RefundDetailContext,
    events: {} as RefundDetailEvent,
    input: {} as { id: number; powers: RefundPowers },
  },
  actors: {
    fetchRefund: fromPromise<StaffRefundRow, { id: number }>(() => Promise.reject(new Error('fetchRefund is provided by the app'))),
    act: fromPromise<StaffRefundRow, RefundAction>(() => Promise.reject(new Error('act is provided by the app'))),
  },
  actions: {
    setRow: assign({ row: (_, params: { row: StaffRefundRow }) => params.row, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    open: assign(({ context }, params: { step: RefundStep }) => ({
      step: params.step,
      reason: '',
      transferRef: '',
      qty: context.row ? fullReceipt(context.row.lines) : {},
      qtyErrors: {},
      formError: null,
      serverError: null,
      done: null,
    })),
    close: assign({ step: null, formError: null, qtyErrors: {}, serverError: null }),
    editReason: assign({ reason: (_, params: { value: string }) => params.value, formError: null, serverError: null }),
    editTransfer: assign({ transferRef: (_, params: { value: string }) => params.value, formError: null, serverError: null }),
    editQty: assign(({ context }, params: { orderLineId: number; field: keyof QtyDraft; value: string }) => {
      const left = { ...context.qtyErrors };
      delete left[params.orderLineId];
      const was = context.qty[params.orderLineId] ?? { received: '', damaged: '' };
      return { qty: { ...context.qty, [params.orderLineId]: { ...was, [params.field]: params.value } }, qtyErrors: left, formError: null, serverError: null };
    }),
    refuseForm: assign(({ context }) => {
      const p = formProblem(context);
      return { qtyErrors: p.qty, formError: p.form };
    }),
    refuse: assign({ serverError: (_, params: { error: unknown }) => failureOf(params.error).message || null }),
    finish: assign(({ context }, params: { row: StaffRefundRow }) => ({ row: params.row, done: context.step, step: null, serverError: null })),
  },
  guards: {
    allowed: ({ context, event }) => event.type === 'OPEN' && context.row !== null && stepsFor(context.row, context.powers).includes(event.step),
    formInvalid: ({ context }) => {
      const p = formProblem(context);
      return p.form !== null || Object.keys(p.qty).length > 0;
    },
  },
}).createMachine({
  id: 'refundDetail',
  context: ({ input }) => ({
    id: input.id, powers: input.powers, row: null, loadError: null, step: null, reason: '', transferRef: '', qty: {}, qtyErrors: {}, formError: null, serverError: null, done: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchRefund',
        src: 'fetchRefund',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: { type: 'setRow', params: ({ event }) => ({ row: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: { OPEN: { guard: 'allowed', target: 'form', actions: { type: 'open', params: ({ event }) => ({ step: event.step }) } } },
    },
    form: {
      on: {
        EDIT_REASON: { actions: { type: 'editReason', params: ({ event }) => ({ value: event.value }) } },
        EDIT_TRANSFER: { actions: { type: 'editTransfer', params: ({ event }) => ({ value: event.value }) } },
        EDIT_QTY: { actions: { type: 'editQty', params: ({ event }) => ({ orderLineId: event.orderLineId, field: event.field, value: event.value }) } },
        SUBMIT: [{ guard: 'formInvalid', actions: 'refuseForm' }, { target: 'sending' }],
        CANCEL: { target: 'ready', actions: 'close' },
      },
    },
    sending: {
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => actionOf(context),
        onDone: { target: 'ready', actions: { type: 'finish', params: ({ event }) => ({ row: event.output }) } },
        onError: { target: 'form', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
