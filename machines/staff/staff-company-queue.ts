// The 企业管理 list (issue 37 item 7): a server-paged list of companies, newest first, searched by
// company name or credit code. A new search or 清空 goes back to page 1 and loads again; a
// keyword over COMPANY_KEYWORD_MAX is refused before anything is sent. The app provides `fetchPage`.
import { assign, fromPromise, setup } from 'xstate';
import { COMPANY_KEYWORD_MAX, type StaffCompanyQuery, type StaffCompanyRow } from '../../domain/company/staff-company.ts';
import type { Page } from '../../domain/shared/envelope.ts';
import { failureOf } from '../shared/service-failure.ts';

export const COMPANY_PAGE_SIZE = 20;

export type CompanyKeywordError = 'tooLong';

/** The keyword as sent (trimmed; null when blank). */
export function keywordOf(raw: string | null): string | null {
  const k = raw?.trim() ?? '';
  return k ? k : null;
}

export function companyKeywordErrorOf(raw: string | null): CompanyKeywordError | null {
  return (keywordOf(raw)?.length ?? 0) > COMPANY_KEYWORD_MAX ? 'tooLong' : null;
}

/** The query of GET .../company/list: the keyword only when set. */
export function companyQuery(keyword: string | null, current: number, size = COMPANY_PAGE_SIZE): StaffCompanyQuery {
  const k = keywordOf(keyword);
  return k ? { current, size, keyword: k } : { current, size };
}

export interface CompanyQueueContext {
  keyword: string | null;
  current: number;
  page: Page<StaffCompanyRow> | null;
  keywordError: CompanyKeywordError | null;
  loadError: string | null;
}

export type CompanyQueueEvent =
  | { type: 'SEARCH'; keyword: string | null }
  | { type: 'CLEAR' }
  | { type: 'PAGE'; current: number }
  | { type: 'RETRY' };

export const companyQueueMachine = setup({
  types: { context: {} as CompanyQueueContext, events: {} as CompanyQueueEvent },
  actors: {
    fetchPage: fromPromise<Page<StaffCompanyRow>, StaffCompanyQuery>(() => Promise.reject(new Error('fetchPage is provided by the app'))),
  },
  actions: {
    setKeyword: assign({ keyword: (_, params: { keyword: string | null }) => keywordOf(params.keyword), current: 1, keywordError: null }),
    clearKeyword: assign({ keyword: null, current: 1, keywordError: null }),
    refuseKeyword: assign({ keywordError: 'tooLong' as const }),
    setPage: assign({ current: (_, params: { current: number }) => params.current }),
    setResult: assign({ page: (_, params: { page: Page<StaffCompanyRow> }) => params.page, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
  },
  guards: {
    badKeyword: ({ event }) => event.type === 'SEARCH' && companyKeywordErrorOf(event.keyword) !== null,
    pageInRange: ({ context, event }) => event.type === 'PAGE' && event.current >= 1 && event.current <= Math.max(1, context.page?.pages ?? 1) && event.current !== context.current,
  },
}).createMachine({
  id: 'companyQueue',
  context: { keyword: null, current: 1, page: null, keywordError: null, loadError: null },
  initial: 'loading',
  on: {
    SEARCH: [
      { guard: 'badKeyword', actions: 'refuseKeyword' },
      { target: '.loading', reenter: true, actions: { type: 'setKeyword', params: ({ event }) => ({ keyword: event.keyword }) } },
    ],
    CLEAR: { target: '.loading', reenter: true, actions: 'clearKeyword' },
    PAGE: { guard: 'pageInRange', target: '.loading', reenter: true, actions: { type: 'setPage', params: ({ event }) => ({ current: event.current }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => companyQuery(context.keyword, context.current),
        onDone: { target: 'ready', actions: { type: 'setResult', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
