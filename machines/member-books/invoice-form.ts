// The add/edit invoice title dialog (InvoiceFormDialog): the fields of POST memberInvoice/save|
// update, checked with the shared schema (InvoiceBody) and the shared invoice rules
// (domain/member-books/invoice-rules.ts invoiceProblem, whose sentences are shown under the field they are
// about; the taxpayer number is checked per GB 32100 there). A 专票 is for a company only, so
// choosing it makes the title a company's; `requireSpecial` (checkout of an order that needs a
// 专票) fixes the type to 专票. A personal title sends no company fields.
// The app provides `saveInvoice` and `saved`.
import { assign, emit, fromPromise, setup } from 'xstate';
import { INVOICE_NORMAL, INVOICE_PROBLEM_FIELDS, INVOICE_SPECIAL, invoiceProblem, TITLE_COMPANY, TITLE_PERSONAL } from '../../domain/member-books/invoice-rules.ts';
import { InvoiceBody } from '../../domain/member-books/book-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';
import { hasFieldErrors, orNull, schemaErrors, withoutFieldError } from './form-errors.ts';
import type { FormErrors } from './form-errors.ts';

/** An invoice title as GET memberInvoice/list and save/update answer it. */
export interface InvoiceRow {
  id: number;
  invoiceType: number;
  titleType: number;
  title: string;
  taxNo: string | null;
  regAddress: string | null;
  regPhone: string | null;
  bankName: string | null;
  bankAccount: string | null;
  receiverName: string | null;
  receiverMobile: string | null;
  receiverEmail: string | null;
  receiverAddress: string | null;
  isDefault: boolean;
  updatedAt?: string;
}

export type InvoicePayload = InvoiceBody;

export const INVOICE_TEXT_FIELDS = [
  'title',
  'taxNo',
  'regAddress',
  'regPhone',
  'bankName',
  'bankAccount',
  'receiverName',
  'receiverMobile',
  'receiverEmail',
  'receiverAddress',
] as const;
export type InvoiceTextField = (typeof INVOICE_TEXT_FIELDS)[number];
export type InvoiceField = InvoiceTextField | 'titleType';

export interface InvoiceValues extends Record<InvoiceTextField, string> {
  invoiceType: 1 | 2;
  titleType: 1 | 2;
  isDefault: boolean;
}

export interface SaveInvoiceInput {
  id: number | null;
  body: InvoicePayload;
}

export interface InvoiceFormInput {
  invoice: InvoiceRow | null;
  requireSpecial?: boolean;
}

export interface InvoiceFormContext {
  id: number | null;
  requireSpecial: boolean;
  values: InvoiceValues;
  errors: FormErrors<InvoiceField>;
  formError: string | null;
}

export type InvoiceFormEvent =
  | { type: 'EDIT'; field: InvoiceTextField; value: string }
  | { type: 'SET_INVOICE_TYPE'; value: 1 | 2 }
  | { type: 'SET_TITLE_TYPE'; value: 1 | 2 }
  | { type: 'TOGGLE_DEFAULT'; on: boolean }
  | { type: 'SUBMIT' };

const one = (n: number): 1 | 2 => (n === 2 ? 2 : 1);

export function invoiceValuesOf(row: InvoiceRow | null, requireSpecial = false): InvoiceValues {
  const text = (v: string | null | undefined) => v ?? '';
  const invoiceType = requireSpecial ? INVOICE_SPECIAL : one(row?.invoiceType ?? INVOICE_NORMAL);
  return {
    invoiceType,
    titleType: invoiceType === INVOICE_SPECIAL ? TITLE_COMPANY : one(row?.titleType ?? TITLE_COMPANY),
    title: text(row?.title),
    taxNo: text(row?.taxNo),
    regAddress: text(row?.regAddress),
    regPhone: text(row?.regPhone),
    bankName: text(row?.bankName),
    bankAccount: text(row?.bankAccount),
    receiverName: text(row?.receiverName),
    receiverMobile: text(row?.receiverMobile),
    receiverEmail: text(row?.receiverEmail),
    receiverAddress: text(row?.receiverAddress),
    isDefault: row?.isDefault ?? false,
  };
}

/** The payload the form sends: trimmed, empty fields null, no company fields for a person. */
export function invoicePayload(values: InvoiceValues): InvoicePayload {
  const company = values.titleType === TITLE_COMPANY;
  const companyField = (field: InvoiceTextField) => (company ? orNull(values[field]) : null);
  const taxNo = companyField('taxNo');
  return {
    invoiceType: values.invoiceType,
    titleType: values.titleType,
    title: values.title.trim(),
    taxNo: taxNo ? taxNo.toUpperCase() : null,
    regAddress: companyField('regAddress'),
    regPhone: companyField('regPhone'),
    bankName: companyField('bankName'),
    bankAccount: companyField('bankAccount'),
    receiverName: orNull(values.receiverName),
    receiverMobile: orNull(values.receiverMobile),
    receiverEmail: orNull(values.receiverEmail),
    receiverAddress: orNull(values.receiverAddress),
    isDefault: values.isDefault,
  };
}

/** The field an invoiceProblem sentence is about. */
function problemField(problem: string): InvoiceField {
  return INVOICE_PROBLEM_FIELDS.find(([word]) => problem.includes(word))?.[1] ?? 'titleType';
}

/** A value that satisfies the rule about `field`, to look for the next broken rule. */
const SATISFIED: Record<string, unknown> = {
  titleType: TITLE_COMPANY,
  taxNo: '91350100M000100Y43',
  regAddress: '-',
  regPhone: '-',
  bankName: '-',
  bankAccount: '-',
};

/**
 * Every rule of invoiceProblem the payload breaks, each under its field with the rule's own
 * words: the first problem is recorded, its field is then taken as satisfied and the rules are
 * asked again, so the rules stay written once (domain/member-books/invoice-rules.ts).
 */
export function invoiceRuleErrors(body: InvoicePayload): FormErrors<InvoiceField> {
  const out: FormErrors<InvoiceField> = {};
  let probe: Record<string, unknown> = { ...body };
  for (let round = 0; round < 8; round += 1) {
    const problem = invoiceProblem(probe as unknown as Parameters<typeof invoiceProblem>[0]);
    if (!problem) break;
    const field = problemField(problem);
    if (out[field]) break;
    out[field] = { kind: 'rule', message: problem };
    probe = { ...probe, [field]: field === 'taxNo' && body.titleType === TITLE_PERSONAL ? null : SATISFIED[field] };
  }
  return out;
}

export function invoiceErrors(values: InvoiceValues): FormErrors<InvoiceField> {
  const body = invoicePayload(values);
  const shape = schemaErrors<InvoiceField>(InvoiceBody, body as unknown as Record<string, unknown>, (property) =>
    (INVOICE_TEXT_FIELDS as readonly string[]).includes(property) ? (property as InvoiceTextField) : property === 'titleType' ? 'titleType' : null,
  );
  // A field with a malformed value is told so first; the rules speak about the others.
  return { ...invoiceRuleErrors(body), ...shape };
}

export const invoiceFormMachine = setup({
  types: {
    context: {} as InvoiceFormContext,
    events: {} as InvoiceFormEvent,
    input: {} as InvoiceFormInput,
    emitted: {} as { type: 'saved'; row: InvoiceRow },
  },
  actors: {
    saveInvoice: fromPromise<InvoiceRow, SaveInvoiceInput>(() => Promise.reject(new Error('saveInvoice is provided by the app'))),
  },
  actions: {
    /** Hands the saved row to the app (emitted as `saved`: the dialog's onSaved). */
    saved: emit((_, params: { row: InvoiceRow }) => ({ type: 'saved' as const, row: params.row })),
    edit: assign(({ context }, params: { field: InvoiceTextField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      errors: withoutFieldError(context.errors, params.field),
      formError: null,
    })),
    setInvoiceType: assign(({ context }, params: { value: 1 | 2 }) => ({
      values: {
        ...context.values,
        invoiceType: params.value,
        // A 专票 is issued to a company only.
        titleType: params.value === INVOICE_SPECIAL ? TITLE_COMPANY : context.values.titleType,
      },
      errors: {},
      formError: null,
    })),
    setTitleType: assign(({ context }, params: { value: 1 | 2 }) => ({
      values: { ...context.values, titleType: params.value },
      errors: {},
      formError: null,
    })),
    toggleDefault: assign({ values: ({ context }, params: { on: boolean }) => ({ ...context.values, isDefault: params.on }) }),
    setErrors: assign({ errors: ({ context }) => invoiceErrors(context.values) }),
    clearErrors: assign({ errors: {}, formError: null }),
    setFormError: assign({ formError: (_, params: { message: string }) => params.message }),
  },
  guards: {
    invalid: ({ context }) => hasFieldErrors(invoiceErrors(context.values)),
    typeFree: ({ context }) => !context.requireSpecial,
    /** A person may hold a 普票 title only. */
    titleFree: ({ context, event }) => event.type === 'SET_TITLE_TYPE' && (context.values.invoiceType !== INVOICE_SPECIAL || event.value === TITLE_COMPANY),
  },
}).createMachine({
  id: 'invoiceForm',
  context: ({ input }) => ({
    id: input.invoice?.id ?? null,
    requireSpecial: input.requireSpecial === true,
    values: invoiceValuesOf(input.invoice, input.requireSpecial === true),
    errors: {},
    formError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => event } },
        SET_INVOICE_TYPE: { guard: 'typeFree', actions: { type: 'setInvoiceType', params: ({ event }) => event } },
        SET_TITLE_TYPE: { guard: 'titleFree', actions: { type: 'setTitleType', params: ({ event }) => event } },
        TOGGLE_DEFAULT: { actions: { type: 'toggleDefault', params: ({ event }) => event } },
        SUBMIT: [{ guard: 'invalid', actions: 'setErrors' }, { target: 'saving', actions: 'clearErrors' }],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'saveInvoice',
        input: ({ context }) => ({ id: context.id, body: invoicePayload(context.values) }),
        onDone: { target: 'saved', actions: { type: 'saved', params: ({ event }) => ({ row: event.output }) } },
        onError: { target: 'editing', actions: { type: 'setFormError', params: ({ event }) => ({ message: failureOf(event.error).message }) } },
      },
    },
    saved: {},
  },
});
