// The 员工账号 page (issue 22, admin only): the list of staff accounts, adding one (checked with
// the server's rules before it is sent), changing an account's role, and disabling one after a
// confirmation. After every change the list is read again. The app provides the calls.
import { assign, fromPromise, setup } from 'xstate';
import { isValidPassword } from '../../domain/account/account-rules.ts';
import { DISPLAY_NAME_MAX, STAFF_USERNAME_PATTERN, type AddStaffBody, type StaffAccountRow } from '../../domain/staff/staff-payloads.ts';
import { isStaffRole, type StaffRole } from '../../domain/staff/staff-roles.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface StaffDraft {
  username: string;
  displayName: string;
  role: StaffRole | '';
  password: string;
}

export const EMPTY_DRAFT: StaffDraft = { username: '', displayName: '', role: '', password: '' };

export type DraftField = keyof StaffDraft;
export type DraftError = 'required' | 'invalid';
export type DraftErrors = Partial<Record<DraftField, DraftError>>;

const usernameRe = new RegExp(STAFF_USERNAME_PATTERN);

/** The draft's problems by field, with the server's rules (domain/staff/staff-payloads.ts). */
export function draftErrorsOf(d: StaffDraft): DraftErrors {
  const e: DraftErrors = {};
  if (!d.username.trim()) e.username = 'required';
  else if (!usernameRe.test(d.username.trim())) e.username = 'invalid';
  if (!d.displayName.trim()) e.displayName = 'required';
  else if (d.displayName.trim().length > DISPLAY_NAME_MAX) e.displayName = 'invalid';
  if (!d.role) e.role = 'required';
  else if (!isStaffRole(d.role)) e.role = 'invalid';
  if (!d.password) e.password = 'required';
  else if (!isValidPassword(d.password)) e.password = 'invalid';
  return e;
}

export function addBodyOf(d: StaffDraft): AddStaffBody {
  return { username: d.username.trim(), displayName: d.displayName.trim(), role: d.role as StaffRole, password: d.password };
}

export interface StaffAccountsContext {
  rows: StaffAccountRow[] | null;
  loadError: string | null;
  draft: StaffDraft;
  draftErrors: DraftErrors;
  /** The server's refusal of the last add, role change or disable. */
  serverError: string | null;
  /** The account waiting for the disable confirmation, or being changed. */
  targetId: number | null;
  /** What the last change did (the view shows a note). */
  done: 'added' | 'roleChanged' | 'disabled' | null;
}

export type StaffAccountsEvent =
  | { type: 'RETRY' }
  | { type: 'ADD' }
  | { type: 'EDIT'; patch: Partial<StaffDraft> }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'SET_ROLE'; id: number; role: StaffRole }
  | { type: 'DISABLE'; id: number }
  | { type: 'CONFIRM' };

type SetRole = Extract<StaffAccountsEvent, { type: 'SET_ROLE' }>;

export const staffAccountsMachine = setup({
  types: {
    context: {} as StaffAccountsContext,
    events: {} as StaffAccountsEvent,
  },
  actors: {
    fetchList: fromPromise<StaffAccountRow[], void>(() => Promise.reject(new Error('fetchList is provided by the app'))),
    addStaff: fromPromise<StaffAccountRow, AddStaffBody>(() => Promise.reject(new Error('addStaff is provided by the app'))),
    changeRole: fromPromise<StaffAccountRow, { id: number; role: StaffRole }>(() => Promise.reject(new Error('changeRole is provided by the app'))),
    disableStaff: fromPromise<StaffAccountRow, { id: number }>(() => Promise.reject(new Error('disableStaff is provided by the app'))),
  },
  actions: {
    setRows: assign({ rows: (_, params: { rows: StaffAccountRow[] }) => params.rows, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    openForm: assign({ draft: EMPTY_DRAFT, draftErrors: {}, serverError: null, done: null }),
    edit: assign({
      draft: ({ context }, params: { patch: Partial<StaffDraft> }) => ({ ...context.draft, ...params.patch }),
      draftErrors: ({ context }, params: { patch: Partial<StaffDraft> }) => {
        const left = { ...context.draftErrors };
        for (const key of Object.keys(params.patch) as DraftField[]) delete left[key];
        return left;
      },
      serverError: null,
    }),
    refuseDraft: assign({ draftErrors: ({ context }) => draftErrorsOf(context.draft) }),
    setTarget: assign({ targetId: (_, params: { id: number }) => params.id, serverError: null, done: null }),
    clearTarget: assign({ targetId: null }),
    refuse: assign({ serverError: (_, params: { error: unknown }) => failureOf(params.error).message || null }),
    markDone: assign({ done: (_, params: { done: 'added' | 'roleChanged' | 'disabled' }) => params.done, targetId: null, serverError: null }),
  },
  guards: {
    draftInvalid: ({ context }) => Object.keys(draftErrorsOf(context.draft)).length > 0,
  },
}).createMachine({
  id: 'staffAccounts',
  context: { rows: null, loadError: null, draft: EMPTY_DRAFT, draftErrors: {}, serverError: null, targetId: null, done: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchList',
        src: 'fetchList',
        onDone: { target: 'list', actions: { type: 'setRows', params: ({ event }) => ({ rows: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    list: {
      on: {
        ADD: { target: 'adding', actions: 'openForm' },
        SET_ROLE: { target: 'changingRole', actions: { type: 'setTarget', params: ({ event }) => ({ id: event.id }) } },
        DISABLE: { target: 'confirmingDisable', actions: { type: 'setTarget', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    adding: {
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => ({ patch: event.patch }) } },
        SUBMIT: [{ guard: 'draftInvalid', actions: 'refuseDraft' }, { target: 'saving' }],
        CANCEL: 'list',
      },
    },
    saving: {
      invoke: {
        id: 'addStaff',
        src: 'addStaff',
        input: ({ context }) => addBodyOf(context.draft),
        onDone: { target: 'loading', actions: [{ type: 'markDone', params: { done: 'added' } }] },
        onError: { target: 'adding', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    changingRole: {
      invoke: {
        id: 'changeRole',
        src: 'changeRole',
        input: ({ event }) => ({ id: (event as SetRole).id, role: (event as SetRole).role }),
        onDone: { target: 'loading', actions: { type: 'markDone', params: { done: 'roleChanged' } } },
        onError: { target: 'list', actions: ['clearTarget', { type: 'refuse', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    confirmingDisable: {
      on: {
        CONFIRM: 'disabling',
        CANCEL: { target: 'list', actions: 'clearTarget' },
      },
    },
    disabling: {
      invoke: {
        id: 'disableStaff',
        src: 'disableStaff',
        input: ({ context }) => ({ id: context.targetId as number }),
        onDone: { target: 'loading', actions: { type: 'markDone', params: { done: 'disabled' } } },
        onError: { target: 'list', actions: ['clearTarget', { type: 'refuse', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
  },
});
