// The approval rules of /company/rules (issue 38): the company's rules read by every member; for
// its admin a dialog to add or change one (name, department or all, an amount in yuan from which it
// applies, categories or all, one or two levels each naming who decides), 删除 after a
// confirmation, and the company's 采购单号必填 switch. The form is checked with the very schema
// the server validates (ApprovalRuleSaveBody); a refusal returns to the dialog with the server's
// sentence. Every save or delete is followed by a fresh read. Whether the member is the admin comes
// in as input; the server checks it again. The app provides `fetchPage`, `saveRule`, `deleteRule`,
// `saveSettings` and `saved`.
import { assign, fromPromise, setup } from 'xstate';
import { Value } from 'typebox/value';
import { APPROVAL_AMOUNT_MAX_FEN, APPROVAL_LEVELS_MAX, APPROVAL_RULE_NAME_MAX, type ApprovalDecider } from '../../domain/approvals/approval-rules.ts';
import { ApprovalRuleSaveBody } from '../../domain/approvals/approval-payloads.ts';
import type { ApprovalRuleRow } from '../../domain/approvals/approval-views.ts';
import { formatYuan, parseYuan } from '../../domain/shared/money.ts';
import { failureOf } from '../shared/service-failure.ts';

export type { ApprovalRuleRow, ApprovalRuleSaveBody };

export interface NamedOption {
  id: number;
  name: string;
  /** A sub-department or sub-category (shown indented). */
  child?: boolean;
}

/** What the page reads at once: the rules, the departments and categories to choose from, the PO setting. */
export interface RulePageData {
  rules: ApprovalRuleRow[];
  departments: NamedOption[];
  categories: NamedOption[];
  poRequired: boolean;
}

export interface RuleForm {
  id: number | null;
  name: string;
  departmentId: number | null;
  /** The amount as typed, in yuan. */
  amount: string;
  categoryIds: number[];
  levels: ApprovalDecider[];
}

export interface RuleFormErrors {
  name?: 'required' | 'tooLong';
  amount?: 'invalid' | 'tooLarge';
}

export interface RuleEditorInput {
  admin: boolean;
}

export interface RuleEditorContext {
  admin: boolean;
  data: RulePageData | null;
  form: RuleForm | null;
  errors: RuleFormErrors;
  /** The server's refusal of the dialog's save, or of a delete or the setting. */
  formError: string | null;
  /** The rule whose deletion waits for a confirmation or is under way. */
  deleting: number | null;
  /** The PO setting being saved. */
  poRequired: boolean | null;
}

export type RuleEditorEvent =
  | { type: 'RETRY' }
  | { type: 'NEW' }
  | { type: 'EDIT_RULE'; id: number }
  | { type: 'EDIT'; field: 'name' | 'amount'; value: string }
  | { type: 'SET_DEPARTMENT'; departmentId: number | null }
  | { type: 'TOGGLE_CATEGORY'; categoryId: number }
  | { type: 'SET_LEVEL_COUNT'; count: number }
  | { type: 'SET_LEVEL'; index: number; decider: ApprovalDecider }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' }
  | { type: 'DELETE'; id: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'SET_PO_REQUIRED'; value: boolean };

export const EMPTY_RULE: RuleForm = { id: null, name: '', departmentId: null, amount: '', categoryIds: [], levels: ['departmentApprover'] };

export function formOfRule(rule: ApprovalRuleRow): RuleForm {
  return { id: rule.id, name: rule.name, departmentId: rule.departmentId, amount: formatYuan(rule.minAmountFen).replace(/,/g, ''), categoryIds: [...rule.categoryIds], levels: [...rule.levels] };
}

/** The amount in fen, or why it cannot be: not an amount (or negative), or above the bound. Empty is 0 (every order). */
export function amountOf(text: string): { fen: number } | { problem: 'invalid' | 'tooLarge' } {
  if (text.trim() === '') return { fen: 0 };
  let fen: number;
  try {
    fen = parseYuan(text);
  } catch {
    return { problem: 'invalid' };
  }
  if (fen < 0) return { problem: 'invalid' };
  return fen > APPROVAL_AMOUNT_MAX_FEN ? { problem: 'tooLarge' } : { fen };
}

export function ruleErrors(form: RuleForm): RuleFormErrors {
  const out: RuleFormErrors = {};
  const name = form.name.trim();
  if (name === '') out.name = 'required';
  else if (name.length > APPROVAL_RULE_NAME_MAX) out.name = 'tooLong';
  const amount = amountOf(form.amount);
  if ('problem' in amount) out.amount = amount.problem;
  return out;
}

/** The body of the save (call only on a form without errors). */
export function rulePayload(form: RuleForm): ApprovalRuleSaveBody {
  const amount = amountOf(form.amount);
  return {
    ...(form.id !== null ? { id: form.id } : {}),
    name: form.name.trim(),
    departmentId: form.departmentId,
    minAmountFen: 'fen' in amount ? amount.fen : 0,
    categoryIds: form.categoryIds,
    levels: form.levels,
  };
}

const valid = (form: RuleForm | null): form is RuleForm => form !== null && Object.keys(ruleErrors(form)).length === 0 && Value.Check(ApprovalRuleSaveBody, rulePayload(form));

function patch(context: RuleEditorContext, change: Partial<RuleForm>): Partial<RuleEditorContext> {
  return context.form ? { form: { ...context.form, ...change }, formError: null } : {};
}

export const ruleEditorMachine = setup({
  types: {
    context: {} as RuleEditorContext,
    events: {} as RuleEditorEvent,
    input: {} as RuleEditorInput,
  },
  actors: {
    fetchPage: fromPromise<RulePageData>(() => Promise.reject(new Error('fetchPage is provided by the app'))),
    saveRule: fromPromise<{ id: number }, ApprovalRuleSaveBody>(() => Promise.reject(new Error('saveRule is provided by the app'))),
    deleteRule: fromPromise<unknown, { id: number }>(() => Promise.reject(new Error('deleteRule is provided by the app'))),
    saveSettings: fromPromise<unknown, { poRequired: boolean }>(() => Promise.reject(new Error('saveSettings is provided by the app'))),
  },
  actions: {
    /** Says a rule or the setting was saved, or a rule deleted (a toast). */
    saved: (_, _params: { what: 'saved' | 'deleted' | 'settings' }) => {},
    /** Fresh data: the PO setting being saved (shown meanwhile) gives way to what the server answers. */
    setData: assign({ data: (_, params: { data: RulePageData }) => params.data, poRequired: null }),
    openForm: assign((_, params: { form: RuleForm }) => ({ form: params.form, errors: {}, formError: null })),
    closeForm: assign({ form: null, errors: {}, formError: null }),
    edit: assign(({ context }, params: { field: 'name' | 'amount'; value: string }) => {
      const errors = { ...context.errors };
      delete errors[params.field];
      return { ...patch(context, { [params.field]: params.value }), errors };
    }),
    setDepartment: assign(({ context }, params: { departmentId: number | null }) => patch(context, { departmentId: params.departmentId })),
    toggleCategory: assign(({ context }, params: { categoryId: number }) => {
      const ids = context.form?.categoryIds ?? [];
      return patch(context, { categoryIds: ids.includes(params.categoryId) ? ids.filter((c) => c !== params.categoryId) : [...ids, params.categoryId] });
    }),
    setLevelCount: assign(({ context }, params: { count: number }) => {
      const levels = context.form?.levels ?? [];
      return patch(context, { levels: params.count === 1 ? levels.slice(0, 1) : [levels[0] ?? 'departmentApprover', levels[1] ?? 'finance'] });
    }),
    setLevel: assign(({ context }, params: { index: number; decider: ApprovalDecider }) =>
      patch(context, { levels: (context.form?.levels ?? []).map((d, i) => (i === params.index ? params.decider : d)) })),
    setErrors: assign({ errors: ({ context }) => (context.form ? ruleErrors(context.form) : {}) }),
    setFormError: assign({ formError: (_, params: { message: string | null }) => params.message }),
    setDeleting: assign({ deleting: (_, params: { id: number | null }) => params.id }),
    setPoRequired: assign({ poRequired: (_, params: { value: boolean | null }) => params.value }),
  },
  guards: {
    admin: ({ context }) => context.admin,
    knownRule: ({ context, event }) => context.admin && 'id' in event && context.data?.rules.some((r) => r.id === event.id) === true,
    knownCategory: ({ context, event }) => event.type === 'TOGGLE_CATEGORY' && context.data?.categories.some((c) => c.id === event.categoryId) === true,
    levelCount: ({ event }) => event.type === 'SET_LEVEL_COUNT' && Number.isInteger(event.count) && event.count >= 1 && event.count <= APPROVAL_LEVELS_MAX,
    levelIndex: ({ context, event }) => event.type === 'SET_LEVEL' && event.index >= 0 && event.index < (context.form?.levels.length ?? 0),
    invalid: ({ context }) => !valid(context.form),
    settingChange: ({ context, event }) => context.admin && event.type === 'SET_PO_REQUIRED' && context.data !== null && context.data.poRequired !== event.value,
  },
}).createMachine({
  id: 'ruleEditor',
  context: ({ input }) => ({ admin: input.admin, data: null, form: null, errors: {}, formError: null, deleting: null, poRequired: null }),
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
            NEW: { guard: 'admin', target: 'editing', actions: { type: 'openForm', params: { form: EMPTY_RULE } } },
            EDIT_RULE: {
              guard: 'knownRule',
              target: 'editing',
              actions: { type: 'openForm', params: ({ context, event }) => ({ form: formOfRule(context.data!.rules.find((r) => r.id === event.id)!) }) },
            },
            DELETE: { guard: 'knownRule', target: 'confirming', actions: [{ type: 'setDeleting', params: ({ event }) => ({ id: event.id }) }, { type: 'setFormError', params: { message: null } }] },
            SET_PO_REQUIRED: { guard: 'settingChange', target: '#ruleEditor.savingSettings', actions: { type: 'setPoRequired', params: ({ event }) => ({ value: event.value }) } },
          },
        },
        /** The rule dialog. */
        editing: {
          on: {
            EDIT: { actions: { type: 'edit', params: ({ event }) => event } },
            SET_DEPARTMENT: { actions: { type: 'setDepartment', params: ({ event }) => event } },
            TOGGLE_CATEGORY: { guard: 'knownCategory', actions: { type: 'toggleCategory', params: ({ event }) => event } },
            SET_LEVEL_COUNT: { guard: 'levelCount', actions: { type: 'setLevelCount', params: ({ event }) => event } },
            SET_LEVEL: { guard: 'levelIndex', actions: { type: 'setLevel', params: ({ event }) => event } },
            SUBMIT: [{ guard: 'invalid', actions: 'setErrors' }, { target: '#ruleEditor.saving' }],
            CLOSE: { target: 'viewing', actions: 'closeForm' },
          },
        },
        confirming: {
          on: {
            CONFIRM: { target: '#ruleEditor.deleting' },
            CANCEL: { target: 'viewing', actions: { type: 'setDeleting', params: { id: null } } },
          },
        },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'saveRule',
        input: ({ context }) => rulePayload(context.form ?? EMPTY_RULE),
        onDone: { target: 'loading', actions: ['closeForm', { type: 'saved', params: { what: 'saved' } }] },
        onError: { target: 'ready.editing', actions: { type: 'setFormError', params: ({ event }) => ({ message: failureOf(event.error).message }) } },
      },
    },
    deleting: {
      invoke: {
        id: 'delete',
        src: 'deleteRule',
        input: ({ context }) => ({ id: context.deleting ?? 0 }),
        onDone: { target: 'loading', actions: [{ type: 'setDeleting', params: { id: null } }, { type: 'saved', params: { what: 'deleted' } }] },
        // Refused (e.g. deleted by another admin meanwhile): say why and read the rules again.
        onError: { target: 'loading', actions: [{ type: 'setDeleting', params: { id: null } }, { type: 'setFormError', params: ({ event }) => ({ message: failureOf(event.error).message }) }] },
      },
    },
    savingSettings: {
      invoke: {
        id: 'settings',
        src: 'saveSettings',
        input: ({ context }) => ({ poRequired: context.poRequired ?? false }),
        onDone: { target: 'loading', actions: [{ type: 'setFormError', params: { message: null } }, { type: 'saved', params: { what: 'settings' } }] },
        onError: { target: 'ready.viewing', actions: [{ type: 'setPoRequired', params: { value: null } }, { type: 'setFormError', params: ({ event }) => ({ message: failureOf(event.error).message }) }] },
      },
    },
  },
});
