// The application to become a distributor (issue 19), on /distribution for a member who is not
// one: edit (real name, channel), submit only a form without problems, submitted (staff review;
// the member is told by message), or back to editing with the server's sentence.
import { assign, fromPromise, setup } from 'xstate';
import { distributorApplyProblems, type DistributorApplyDraft } from '../../domain/distribution/distribution-payloads.ts';

export interface ApplyContext {
  draft: DistributorApplyDraft;
  problems: Partial<Record<keyof DistributorApplyDraft, string>>;
  /** Problems show once the member tried to send. */
  tried: boolean;
  error: string | null;
}

export type ApplyEvent = { type: 'EDIT'; patch: Partial<DistributorApplyDraft> } | { type: 'SUBMIT' };

const messageOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : null;

export const distributorApplyMachine = setup({
  types: { context: {} as ApplyContext, events: {} as ApplyEvent },
  actors: {
    apply: fromPromise<{ id: number }, DistributorApplyDraft>(() => Promise.reject(new Error('apply is provided by the app'))),
  },
  guards: {
    complete: ({ context }) => Object.keys(distributorApplyProblems(context.draft)).length === 0,
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const draft = { ...context.draft, ...event.patch };
      return { draft, problems: context.tried ? distributorApplyProblems(draft) : {}, error: null };
    }),
    showProblems: assign(({ context }) => ({ tried: true, problems: distributorApplyProblems(context.draft) })),
  },
}).createMachine({
  id: 'distributorApply',
  context: { draft: { realName: '', channel: '' }, problems: {}, tried: false, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: 'edit' },
        SUBMIT: [{ guard: 'complete', target: 'submitting', actions: 'showProblems' }, { actions: 'showProblems' }],
      },
    },
    submitting: {
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({ realName: context.draft.realName.trim(), channel: context.draft.channel.trim() }),
        onDone: { target: 'submitted' },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    submitted: { type: 'final' },
  },
});
