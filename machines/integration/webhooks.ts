// The webhooks section of /company/integration (issue 40 item 3): the company's endpoints and a
// page of deliveries (filtered by status), an add/edit form (an https URL and at least one event,
// checked before anything is sent), the secret shown once after an endpoint is added or its secret
// rotated (until dismissed), delete after a confirmation, and resend of one delivery. Every write
// reloads what it changed. The app provides the five calls.
import { assign, fromPromise, setup } from 'xstate';
import { WEBHOOK_EVENTS, WEBHOOK_FORM_TEXT, type WebhookDeliveryStatus, type WebhookEventType } from '../../domain/integration/webhook-events.ts';
import type { WebhookDeliveryPageBody, WebhookSaveBody } from '../../domain/integration/webhook-payloads.ts';
import type { WebhookDeliveryView, WebhookEndpointView, WebhookSaved } from '../../domain/integration/webhook-views.ts';
import type { Page } from '../../domain/shared/envelope.ts';
import { failureOf } from '../shared/service-failure.ts';

export type { WebhookDeliveryView, WebhookEndpointView, WebhookSaved };

export const DELIVERY_PAGE_SIZE = 10;

export interface WebhookForm {
  id: number | null;
  url: string;
  events: WebhookEventType[];
  rotateSecret: boolean;
}

export interface WebhooksContext {
  endpoints: WebhookEndpointView[];
  deliveries: Page<WebhookDeliveryView> | null;
  status: WebhookDeliveryStatus | null;
  current: number;
  form: WebhookForm;
  formError: string | null;
  /** The secret of the endpoint just added or rotated: shown once, until dismissed. */
  revealed: { url: string; secret: string } | null;
  deleting: number | null;
  resending: number | null;
  loadError: string | null;
  /** A refused delete or resend, shown above the tables. */
  notice: string | null;
}

export type WebhooksEvent =
  | { type: 'ADD' }
  | { type: 'EDIT'; id: number }
  | { type: 'SET_URL'; url: string }
  | { type: 'TOGGLE_EVENT'; event: WebhookEventType }
  | { type: 'TOGGLE_ROTATE' }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'ASK_DELETE'; id: number }
  | { type: 'CONFIRM' }
  | { type: 'RESEND'; id: number }
  | { type: 'FILTER'; status: WebhookDeliveryStatus | null }
  | { type: 'PAGE'; current: number }
  | { type: 'DISMISS_SECRET' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' };

export const FORM_TEXT = WEBHOOK_FORM_TEXT;

const EMPTY_FORM: WebhookForm = { id: null, url: '', events: ['order.created'], rotateSecret: false };

/** What the form lacks before it is sent (the server checks the address itself). */
export function formProblem(form: WebhookForm): string | null {
  const url = form.url.trim();
  if (url === '') return FORM_TEXT.urlEmpty;
  if (!/^https:\/\//i.test(url)) return FORM_TEXT.urlNotHttps;
  if (form.events.length === 0) return FORM_TEXT.noEvents;
  return null;
}

export function saveBody(form: WebhookForm): WebhookSaveBody {
  return {
    ...(form.id !== null ? { id: form.id } : {}),
    url: form.url.trim(),
    events: WEBHOOK_EVENTS.filter((e) => form.events.includes(e)),
    ...(form.id !== null && form.rotateSecret ? { rotateSecret: true } : {}),
  };
}

export function deliveryBody(context: Pick<WebhooksContext, 'status' | 'current'>): WebhookDeliveryPageBody {
  return { current: context.current, size: DELIVERY_PAGE_SIZE, ...(context.status ? { status: context.status } : {}) };
}

export function pagesOf(page: Pick<Page<unknown>, 'total' | 'size'>): number {
  return Math.max(1, Math.ceil(page.total / Math.max(1, page.size)));
}

export interface Loaded {
  endpoints: WebhookEndpointView[];
  deliveries: Page<WebhookDeliveryView>;
}

export const webhooksMachine = setup({
  types: { context: {} as WebhooksContext, events: {} as WebhooksEvent },
  actors: {
    load: fromPromise<Loaded, WebhookDeliveryPageBody>(() => Promise.reject(new Error('load is provided by the app'))),
    fetchDeliveries: fromPromise<Page<WebhookDeliveryView>, WebhookDeliveryPageBody>(() => Promise.reject(new Error('fetchDeliveries is provided by the app'))),
    save: fromPromise<WebhookSaved, WebhookSaveBody>(() => Promise.reject(new Error('save is provided by the app'))),
    remove: fromPromise<unknown, number>(() => Promise.reject(new Error('remove is provided by the app'))),
    resend: fromPromise<WebhookDeliveryView, number>(() => Promise.reject(new Error('resend is provided by the app'))),
  },
  actions: {
    setLoaded: assign((_, p: { loaded: Loaded }) => ({ endpoints: p.loaded.endpoints, deliveries: p.loaded.deliveries, loadError: null })),
    setDeliveries: assign({ deliveries: (_, p: { page: Page<WebhookDeliveryView> }) => p.page }),
    setLoadError: assign({ loadError: (_, p: { error: unknown }) => failureOf(p.error).message || FORM_TEXT.loadFailed }),
    openAdd: assign({ form: () => ({ ...EMPTY_FORM }), formError: null, notice: null }),
    openEdit: assign(({ context }, p: { id: number }) => {
      const e = context.endpoints.find((x) => x.id === p.id);
      return { form: { id: p.id, url: e?.url ?? '', events: [...(e?.events ?? [])], rotateSecret: false }, formError: null, notice: null };
    }),
    setUrl: assign({ form: ({ context }, p: { url: string }) => ({ ...context.form, url: p.url }), formError: null }),
    toggleEvent: assign({
      form: ({ context }, p: { event: WebhookEventType }) => ({
        ...context.form,
        events: context.form.events.includes(p.event) ? context.form.events.filter((e) => e !== p.event) : [...context.form.events, p.event],
      }),
      formError: null,
    }),
    toggleRotate: assign({ form: ({ context }) => ({ ...context.form, rotateSecret: !context.form.rotateSecret }) }),
    refuseForm: assign({ formError: ({ context }) => formProblem(context.form) }),
    setFormError: assign({ formError: (_, p: { error: unknown }) => failureOf(p.error).message || FORM_TEXT.saveFailed }),
    reveal: assign({ revealed: (_, p: { saved: WebhookSaved }) => (p.saved.secret ? { url: p.saved.endpoint.url, secret: p.saved.secret } : null) }),
    dismissSecret: assign({ revealed: null }),
    askDelete: assign({ deleting: (_, p: { id: number }) => p.id, notice: null }),
    clearDelete: assign({ deleting: null }),
    startResend: assign({ resending: (_, p: { id: number }) => p.id, notice: null }),
    clearResend: assign({ resending: null }),
    setNotice: assign({ notice: (_, p: { error: unknown }) => failureOf(p.error).message || FORM_TEXT.actionFailed }),
    setFilter: assign({ status: (_, p: { status: WebhookDeliveryStatus | null }) => p.status, current: 1 }),
    setCurrent: assign({ current: (_, p: { current: number }) => p.current }),
  },
  guards: {
    formInvalid: ({ context }) => formProblem(context.form) !== null,
    knownEndpoint: ({ context }, p: { id: number }) => context.endpoints.some((e) => e.id === p.id),
    pageInRange: ({ context }, p: { current: number }) =>
      Number.isInteger(p.current) && p.current >= 1 && p.current !== context.current && p.current <= (context.deliveries ? pagesOf(context.deliveries) : 1),
    otherFilter: ({ context }, p: { status: WebhookDeliveryStatus | null }) => p.status !== context.status,
  },
}).createMachine({
  id: 'webhooks',
  context: {
    endpoints: [], deliveries: null, status: null, current: 1, form: { ...EMPTY_FORM }, formError: null, revealed: null, deleting: null, resending: null, loadError: null, notice: null,
  },
  initial: 'loading',
  on: {
    DISMISS_SECRET: { actions: 'dismissSecret' },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => deliveryBody(context),
        onDone: { target: 'ready', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
        onError: { target: 'failure', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failure: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        ADD: { target: 'editing', actions: 'openAdd' },
        EDIT: {
          guard: { type: 'knownEndpoint', params: ({ event }) => ({ id: event.id }) },
          target: 'editing',
          actions: { type: 'openEdit', params: ({ event }) => ({ id: event.id }) },
        },
        ASK_DELETE: {
          guard: { type: 'knownEndpoint', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmingDelete',
          actions: { type: 'askDelete', params: ({ event }) => ({ id: event.id }) },
        },
        RESEND: { target: 'resending', actions: { type: 'startResend', params: ({ event }) => ({ id: event.id }) } },
        FILTER: {
          guard: { type: 'otherFilter', params: ({ event }) => ({ status: event.status }) },
          target: 'paging',
          actions: { type: 'setFilter', params: ({ event }) => ({ status: event.status }) },
        },
        PAGE: {
          guard: { type: 'pageInRange', params: ({ event }) => ({ current: event.current }) },
          target: 'paging',
          actions: { type: 'setCurrent', params: ({ event }) => ({ current: event.current }) },
        },
        REFRESH: 'loading',
      },
    },
    editing: {
      on: {
        SET_URL: { actions: { type: 'setUrl', params: ({ event }) => ({ url: event.url }) } },
        TOGGLE_EVENT: { actions: { type: 'toggleEvent', params: ({ event }) => ({ event: event.event }) } },
        TOGGLE_ROTATE: { actions: 'toggleRotate' },
        SUBMIT: [{ guard: 'formInvalid', actions: 'refuseForm' }, { target: 'saving' }],
        CANCEL: 'ready',
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => saveBody(context.form),
        onDone: { target: 'loading', actions: { type: 'reveal', params: ({ event }) => ({ saved: event.output }) } },
        onError: { target: 'editing', actions: { type: 'setFormError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmingDelete: {
      on: { CONFIRM: 'deleting', CANCEL: { target: 'ready', actions: 'clearDelete' } },
    },
    deleting: {
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => context.deleting!,
        onDone: { target: 'loading', actions: 'clearDelete' },
        onError: { target: 'ready', actions: ['clearDelete', { type: 'setNotice', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    resending: {
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => context.resending!,
        onDone: { target: 'paging', actions: 'clearResend' },
        onError: { target: 'ready', actions: ['clearResend', { type: 'setNotice', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    paging: {
      invoke: {
        id: 'deliveries',
        src: 'fetchDeliveries',
        input: ({ context }) => deliveryBody(context),
        onDone: { target: 'ready', actions: { type: 'setDeliveries', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'ready', actions: { type: 'setNotice', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
