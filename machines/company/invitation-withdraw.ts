// 撤回 of a pending invitation on the 邀请 tab (issue 37): the admin asks (WITHDRAW names the
// invitation), confirms in a dialog (CONFIRM) or keeps it (CANCEL); `withdraw` runs, and the app
// is told (`withdrawn`) to read the invitations again. A refusal (already accepted, lapsed) keeps
// the server's sentence in the dialog, where the admin tries again or closes it. The app provides `withdraw`.
import { assign, emit, fromPromise, setup } from 'xstate';
import { failureOf } from '../shared/service-failure.ts';

export interface WithdrawTarget {
  id: number;
  name: string;
}

export interface InvitationWithdrawContext {
  target: WithdrawTarget | null;
  error: string | null;
}

export type InvitationWithdrawEvent = { type: 'WITHDRAW'; invitation: WithdrawTarget } | { type: 'CONFIRM' } | { type: 'CANCEL' };

export const invitationWithdrawMachine = setup({
  types: {
    context: {} as InvitationWithdrawContext,
    events: {} as InvitationWithdrawEvent,
    emitted: {} as { type: 'withdrawn'; name: string },
  },
  actors: {
    withdraw: fromPromise<unknown, { id: number }>(() => Promise.reject(new Error('withdraw is provided by the app'))),
  },
  actions: {
    setTarget: assign((_, params: { invitation: WithdrawTarget }) => ({ target: params.invitation, error: null })),
    clear: assign({ target: null, error: null }),
    setError: assign({ error: (_, params: { message: string }) => params.message }),
    withdrawn: emit(({ context }) => ({ type: 'withdrawn' as const, name: context.target?.name ?? '' })),
  },
}).createMachine({
  id: 'invitationWithdraw',
  context: { target: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { WITHDRAW: { target: 'confirming', actions: { type: 'setTarget', params: ({ event }) => ({ invitation: event.invitation }) } } },
    },
    confirming: {
      on: { CONFIRM: 'withdrawing', CANCEL: { target: 'idle', actions: 'clear' } },
    },
    withdrawing: {
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({ id: context.target!.id }),
        onDone: { target: 'idle', actions: ['withdrawn', 'clear'] },
        onError: { target: 'refused', actions: { type: 'setError', params: ({ event }) => ({ message: failureOf(event.error).message }) } },
      },
    },
    refused: {
      on: { CONFIRM: 'withdrawing', CANCEL: { target: 'idle', actions: 'clear' } },
    },
  },
});
