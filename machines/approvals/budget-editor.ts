// The departments' budgets of /company/budgets (issue 38): every budget with its current period's
// spend (the table and the chart) read by the company's members; for its admin a dialog to set one
// (department, 月度 or 季度, an amount in yuan, 硬性 or 柔性: one budget per department and period, so
// saving an existing pair replaces it) and 删除 after a confirmation. The form is checked with the
// very schema the server validates (BudgetSaveBody); a refusal returns to the dialog with the
// server's sentence. Every save or delete is followed by a fresh read. Whether the member is the
// admin comes in as input; the server checks it again. The app provides `fetchPage`, `saveBudget`,
// `deleteBudget` and `saved`.
import { assign, fromPromise, setup } from 'xstate';
import { Value } from 'typebox/value';
import { APPROVAL_AMOUNT_MAX_FEN, type BudgetMode, type BudgetPeriod } from '../../domain/approvals/approval-rules.ts';
import { BudgetSaveBody } from '../../domain/approvals/approval-payloads.ts';
import type { BudgetRow } from '../../domain/approvals/approval-views.ts';
import { formatYuan, parseYuan } from '../../domain/shared/money.ts';
import { failureOf } from '../shared/service-failure.ts';

export type { BudgetRow, BudgetSaveBody };

export interface DepartmentOption {
  id: number;
  name: string;
  child?: boolean;
}

export interface BudgetPageData {
  budgets: BudgetRow[];
  departments: DepartmentOption[];
}

export interface BudgetForm {
  /** Editing an existing budget: its department and period are fixed. */
  editing: boolean;
  departmentId: number | null;
  period: BudgetPeriod;
  /** The amount as typed, in yuan. */
  amount: string;
  mode: BudgetMode;
}

export interface BudgetFormErrors {
  departmentId?: 'required';
  amount?: 'required' | 'invalid' | 'tooLarge';
}

export interface BudgetEditorInput {
  admin: boolean;
}

export interface BudgetEditorContext {
  admin: boolean;
  data: BudgetPageData | null;
  form: BudgetForm | null;
  errors: BudgetFormErrors;
  formError: string | null;
  deleting: number | null;
}

export type BudgetEditorEvent =
  | { type: 'RETRY' }
  | { type: 'NEW' }
  | { type: 'EDIT_BUDGET'; id: number }
  | { type: 'SET_DEPARTMENT'; departmentId: number | null }
  | { type: 'SET_PERIOD'; period: BudgetPeriod }
  | { type: 'SET_MODE'; mode: BudgetMode }
  | { type: 'EDIT_AMOUNT'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' }
  | { type: 'DELETE'; id: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export const EMPTY_BUDGET: BudgetForm = { editing: false, departmentId: null, period: 'month', amount: '', mode: 'hard' };

export function formOfBudget(b: BudgetRow): BudgetForm {
  return { editing: true, departmentId: b.departmentId, period: b.period, amount: formatYuan(b.amountFen).replace(/,/g, ''), mode: b.mode };
}

/** The amount in fen (at least one fen), or why it cannot be. */
export function budgetAmountOf(text: string): { fen: number } | { problem: 'required' | 'invalid' | 'tooLarge' } {
  if (text.trim() === '') return { problem: 'required' };
  let fen: number;
  try {
    fen = parseYuan(text);
  } catch {
    return { problem: 'invalid' };
  }
  if (fen < 1) return { problem: 'invalid' };
  return fen > APPROVAL_AMOUNT_MAX_FEN ? { problem: 'tooLarge' } : { fen };
}

export function budgetErrors(form: BudgetForm): BudgetFormErrors {
  const out: BudgetFormErrors = {};
  if (form.departmentId === null) out.departmentId = 'required';
  const amount = budgetAmountOf(form.amount);
  if ('problem' in amount) out.amount = amount.problem;
  return out;
}

/** The body of the save (call only on a form without errors). */
export function budgetPayload(form: BudgetForm): BudgetSaveBody {
  const amount = budgetAmountOf(form.amount);
  return { departmentId: form.departmentId ?? 0, period: form.period, amountFen: 'fen' in amount ? amount.fen : 0, mode: form.mode };
}

/** The budget the form would replace (same department and period), if any: the dialog says so. */
export function replacedBudget(data: BudgetPageData | null, form: BudgetForm | null): BudgetRow | null {
  if (!data || !form || form.editing) return null;
  return data.budgets.find((b) => b.departmentId === form.departmentId && b.period === form.period) ?? null;
}

const valid = (form: BudgetForm | null): form is BudgetForm => form !== null && Object.keys(budgetErrors(form)).length === 0 && Value.Check(BudgetSaveBody, budgetPayload(form));

function patch(context: BudgetEditorContext, change: Partial<BudgetForm>): Partial<BudgetEditorContext> {
  return context.form ? { form: { ...context.form, ...change }, formError: null } : {};
}

export const budgetEditorMachine = setup({
  types: {
    context: {} as BudgetEditorContext,
    events: {} as BudgetEditorEvent,
    input: {} as BudgetEditorInput,
  },
  actors: {
    fetchPage: fromPromise<BudgetPageData>(() => Promise.reject(new Error('fetchPage is provided by the app'))),
    saveBudget: fromPromise<{ id: number }, BudgetSaveBody>(() => Promise.reject(new Error('saveBudget is provided by the app'))),
    deleteBudget: fromPromise<unknown, { id: number }>(() => Promise.reject(new Error('deleteBudget is provided by the app'))),
  },
  actions: {
    /** Says a budget was saved or deleted (a toast). */
    saved: (_, _params: { what: 'saved' | 'deleted' }) => {},
    setData: assign({ data: (_, params: { data: BudgetPageData }) => params.data }),
    openForm: assign((_, params: { form: BudgetForm }) => ({ form: params.form, errors: {}, formError: null })),
    closeForm: assign({ form: null, errors: {}, formError: null }),
    setDepartment: assign(({ context }, params: { departmentId: number | null }) => {
      const { departmentId: _cleared, ...errors } = context.errors;
      return { ...patch(context, { departmentId: params.departmentId }), errors };
    }),
    setPeriod: assign(({ context }, params: { period: BudgetPeriod }) => patch(context, { period: params.period })),
    setMode: assign(({ context }, params: { mode: BudgetMode }) => patch(context, { mode: params.mode })),
    editAmount: assign(({ context }, params: { value: string }) => {
      const { amount: _cleared, ...errors } = context.errors;
      return { ...patch(context, { amount: params.value }), errors };
    }),
    setErrors: assign({ errors: ({ context }) => (context.form ? budgetErrors(context.form) : {}) }),
    setFormError: assign({ formError: (_, params: { message: string | null }) => params.message }),
    setDeleting: assign({ deleting: (_, params: { id: number | null }) => params.id }),
  },
  guards: {
    admin: ({ context }) => context.admin,
    knownBudget: ({ context, event }) => context.admin && 'id' in event && context.data?.budgets.some((b) => b.id === event.id) === true,
    knownDepartment: ({ context, event }) =>
      event.type === 'SET_DEPARTMENT' && context.form?.editing === false && (event.departmentId === null || context.data?.departments.some((d) => d.id === event.departmentId) === true),
    /** A new budget's department and period may change; an existing one's are its key. */
    keyOpen: ({ context }) => context.form?.editing === false,
    invalid: ({ context }) => !valid(context.form),
  },
}).createMachine({
  id: 'budgetEditor',
  context: ({ input }) => ({ admin: input.admin, data: null, form: null, errors: {}, formError: null, deleting: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'page',
        src: 'fetchPage',
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failure' },
      },
    },
    failure: {
      on: { RETRY: { target: 'loading' } },
    },
    ready: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            NEW: { guard: 'admin', target: 'editing', actions: { type: 'openForm', params: { form: EMPTY_BUDGET } } },
            EDIT_BUDGET: {
              guard: 'knownBudget',
              target: 'editing',
              actions: { type: 'openForm', params: ({ context, event }) => ({ form: formOfBudget(context.data!.budgets.find((b) => b.id === event.id)!) }) },
            },
            DELETE: { guard: 'knownBudget', target: 'confirming', actions: [{ type: 'setDeleting', params: ({ event }) => ({ id: event.id }) }, { type: 'setFormError', params: { message: null } }] },
          },
        },
        /** The budget dialog. */
        editing: {
          on: {
            SET_DEPARTMENT: { guard: 'knownDepartment', actions: { type: 'setDepartment', params: ({ event }) => event } },
            SET_PERIOD: { guard: 'keyOpen', actions: { type: 'setPeriod', params: ({ event }) => event } },
            SET_MODE: { actions: { type: 'setMode', params: ({ event }) => event } },
            EDIT_AMOUNT: { actions: { type: 'editAmount', params: ({ event }) => event } },
            SUBMIT: [{ guard: 'invalid', actions: 'setErrors' }, { target: '#budgetEditor.saving' }],
            CLOSE: { target: 'viewing', actions: 'closeForm' },
          },
        },
        confirming: {
          on: {
            CONFIRM: { target: '#budgetEditor.deleting' },
            CANCEL: { target: 'viewing', actions: { type: 'setDeleting', params: { id: null } } },
          },
        },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'saveBudget',
        input: ({ context }) => budgetPayload(context.form ?? EMPTY_BUDGET),
        onDone: { target: 'loading', actions: ['closeForm', { type: 'saved', params: { what: 'saved' } }] },
        onError: { target: 'ready.editing', actions: { type: 'setFormError', params: ({ event }) => ({ message: failureOf(event.error).message }) } },
      },
    },
    deleting: {
      invoke: {
        id: 'delete',
        src: 'deleteBudget',
        input: ({ context }) => ({ id: context.deleting ?? 0 }),
        onDone: { target: 'loading', actions: [{ type: 'setDeleting', params: { id: null } }, { type: 'saved', params: { what: 'deleted' } }] },
        onError: { target: 'loading', actions: [{ type: 'setDeleting', params: { id: null } }, { type: 'setFormError', params: ({ event }) => ({ message: failureOf(event.error).message }) }] },
      },
    },
  },
});
