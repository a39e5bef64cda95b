// One agreement in the console (issue 39): its terms, warnings and audit trail, and the step the
// viewer may take now (the server says which: `can`): 管理员 confirm (never the drafter) or reject
// with a reason; 运营 or 管理员 revoke an active one. A reason is required before a rejection is
// sent; the server's answer replaces the agreement and its message is shown; a refusal (e.g. 409
// after someone else acted) keeps the page with the server's sentence. The app provides `fetch` and `act`.
import { assign, fromPromise, setup } from 'xstate';
import { AGREEMENT_REASON_MAX } from '../../domain/pricing/agreement-rules.ts';
import type { AgreementDetail } from '../../domain/pricing/agreement-views.ts';
import { failureOf } from '../shared/service-failure.ts';

export type DecisionVerb = 'confirm' | 'reject' | 'revoke';

export interface DecisionCall {
  verb: DecisionVerb;
  id: number;
  version: number;
  reason?: string;
}

export type ReasonError = 'reasonMissing' | 'reasonTooLong';

export function reasonErrorOf(reason: string): ReasonError | null {
  const r = reason.trim();
  if (!r) return 'reasonMissing';
  return [...r].length > AGREEMENT_REASON_MAX ? 'reasonTooLong' : null;
}

export interface DecisionContext {
  id: number;
  detail: AgreementDetail | null;
  /** The verb being asked about in the confirmation dialog, or sent. */
  verb: DecisionVerb | null;
  reason: string;
  reasonError: ReasonError | null;
  failure: string | null;
  notice: string | null;
}

export type DecisionEvent =
  | { type: 'ASK'; verb: DecisionVerb }
  | { type: 'REASON'; text: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export const agreementDecisionMachine = setup({
  types: { context: {} as DecisionContext, events: {} as DecisionEvent, input: {} as { id: number } },
  actors: {
    fetch: fromPromise<AgreementDetail, { id: number }>(() => Promise.reject(new Error('fetch is provided by the app'))),
    act: fromPromise<{ detail: AgreementDetail; msg: string }, DecisionCall>(() => Promise.reject(new Error('act is provided by the app'))),
  },
  actions: {
    setDetail: assign({ detail: (_, params: { detail: AgreementDetail }) => params.detail, failure: null }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error).message || null }),
    ask: assign({ verb: (_, params: { verb: DecisionVerb }) => params.verb, reason: '', reasonError: null, failure: null, notice: null }),
    setReason: assign({ reason: (_, params: { text: string }) => params.text, reasonError: null }),
    refuseReason: assign({ reasonError: ({ context }) => reasonErrorOf(context.reason) }),
    cancel: assign({ verb: null, reason: '', reasonError: null }),
    setActed: assign((_, params: { detail: AgreementDetail; msg: string }) => ({ detail: params.detail, notice: params.msg, verb: null, reason: '', failure: null })),
  },
  guards: {
    allowed: ({ context, event }) => event.type === 'ASK' && context.detail !== null && context.detail.can[event.verb],
    reasonMissing: ({ context }) => context.verb === 'reject' && reasonErrorOf(context.reason) !== null,
  },
}).createMachine({
  id: 'agreementDecision',
  context: ({ input }) => ({ id: input.id, detail: null, verb: null, reason: '', reasonError: null, failure: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetch',
        src: 'fetch',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: { ASK: { guard: 'allowed', target: 'asking', actions: { type: 'ask', params: ({ event }) => ({ verb: event.verb }) } } },
    },
    asking: {
      on: {
        REASON: { actions: { type: 'setReason', params: ({ event }) => ({ text: event.text }) } },
        CONFIRM: [{ guard: 'reasonMissing', actions: 'refuseReason' }, { target: 'acting' }],
        CANCEL: { target: 'ready', actions: 'cancel' },
      },
    },
    acting: {
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => ({
          verb: context.verb!, id: context.id, version: context.detail!.version, ...(context.verb === 'reject' ? { reason: context.reason.trim() } : {}),
        }),
        onDone: { target: 'ready', actions: { type: 'setActed', params: ({ event }) => event.output } },
        onError: { target: 'asking', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
