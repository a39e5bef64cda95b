// The API clients section of /company/integration (issue 40): the company's clients and members
// are read together; 新建接口客户端 opens the form (name, the member the client acts as, scopes,
// address ranges one per line), whose refusal shows the server's sentence in the form; a created
// client, or a rotated secret, is shown ONCE in `secret` until the admin closes it (the secret is
// then dropped from memory); 轮换密钥 and 停用 wait for a confirmation. The rows follow the
// server's answers (no second read). The app provides `fetchAll`, `save`, `rotate` and `revoke`.
import { assign, fromPromise, setup } from 'xstate';
import type { ApiClientSaveBody } from '../../domain/integration/api-client-payloads.ts';
import { ipRangesOfText } from '../../domain/integration/api-client-rules.ts';
import type { ApiClientRow, ApiClientSaved, ApiClientSecret } from '../../domain/integration/api-client-views.ts';
import { API_SCOPES, type ApiScope } from '../../domain/integration/api-scopes.ts';
import { failureOf } from '../shared/service-failure.ts';

export type { ApiClientRow };

/** A member the client may act as (the company's active members). */
export interface MemberOption {
  memberId: number;
  name: string;
  roleText: string;
  mayOrder: boolean;
}

export interface ApiClientsData {
  clients: ApiClientRow[];
  members: MemberOption[];
}

export interface ClientDraft {
  name: string;
  memberId: number | null;
  scopes: ApiScope[];
  /** Address ranges as typed, one per line. */
  ipRangesText: string;
}

export type ClientAction = 'rotate' | 'revoke';

export type ClientsNotice = { kind: 'revoked'; name: string } | { kind: 'refused'; text: string };

export interface ApiClientsContext {
  clients: ApiClientRow[];
  members: MemberOption[];
  draft: ClientDraft;
  /** The form's refusal (the server's sentence, or the member not chosen). */
  formError: string | null;
  confirming: { action: ClientAction; id: number } | null;
  /** The client id and secret shown once, after a create or a rotation. */
  shown: { clientId: string; name: string; secret: string; rotated: boolean } | null;
  notice: ClientsNotice | null;
}

export type ApiClientsEvent =
  | { type: 'NEW' }
  | { type: 'EDIT'; patch: Partial<Omit<ClientDraft, 'scopes'>> }
  | { type: 'TOGGLE_SCOPE'; scope: ApiScope }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'ASK'; action: ClientAction; id: number }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE_SECRET' }
  | { type: 'RETRY' };

/** The form's first text when the member is missing (the server checks everything else). */
export const MEMBER_NEEDED = 'member-needed';

export function emptyDraft(members: readonly MemberOption[]): ClientDraft {
  const first = members.find((m) => m.mayOrder) ?? members[0];
  return { name: '', memberId: first?.memberId ?? null, scopes: ['catalogue:read', 'orders:read'], ipRangesText: '' };
}

/** The save body of a draft (null when no member is chosen). */
export function bodyOf(draft: ClientDraft): ApiClientSaveBody | null {
  if (draft.memberId === null) return null;
  return { name: draft.name, memberId: draft.memberId, scopes: API_SCOPES.filter((s) => draft.scopes.includes(s)), ipRanges: ipRangesOfText(draft.ipRangesText) };
}

const upsert = (rows: ApiClientRow[], row: ApiClientRow) => (rows.some((r) => r.id === row.id) ? rows.map((r) => (r.id === row.id ? row : r)) : [row, ...rows]);

export const apiClientsMachine = setup({
  types: {
    context: {} as ApiClientsContext,
    events: {} as ApiClientsEvent,
  },
  actors: {
    fetchAll: fromPromise<ApiClientsData>(() => Promise.reject(new Error('fetchAll is provided by the app'))),
    save: fromPromise<ApiClientSaved, ApiClientSaveBody>(() => Promise.reject(new Error('save is provided by the app'))),
    rotate: fromPromise<ApiClientSecret, { id: number }>(() => Promise.reject(new Error('rotate is provided by the app'))),
    revoke: fromPromise<ApiClientRow, { id: number }>(() => Promise.reject(new Error('revoke is provided by the app'))),
  },
  actions: {
    setData: assign((_, params: { data: ApiClientsData }) => ({ clients: params.data.clients, members: params.data.members })),
    openForm: assign(({ context }) => ({ draft: emptyDraft(context.members), formError: null, notice: null })),
    edit: assign({ draft: ({ context }, params: { patch: Partial<Omit<ClientDraft, 'scopes'>> }) => ({ ...context.draft, ...params.patch }), formError: null }),
    toggleScope: assign({
      draft: ({ context }, params: { scope: ApiScope }) => ({
        ...context.draft,
        scopes: context.draft.scopes.includes(params.scope) ? context.draft.scopes.filter((s) => s !== params.scope) : [...context.draft.scopes, params.scope],
      }),
      formError: null,
    }),
    setFormError: assign({ formError: (_, params: { text: string }) => params.text }),
    saved: assign(({ context }, params: { saved: ApiClientSaved }) => ({
      clients: upsert(context.clients, params.saved.client),
      shown: params.saved.secret === undefined ? null : { clientId: params.saved.client.clientId, name: params.saved.client.name, secret: params.saved.secret, rotated: false },
    })),
    rotated: assign(({ context }, params: { answer: ApiClientSecret }) => ({
      clients: upsert(context.clients, params.answer.client),
      shown: { clientId: params.answer.client.clientId, name: params.answer.client.name, secret: params.answer.secret, rotated: true },
      confirming: null,
    })),
    revoked: assign(({ context }, params: { row: ApiClientRow }) => ({
      clients: upsert(context.clients, params.row),
      confirming: null,
      notice: { kind: 'revoked', name: params.row.name } as ClientsNotice,
    })),
    setConfirming: assign({ confirming: (_, params: { confirming: ApiClientsContext['confirming'] }) => params.confirming, notice: null }),
    refused: assign({ confirming: null, notice: (_, params: { text: string }) => ({ kind: 'refused', text: params.text }) as ClientsNotice }),
    forgetSecret: assign({ shown: null }),
  },
  guards: {
    memberChosen: ({ context }) => context.draft.memberId !== null,
    activeClient: ({ context }, params: { id: number }) => context.clients.some((c) => c.id === params.id && c.status === 'active'),
    confirmingRotate: ({ context }) => context.confirming?.action === 'rotate',
    secretShown: ({ context }) => context.shown !== null,
  },
}).createMachine({
  id: 'apiClients',
  context: { clients: [], members: [], draft: emptyDraft([]), formError: null, confirming: null, shown: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'all',
        src: 'fetchAll',
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failure' },
      },
    },
    failure: {
      on: { RETRY: { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            NEW: { target: 'editing', actions: 'openForm' },
            ASK: {
              guard: { type: 'activeClient', params: ({ event }) => ({ id: event.id }) },
              target: 'confirming',
              actions: { type: 'setConfirming', params: ({ event }) => ({ confirming: { action: event.action, id: event.id } }) },
            },
          },
        },
        editing: {
          on: {
            EDIT: { actions: { type: 'edit', params: ({ event }) => ({ patch: event.patch }) } },
            TOGGLE_SCOPE: { actions: { type: 'toggleScope', params: ({ event }) => ({ scope: event.scope }) } },
            SUBMIT: [{ guard: 'memberChosen', target: 'saving' }, { actions: { type: 'setFormError', params: { text: MEMBER_NEEDED } } }],
            CANCEL: { target: 'idle' },
          },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => bodyOf(context.draft)!,
            onDone: [
              { guard: ({ event }) => event.output.secret !== undefined, target: 'secret', actions: { type: 'saved', params: ({ event }) => ({ saved: event.output }) } },
              { target: 'idle', actions: { type: 'saved', params: ({ event }) => ({ saved: event.output }) } },
            ],
            onError: { target: 'editing', actions: { type: 'setFormError', params: ({ event }) => ({ text: failureOf(event.error).message }) } },
          },
        },
        confirming: {
          on: {
            CONFIRM: [{ guard: 'confirmingRotate', target: 'rotating' }, { target: 'revoking' }],
            CANCEL: { target: 'idle', actions: { type: 'setConfirming', params: { confirming: null } } },
          },
        },
        rotating: {
          invoke: {
            id: 'rotate',
            src: 'rotate',
            input: ({ context }) => ({ id: context.confirming!.id }),
            onDone: { target: 'secret', actions: { type: 'rotated', params: ({ event }) => ({ answer: event.output }) } },
            onError: { target: 'idle', actions: { type: 'refused', params: ({ event }) => ({ text: failureOf(event.error).message }) } },
          },
        },
        revoking: {
          invoke: {
            id: 'revoke',
            src: 'revoke',
            input: ({ context }) => ({ id: context.confirming!.id }),
            onDone: { target: 'idle', actions: { type: 'revoked', params: ({ event }) => ({ row: event.output }) } },
            onError: { target: 'idle', actions: { type: 'refused', params: ({ event }) => ({ text: failureOf(event.error).message }) } },
          },
        },
        /** The client id and secret on screen, this once. */
        secret: {
          on: { CLOSE_SECRET: { target: 'idle', actions: 'forgetSecret' } },
        },
      },
    },
  },
});
