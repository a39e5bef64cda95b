// One order's approval on /company/approvals (issue 38 item 4): its detail read by id (lines,
// budget impact, steps, history), the comment, and 同意 / 驳回 while the caller decides the
// current level (canDecide). 驳回 needs a comment (checked before the call, and by the server with
// a 400). Outcomes of the decision:
// - done: the answer is the updated detail; the app is told (`decided`) to refresh the list;
// - 409: someone else decided that level first: the sentence is shown and the detail read again
//   (the app is told too: the list changed);
// - 403: self-approval or not the caller's level: the sentence is shown, nothing changes;
// - 400 or another refusal: the sentence is shown, the comment stays for another try;
// - no answer: the decision may have been recorded: `uncertain`, where RETRY sends the same
//   decision again (a second one answers 409 and reloads) and RELOAD reads the detail again.
// A 404 on the read is `missing` (an order the caller may not see). The app provides
// `fetchDetail`, `decide` and `decided`.
import { and, assign, fromPromise, setup } from 'xstate';
import type { ApprovalDecideBody } from '../../domain/approvals/approval-payloads.ts';
import { APPROVAL_COMMENT_MAX, type ApprovalDecision } from '../../domain/approvals/approval-rules.ts';
import type { ApprovalDetail } from '../../domain/approvals/approval-views.ts';
import { errorStatus } from '../shared/actor-events.ts';
import { failureOf } from '../shared/service-failure.ts';

export type { ApprovalDecideBody, ApprovalDecision, ApprovalDetail };

export interface ApprovalDecisionInput {
  orderId: number;
}

export type DecisionNotice =
  | { kind: 'decided'; decision: ApprovalDecision }
  | { kind: 'conflict'; text: string }
  | { kind: 'forbidden'; text: string }
  | { kind: 'refused'; text: string }
  | { kind: 'uncertain' };

export type CommentProblem = 'required' | 'tooLong';

export interface ApprovalDecisionContext {
  orderId: number;
  detail: ApprovalDetail | null;
  comment: string;
  commentProblem: CommentProblem | null;
  /** The decision under way (or the last one sent). */
  decision: ApprovalDecision | null;
  notice: DecisionNotice | null;
}

export type ApprovalDecisionEvent =
  | { type: 'SET_COMMENT'; comment: string }
  | { type: 'APPROVE' }
  | { type: 'REJECT' }
  | { type: 'RETRY' }
  | { type: 'RELOAD' };

/** Why the comment cannot go with this decision, or null (a rejection needs one; at most APPROVAL_COMMENT_MAX). */
export function commentProblem(decision: ApprovalDecision, comment: string): CommentProblem | null {
  const trimmed = comment.trim();
  if (trimmed.length > APPROVAL_COMMENT_MAX) return 'tooLong';
  return decision === 'reject' && trimmed === '' ? 'required' : null;
}

export function decideBody(context: Pick<ApprovalDecisionContext, 'orderId' | 'decision' | 'comment'>): ApprovalDecideBody {
  const comment = context.comment.trim();
  return { orderId: context.orderId, decision: context.decision ?? 'approve', comment: comment === '' ? null : comment };
}

const textOf = (error: unknown) => failureOf(error).message;

export const approvalDecisionMachine = setup({
  types: {
    context: {} as ApprovalDecisionContext,
    events: {} as ApprovalDecisionEvent,
    input: {} as ApprovalDecisionInput,
  },
  actors: {
    fetchDetail: fromPromise<ApprovalDetail, { orderId: number }>(() => Promise.reject(new Error('fetchDetail is provided by the app'))),
    decide: fromPromise<ApprovalDetail, ApprovalDecideBody>(() => Promise.reject(new Error('decide is provided by the app'))),
  },
  actions: {
    /** The list and its counts changed: the app reads them again. */
    decided: () => {},
    setDetail: assign({ detail: (_, params: { detail: ApprovalDetail }) => params.detail }),
    setComment: assign((_, params: { comment: string }) => ({ comment: params.comment.slice(0, APPROVAL_COMMENT_MAX), commentProblem: null, notice: null })),
    startDecision: assign((_, params: { decision: ApprovalDecision }) => ({ decision: params.decision, commentProblem: null, notice: null })),
    noteComment: assign({ commentProblem: ({ context }, params: { decision: ApprovalDecision }) => commentProblem(params.decision, context.comment), notice: null }),
    afterDecision: assign(({ context }, params: { detail: ApprovalDetail }) => ({
      detail: params.detail,
      comment: '',
      notice: { kind: 'decided', decision: context.decision ?? 'approve' } as DecisionNotice,
    })),
    setNotice: assign({ notice: (_, params: { notice: DecisionNotice | null }) => params.notice }),
    noteServerComment: assign({ commentProblem: ({ context }) => (context.decision === 'reject' && context.comment.trim() === '' ? 'required' : null) }),
  },
  guards: {
    canDecide: ({ context }) => context.detail?.canDecide === true,
    commentFits: ({ context }, params: { decision: ApprovalDecision }) => commentProblem(params.decision, context.comment) === null,
    notFound: ({ event }) => errorStatus(event) === 404,
    conflict: ({ event }) => errorStatus(event) === 409,
    forbidden: ({ event }) => errorStatus(event) === 403,
    badRequest: ({ event }) => errorStatus(event) === 400,
    noAnswer: ({ event }) => errorStatus(event) === null,
  },
}).createMachine({
  id: 'approvalDecision',
  context: ({ input }) => ({ orderId: input.orderId, detail: null, comment: '', commentProblem: null, decision: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'detail',
        src: 'fetchDetail',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'ready', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
        onError: [{ guard: 'notFound', target: 'missing' }, { target: 'failure' }],
      },
    },
    failure: {
      on: { RETRY: { target: 'loading' } },
    },
    /** No such order, or one the caller may not see. */
    missing: {},
    ready: {
      on: {
        SET_COMMENT: { actions: { type: 'setComment', params: ({ event }) => ({ comment: event.comment }) } },
        APPROVE: [
          { guard: and(['canDecide', { type: 'commentFits', params: { decision: 'approve' as const } }]), target: 'deciding', actions: { type: 'startDecision', params: { decision: 'approve' } } },
          { guard: 'canDecide', actions: { type: 'noteComment', params: { decision: 'approve' } } },
        ],
        REJECT: [
          { guard: and(['canDecide', { type: 'commentFits', params: { decision: 'reject' as const } }]), target: 'deciding', actions: { type: 'startDecision', params: { decision: 'reject' } } },
          { guard: 'canDecide', actions: { type: 'noteComment', params: { decision: 'reject' } } },
        ],
        RELOAD: { target: 'loading', actions: { type: 'setNotice', params: { notice: null } } },
      },
    },
    deciding: {
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => decideBody(context),
        onDone: { target: 'ready', actions: [{ type: 'afterDecision', params: ({ event }) => ({ detail: event.output }) }, 'decided'] },
        onError: [
          { guard: 'conflict', target: 'loading', actions: [{ type: 'setNotice', params: ({ event }) => ({ notice: { kind: 'conflict', text: textOf(event.error) } }) }, 'decided'] },
          { guard: 'forbidden', target: 'ready', actions: { type: 'setNotice', params: ({ event }) => ({ notice: { kind: 'forbidden', text: textOf(event.error) } }) } },
          {
            guard: 'badRequest',
            target: 'ready',
            actions: [{ type: 'setNotice', params: ({ event }) => ({ notice: { kind: 'refused', text: textOf(event.error) } }) }, 'noteServerComment'],
          },
          { guard: 'noAnswer', target: 'uncertain', actions: { type: 'setNotice', params: { notice: { kind: 'uncertain' } } } },
          { target: 'ready', actions: { type: 'setNotice', params: ({ event }) => ({ notice: { kind: 'refused', text: textOf(event.error) } }) } },
        ],
      },
    },
    /** The decision got no answer: it may have been recorded. The same decision again, or a fresh read. */
    uncertain: {
      on: {
        RETRY: { target: 'deciding', actions: { type: 'setNotice', params: { notice: null } } },
        RELOAD: { target: 'loading', actions: [{ type: 'setNotice', params: { notice: null } }, 'decided'] },
      },
    },
  },
});
