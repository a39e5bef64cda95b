// 返回采购系统 (issue 40, item 4; docs/api/integration.md (part 4)): the cart of a PunchOut session
// goes back to the buyer's SRM. The server answers what to post (OCI fields or the cXML message as
// cxml-urlencoded, the return URL and the target frame) and ends the session; the page then posts a
// hidden form there and forgets the session. A refusal (nothing ticked, the session over) is shown
// and 返回采购系统 may be clicked again; a session the server no longer knows (404, 409, 401) is
// forgotten, as it cannot come back.
import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from '../shared/service-failure.ts';

export interface PunchoutForm {
  protocol: 'oci' | 'cxml';
  returnUrl: string;
  target: string;
  fields: { name: string; value: string }[];
  lineCount: number;
  totalFen: number;
}

export interface PunchoutReturnInput {
  sessionId: number;
}

export interface PunchoutReturnContext {
  sessionId: number;
  form: PunchoutForm | null;
  error: string | null;
}

export type PunchoutReturnEvent = { type: 'RETURN' };

/** Statuses after which the session is gone for good. */
const SESSION_GONE = new Set([401, 404, 409]);

export const punchoutReturnMachine = setup({
  types: {
    context: {} as PunchoutReturnContext,
    events: {} as PunchoutReturnEvent,
    input: {} as PunchoutReturnInput,
  },
  actors: {
    returnCart: fromPromise<PunchoutForm, { sessionId: number }>(() => Promise.reject(new Error('returnCart is provided by the page'))),
  },
  actions: {
    /** Builds the hidden form and submits it to the return URL (the page provides it). */
    submitForm: (_, _params: { form: PunchoutForm }) => {},
    /** Forgets the PunchOut session (sessionStorage; the page provides it). */
    forgetSession: () => {},
  },
  guards: {
    sessionGone: (_, params: { error: unknown }) => SESSION_GONE.has(failureOf(params.error).status ?? 0),
  },
}).createMachine({
  id: 'punchoutReturn',
  context: ({ input }) => ({ sessionId: input.sessionId, form: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { RETURN: { target: 'returning' } },
    },
    returning: {
      entry: assign({ error: null }),
      invoke: {
        id: 'returnCart',
        src: 'returnCart',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: {
          target: 'submitted',
          actions: [
            assign({ form: ({ event }) => event.output }),
            { type: 'forgetSession' },
            { type: 'submitForm', params: ({ event }) => ({ form: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'sessionGone', params: ({ event }) => ({ error: event.error }) },
            target: 'ended',
            actions: [assign({ error: ({ event }) => failureOf(event.error).message }), { type: 'forgetSession' }],
          },
          { target: 'idle', actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
        ],
      },
    },
    /** The form went to the SRM; the page is leaving (or a frame took the post). */
    submitted: { type: 'final' },
    /** The session cannot be returned any more (already returned, or not this login's). */
    ended: { type: 'final' },
  },
});
