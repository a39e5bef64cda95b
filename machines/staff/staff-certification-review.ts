// The review step of one enterprise certification (issue 22, 企业认证审核 detail page): the
// review sheet is loaded (application, registry record, GB 32100 result); a pending application
// may be approved (after a confirmation; a link request is approved as a link) or rejected with a
// coded reason; a certified one may be asked to certify again with a coded reason. The reason is
// checked with the server's rules before anything is sent (a reason code always, a note for
// 其他原因, at most REVIEW_NOTE_MAX characters). After each decision the sheet is read again. The
// app provides the calls.
import { assign, fromPromise, setup } from 'xstate';
import { isRejectCode, noteRequired, REVIEW_NOTE_MAX, type RejectCode } from '../../domain/certification/certification-rules.ts';
import { CERTIFICATION_STATUS } from '../../domain/certification/certification-status.ts';
import type { CertificationReview } from '../../domain/certification/staff-certification-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';

export type ReasonKind = 'reject' | 'recertify';
export type Decision = 'approved' | ReasonKind;

export interface ReasonDraft {
  reasonCode: RejectCode | '';
  note: string;
}

export const EMPTY_REASON: ReasonDraft = { reasonCode: '', note: '' };

export type ReasonProblem = 'reasonRequired' | 'noteRequired' | 'noteTooLong';

/** Why the reason cannot be sent, or null (the server's rules: certification-service checkedNote). */
export function reasonProblemOf(d: ReasonDraft): ReasonProblem | null {
  if (!isRejectCode(d.reasonCode)) return 'reasonRequired';
  const note = d.note.trim();
  if (note.length > REVIEW_NOTE_MAX) return 'noteTooLong';
  if (noteRequired(d.reasonCode) && !note) return 'noteRequired';
  return null;
}

export interface ReasonCall {
  kind: ReasonKind;
  id: number;
  reasonCode: RejectCode;
  note: string | null;
}

export interface ApproveCall {
  id: number;
  approveLink: boolean;
}

/** The body of the reason call for the draft (checked first). */
export function reasonCallOf(kind: ReasonKind, id: number, d: ReasonDraft): ReasonCall {
  return { kind, id, reasonCode: d.reasonCode as RejectCode, note: d.note.trim() || null };
}

export interface CertificationReviewContext {
  id: number;
  review: CertificationReview | null;
  loadError: string | null;
  reasonKind: ReasonKind | null;
  draft: ReasonDraft;
  problem: ReasonProblem | null;
  /** The server's refusal of the last decision. */
  serverError: string | null;
  /** What the last decision did (the view shows a note). */
  done: Decision | null;
}

export type CertificationReviewEvent =
  | { type: 'RETRY' }
  | { type: 'APPROVE' }
  | { type: 'REJECT' }
  | { type: 'RECERTIFY' }
  | { type: 'EDIT'; patch: Partial<ReasonDraft> }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

const statusOf = (c: CertificationReviewContext) => c.review?.application.status ?? null;

export const certificationReviewMachine = setup({
  types: {
    context: {} as CertificationReviewContext,
    events: {} as CertificationReviewEvent,
    input: {} as { id: number },
  },
  actors: {
    fetchReview: fromPromise<CertificationReview, { id: number }>(() => Promise.reject(new Error('fetchReview is provided by the app'))),
    approve: fromPromise<unknown, ApproveCall>(() => Promise.reject(new Error('approve is provided by the app'))),
    sendReason: fromPromise<unknown, ReasonCall>(() => Promise.reject(new Error('sendReason is provided by the app'))),
  },
  actions: {
    setReview: assign({ review: (_, params: { review: CertificationReview }) => params.review, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    openReason: assign({ reasonKind: (_, params: { kind: ReasonKind }) => params.kind, draft: EMPTY_REASON, problem: null, serverError: null, done: null }),
    openApprove: assign({ serverError: null, done: null }),
    edit: assign({ draft: ({ context }, params: { patch: Partial<ReasonDraft> }) => ({ ...context.draft, ...params.patch }), problem: null }),
    refuse: assign({ problem: ({ context }) => reasonProblemOf(context.draft) }),
    close: assign({ reasonKind: null, draft: EMPTY_REASON, problem: null, serverError: null }),
    setServerError: assign({ serverError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    setDone: assign({ done: (_, params: { done: Decision }) => params.done, reasonKind: null, draft: EMPTY_REASON, problem: null, serverError: null }),
  },
  guards: {
    pending: ({ context }) => statusOf(context) === CERTIFICATION_STATUS.pending,
    certified: ({ context }) => statusOf(context) === CERTIFICATION_STATUS.certified,
    badReason: ({ context }) => reasonProblemOf(context.draft) !== null,
  },
}).createMachine({
  id: 'certificationReview',
  context: ({ input }) => ({ id: input.id, review: null, loadError: null, reasonKind: null, draft: EMPTY_REASON, problem: null, serverError: null, done: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchReview',
        src: 'fetchReview',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: { type: 'setReview', params: ({ event }) => ({ review: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        APPROVE: { guard: 'pending', target: 'confirmingApproval', actions: 'openApprove' },
        REJECT: { guard: 'pending', target: 'reasonForm', actions: { type: 'openReason', params: { kind: 'reject' } } },
        RECERTIFY: { guard: 'certified', target: 'reasonForm', actions: { type: 'openReason', params: { kind: 'recertify' } } },
      },
    },
    confirmingApproval: {
      on: { CONFIRM: 'approving', CANCEL: { target: 'ready', actions: 'close' } },
    },
    approving: {
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => ({ id: context.id, approveLink: context.review?.application.linkRequested === true }),
        onDone: { target: 'loading', actions: { type: 'setDone', params: { done: 'approved' } } },
        onError: { target: 'confirmingApproval', actions: { type: 'setServerError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    reasonForm: {
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => ({ patch: event.patch }) } },
        CONFIRM: [{ guard: 'badReason', actions: 'refuse' }, { target: 'sendingReason' }],
        CANCEL: { target: 'ready', actions: 'close' },
      },
    },
    sendingReason: {
      invoke: {
        id: 'sendReason',
        src: 'sendReason',
        input: ({ context }) => reasonCallOf(context.reasonKind ?? 'reject', context.id, context.draft),
        onDone: { target: 'loading', actions: { type: 'setDone', params: ({ context }) => ({ done: context.reasonKind ?? 'reject' }) } },
        onError: { target: 'reasonForm', actions: { type: 'setServerError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
