// The 协议价 queue (issue 39): a server-paged list of agreements, newest first, filtered by shown
// status (待确认, 生效, 已过期 …) and a keyword (number, name or company). A new filter goes back to
// page 1 and loads again. The app provides `fetchPage`.
import { assign, fromPromise, setup } from 'xstate';
import type { AgreementListBody } from '../../domain/pricing/agreement-payloads.ts';
import type { AgreementShownStatus } from '../../domain/pricing/agreement-rules.ts';
import type { AgreementRow } from '../../domain/pricing/agreement-views.ts';
import type { Page } from '../../domain/shared/envelope.ts';
import { failureOf } from '../shared/service-failure.ts';

export const AGREEMENT_PAGE_SIZE = 20;
export const AGREEMENT_KEYWORD_MAX = 40;

export interface QueueFilter {
  status: AgreementShownStatus | null;
  keyword: string | null;
}

/** The body of POST .../priceAgreement/list: the filters only when set, the keyword trimmed. */
export function queueBody(f: QueueFilter, current: number): AgreementListBody {
  const k = f.keyword?.trim().slice(0, AGREEMENT_KEYWORD_MAX) ?? '';
  return { current, size: AGREEMENT_PAGE_SIZE, ...(f.status ? { status: f.status } : {}), ...(k ? { keyword: k } : {}) };
}

export interface QueueContext {
  filter: QueueFilter;
  current: number;
  page: Page<AgreementRow> | null;
  loadError: string | null;
}

export type QueueEvent = { type: 'FILTER'; filter: QueueFilter } | { type: 'PAGE'; current: number } | { type: 'RETRY' };

export const agreementQueueMachine = setup({
  types: { context: {} as QueueContext, events: {} as QueueEvent, input: {} as { status: AgreementShownStatus | null } },
  actors: {
    fetchPage: fromPromise<Page<AgreementRow>, AgreementListBody>(() => Promise.reject(new Error('fetchPage is provided by the app'))),
  },
  actions: {
    setFilter: assign({ filter: (_, params: { filter: QueueFilter }) => params.filter, current: 1 }),
    setPage: assign({ current: (_, params: { current: number }) => params.current }),
    setResult: assign({ page: (_, params: { page: Page<AgreementRow> }) => params.page, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
  },
  guards: {
    pageInRange: ({ context, event }) => event.type === 'PAGE' && event.current >= 1 && event.current <= Math.max(1, context.page?.pages ?? 1) && event.current !== context.current,
  },
}).createMachine({
  id: 'agreementQueue',
  context: ({ input }) => ({ filter: { status: input.status, keyword: null }, current: 1, page: null, loadError: null }),
  initial: 'loading',
  on: {
    FILTER: { target: '.loading', reenter: true, actions: { type: 'setFilter', params: ({ event }) => ({ filter: event.filter }) } },
    PAGE: { guard: 'pageInRange', target: '.loading', reenter: true, actions: { type: 'setPage', params: ({ event }) => ({ current: event.current }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => queueBody(context.filter, context.current),
        onDone: { target: 'ready', actions: { type: 'setResult', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
