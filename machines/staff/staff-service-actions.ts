// The 服务订单 detail of the staff console (issue 22, /admin/services/:id): loads the order, offers
// the steps its status allows (service-order-rules.ts: quote or confirm, schedule, start, deliver,
// cancel), opens one step's form, checks it before sending (a refused form stays open with a
// Chinese problem per field), sends it through `act` and shows the order the server answers with
// the step done; a refusal from the server keeps the form open with its message. Picking
// certificates checks each file's type, size and count at once. The app provides `load` and `act`.
import { assign, fromPromise, setup } from 'xstate';
import type { ServiceOrderView } from '../../domain/services/service-views.ts';
import { failureOf } from '../shared/service-failure.ts';
import {
  filesError, requestOf, stepsFor, type PickedFile, type StaffStep, type StepError, type StepErrors, type StepRequest, type StepValues,
} from './staff-service-rules.ts';

export interface ServiceOrderActionsInput {
  id: number;
  /** The time the dates are checked against (the page passes the current time). */
  now: string;
}

/** The member who booked, as the queue lists them (the order view does not name them). */
export interface OrderMember {
  id: number;
  mobile: string;
}

/** What `load` answers: the order and its member. */
export interface LoadedOrder {
  order: ServiceOrderView;
  member: OrderMember | null;
}

export interface ServiceOrderActionsContext {
  id: number;
  now: string;
  order: ServiceOrderView | null;
  member: OrderMember | null;
  step: StaffStep | null;
  errors: StepErrors;
  files: PickedFile[];
  fileError: StepError | null;
  submitError: string | null;
  /** The request being sent. */
  pending: StepRequest | null;
  /** The step just done (the page confirms it). */
  done: StaffStep | null;
  loadError: string | null;
  /** The order does not exist (404). */
  missing: boolean;
}

export type ServiceOrderActionsEvent =
  | { type: 'OPEN'; step: StaffStep }
  | { type: 'CLOSE' }
  | { type: 'PICK'; files: PickedFile[] }
  | { type: 'REMOVE'; index: number }
  | { type: 'SUBMIT'; values: StepValues }
  | { type: 'RELOAD' }
  | { type: 'RETRY' };

const submitted = (context: ServiceOrderActionsContext, values: StepValues) => requestOf(context.step!, context.id, values, context.files, new Date(context.now));

export const serviceOrderActionsMachine = setup({
  types: {
    input: {} as ServiceOrderActionsInput,
    context: {} as ServiceOrderActionsContext,
    events: {} as ServiceOrderActionsEvent,
  },
  actors: {
    load: fromPromise<LoadedOrder, { id: number }>(() => Promise.reject(new Error('load is provided by the app'))),
    act: fromPromise<ServiceOrderView, StepRequest>(() => Promise.reject(new Error('act is provided by the app'))),
  },
  actions: {
    setOrder: assign({ order: (_, params: LoadedOrder) => params.order, member: (_, params: LoadedOrder) => params.member, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '', missing: (_, params: { error: unknown }) => failureOf(params.error).status === 404 }),
    openStep: assign({ step: (_, params: { step: StaffStep }) => params.step, errors: {}, files: [], fileError: null, submitError: null, done: null }),
    closeStep: assign({ step: null, pending: null, errors: {}, files: [], fileError: null, submitError: null }),
    pickFiles: assign(({ context }, params: { files: PickedFile[] }) => {
      const files = [...context.files, ...params.files];
      const problem = filesError(files);
      // A wrong file is refused whole: the list keeps the good ones picked before.
      return problem ? { fileError: problem } : { files, fileError: null, errors: { ...context.errors, files: undefined } };
    }),
    removeFile: assign({ files: ({ context }, params: { index: number }) => context.files.filter((_, i) => i !== params.index), fileError: null }),
    send: assign({ pending: (_, params: { request: StepRequest }) => params.request, errors: {}, submitError: null }),
    refuse: assign({ errors: (_, params: { errors: StepErrors }) => params.errors, submitError: null }),
    stepDone: assign({ order: (_, params: { order: ServiceOrderView }) => params.order, done: ({ context }) => context.step, step: null, pending: null, errors: {}, files: [], fileError: null, submitError: null }),
    stepRefused: assign({ pending: null, submitError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
  },
  guards: {
    allowed: ({ context, event }) => event.type === 'OPEN' && context.order !== null && stepsFor(context.order).includes(event.step),
    formBad: ({ context, event }) => event.type === 'SUBMIT' && 'errors' in submitted(context, event.values),
    isDeliver: ({ context }) => context.step === 'deliver',
  },
}).createMachine({
  id: 'serviceOrderActions',
  context: ({ input }) => ({ id: input.id, now: input.now, order: null, member: null, step: null, errors: {}, files: [], fileError: null, submitError: null, pending: null, done: null, loadError: null, missing: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: { type: 'setOrder', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      on: { RELOAD: { target: 'loading', actions: 'closeStep' } },
      states: {
        idle: {
          on: { OPEN: { guard: 'allowed', target: 'editing', actions: { type: 'openStep', params: ({ event }) => ({ step: event.step }) } } },
        },
        editing: {
          on: {
            CLOSE: { target: 'idle', actions: 'closeStep' },
            PICK: { guard: 'isDeliver', actions: { type: 'pickFiles', params: ({ event }) => ({ files: event.files }) } },
            REMOVE: { guard: 'isDeliver', actions: { type: 'removeFile', params: ({ event }) => ({ index: event.index }) } },
            SUBMIT: [
              { guard: 'formBad', actions: { type: 'refuse', params: ({ context, event }) => ({ errors: (submitted(context, event.values) as { errors: StepErrors }).errors }) } },
              { target: 'submitting', actions: { type: 'send', params: ({ context, event }) => ({ request: (submitted(context, event.values) as { request: StepRequest }).request }) } },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'act',
            src: 'act',
            input: ({ context }) => context.pending!,
            onDone: { target: 'idle', actions: { type: 'stepDone', params: ({ event }) => ({ order: event.output }) } },
            onError: { target: 'editing', actions: { type: 'stepRefused', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
