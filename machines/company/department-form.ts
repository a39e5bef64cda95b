// The admin's department dialog on /company (issue 37): name, cost-centre code and parent (two
// levels: only a top-level department can be a parent, and a department with sub-departments
// cannot get one), checked with the very schema the server validates (DepartmentSaveBody). A
// refusal (a taken name or code) returns to editing with the server's sentence. The app provides
// `save` and `saved`.
import { assign, emit, fromPromise, setup } from 'xstate';
import { Value } from 'typebox/value';
import { DepartmentSaveBody } from '../../domain/company/company-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface DepartmentFormInput {
  department: { id: number; name: string; code: string | null; parentId: number | null } | null;
  /** A new sub-department starts under this parent. */
  parentId?: number | null;
}

export interface DepartmentFormContext {
  id: number | null;
  name: string;
  code: string;
  parentId: number | null;
  errors: { name?: 'required' | 'invalid'; code?: 'invalid' };
  formError: string | null;
}

export type DepartmentFormEvent =
  | { type: 'EDIT'; field: 'name' | 'code'; value: string }
  | { type: 'SET_PARENT'; parentId: number | null }
  | { type: 'SUBMIT' };

export function departmentPayload(c: Pick<DepartmentFormContext, 'id' | 'name' | 'code' | 'parentId'>): DepartmentSaveBody {
  const code = c.code.trim();
  return { ...(c.id !== null ? { id: c.id } : {}), name: c.name.trim(), code: code === '' ? null : code, parentId: c.parentId };
}

export function departmentErrors(c: Pick<DepartmentFormContext, 'id' | 'name' | 'code' | 'parentId'>): DepartmentFormContext['errors'] {
  const body = departmentPayload(c);
  const out: DepartmentFormContext['errors'] = {};
  if (body.name === '') out.name = 'required';
  else if (!Value.Check(DepartmentSaveBody, { ...body, code: null })) out.name = 'invalid';
  if (body.code !== null && !Value.Check(DepartmentSaveBody, { ...body, name: 'x' })) out.code = 'invalid';
  return out;
}

export const departmentFormMachine = setup({
  types: {
    context: {} as DepartmentFormContext,
    events: {} as DepartmentFormEvent,
    input: {} as DepartmentFormInput,
    emitted: {} as { type: 'saved' },
  },
  actors: {
    save: fromPromise<unknown, DepartmentSaveBody>(() => Promise.reject(new Error('save is provided by the app'))),
  },
  actions: {
    saved: emit({ type: 'saved' as const }),
    edit: assign(({ context }, params: { field: 'name' | 'code'; value: string }) => {
      const errors = { ...context.errors };
      delete errors[params.field];
      return { [params.field]: params.value, errors, formError: null };
    }),
    setParent: assign({ parentId: (_, params: { parentId: number | null }) => params.parentId, formError: null }),
    setErrors: assign({ errors: ({ context }) => departmentErrors(context) }),
    clearErrors: assign({ errors: {}, formError: null }),
    setFormError: assign({ formError: (_, params: { message: string }) => params.message }),
  },
  guards: {
    invalid: ({ context }) => Object.keys(departmentErrors(context)).length > 0,
  },
}).createMachine({
  id: 'departmentForm',
  context: ({ input }) => ({
    id: input.department?.id ?? null,
    name: input.department?.name ?? '',
    code: input.department?.code ?? '',
    parentId: input.department ? input.department.parentId : (input.parentId ?? null),
    errors: {},
    formError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => event } },
        SET_PARENT: { actions: { type: 'setParent', params: ({ event }) => event } },
        SUBMIT: [{ guard: 'invalid', actions: 'setErrors' }, { target: 'saving', actions: 'clearErrors' }],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => departmentPayload(context),
        onDone: { target: 'saved', actions: 'saved' },
        onError: { target: 'editing', actions: { type: 'setFormError', params: ({ event }) => ({ message: failureOf(event.error).message }) } },
      },
    },
    saved: { type: 'final' },
  },
});
