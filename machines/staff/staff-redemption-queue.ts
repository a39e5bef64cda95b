// 积分兑换发货 in the staff console (/admin/redemptions, issue 22, 仓库): the redemptions with a
// status filter, the counts per status and paging; on a row, 发货 (carrier and tracking number),
// 完成 (a confirmation) and 取消 (a reason; the points and stock go back). Only a valid form is
// sent; after a step the list and counts load again; a refusal stays on the form with its message.
// The app provides `fetchQueue` and `act` (the staff API: ship, complete, cancel).
import { assign, fromPromise, setup } from 'xstate';
import type { CancelRedemptionBody, RedemptionIdBody, ShipRedemptionBody, StaffRedemptionQuery } from '../../domain/points/points-payloads.ts';
import type { StaffRedemptionRow } from '../../domain/points/points-views.ts';
import { REDEMPTION_STATUS, type RedemptionStatus } from '../../domain/points/redemption-status.ts';
import { REDEMPTION_FORM_MSG, type StaffRedemptionCounts } from '../../domain/points/staff-redemption-queue.ts';
import type { Page } from '../../domain/shared/envelope.ts';
import { failureOf } from '../shared/service-failure.ts';

export const REDEMPTION_PAGE_SIZE = 20;

export interface RedemptionQueueResult {
  page: Page<StaffRedemptionRow>;
  counts: StaffRedemptionCounts;
}

export type RedemptionStep = 'ship' | 'complete' | 'cancel';

export type RedemptionAction =
  | { step: 'ship'; body: ShipRedemptionBody }
  | { step: 'complete'; body: RedemptionIdBody }
  | { step: 'cancel'; body: CancelRedemptionBody };

export interface RedemptionDraft {
  carrier: string;
  trackingNo: string;
  reason: string;
}

export const EMPTY_REDEMPTION_DRAFT: RedemptionDraft = { carrier: '', trackingNo: '', reason: '' };

export type RedemptionDraftErrors = Partial<Record<keyof RedemptionDraft, string>>;

/** The steps a redemption's status allows. */
export function redemptionSteps(status: RedemptionStatus): RedemptionStep[] {
  if (status === REDEMPTION_STATUS.awaitingShipment) return ['ship', 'cancel'];
  if (status === REDEMPTION_STATUS.shipped) return ['complete'];
  return [];
}

export function redemptionDraftErrors(step: RedemptionStep, d: RedemptionDraft): RedemptionDraftErrors {
  const e: RedemptionDraftErrors = {};
  if (step === 'ship') {
    if (!d.carrier.trim()) e.carrier = REDEMPTION_FORM_MSG.carrierRequired;
    else if (d.carrier.trim().length > 40) e.carrier = REDEMPTION_FORM_MSG.carrierTooLong;
    if (!d.trackingNo.trim()) e.trackingNo = REDEMPTION_FORM_MSG.trackingRequired;
    else if (!/^[A-Za-z0-9-]{4,40}$/.test(d.trackingNo.trim())) e.trackingNo = REDEMPTION_FORM_MSG.trackingFormat;
  }
  if (step === 'cancel') {
    if (!d.reason.trim()) e.reason = REDEMPTION_FORM_MSG.reasonRequired;
    else if (d.reason.trim().length > 200) e.reason = REDEMPTION_FORM_MSG.reasonTooLong;
  }
  return e;
}

export function redemptionActionOf(step: RedemptionStep, id: number, d: RedemptionDraft): RedemptionAction {
  if (step === 'ship') return { step, body: { id, carrier: d.carrier.trim(), trackingNo: d.trackingNo.trim() } };
  if (step === 'cancel') return { step, body: { id, reason: d.reason.trim() } };
  return { step, body: { id } };
}

export interface RedemptionQueueContext {
  status: RedemptionStatus | null;
  current: number;
  result: RedemptionQueueResult | null;
  loadError: string | null;
  /** The row a form is open on, and which form. */
  target: StaffRedemptionRow | null;
  step: RedemptionStep | null;
  draft: RedemptionDraft;
  draftErrors: RedemptionDraftErrors;
  serverError: string | null;
  /** The step just done and on which redemption (the page shows a note). */
  done: { step: RedemptionStep; orderNo: string } | null;
}

export type RedemptionQueueEvent =
  | { type: 'FILTER'; status: RedemptionStatus | null }
  | { type: 'PAGE'; current: number }
  | { type: 'RETRY' }
  | { type: 'OPEN'; step: RedemptionStep; id: number }
  | { type: 'EDIT'; patch: Partial<RedemptionDraft> }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' };

export function redemptionQuery(status: RedemptionStatus | null, current: number): StaffRedemptionQuery {
  return status === null ? { current, size: REDEMPTION_PAGE_SIZE } : { current, size: REDEMPTION_PAGE_SIZE, status };
}

export const redemptionQueueMachine = setup({
  types: { context: {} as RedemptionQueueContext, events: {} as RedemptionQueueEvent },
  actors: {
    fetchQueue: fromPromise<RedemptionQueueResult, StaffRedemptionQuery>(() => Promise.reject(new Error('fetchQueue is provided by the app'))),
    act: fromPromise<StaffRedemptionRow, RedemptionAction>(() => Promise.reject(new Error('act is provided by the app'))),
  },
  actions: {
    setStatus: assign({ status: (_, params: { status: RedemptionStatus | null }) => params.status, current: 1, done: null }),
    setPage: assign({ current: (_, params: { current: number }) => params.current }),
    setResult: assign({ result: (_, params: { result: RedemptionQueueResult }) => params.result, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    open: assign(({ context }, params: { step: RedemptionStep; id: number }) => ({
      target: context.result?.page.records.find((r) => r.id === params.id) ?? null,
      step: params.step,
      draft: EMPTY_REDEMPTION_DRAFT,
      draftErrors: {},
      serverError: null,
      done: null,
    })),
    edit: assign(({ context }, params: { patch: Partial<RedemptionDraft> }) => {
      const left = { ...context.draftErrors };
      for (const k of Object.keys(params.patch) as (keyof RedemptionDraft)[]) delete left[k];
      return { draft: { ...context.draft, ...params.patch }, draftErrors: left, serverError: null };
    }),
    refuseDraft: assign({ draftErrors: ({ context }) => redemptionDraftErrors(context.step as RedemptionStep, context.draft) }),
    close: assign({ target: null, step: null, draftErrors: {}, serverError: null }),
    refuse: assign({ serverError: (_, params: { error: unknown }) => failureOf(params.error).message || null }),
    finish: assign(({ context }) => ({ done: { step: context.step as RedemptionStep, orderNo: context.target?.orderNo ?? '' }, target: null, step: null, serverError: null })),
  },
  guards: {
    pageInRange: ({ context, event }) => event.type === 'PAGE' && event.current >= 1 && event.current <= Math.max(1, context.result?.page.pages ?? 1) && event.current !== context.current,
    allowed: ({ context, event }) => {
      if (event.type !== 'OPEN') return false;
      const row = context.result?.page.records.find((r) => r.id === event.id);
      return row !== undefined && redemptionSteps(row.status).includes(event.step);
    },
    draftInvalid: ({ context }) => Object.keys(redemptionDraftErrors(context.step as RedemptionStep, context.draft)).length > 0,
  },
}).createMachine({
  id: 'redemptionQueue',
  context: { status: null, current: 1, result: null, loadError: null, target: null, step: null, draft: EMPTY_REDEMPTION_DRAFT, draftErrors: {}, serverError: null, done: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchQueue',
        src: 'fetchQueue',
        input: ({ context }) => redemptionQuery(context.status, context.current),
        onDone: { target: 'ready', actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        FILTER: { target: 'loading', actions: { type: 'setStatus', params: ({ event }) => ({ status: event.status }) } },
        PAGE: { guard: 'pageInRange', target: 'loading', actions: { type: 'setPage', params: ({ event }) => ({ current: event.current }) } },
        OPEN: { guard: 'allowed', target: 'form', actions: { type: 'open', params: ({ event }) => ({ step: event.step, id: event.id }) } },
      },
    },
    form: {
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => ({ patch: event.patch }) } },
        SUBMIT: [{ guard: 'draftInvalid', actions: 'refuseDraft' }, { target: 'sending' }],
        CANCEL: { target: 'ready', actions: 'close' },
      },
    },
    sending: {
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => redemptionActionOf(context.step as RedemptionStep, context.target?.id ?? 0, context.draft),
        onDone: { target: 'loading', actions: 'finish' },
        onError: { target: 'form', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
