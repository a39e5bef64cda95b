// The 商品管理 list (/admin/catalogue): goods searched by name / model / goods code, brand,
// category and shelf state, a server-paged list. A new search goes back to page 1; a failed load
// can be retried. The app provides `fetchPage`.
import { assign, fromPromise, setup } from 'xstate';
import type { Page } from '../../domain/shared/envelope.ts';
import type { CatalogueListBody, CatalogueRow, ShelfFilter } from '../../domain/staff/catalogue-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface CatalogueFilters {
  keyword: string;
  brand: string;
  category: string;
  shelf: ShelfFilter;
}

export const NO_CATALOGUE_FILTERS: CatalogueFilters = { keyword: '', brand: '', category: '', shelf: 'all' };
export const CATALOGUE_PAGE_SIZE = 20;

/** The body of POST /api/staff/goods/catalogue/list: only the filters that are set. */
export function catalogueQuery(f: CatalogueFilters, current: number, size = CATALOGUE_PAGE_SIZE): CatalogueListBody {
  const q: CatalogueListBody = { current, size };
  if (f.keyword.trim()) q.keyword = f.keyword.trim().slice(0, 60);
  if (f.brand.trim()) q.brand = f.brand.trim().slice(0, 40);
  if (f.category.trim()) q.category = f.category.trim().slice(0, 40);
  if (f.shelf !== 'all') q.shelf = f.shelf;
  return q;
}

export interface CatalogueSearchContext {
  filters: CatalogueFilters;
  current: number;
  page: Page<CatalogueRow> | null;
  loadError: string | null;
}

export type CatalogueSearchEvent = { type: 'SEARCH'; filters: CatalogueFilters } | { type: 'PAGE'; current: number } | { type: 'RETRY' };

export const catalogueSearchMachine = setup({
  types: {
    context: {} as CatalogueSearchContext,
    events: {} as CatalogueSearchEvent,
    input: {} as { filters?: CatalogueFilters; current?: number },
  },
  actors: {
    fetchPage: fromPromise<Page<CatalogueRow>, CatalogueListBody>(() => Promise.reject(new Error('fetchPage is provided by the app'))),
  },
  actions: {
    search: assign({ filters: (_, params: { filters: CatalogueFilters }) => params.filters, current: 1 }),
    turn: assign({ current: (_, params: { current: number }) => params.current }),
    setPage: assign({ page: (_, params: { page: Page<CatalogueRow> }) => params.page, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
  },
  guards: {
    pageExists: ({ context }, params: { current: number }) => params.current >= 1 && (context.page === null || params.current <= Math.max(1, context.page.pages)),
  },
}).createMachine({
  id: 'catalogueSearch',
  context: ({ input }) => ({ filters: input.filters ?? NO_CATALOGUE_FILTERS, current: input.current ?? 1, page: null, loadError: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => catalogueQuery(context.filters, context.current),
        onDone: { target: 'idle', actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        SEARCH: { target: 'loading', reenter: true, actions: { type: 'search', params: ({ event }) => ({ filters: event.filters }) } },
      },
    },
    idle: {
      on: {
        SEARCH: { target: 'loading', actions: { type: 'search', params: ({ event }) => ({ filters: event.filters }) } },
        PAGE: { guard: { type: 'pageExists', params: ({ event }) => ({ current: event.current }) }, target: 'loading', actions: { type: 'turn', params: ({ event }) => ({ current: event.current }) } },
      },
    },
    failed: {
      on: {
        RETRY: 'loading',
        SEARCH: { target: 'loading', actions: { type: 'search', params: ({ event }) => ({ filters: event.filters }) } },
      },
    },
  },
});
