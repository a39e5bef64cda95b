// The agreement editor (console 协议价, issue 39): 运营 picks the company, names the agreement, sets
// its window and note, adds goods fixed prices (searched by model or code), brand and category
// rates, imports a goods-price sheet into a saved draft, saves and submits it for a 管理员's
// confirmation. The form is checked with the server's rules before anything is sent
// (agreement-form.ts); a refusal keeps the form with the server's sentence. A sheet is imported
// only into a saved draft with no unsaved edits (the import answers the agreement as stored).
// The app provides the actors: load, searchCompanies, searchGoods, save, submit, importSheet.
import { assign, fromPromise, setup } from 'xstate';
import type { AgreementImportMode, AgreementSaveBody } from '../../domain/pricing/agreement-payloads.ts';
import type { AgreementCompanyOption, AgreementDetail, AgreementImportAnswer, AgreementImportRow, AgreementOptions } from '../../domain/pricing/agreement-views.ts';
import { failureOf } from '../shared/service-failure.ts';
import { emptyForm, formErrorsOf, formOf, saveBodyOf, type AgreementForm, type FormError, type FormField } from './agreement-form.ts';

export interface GoodsHit {
  id: number;
  goodsCode: string;
  model: string;
  name: string;
  brandName: string;
  memberPriceFen: number;
}

export interface EditorInput {
  /** The agreement edited, or null for a new one. */
  id: number | null;
  /** Today and a year later (yyyy-mm-dd, China): a new agreement's window. */
  today: string;
  yearLater: string;
}

export interface Loaded {
  detail: AgreementDetail | null;
  options: AgreementOptions;
}

export interface Saved {
  detail: AgreementDetail;
  msg: string;
}

export interface ImportInput {
  id: number;
  version: number;
  mode: AgreementImportMode;
  file: Blob;
  fileName: string;
}

export type RateKind = 'brands' | 'categories';

export interface EditorContext {
  input: EditorInput;
  form: AgreementForm;
  /** The agreement as last stored (null until the first save). */
  saved: AgreementDetail | null;
  /** Edits since it was loaded or saved. */
  dirty: boolean;
  options: AgreementOptions | null;
  companies: AgreementCompanyOption[];
  goodsHits: GoodsHit[] | null;
  errors: Partial<Record<FormField, FormError>>;
  /** The server's refusal of the last call, or null. */
  failure: string | null;
  /** The server's message of the last call that succeeded. */
  notice: string | null;
  importRows: AgreementImportRow[] | null;
  pendingImport: Omit<ImportInput, 'id' | 'version'> | null;
}

export type EditorEvent =
  | { type: 'EDIT'; patch: Partial<Pick<AgreementForm, 'name' | 'note' | 'validFrom' | 'validTo'>> }
  | { type: 'SEARCH_COMPANY'; keyword: string }
  | { type: 'PICK_COMPANY'; id: number; name: string }
  | { type: 'SEARCH_GOODS'; keyword: string }
  | { type: 'ADD_GOODS'; hit: GoodsHit }
  | { type: 'PRICE'; goodsId: number; text: string }
  | { type: 'REMOVE_GOODS'; goodsId: number }
  | { type: 'ADD_RATE'; kind: RateKind; id: number }
  | { type: 'SET_RATE'; kind: RateKind; id: number; text: string }
  | { type: 'REMOVE_RATE'; kind: RateKind; id: number }
  | { type: 'SAVE' }
  | { type: 'SUBMIT' }
  | { type: 'IMPORT'; mode: AgreementImportMode; file: Blob; fileName: string }
  | { type: 'RETRY' };

/** After an edit: the form, marked changed, and (once a save was refused) its problems as they stand now. */
function edited(context: EditorContext, form: AgreementForm) {
  return { form, dirty: true, notice: null, errors: Object.keys(context.errors).length > 0 ? formErrorsOf(form) : {} };
}

export const agreementEditorMachine = setup({
  types: { context: {} as EditorContext, events: {} as EditorEvent, input: {} as EditorInput },
  actors: {
    load: fromPromise<Loaded, { id: number | null }>(() => Promise.reject(new Error('load is provided by the app'))),
    searchCompanies: fromPromise<AgreementCompanyOption[], { keyword: string }>(() => Promise.reject(new Error('searchCompanies is provided by the app'))),
    searchGoods: fromPromise<GoodsHit[], { keyword: string }>(() => Promise.reject(new Error('searchGoods is provided by the app'))),
    save: fromPromise<Saved, AgreementSaveBody>(() => Promise.reject(new Error('save is provided by the app'))),
    submit: fromPromise<Saved, { id: number; version: number }>(() => Promise.reject(new Error('submit is provided by the app'))),
    importSheet: fromPromise<AgreementImportAnswer & { msg: string }, ImportInput>(() => Promise.reject(new Error('importSheet is provided by the app'))),
  },
  actions: {
    setLoaded: assign(({ context }, params: { loaded: Loaded }) => ({
      options: params.loaded.options,
      saved: params.loaded.detail,
      form: params.loaded.detail ? formOf(params.loaded.detail) : context.form,
      dirty: false,
      failure: null,
    })),
    setFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error).message || null }),
    edit: assign(({ context }, params: { patch: Partial<AgreementForm> }) => edited(context, { ...context.form, ...params.patch })),
    setCompanies: assign({ companies: (_, params: { companies: AgreementCompanyOption[] }) => params.companies, failure: null }),
    setGoodsHits: assign({ goodsHits: (_, params: { hits: GoodsHit[] }) => params.hits, failure: null }),
    addGoods: assign(({ context }, params: { hit: GoodsHit }) =>
      edited(context, {
        ...context.form,
        goods: [...context.form.goods, { goodsId: params.hit.id, goodsCode: params.hit.goodsCode, model: params.hit.model, name: params.hit.name, memberPriceFen: params.hit.memberPriceFen, priceText: '' }],
      }),
    ),
    price: assign(({ context }, params: { goodsId: number; text: string }) =>
      edited(context, { ...context.form, goods: context.form.goods.map((g) => (g.goodsId === params.goodsId ? { ...g, priceText: params.text } : g)) }),
    ),
    removeGoods: assign(({ context }, params: { goodsId: number }) => edited(context, { ...context.form, goods: context.form.goods.filter((g) => g.goodsId !== params.goodsId) })),
    addRate: assign(({ context }, params: { kind: RateKind; id: number }) => {
      const list = params.kind === 'brands' ? context.options?.brands : context.options?.categories;
      const name = list?.find((o) => o.id === params.id)?.name ?? String(params.id);
      return edited(context, { ...context.form, [params.kind]: [...context.form[params.kind], { id: params.id, name, rateText: '' }] });
    }),
    setRate: assign(({ context }, params: { kind: RateKind; id: number; text: string }) =>
      edited(context, { ...context.form, [params.kind]: context.form[params.kind].map((r) => (r.id === params.id ? { ...r, rateText: params.text } : r)) }),
    ),
    removeRate: assign(({ context }, params: { kind: RateKind; id: number }) => edited(context, { ...context.form, [params.kind]: context.form[params.kind].filter((r) => r.id !== params.id) })),
    showErrors: assign({ errors: ({ context }) => formErrorsOf(context.form), notice: null }),
    clearErrors: assign({ errors: {}, failure: null, notice: null }),
    setSaved: assign((_, params: { saved: Saved }) => ({ saved: params.saved.detail, form: formOf(params.saved.detail), dirty: false, notice: params.saved.msg, failure: null })),
    keepImport: assign({ pendingImport: (_, params: { mode: AgreementImportMode; file: Blob; fileName: string }) => params, importRows: null, failure: null, notice: null }),
    setImported: assign((_, params: { answer: AgreementImportAnswer & { msg: string } }) => ({
      saved: params.answer.agreement, form: formOf(params.answer.agreement), dirty: false, importRows: params.answer.rows, notice: params.answer.msg, pendingImport: null, failure: null,
    })),
  },
  guards: {
    formValid: ({ context }) => Object.keys(formErrorsOf(context.form)).length === 0,
    canImport: ({ context }) => context.saved !== null && !context.dirty && (context.saved.status === 'draft' || context.saved.status === 'rejected'),
    goodsNew: ({ context, event }) => event.type === 'ADD_GOODS' && !context.form.goods.some((g) => g.goodsId === event.hit.id),
    rateNew: ({ context, event }) => event.type === 'ADD_RATE' && !context.form[event.kind].some((r) => r.id === event.id),
    keywordGiven: ({ event }) => (event.type === 'SEARCH_GOODS' || event.type === 'SEARCH_COMPANY') && event.keyword.trim().length > 0,
  },
}).createMachine({
  id: 'agreementEditor',
  context: ({ input }) => ({
    input, form: emptyForm(input.today, input.yearLater), saved: null, dirty: false, options: null, companies: [], goodsHits: null,
    errors: {}, failure: null, notice: null, importRows: null, pendingImport: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.input.id }),
        onDone: { target: 'editing', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    editing: {
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => ({ patch: event.patch }) } },
        PICK_COMPANY: { actions: { type: 'edit', params: ({ event }) => ({ patch: { companyId: event.id, companyName: event.name } }) } },
        SEARCH_COMPANY: { guard: 'keywordGiven', target: 'searchingCompanies' },
        SEARCH_GOODS: { guard: 'keywordGiven', target: 'searchingGoods' },
        ADD_GOODS: { guard: 'goodsNew', actions: { type: 'addGoods', params: ({ event }) => ({ hit: event.hit }) } },
        PRICE: { actions: { type: 'price', params: ({ event }) => ({ goodsId: event.goodsId, text: event.text }) } },
        REMOVE_GOODS: { actions: { type: 'removeGoods', params: ({ event }) => ({ goodsId: event.goodsId }) } },
        ADD_RATE: { guard: 'rateNew', actions: { type: 'addRate', params: ({ event }) => ({ kind: event.kind, id: event.id }) } },
        SET_RATE: { actions: { type: 'setRate', params: ({ event }) => ({ kind: event.kind, id: event.id, text: event.text }) } },
        REMOVE_RATE: { actions: { type: 'removeRate', params: ({ event }) => ({ kind: event.kind, id: event.id }) } },
        SAVE: [{ guard: 'formValid', target: 'saving', actions: 'clearErrors' }, { actions: 'showErrors' }],
        SUBMIT: [{ guard: 'formValid', target: 'savingToSubmit', actions: 'clearErrors' }, { actions: 'showErrors' }],
        IMPORT: { guard: 'canImport', target: 'importing', actions: { type: 'keepImport', params: ({ event }) => ({ mode: event.mode, file: event.file, fileName: event.fileName }) } },
      },
    },
    searchingCompanies: {
      invoke: {
        id: 'searchCompanies',
        src: 'searchCompanies',
        input: ({ event }) => ({ keyword: event.type === 'SEARCH_COMPANY' ? event.keyword.trim() : '' }),
        onDone: { target: 'editing', actions: { type: 'setCompanies', params: ({ event }) => ({ companies: event.output }) } },
        onError: { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    searchingGoods: {
      invoke: {
        id: 'searchGoods',
        src: 'searchGoods',
        input: ({ event }) => ({ keyword: event.type === 'SEARCH_GOODS' ? event.keyword.trim() : '' }),
        onDone: { target: 'editing', actions: { type: 'setGoodsHits', params: ({ event }) => ({ hits: event.output }) } },
        onError: { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => saveBodyOf(context.form, context.saved ? { id: context.saved.id, version: context.saved.version } : null),
        onDone: { target: 'editing', actions: { type: 'setSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    savingToSubmit: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => saveBodyOf(context.form, context.saved ? { id: context.saved.id, version: context.saved.version } : null),
        onDone: { target: 'submitting', actions: { type: 'setSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ id: context.saved!.id, version: context.saved!.version }),
        onDone: { target: 'submitted', actions: { type: 'setSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    importing: {
      invoke: {
        id: 'importSheet',
        src: 'importSheet',
        input: ({ context }) => ({ id: context.saved!.id, version: context.saved!.version, ...context.pendingImport! }),
        onDone: { target: 'editing', actions: { type: 'setImported', params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Sent to a 管理员: the page shows the agreement's detail. */
    submitted: { type: 'final' },
  },
});
