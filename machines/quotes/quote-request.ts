// The 申请报价 dialog (issue 39): a buyer asks 客服 for a formal quote of the cart's checked lines,
// a batch enquiry's matched lines or a requisition list, with a message and a wanted date. The
// form is checked with the very schema the server validates (QuoteRequestBody) and the wanted date
// must not be before today (China day, given as input); a refusal returns to the form with the
// server's sentence and a new SUBMIT retries. Done: the app is told (`requested`) the new quote's
// id and goes to /quote/{id}. The app provides `request` and `requested`.
import { assign, fromPromise, setup } from 'xstate';
import { Value } from 'typebox/value';
import { QuoteRequestBody, type QuoteLineRequest } from '../../domain/quotes/quote-payloads.ts';
import { QUOTE_MESSAGE_MAX, type QuoteSource } from '../../domain/quotes/quote-rules.ts';
import { failureOf } from '../shared/service-failure.ts';
import { isDateText } from './quote-dates.ts';

export type { QuoteRequestBody, QuoteSource };

export interface QuoteRequestInput {
  source: QuoteSource;
  sourceId?: number;
  lines?: QuoteLineRequest[];
  /** Today's China date (yyyy-mm-dd): the earliest wanted date. */
  today: string;
}

export type MessageProblem = 'tooLong';
export type WantedDateProblem = 'invalid' | 'past';

export interface QuoteRequestErrors {
  message?: MessageProblem;
  wantedDate?: WantedDateProblem;
}

export interface QuoteRequestContext extends QuoteRequestInput {
  message: string;
  /** yyyy-mm-dd as picked, or '' for none. */
  wantedDate: string;
  errors: QuoteRequestErrors;
  /** The server's refusal of the last submit. */
  formError: string | null;
  quoteId: number | null;
}

export type QuoteRequestEvent =
  | { type: 'EDIT'; field: 'message' | 'wantedDate'; value: string }
  | { type: 'SUBMIT' };

export function requestErrors(context: Pick<QuoteRequestContext, 'message' | 'wantedDate' | 'today'>): QuoteRequestErrors {
  const out: QuoteRequestErrors = {};
  if (context.message.trim().length > QUOTE_MESSAGE_MAX) out.message = 'tooLong';
  const date = context.wantedDate.trim();
  if (date !== '') {
    if (!isDateText(date)) out.wantedDate = 'invalid';
    else if (date < context.today) out.wantedDate = 'past';
  }
  return out;
}

/** The body of the request: the source, its id and lines when given, the message and date when filled. */
export function requestBody(context: Pick<QuoteRequestContext, 'source' | 'sourceId' | 'lines' | 'message' | 'wantedDate'>): QuoteRequestBody {
  const message = context.message.trim();
  const date = context.wantedDate.trim();
  return {
    source: context.source,
    ...(context.sourceId !== undefined ? { sourceId: context.sourceId } : {}),
    ...(context.lines !== undefined ? { lines: context.lines } : {}),
    ...(message !== '' ? { message } : {}),
    ...(date !== '' ? { wantedDate: date } : {}),
  };
}

const valid = (context: QuoteRequestContext) => Object.keys(requestErrors(context)).length === 0 && Value.Check(QuoteRequestBody, requestBody(context));

export const quoteRequestMachine = setup({
  types: {
    context: {} as QuoteRequestContext,
    events: {} as QuoteRequestEvent,
    input: {} as QuoteRequestInput,
  },
  actors: {
    request: fromPromise<{ quoteId: number }, QuoteRequestBody>(() => Promise.reject(new Error('request is provided by the app'))),
  },
  actions: {
    /** The quote exists: the app goes to /quote/{id}. */
    requested: (_, _params: { quoteId: number }) => {},
    edit: assign(({ context }, params: { field: 'message' | 'wantedDate'; value: string }) => {
      const errors = { ...context.errors };
      delete errors[params.field];
      return { [params.field]: params.value, errors, formError: null };
    }),
    setErrors: assign({ errors: ({ context }) => requestErrors(context), formError: null }),
    setFormError: assign({ formError: (_, params: { message: string }) => params.message }),
    setQuote: assign({ quoteId: (_, params: { quoteId: number }) => params.quoteId }),
  },
  guards: {
    invalid: ({ context }) => !valid(context),
  },
}).createMachine({
  id: 'quoteRequest',
  context: ({ input }) => ({ ...input, message: '', wantedDate: '', errors: {}, formError: null, quoteId: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        SUBMIT: [{ guard: 'invalid', actions: 'setErrors' }, { target: 'submitting' }],
      },
    },
    submitting: {
      invoke: {
        id: 'request',
        src: 'request',
        input: ({ context }) => requestBody(context),
        onDone: {
          target: 'done',
          actions: [{ type: 'setQuote', params: ({ event }) => ({ quoteId: event.output.quoteId }) }, { type: 'requested', params: ({ event }) => ({ quoteId: event.output.quoteId }) }],
        },
        onError: { target: 'editing', actions: { type: 'setFormError', params: ({ event }) => ({ message: failureOf(event.error).message }) } },
      },
    },
    done: { type: 'final' },
  },
});
