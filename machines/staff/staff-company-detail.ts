// One company in the console (issue 37 item 7, 企业管理 detail page): the company with its members,
// departments and latest audit rows is loaded; 转移管理员 (at the company's request) opens a form:
// the new admin is one of the active members who is not an admin yet, the admin who steps down
// (a buyer after) is one of the active admins or nobody (preset when the company has one admin),
// and the 依据 is required (TRANSFER_NOTE_MIN to TRANSFER_NOTE_MAX characters, trimmed). The form
// is checked with the server's rules before anything is sent; the server answers with the company
// read again and its message, which the page shows; a refusal keeps the form open with the
// server's message. The app provides the calls.
import { assign, fromPromise, setup } from 'xstate';
import type { CompanyMemberRow } from '../../domain/company/company-views.ts';
import { TRANSFER_NOTE_MAX, TRANSFER_NOTE_MIN, type StaffCompanyDetail, type TransferAdminBody } from '../../domain/company/staff-company.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface TransferDraft {
  toMemberId: number | null;
  demoteMemberId: number | null;
  note: string;
}

export type TransferProblem = 'targetRequired' | 'demoteInvalid' | 'noteRequired' | 'noteTooLong';

/** The members who may become admin: active and not an admin already. */
export function transferCandidates(detail: StaffCompanyDetail | null): CompanyMemberRow[] {
  return (detail?.members ?? []).filter((m) => m.status === 'active' && m.role !== 'admin');
}

/** The admins who may step down: the active ones. */
export function activeAdmins(detail: StaffCompanyDetail | null): CompanyMemberRow[] {
  return (detail?.members ?? []).filter((m) => m.status === 'active' && m.role === 'admin');
}

/** A fresh form: nobody chosen; the one admin preset to step down (a transfer moves the role). */
export function draftFor(detail: StaffCompanyDetail | null): TransferDraft {
  const admins = activeAdmins(detail);
  return { toMemberId: null, demoteMemberId: admins.length === 1 ? admins[0]!.memberId : null, note: '' };
}

/** Why the form cannot be sent, or null (the server's rules: staff-company-service transferCompanyAdmin). */
export function transferProblemOf(detail: StaffCompanyDetail | null, d: TransferDraft): TransferProblem | null {
  if (d.toMemberId === null || !transferCandidates(detail).some((m) => m.memberId === d.toMemberId)) return 'targetRequired';
  if (d.demoteMemberId !== null && !activeAdmins(detail).some((m) => m.memberId === d.demoteMemberId)) return 'demoteInvalid';
  const note = d.note.trim();
  if (note.length < TRANSFER_NOTE_MIN) return 'noteRequired';
  if (note.length > TRANSFER_NOTE_MAX) return 'noteTooLong';
  return null;
}

/** The body of POST .../company/transferAdmin for the draft (checked first). */
export function transferCallOf(companyId: number, d: TransferDraft): TransferAdminBody {
  const body: TransferAdminBody = { companyId, toMemberId: d.toMemberId ?? 0, note: d.note.trim() };
  if (d.demoteMemberId !== null) body.demoteMemberId = d.demoteMemberId;
  return body;
}

/** What the transfer answers: the company read again and the server's message. */
export interface TransferResult {
  detail: StaffCompanyDetail;
  msg: string;
}

export interface CompanyDetailContext {
  id: number;
  detail: StaffCompanyDetail | null;
  loadError: string | null;
  draft: TransferDraft;
  problem: TransferProblem | null;
  /** The server's refusal of the last transfer. */
  serverError: string | null;
  /** The server's message of the last transfer (the page shows it). */
  done: string | null;
}

export type CompanyDetailEvent =
  | { type: 'RETRY' }
  | { type: 'TRANSFER' }
  | { type: 'EDIT'; patch: Partial<TransferDraft> }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export const companyDetailMachine = setup({
  types: {
    context: {} as CompanyDetailContext,
    events: {} as CompanyDetailEvent,
    input: {} as { id: number },
  },
  actors: {
    fetchDetail: fromPromise<StaffCompanyDetail, { id: number }>(() => Promise.reject(new Error('fetchDetail is provided by the app'))),
    transfer: fromPromise<TransferResult, TransferAdminBody>(() => Promise.reject(new Error('transfer is provided by the app'))),
  },
  actions: {
    setDetail: assign({ detail: (_, params: { detail: StaffCompanyDetail }) => params.detail, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    openForm: assign({ draft: ({ context }) => draftFor(context.detail), problem: null, serverError: null, done: null }),
    edit: assign({ draft: ({ context }, params: { patch: Partial<TransferDraft> }) => ({ ...context.draft, ...params.patch }), problem: null }),
    refuse: assign({ problem: ({ context }) => transferProblemOf(context.detail, context.draft) }),
    close: assign({ draft: ({ context }) => draftFor(context.detail), problem: null, serverError: null }),
    setServerError: assign({ serverError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    setDone: assign({
      detail: (_, params: { result: TransferResult }) => params.result.detail,
      done: (_, params: { result: TransferResult }) => params.result.msg,
      draft: (_, params: { result: TransferResult }) => draftFor(params.result.detail),
      problem: null,
      serverError: null,
    }),
  },
  guards: {
    hasCandidates: ({ context }) => transferCandidates(context.detail).length > 0,
    badDraft: ({ context }) => transferProblemOf(context.detail, context.draft) !== null,
  },
}).createMachine({
  id: 'companyDetail',
  context: ({ input }) => ({ id: input.id, detail: null, loadError: null, draft: draftFor(null), problem: null, serverError: null, done: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchDetail',
        src: 'fetchDetail',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: { TRANSFER: { guard: 'hasCandidates', target: 'transferForm', actions: 'openForm' } },
    },
    transferForm: {
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => ({ patch: event.patch }) } },
        CONFIRM: [{ guard: 'badDraft', actions: 'refuse' }, { target: 'transferring' }],
        CANCEL: { target: 'ready', actions: 'close' },
      },
    },
    transferring: {
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => transferCallOf(context.id, context.draft),
        onDone: { target: 'ready', actions: { type: 'setDone', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'transferForm', actions: { type: 'setServerError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
