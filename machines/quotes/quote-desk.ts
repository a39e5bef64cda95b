// The console's quote desk (报价单, 客服, issue 39): one requested quote read by id, each line
// priced (unit price typed in 元, turned into fen by parseYuan; lead days; a remark), the validity
// (today up to QUOTE_VALID_DAYS_MAX days on, 30 by default), terms and a note to the buyer, then
// 发送报价. Every field is checked before anything is sent (a Chinese sentence per kind in the
// page's text), and the body with the very schema the server validates (QuoteSendBody), carrying
// the version the desk read. Outcomes of the send:
// - done: the quote is read again (now 已报价, read only) and the app is told (`sent`);
// - 409: someone else sent it (or the buyer withdrew it) first: the sentence is shown and the
//   quote read again;
// - another refusal or no answer: the sentence is shown, the typed prices stay for another try.
// A quote past 待报价 is shown read only. The app provides `fetchDetail`, `send` and `sent`.
import { and, assign, fromPromise, setup } from 'xstate';
import { Value } from 'typebox/value';
import { QuoteSendBody } from '../../domain/quotes/quote-payloads.ts';
import {
  QUOTE_LEAD_DAYS_MAX, QUOTE_MESSAGE_MAX, QUOTE_PRICE_MAX_FEN, QUOTE_REMARK_MAX, QUOTE_TERMS_MAX, QUOTE_VALID_DAYS_MAX,
} from '../../domain/quotes/quote-rules.ts';
import type { QuoteDetail } from '../../domain/quotes/quote-views.ts';
import { formatYuan, parseYuan } from '../../domain/shared/money.ts';
import { errorStatus } from '../shared/actor-events.ts';
import { failureOf } from '../shared/service-failure.ts';
import { addDays, isDateText } from './quote-dates.ts';

export type { QuoteDetail, QuoteSendBody };

/** The validity a new quote is given unless changed (days after today). */
export const DEFAULT_VALID_DAYS = 30;

export interface QuoteDeskInput {
  id: number;
  /** Today's China date (yyyy-mm-dd). */
  today: string;
}

export interface LineDraft {
  /** The unit price as typed, in 元. */
  price: string;
  leadDays: string;
  remark: string;
}

export type PriceProblem = 'required' | 'invalid' | 'zero' | 'tooLarge';
export type LeadProblem = 'required' | 'invalid' | 'tooLarge';
export type ValidProblem = 'required' | 'invalid' | 'past' | 'tooFar';

export interface LineErrors {
  price?: PriceProblem;
  leadDays?: LeadProblem;
  remark?: 'tooLong';
}

export interface DeskErrors {
  lines: Record<number, LineErrors>;
  validUntil?: ValidProblem;
  terms?: 'tooLong';
  staffNote?: 'tooLong';
}

export type DeskField = 'validUntil' | 'terms' | 'staffNote';
export type LineField = keyof LineDraft;

export type DeskNotice = { kind: 'sent' } | { kind: 'conflict'; text: string } | { kind: 'refused'; text: string };

export interface QuoteDeskContext {
  id: number;
  today: string;
  detail: QuoteDetail | null;
  drafts: Record<number, LineDraft>;
  validUntil: string;
  terms: string;
  staffNote: string;
  errors: DeskErrors;
  notice: DeskNotice | null;
}

export type QuoteDeskEvent =
  | { type: 'EDIT_LINE'; lineNo: number; field: LineField; value: string }
  | { type: 'EDIT'; field: DeskField; value: string }
  | { type: 'SEND' }
  | { type: 'RETRY' }
  | { type: 'RELOAD' };

/** The price in fen, or why it cannot be one: empty, not an amount of 元 (letters, 3 decimals, negative), 0, too large. */
export function priceOf(text: string): { fen: number } | { problem: PriceProblem } {
  if (text.trim() === '') return { problem: 'required' };
  let fen: number;
  try {
    fen = parseYuan(text);
  } catch {
    return { problem: 'invalid' };
  }
  if (fen < 0) return { problem: 'invalid' };
  if (fen === 0) return { problem: 'zero' };
  return fen > QUOTE_PRICE_MAX_FEN ? { problem: 'tooLarge' } : { fen };
}

/** Whole days from 0 to QUOTE_LEAD_DAYS_MAX. */
export function leadDaysOf(text: string): { days: number } | { problem: LeadProblem } {
  const clean = text.trim();
  if (clean === '') return { problem: 'required' };
  if (!/^\d{1,6}$/.test(clean)) return { problem: 'invalid' };
  const days = Number(clean);
  return days > QUOTE_LEAD_DAYS_MAX ? { problem: 'tooLarge' } : { days };
}

export function validUntilProblem(date: string, today: string): ValidProblem | null {
  const clean = date.trim();
  if (clean === '') return 'required';
  if (!isDateText(clean)) return 'invalid';
  if (clean < today) return 'past';
  return clean > addDays(today, QUOTE_VALID_DAYS_MAX) ? 'tooFar' : null;
}

export function lineErrors(draft: LineDraft): LineErrors {
  const out: LineErrors = {};
  const price = priceOf(draft.price);
  if ('problem' in price) out.price = price.problem;
  const lead = leadDaysOf(draft.leadDays);
  if ('problem' in lead) out.leadDays = lead.problem;
  if (draft.remark.trim().length > QUOTE_REMARK_MAX) out.remark = 'tooLong';
  return out;
}

export function deskErrors(context: Pick<QuoteDeskContext, 'detail' | 'drafts' | 'validUntil' | 'terms' | 'staffNote' | 'today'>): DeskErrors {
  const lines: Record<number, LineErrors> = {};
  for (const line of context.detail?.lines ?? []) {
    const errors = lineErrors(context.drafts[line.lineNo] ?? EMPTY_DRAFT);
    if (Object.keys(errors).length > 0) lines[line.lineNo] = errors;
  }
  const out: DeskErrors = { lines };
  const valid = validUntilProblem(context.validUntil, context.today);
  if (valid) out.validUntil = valid;
  if (context.terms.trim().length > QUOTE_TERMS_MAX) out.terms = 'tooLong';
  if (context.staffNote.trim().length > QUOTE_MESSAGE_MAX) out.staffNote = 'tooLong';
  return out;
}

export function hasDeskErrors(errors: DeskErrors): boolean {
  return Object.keys(errors.lines).length > 0 || errors.validUntil !== undefined || errors.terms !== undefined || errors.staffNote !== undefined;
}

/** The count of lines with an error. */
export function badLineCount(errors: DeskErrors): number {
  return Object.keys(errors.lines).length;
}

const EMPTY_DRAFT: LineDraft = { price: '', leadDays: '', remark: '' };

/** The send body (call only when deskErrors finds nothing). */
export function sendBody(context: Pick<QuoteDeskContext, 'id' | 'detail' | 'drafts' | 'validUntil' | 'terms' | 'staffNote'>): QuoteSendBody {
  const terms = context.terms.trim();
  const note = context.staffNote.trim();
  return {
    id: context.id,
    version: context.detail?.version ?? 1,
    lines: (context.detail?.lines ?? []).map((line) => {
      const draft = context.drafts[line.lineNo] ?? EMPTY_DRAFT;
      const price = priceOf(draft.price);
      const lead = leadDaysOf(draft.leadDays);
      const remark = draft.remark.trim();
      return {
        lineNo: line.lineNo,
        priceFen: 'fen' in price ? price.fen : 0,
        leadDays: 'days' in lead ? lead.days : 0,
        ...(remark !== '' ? { remark } : {}),
      };
    }),
    validUntil: context.validUntil.trim(),
    ...(terms !== '' ? { terms } : {}),
    ...(note !== '' ? { staffNote: note } : {}),
  };
}

/** What the desk shows to edit for a quote read: its prices if it has some, else empty. */
export function draftsOf(detail: QuoteDetail): Record<number, LineDraft> {
  return Object.fromEntries(
    detail.lines.map((line) => [
      line.lineNo,
      { price: line.priceFen === null ? '' : formatYuan(line.priceFen).replace(/,/g, ''), leadDays: line.leadDays === null ? '' : String(line.leadDays), remark: line.remark },
    ]),
  );
}

export const quoteDeskMachine = setup({
  types: {
    context: {} as QuoteDeskContext,
    events: {} as QuoteDeskEvent,
    input: {} as QuoteDeskInput,
  },
  actors: {
    fetchDetail: fromPromise<QuoteDetail, { id: number }>(() => Promise.reject(new Error('fetchDetail is provided by the app'))),
    send: fromPromise<unknown, QuoteSendBody>(() => Promise.reject(new Error('send is provided by the app'))),
  },
  actions: {
    /** The quote was sent: the app refreshes its queue. */
    sent: () => {},
    setDetail: assign(({ context }, params: { detail: QuoteDetail }) => ({
      detail: params.detail,
      drafts: draftsOf(params.detail),
      validUntil: params.detail.validUntil ?? addDays(context.today, DEFAULT_VALID_DAYS),
      terms: params.detail.terms,
      staffNote: params.detail.staffNote,
      errors: { lines: {} },
    })),
    editLine: assign(({ context }, params: { lineNo: number; field: LineField; value: string }) => {
      const draft = { ...(context.drafts[params.lineNo] ?? EMPTY_DRAFT), [params.field]: params.value };
      const lines = { ...context.errors.lines };
      const errors = { ...(lines[params.lineNo] ?? {}) };
      delete errors[params.field];
      if (Object.keys(errors).length > 0) lines[params.lineNo] = errors;
      else delete lines[params.lineNo];
      return { drafts: { ...context.drafts, [params.lineNo]: draft }, errors: { ...context.errors, lines }, notice: null };
    }),
    edit: assign(({ context }, params: { field: DeskField; value: string }) => {
      const errors = { ...context.errors };
      delete errors[params.field];
      return { [params.field]: params.value, errors, notice: null };
    }),
    setErrors: assign({ errors: ({ context }) => deskErrors(context), notice: null }),
    setNotice: assign({ notice: (_, params: { notice: DeskNotice | null }) => params.notice }),
  },
  guards: {
    editable: ({ context }) => context.detail?.status === 'requested',
    knownLine: ({ context }, params: { lineNo: number }) => context.detail?.status === 'requested' && context.detail.lines.some((l) => l.lineNo === params.lineNo),
    invalid: ({ context }) => hasDeskErrors(deskErrors(context)) || !Value.Check(QuoteSendBody, sendBody(context)),
    notFound: ({ event }) => errorStatus(event) === 404,
    conflict: ({ event }) => errorStatus(event) === 409,
  },
}).createMachine({
  id: 'quoteDesk',
  context: ({ input }) => ({
    id: input.id,
    today: input.today,
    detail: null,
    drafts: {},
    validUntil: addDays(input.today, DEFAULT_VALID_DAYS),
    terms: '',
    staffNote: '',
    errors: { lines: {} },
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'detail',
        src: 'fetchDetail',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
        onError: [{ guard: 'notFound', target: 'missing' }, { target: 'failure' }],
      },
    },
    failure: {
      on: { RETRY: { target: 'loading' } },
    },
    missing: {},
    ready: {
      on: {
        EDIT_LINE: {
          guard: { type: 'knownLine', params: ({ event }) => ({ lineNo: event.lineNo }) },
          actions: { type: 'editLine', params: ({ event }) => ({ lineNo: event.lineNo, field: event.field, value: event.value }) },
        },
        EDIT: { guard: 'editable', actions: { type: 'edit', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        SEND: [
          { guard: and(['editable', 'invalid']), actions: 'setErrors' },
          { guard: 'editable', target: 'sending', actions: { type: 'setNotice', params: { notice: null } } },
        ],
        RELOAD: { target: 'loading', actions: { type: 'setNotice', params: { notice: null } } },
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => sendBody(context),
        onDone: { target: 'loading', actions: [{ type: 'setNotice', params: { notice: { kind: 'sent' } } }, 'sent'] },
        onError: [
          { guard: 'conflict', target: 'loading', actions: { type: 'setNotice', params: ({ event }) => ({ notice: { kind: 'conflict', text: failureOf(event.error).message } }) } },
          { target: 'ready', actions: { type: 'setNotice', params: ({ event }) => ({ notice: { kind: 'refused', text: failureOf(event.error).message } }) } },
        ],
      },
    },
  },
});
