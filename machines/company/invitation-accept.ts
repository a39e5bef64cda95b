// The banner of an invitation to a company (issue 37): the invited member reads who invites them
// and as what, and 接受邀请 invokes `accept`; a refusal (lapsed, withdrawn, already in a company)
// shows the server's sentence and the banner stays; accepted, the app reloads the member's
// session (the company and role appear in the top bar). The app provides `accept` and `joined`.
import { assign, emit, fromPromise, setup } from 'xstate';
import { failureOf } from '../shared/service-failure.ts';

export interface InvitationAcceptContext {
  invitationId: number;
  error: string | null;
}

export type InvitationAcceptEvent = { type: 'ACCEPT' };

export const invitationAcceptMachine = setup({
  types: {
    context: {} as InvitationAcceptContext,
    events: {} as InvitationAcceptEvent,
    input: {} as { invitationId: number },
    emitted: {} as { type: 'joined' },
  },
  actors: {
    accept: fromPromise<unknown, { invitationId: number }>(() => Promise.reject(new Error('accept is provided by the app'))),
  },
  actions: {
    joined: emit({ type: 'joined' as const }),
    setError: assign({ error: (_, params: { message: string }) => params.message }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'invitationAccept',
  context: ({ input }) => ({ invitationId: input.invitationId, error: null }),
  initial: 'offered',
  states: {
    offered: {
      on: { ACCEPT: { target: 'accepting', actions: 'clearError' } },
    },
    accepting: {
      invoke: {
        id: 'accept',
        src: 'accept',
        input: ({ context }) => ({ invitationId: context.invitationId }),
        onDone: { target: 'joined', actions: 'joined' },
        onError: { target: 'offered', actions: { type: 'setError', params: ({ event }) => ({ message: failureOf(event.error).message }) } },
      },
    },
    joined: { type: 'final' },
  },
});
