// One after-sales request from the member's side (issue 16): choose lines and quantities (at most
// what each line still allows, from refund/preview), the type and the reason, attach up to 6
// evidence images (each uploaded as it is picked), submit (writeRefundOrder), then follow the
// request: 申请中 (waiting), 已同意 (agreed; a return is shipped back with carrier and tracking number),
// 已寄回, 已收货, 退款中, and the ends 已退款, 已拒绝/拒收 and 已取消. The member may cancel while
// waiting or agreed. The maximum amount shown is computed with the server's own rule
// (domain/after-sales/refund-rules.ts lineRefundCap); the member may ask less (a price difference),
// never more. Started with a request's id instead of a
// preview (/afterSaleDetail/{id}), it loads that request first: missing (404) or failed (retry).
// The app provides the actors.
import { assign, fromPromise, setup } from 'xstate';
import { isNotFoundError } from '../shared/page-load.ts';
import { EVIDENCE_MAX, EVIDENCE_MAX_BYTES, EVIDENCE_TYPES, lineRefundCap } from '../../domain/after-sales/refund-rules.ts';
import { REFUND_STATUS, REFUND_TYPE, type RefundReason, type RefundType } from '../../domain/after-sales/refund-status.ts';
import type { RefundDetail, RefundPreview } from '../../domain/after-sales/refund-views.ts';
import type { WriteRefundBody } from '../../domain/after-sales/refund-payloads.ts';
import { parseYuan } from '../../domain/shared/money.ts';
import { failureOf } from '../shared/service-failure.ts';
import { actorError } from '../shared/actor-events.ts';

export interface EvidenceFile {
  name: string;
  size: number;
  type: string;
}

export type FormError = 'noLines' | 'noReason' | 'fixQty' | 'fixAmount' | 'tooManyImages' | 'imageType' | 'imageSize' | 'trackingRequired';

/** Why a typed quantity was not taken: not a whole number, or more than the line still allows. */
export type QtyError = 'notInteger' | 'tooMany';

export function checkQty(line: { availableQty: number }, num: number): QtyError | null {
  if (!Number.isInteger(num) || num < 0) return 'notInteger';
  return num > line.availableQty ? 'tooMany' : null;
}

export function checkEvidence(file: EvidenceFile): FormError | null {
  if (!(EVIDENCE_TYPES as readonly string[]).includes(file.type)) return 'imageType';
  if (file.size <= 0 || file.size > EVIDENCE_MAX_BYTES) return 'imageSize';
  return null;
}

/** Why the amount typed (yuan; empty asks the maximum) cannot be asked: not an amount, or above the maximum. */
export type AmountError = 'format' | 'tooHigh';

/** The amount typed, in fen: null for empty (the maximum), NaN when it is not an amount above zero. */
export function typedAmount(text: string): number | null {
  const clean = text.trim();
  if (!clean) return null;
  try {
    const fen = parseYuan(clean);
    return fen > 0 ? fen : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export function checkAmount(text: string, max: number): AmountError | null {
  const fen = typedAmount(text);
  if (fen === null) return null;
  if (Number.isNaN(fen)) return 'format';
  return fen > max ? 'tooHigh' : null;
}

/** The most the chosen quantities may refund, fen (freight included when every unit left of an unshipped order is chosen). */
export function maxAmount(preview: RefundPreview, qty: Record<number, number>, refundType: RefundType): number {
  const lines = preview.lines.reduce((s, l) => s + lineRefundCap(l, Math.min(qty[l.orderLineId] ?? 0, l.availableQty)), 0);
  const all = preview.lines.every((l) => (qty[l.orderLineId] ?? 0) === l.availableQty);
  return lines + (refundType === REFUND_TYPE.refundOnly && all ? preview.freightFen : 0);
}

/** What the form shows of the chosen quantities: each line's cap, the most they refund, the freight in it, and the amount typed's problem. */
export interface RefundFigures {
  /** By order line id, fen. */
  lineCaps: Record<number, number>;
  max: number;
  /** The freight inside `max` (0 unless every unit left of an unshipped order is chosen). */
  freight: number;
  amountProblem: AmountError | null;
}

export function refundFigures(preview: RefundPreview, qty: Record<number, number>, refundType: RefundType, amountText: string): RefundFigures {
  const lineCaps: Record<number, number> = {};
  for (const l of preview.lines) lineCaps[l.orderLineId] = lineRefundCap(l, qty[l.orderLineId] ?? 0);
  const max = maxAmount(preview, qty, refundType);
  const freight = max - Object.values(lineCaps).reduce((s, c) => s + c, 0);
  return { lineCaps, max, freight, amountProblem: checkAmount(amountText, max) };
}

/** No line of the order has a unit left to ask for (the form is not shown). */
export const nothingLeft = (preview: RefundPreview): boolean => preview.lines.every((l) => l.availableQty === 0);

/** The quantity of a typed text, for SET_QTY: blank is 0, a whole number itself, anything else NaN (refused as notInteger). */
export function qtyOfText(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Form errors shown beside the evidence images, and those shown above the submit button. */
const EVIDENCE_ERRORS: readonly FormError[] = ['imageType', 'imageSize', 'tooManyImages'];
const SUBMIT_ERRORS: readonly FormError[] = ['noLines', 'fixQty', 'noReason', 'fixAmount'];

/** The form error to show at `place`, if the current one belongs there. */
export function formErrorAt(error: FormError | null, place: 'evidence' | 'submit'): FormError | null {
  return error !== null && (place === 'evidence' ? EVIDENCE_ERRORS : SUBMIT_ERRORS).includes(error) ? error : null;
}

/** A new request from an order's preview, or an existing request by its id. */
export type RefundRequestInput = { preview: RefundPreview; clientKey: string } | { refundId: number };

/** The preview of a machine started from a request's id: no lines to choose. */
const NO_PREVIEW: RefundPreview = { orderId: 1, orderNo: '', orderStatus: 0, payMethod: null, types: [], freightFen: 0, windowEndsAt: null, lines: [] };

export interface RefundRequestContext {
  preview: RefundPreview;
  clientKey: string;
  /** The request to load first (started from an id), else null. */
  refundId: number | null;
  qty: Record<number, number>;
  /** Lines whose typed quantity was refused (the quantity kept is the last good one). */
  qtyErrors: Record<number, QtyError>;
  refundType: RefundType;
  reason: RefundReason | null;
  description: string;
  /** The amount asked, in yuan as typed; empty asks the maximum (a price difference asks less). */
  amountText: string;
  images: string[];
  detail: RefundDetail | null;
  formError: FormError | null;
  serverError: string | null;
}

export type RefundRequestEvent =
  | { type: 'SET_QTY'; orderLineId: number; num: number }
  | { type: 'SET_TYPE'; refundType: RefundType }
  | { type: 'SET_REASON'; reason: RefundReason }
  | { type: 'SET_DESCRIPTION'; text: string }
  | { type: 'SET_AMOUNT'; text: string }
  | { type: 'ATTACH'; file: EvidenceFile }
  | { type: 'REMOVE_IMAGE'; url: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'SHIP_BACK'; carrier: string; trackingNo: string }
  | { type: 'REFRESH' }
  | { type: 'RETRY' };

const chosenLines = (c: RefundRequestContext) =>
  c.preview.lines.filter((l) => (c.qty[l.orderLineId] ?? 0) > 0).map((l) => ({ orderLineId: l.orderLineId, num: c.qty[l.orderLineId]! }));

export function writeBody(c: RefundRequestContext): WriteRefundBody {
  const description = (c.description as string | undefined)?.trim() ?? '';
  const asked = typedAmount(c.amountText);
  return {
    orderId: c.preview.orderId,
    refundType: c.refundType,
    reason: c.reason!,
    ...(description ? { description } : {}),
    ...(c.images.length > 0 ? { images: c.images } : {}),
    ...(asked !== null && !Number.isNaN(asked) && asked < maxAmount(c.preview, c.qty, c.refundType) ? { amountFen: asked } : {}),
    lines: chosenLines(c),
    clientKey: c.clientKey,
  };
}

const statusIs = (s: number) => ({ context }: { context: RefundRequestContext }) => context.detail?.status === s;

export const refundRequestMachine = setup({
  types: {
    context: {} as RefundRequestContext,
    events: {} as RefundRequestEvent,
    input: {} as RefundRequestInput,
  },
  actors: {
    uploadEvidence: fromPromise<string, EvidenceFile>(() => Promise.reject(new Error('provided by the app'))),
    submit: fromPromise<RefundDetail, WriteRefundBody>(() => Promise.reject(new Error('provided by the app'))),
    load: fromPromise<RefundDetail, { id: number }>(() => Promise.reject(new Error('provided by the app'))),
    cancel: fromPromise<RefundDetail, { id: number }>(() => Promise.reject(new Error('provided by the app'))),
    shipBack: fromPromise<RefundDetail, { id: number; carrier: string; trackingNo: string }>(() => Promise.reject(new Error('provided by the app'))),
  },
  actions: {
    setQty: assign(({ context }, p: { orderLineId: number; num: number }) => {
      const line = context.preview.lines.find((l) => l.orderLineId === p.orderLineId);
      if (!line) return {};
      const problem = checkQty(line, p.num);
      const qtyErrors = { ...context.qtyErrors };
      if (problem) qtyErrors[p.orderLineId] = problem;
      else delete qtyErrors[p.orderLineId];
      return { qty: problem ? context.qty : { ...context.qty, [p.orderLineId]: p.num }, qtyErrors, formError: null };
    }),
    setType: assign({ refundType: (_, p: { refundType: RefundType }) => p.refundType }),
    setReason: assign({ reason: (_, p: { reason: RefundReason }) => p.reason, formError: null }),
    setDescription: assign({ description: (_, p: { text: string }) => p.text }),
    setAmount: assign({ amountText: (_, p: { text: string }) => p.text, formError: null }),
    addImage: assign({ images: ({ context }, p: { url: string }) => [...context.images, p.url], serverError: null }),
    removeImage: assign({ images: ({ context }, p: { url: string }) => context.images.filter((u) => u !== p.url) }),
    setFormError: assign({ formError: (_, p: { error: FormError }) => p.error }),
    refuse: assign({ serverError: (_, p: { error: unknown }) => failureOf(p.error).message || null }),
    clearErrors: assign({ formError: null, serverError: null }),
    setDetail: assign({ detail: (_, p: { detail: RefundDetail }) => p.detail, serverError: null }),
  },
  guards: {
    noLines: ({ context }) => chosenLines(context).length === 0,
    noReason: ({ context }) => context.reason === null,
    qtyRefused: ({ context }) => Object.keys(context.qtyErrors).length > 0,
    amountRefused: ({ context }) => checkAmount(context.amountText, maxAmount(context.preview, context.qty, context.refundType)) !== null,
    tooManyImages: ({ context }) => context.images.length >= EVIDENCE_MAX,
    badImage: ({ event }) => event.type === 'ATTACH' && checkEvidence(event.file) !== null,
    noTracking: ({ event }) => event.type === 'SHIP_BACK' && (!event.carrier.trim() || !/^[A-Za-z0-9-]{6,40}$/.test(event.trackingNo.trim())),
    typeAllowed: ({ context, event }) => event.type === 'SET_TYPE' && context.preview.types.includes(event.refundType),
    isApplying: statusIs(REFUND_STATUS.applying),
    isAgreed: statusIs(REFUND_STATUS.agreed),
    isAwaitingReturn: statusIs(REFUND_STATUS.awaitingReturn),
    isReceived: statusIs(REFUND_STATUS.received),
    isRefunding: statusIs(REFUND_STATUS.refunding),
    isRefunded: statusIs(REFUND_STATUS.refunded),
    isCancelled: statusIs(REFUND_STATUS.cancelled),
    isReturnAgreed: ({ context }) => context.detail?.canShipBack === true,
    startsFromId: ({ context }) => context.refundId !== null,
    hasDetail: ({ context }) => context.detail !== null,
    notFound: ({ event }) => isNotFoundError(actorError(event)),
  },
}).createMachine({
  id: 'refundRequest',
  context: ({ input }) => ({
    preview: 'preview' in input ? input.preview : NO_PREVIEW,
    clientKey: 'preview' in input ? input.clientKey : '',
    refundId: 'refundId' in input ? input.refundId : null,
    qty: {},
    qtyErrors: {},
    refundType: ('preview' in input ? input.preview.types[0] : undefined) ?? REFUND_TYPE.refundOnly,
    reason: null,
    description: '',
    amountText: '',
    images: [],
    detail: null,
    formError: null,
    serverError: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'startsFromId', target: 'loading' }, { target: 'editing' }],
    },
    editing: {
      on: {
        SET_QTY: { actions: { type: 'setQty', params: ({ event }) => ({ orderLineId: event.orderLineId, num: event.num }) } },
        SET_TYPE: { guard: 'typeAllowed', actions: { type: 'setType', params: ({ event }) => ({ refundType: event.refundType }) } },
        SET_REASON: { actions: { type: 'setReason', params: ({ event }) => ({ reason: event.reason }) } },
        SET_DESCRIPTION: { actions: { type: 'setDescription', params: ({ event }) => ({ text: event.text }) } },
        SET_AMOUNT: { actions: { type: 'setAmount', params: ({ event }) => ({ text: event.text }) } },
        REMOVE_IMAGE: { actions: { type: 'removeImage', params: ({ event }) => ({ url: event.url }) } },
        ATTACH: [
          { guard: 'tooManyImages', actions: { type: 'setFormError', params: { error: 'tooManyImages' } } },
          { guard: 'badImage', actions: { type: 'setFormError', params: ({ event }) => ({ error: checkEvidence(event.file)! }) } },
          { target: 'uploadingEvidence', actions: 'clearErrors' },
        ],
        SUBMIT: [
          { guard: 'qtyRefused', actions: { type: 'setFormError', params: { error: 'fixQty' } } },
          { guard: 'noLines', actions: { type: 'setFormError', params: { error: 'noLines' } } },
          { guard: 'noReason', actions: { type: 'setFormError', params: { error: 'noReason' } } },
          { guard: 'amountRefused', actions: { type: 'setFormError', params: { error: 'fixAmount' } } },
          { target: 'submitting', actions: 'clearErrors' },
        ],
      },
    },
    uploadingEvidence: {
      invoke: {
        id: 'uploadEvidence',
        src: 'uploadEvidence',
        input: ({ event }) => (event.type === 'ATTACH' ? event.file : { name: '', size: 0, type: '' }),
        onDone: { target: 'editing', actions: { type: 'addImage', params: ({ event }) => ({ url: event.output }) } },
        onError: { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => writeBody(context),
        onDone: { target: 'route', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
        onError: { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Goes where the request's status says. */
    route: {
      always: [
        { guard: 'isApplying', target: 'waiting' },
        { guard: 'isAgreed', target: 'agreed' },
        { guard: 'isAwaitingReturn', target: 'returning' },
        { guard: 'isReceived', target: 'received' },
        { guard: 'isRefunding', target: 'refunding' },
        { guard: 'isRefunded', target: 'refunded' },
        { guard: 'isCancelled', target: 'cancelled' },
        { target: 'rejected' },
      ],
    },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.detail?.id ?? context.refundId! }),
        onDone: { target: 'route', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
        onError: [
          { guard: 'hasDetail', target: 'route', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          { guard: 'notFound', target: 'missing' },
          { target: 'failed', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** Started from an id: no such request of this member. */
    missing: { type: 'final' },
    /** Started from an id: the first load failed. */
    failed: { on: { RETRY: 'loading' } },
    waiting: { on: { REFRESH: 'loading', CANCEL: 'cancelling' } },
    agreed: {
      on: {
        REFRESH: 'loading',
        CANCEL: 'cancelling',
        SHIP_BACK: [
          { guard: 'noTracking', actions: { type: 'setFormError', params: { error: 'trackingRequired' } } },
          { guard: 'isReturnAgreed', target: 'shippingBack', actions: 'clearErrors' },
        ],
      },
    },
    shippingBack: {
      invoke: {
        id: 'shipBack',
        src: 'shipBack',
        input: ({ context, event }) => ({
          id: context.detail!.id,
          carrier: event.type === 'SHIP_BACK' ? event.carrier.trim() : '',
          trackingNo: event.type === 'SHIP_BACK' ? event.trackingNo.trim().toUpperCase() : '',
        }),
        onDone: { target: 'route', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
        onError: { target: 'agreed', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ id: context.detail!.id }),
        onDone: { target: 'route', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
        onError: { target: 'route', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    returning: { on: { REFRESH: 'loading' } },
    received: { on: { REFRESH: 'loading' } },
    refunding: { on: { REFRESH: 'loading' } },
    refunded: { type: 'final' },
    rejected: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
