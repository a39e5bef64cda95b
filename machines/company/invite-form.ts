// The admin's invitation form on /company (issue 37): mobile, name, role and department, checked
// with the very schema the server validates (domain/company/company-payloads.ts InviteBody) before
// anything is sent; 发送邀请 invokes `invite`; a refusal (already a member, in another company, a
// pending invitation) returns to editing with the server's sentence; a sent invitation shows who
// was invited and offers 继续邀请. The app provides `invite` and `invited`.
import { assign, emit, fromPromise, setup } from 'xstate';
import { Value } from 'typebox/value';
import { InviteBody } from '../../domain/company/company-payloads.ts';
import type { CompanyRole } from '../../domain/company/company-roles.ts';
import { failureOf } from '../shared/service-failure.ts';

export type InviteField = 'mobile' | 'name';

export interface InviteValues {
  mobile: string;
  name: string;
  role: CompanyRole;
  departmentId: number | null;
}

export interface InviteFormContext {
  values: InviteValues;
  errors: Partial<Record<InviteField, 'required' | 'invalid'>>;
  formError: string | null;
  /** The last invitation sent (shown until 继续邀请). */
  sent: { mobile: string; name: string } | null;
}

export type InviteFormEvent =
  | { type: 'EDIT'; field: InviteField; value: string }
  | { type: 'SET_ROLE'; role: CompanyRole }
  | { type: 'SET_DEPARTMENT'; departmentId: number | null }
  | { type: 'SUBMIT' }
  | { type: 'AGAIN' };

export const EMPTY_INVITE: InviteValues = { mobile: '', name: '', role: 'buyer', departmentId: null };

/** The body the form sends: trimmed, no department when none is chosen. */
export function invitePayload(values: InviteValues): InviteBody {
  return { mobile: values.mobile.trim(), name: values.name.trim(), role: values.role, departmentId: values.departmentId };
}

/** A valid form, to test one field at a time. */
const EMPTY_INVITE_VALID: InviteValues = { mobile: '13900000000', name: 'x', role: 'buyer', departmentId: null };

/** What the server's schema would refuse, per field. */
export function inviteErrors(values: InviteValues): InviteFormContext['errors'] {
  const body = invitePayload(values);
  const out: InviteFormContext['errors'] = {};
  if (Value.Check(InviteBody, body)) return out;
  for (const field of ['mobile', 'name'] as const) {
    const one = { ...invitePayload(EMPTY_INVITE_VALID), [field]: body[field] };
    if (!Value.Check(InviteBody, one)) out[field] = body[field] === '' ? 'required' : 'invalid';
  }
  return out;
}

export const inviteFormMachine = setup({
  types: {
    context: {} as InviteFormContext,
    events: {} as InviteFormEvent,
    emitted: {} as { type: 'invited' },
  },
  actors: {
    invite: fromPromise<unknown, InviteBody>(() => Promise.reject(new Error('invite is provided by the app'))),
  },
  actions: {
    invited: emit({ type: 'invited' as const }),
    edit: assign(({ context }, params: { field: InviteField; value: string }) => {
      const errors = { ...context.errors };
      delete errors[params.field];
      return { values: { ...context.values, [params.field]: params.value }, errors, formError: null };
    }),
    setRole: assign({ values: ({ context }, params: { role: CompanyRole }) => ({ ...context.values, role: params.role }), formError: null }),
    setDepartment: assign({ values: ({ context }, params: { departmentId: number | null }) => ({ ...context.values, departmentId: params.departmentId }) }),
    setErrors: assign({ errors: ({ context }) => inviteErrors(context.values) }),
    clearErrors: assign({ errors: {}, formError: null }),
    setFormError: assign({ formError: (_, params: { message: string }) => params.message }),
    rememberSent: assign({ sent: ({ context }) => ({ mobile: context.values.mobile.trim(), name: context.values.name.trim() }) }),
    reset: assign({ values: EMPTY_INVITE, errors: {}, formError: null, sent: null }),
  },
  guards: {
    invalid: ({ context }) => Object.keys(inviteErrors(context.values)).length > 0,
  },
}).createMachine({
  id: 'inviteForm',
  context: { values: EMPTY_INVITE, errors: {}, formError: null, sent: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => event } },
        SET_ROLE: { actions: { type: 'setRole', params: ({ event }) => event } },
        SET_DEPARTMENT: { actions: { type: 'setDepartment', params: ({ event }) => event } },
        SUBMIT: [{ guard: 'invalid', actions: 'setErrors' }, { target: 'sending', actions: 'clearErrors' }],
      },
    },
    sending: {
      invoke: {
        id: 'invite',
        src: 'invite',
        input: ({ context }) => invitePayload(context.values),
        onDone: { target: 'sent', actions: ['rememberSent', 'invited'] },
        onError: { target: 'editing', actions: { type: 'setFormError', params: ({ event }) => ({ message: failureOf(event.error).message }) } },
      },
    },
    sent: {
      on: { AGAIN: { target: 'editing', actions: 'reset' } },
    },
  },
});
