// 询价报价 in the staff console (/admin/enquiry, issue 22, 客服): the enquiry lines waiting for a
// manual quote as a bulk-edit table. Staff type a unit price (元), a lead time, a validity (filled
// with today + 30 days) and a note on as many rows as they like, then 保存全部: every row with
// something typed is checked cell by cell (Chinese errors beside the cell, nothing sent while one
// is wrong); the valid rows go in ONE call (quoteBatch, fen on the wire). Saved lines leave the
// queue (the list loads again); a refusal keeps every typed value. The app provides `fetchQueue`
// and `saveBatch`.
import { assign, fromPromise, setup } from 'xstate';
import type { StaffQuoteQuery } from '../../domain/enquiry/enquiry-payloads.ts';
import type { StaffQuoteRow } from '../../domain/enquiry/enquiry-views.ts';
import { QUOTE_CELL_MSG, quoteDraftErrors, quoteLineOf, type QuoteBatchAnswer, type QuoteBatchBody, type QuoteCell, type QuoteCellErrors, type QuoteDraft } from '../../domain/enquiry/quote-batch.ts';
import type { Page } from '../../domain/shared/envelope.ts';
import { failureOf } from '../shared/service-failure.ts';

export const QUOTE_PAGE_SIZE = 50;
export const NOTHING_TYPED = QUOTE_CELL_MSG.nothingTyped;

export const emptyDraft = (validUntil: string): QuoteDraft => ({ price: '', lead: '', validUntil, note: '' });

/** A row counts as being quoted once a price, a lead time or a note is typed (the validity is pre-filled). */
export const isTyped = (d: QuoteDraft | undefined): d is QuoteDraft => d !== undefined && (d.price.trim() !== '' || d.lead.trim() !== '' || d.note.trim() !== '');

export interface EnquiryQuotesContext {
  /** China's date today (YYYY-MM-DD) and the default validity. */
  today: string;
  defaultValid: string;
  current: number;
  page: Page<StaffQuoteRow> | null;
  loadError: string | null;
  drafts: Record<number, QuoteDraft>;
  errors: Record<number, QuoteCellErrors>;
  formError: string | null;
  serverError: string | null;
  saved: QuoteBatchAnswer | null;
}

export type EnquiryQuotesEvent =
  | { type: 'RETRY' }
  | { type: 'PAGE'; current: number }
  | { type: 'EDIT'; lineId: number; cell: QuoteCell; value: string }
  | { type: 'CLEAR_ROW'; lineId: number }
  | { type: 'SAVE' };

/** The problems of every typed row (rows with nothing typed are left out of the save). */
export function draftProblems(c: Pick<EnquiryQuotesContext, 'drafts' | 'today'>, lineIds: readonly number[]): { errors: Record<number, QuoteCellErrors>; typed: number } {
  const errors: Record<number, QuoteCellErrors> = {};
  let typed = 0;
  for (const id of lineIds) {
    const d = c.drafts[id];
    if (!isTyped(d)) continue;
    typed += 1;
    const e = quoteDraftErrors(d, c.today);
    if (Object.keys(e).length > 0) errors[id] = e;
  }
  return { errors, typed };
}

export function batchOf(c: Pick<EnquiryQuotesContext, 'drafts' | 'page'>): QuoteBatchBody {
  const ids = (c.page?.records ?? []).map((r) => r.lineId);
  return { lines: ids.filter((id) => isTyped(c.drafts[id])).map((id) => quoteLineOf(id, c.drafts[id]!)) };
}

const visibleIds = (c: EnquiryQuotesContext) => (c.page?.records ?? []).map((r) => r.lineId);

export const enquiryQuotesMachine = setup({
  types: { context: {} as EnquiryQuotesContext, events: {} as EnquiryQuotesEvent, input: {} as { today: string; defaultValid: string } },
  actors: {
    fetchQueue: fromPromise<Page<StaffQuoteRow>, StaffQuoteQuery>(() => Promise.reject(new Error('fetchQueue is provided by the app'))),
    saveBatch: fromPromise<QuoteBatchAnswer, QuoteBatchBody>(() => Promise.reject(new Error('saveBatch is provided by the app'))),
  },
  actions: {
    setPage: assign({ current: (_, params: { current: number }) => params.current }),
    setResult: assign({ page: (_, params: { page: Page<StaffQuoteRow> }) => params.page, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    edit: assign(({ context }, params: { lineId: number; cell: QuoteCell; value: string }) => {
      const was = context.drafts[params.lineId] ?? emptyDraft(context.defaultValid);
      const rowErrors = { ...context.errors[params.lineId] };
      delete rowErrors[params.cell];
      return {
        drafts: { ...context.drafts, [params.lineId]: { ...was, [params.cell]: params.value } },
        errors: { ...context.errors, [params.lineId]: rowErrors },
        formError: null,
        serverError: null,
        saved: null,
      };
    }),
    clearRow: assign(({ context }, params: { lineId: number }) => {
      const drafts = { ...context.drafts };
      const errors = { ...context.errors };
      delete drafts[params.lineId];
      delete errors[params.lineId];
      return { drafts, errors, formError: null };
    }),
    refuse: assign(({ context }) => {
      const p = draftProblems(context, visibleIds(context));
      return { errors: p.errors, formError: p.typed === 0 ? NOTHING_TYPED : null };
    }),
    refuseServer: assign({ serverError: (_, params: { error: unknown }) => failureOf(params.error).message || null }),
    finish: assign(({ context }, params: { answer: QuoteBatchAnswer }) => {
      const sent = new Set(batchOf(context).lines.map((l) => l.lineId));
      const drafts = Object.fromEntries(Object.entries(context.drafts).filter(([id]) => !sent.has(Number(id))));
      return { saved: params.answer, drafts, errors: {}, serverError: null, formError: null };
    }),
  },
  guards: {
    cannotSave: ({ context }) => {
      const p = draftProblems(context, visibleIds(context));
      return p.typed === 0 || Object.keys(p.errors).length > 0;
    },
    pageInRange: ({ context, event }) => event.type === 'PAGE' && event.current >= 1 && event.current <= Math.max(1, context.page?.pages ?? 1) && event.current !== context.current,
  },
}).createMachine({
  id: 'enquiryQuotes',
  context: ({ input }) => ({
    today: input.today, defaultValid: input.defaultValid, current: 1, page: null, loadError: null, drafts: {}, errors: {}, formError: null, serverError: null, saved: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchQueue',
        src: 'fetchQueue',
        input: ({ context }) => ({ current: context.current, size: QUOTE_PAGE_SIZE, state: 'requested' as const }),
        onDone: { target: 'editing', actions: { type: 'setResult', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    editing: {
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => ({ lineId: event.lineId, cell: event.cell, value: event.value }) } },
        CLEAR_ROW: { actions: { type: 'clearRow', params: ({ event }) => ({ lineId: event.lineId }) } },
        SAVE: [{ guard: 'cannotSave', actions: 'refuse' }, { target: 'saving' }],
        PAGE: { guard: 'pageInRange', target: 'loading', actions: { type: 'setPage', params: ({ event }) => ({ current: event.current }) } },
      },
    },
    saving: {
      invoke: {
        id: 'saveBatch',
        src: 'saveBatch',
        input: ({ context }) => batchOf(context),
        onDone: { target: 'loading', actions: { type: 'finish', params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: 'editing', actions: { type: 'refuseServer', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
