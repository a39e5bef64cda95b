// The admin's member editor on /company (issue 37): one member's role, department and status, and
// removal after a confirmation. What the server would refuse is refused here first with the same
// rule: a change that leaves no active admin (the company's active-admin count is an input), and
// removing the company's certified account; a save with no change sends nothing. A refusal from
// the server (another admin changed the company meanwhile) returns to editing with its sentence.
// The app provides `update`, `remove` and `done`.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { CompanyMemberStatus, CompanyRole } from '../../domain/company/company-roles.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface EditedMember {
  memberId: number;
  name: string;
  role: CompanyRole;
  departmentId: number | null;
  status: CompanyMemberStatus;
  isHolder: boolean;
}

export interface MemberEditorInput {
  member: EditedMember;
  /** Active admins of the company now (the server's check is the same rule). */
  activeAdmins: number;
}

export interface MemberChange {
  memberId: number;
  role?: CompanyRole;
  departmentId?: number | null;
  status?: CompanyMemberStatus;
}

export interface MemberEditorContext {
  member: EditedMember;
  activeAdmins: number;
  role: CompanyRole;
  departmentId: number | null;
  status: CompanyMemberStatus;
  /** The rule a save or removal would break, or the server's refusal. */
  problem: 'lastAdmin' | 'holder' | null;
  formError: string | null;
}

export type MemberEditorEvent =
  | { type: 'SET_ROLE'; role: CompanyRole }
  | { type: 'SET_DEPARTMENT'; departmentId: number | null }
  | { type: 'SET_STATUS'; status: CompanyMemberStatus }
  | { type: 'SAVE' }
  | { type: 'REMOVE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** The fields that differ from the member as loaded (only those are sent). */
export function changeOf(context: Pick<MemberEditorContext, 'member' | 'role' | 'departmentId' | 'status'>): MemberChange {
  const m = context.member;
  return {
    memberId: m.memberId,
    ...(context.role !== m.role ? { role: context.role } : {}),
    ...(context.departmentId !== m.departmentId ? { departmentId: context.departmentId } : {}),
    ...(context.status !== m.status ? { status: context.status } : {}),
  };
}

/** Whether the member is an active admin now and would not be one after the change (or removal). */
export function leavesNoAdmin(context: Pick<MemberEditorContext, 'member' | 'activeAdmins'>, after: { role: CompanyRole; status: CompanyMemberStatus } | null): boolean {
  const m = context.member;
  const activeAdminNow = m.role === 'admin' && m.status === 'active';
  const stillOne = after !== null && after.role === 'admin' && after.status === 'active';
  return activeAdminNow && !stillOne && context.activeAdmins <= 1;
}

export const memberEditorMachine = setup({
  types: {
    context: {} as MemberEditorContext,
    events: {} as MemberEditorEvent,
    input: {} as MemberEditorInput,
    emitted: {} as { type: 'done'; removed: boolean },
  },
  actors: {
    update: fromPromise<unknown, MemberChange>(() => Promise.reject(new Error('update is provided by the app'))),
    remove: fromPromise<unknown, { memberId: number }>(() => Promise.reject(new Error('remove is provided by the app'))),
  },
  actions: {
    done: emit((_, params: { removed: boolean }) => ({ type: 'done' as const, removed: params.removed })),
    setRole: assign({ role: (_, params: { role: CompanyRole }) => params.role, problem: null, formError: null }),
    setDepartment: assign({ departmentId: (_, params: { departmentId: number | null }) => params.departmentId, formError: null }),
    setStatus: assign({ status: (_, params: { status: CompanyMemberStatus }) => params.status, problem: null, formError: null }),
    flagLastAdmin: assign({ problem: 'lastAdmin' as const }),
    flagHolder: assign({ problem: 'holder' as const }),
    clear: assign({ problem: null, formError: null }),
    setFormError: assign({ formError: (_, params: { message: string }) => params.message }),
  },
  guards: {
    unchanged: ({ context }) => Object.keys(changeOf(context)).length === 1,
    saveLeavesNoAdmin: ({ context }) => leavesNoAdmin(context, { role: context.role, status: context.status }),
    isHolder: ({ context }) => context.member.isHolder,
    removeLeavesNoAdmin: ({ context }) => leavesNoAdmin(context, null),
  },
}).createMachine({
  id: 'memberEditor',
  context: ({ input }) => ({
    member: input.member,
    activeAdmins: input.activeAdmins,
    role: input.member.role,
    departmentId: input.member.departmentId,
    status: input.member.status,
    problem: null,
    formError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SET_ROLE: { actions: { type: 'setRole', params: ({ event }) => event } },
        SET_DEPARTMENT: { actions: { type: 'setDepartment', params: ({ event }) => event } },
        SET_STATUS: { actions: { type: 'setStatus', params: ({ event }) => event } },
        SAVE: [
          { guard: 'unchanged', target: 'closed', actions: { type: 'done', params: { removed: false } } },
          { guard: 'saveLeavesNoAdmin', actions: 'flagLastAdmin' },
          { target: 'saving', actions: 'clear' },
        ],
        REMOVE: [
          { guard: 'isHolder', actions: 'flagHolder' },
          { guard: 'removeLeavesNoAdmin', actions: 'flagLastAdmin' },
          { target: 'confirmingRemove', actions: 'clear' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'update',
        src: 'update',
        input: ({ context }) => changeOf(context),
        onDone: { target: 'closed', actions: { type: 'done', params: { removed: false } } },
        onError: { target: 'editing', actions: { type: 'setFormError', params: ({ event }) => ({ message: failureOf(event.error).message }) } },
      },
    },
    confirmingRemove: {
      on: { CONFIRM: 'removing', CANCEL: 'editing' },
    },
    removing: {
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ memberId: context.member.memberId }),
        onDone: { target: 'closed', actions: { type: 'done', params: { removed: true } } },
        onError: { target: 'editing', actions: { type: 'setFormError', params: ({ event }) => ({ message: failureOf(event.error).message }) } },
      },
    },
    closed: { type: 'final' },
  },
});
