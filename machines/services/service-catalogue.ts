// /serve/serveList: the service catalogue. The URL holds the question (category tab, keyword,
// page; parseCatalogueQuery / catalogueHref); this machine loads one page of items (POST
// /open/common/serviceItem/list: visitors browse it like goods). The previous page stays while
// the next one loads. The app provides `load`.
import { assign, fromPromise, setup } from 'xstate';
import type { Page } from '../../domain/shared/envelope.ts';
import { KEYWORD_MAX, SERVICE_CATEGORIES, type ServiceCategory } from '../../domain/services/service-rules.ts';
import type { ServiceItemCard } from '../../domain/services/service-views.ts';
import { doneOutput } from '../shared/actor-events.ts';

export const CATALOGUE_PAGE_SIZE = 12;

export interface CatalogueQuery {
  /** null is 全部服务. */
  category: ServiceCategory | null;
  keyword: string;
  page: number;
}

export function parseCatalogueQuery(search: string): CatalogueQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const category = params.get('category');
  const page = Number(params.get('page'));
  return {
    category: (SERVICE_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as ServiceCategory) : null,
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function catalogueHref(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/serve/serveList?${text}` : '/serve/serveList';
}

/** The item page of one service. */
export const serveDetailHref = (id: number) => `/serve/serveDetail?id=${id}`;

/** The item id of /serve/serveDetail?id=, or null when it is not a positive whole number. */
export function serviceDetailId(search: string): number | null {
  const text = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('id') ?? '';
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}

/** A category tab keeps the keyword and starts at page 1; a search keeps the tab. */
export const withCategory = (query: CatalogueQuery, category: ServiceCategory | null): CatalogueQuery => ({ ...query, category, page: 1 });
export const withKeyword = (query: CatalogueQuery, keyword: string): CatalogueQuery => ({ ...query, keyword: keyword.trim().slice(0, KEYWORD_MAX), page: 1 });

/** The body of serviceItem/list (domain CatalogueBody; its category union is spelt out here). */
export interface CatalogueBody {
  current: number;
  size: number;
  category?: ServiceCategory;
  keyword?: string;
}

export function toCatalogueBody(query: CatalogueQuery): CatalogueBody {
  const body: CatalogueBody = { current: query.page, size: CATALOGUE_PAGE_SIZE };
  if (query.category) body.category = query.category;
  if (query.keyword) body.keyword = query.keyword;
  return body;
}

export interface CatalogueContext {
  query: CatalogueQuery;
  page: Page<ServiceItemCard> | null;
}

export type CatalogueEvent = { type: 'QUERY'; query: CatalogueQuery } | { type: 'RETRY' };

type LoadDone = { output: Page<ServiceItemCard> };

export const serviceCatalogueMachine = setup({
  types: {
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    input: {} as { query: CatalogueQuery },
  },
  actors: {
    load: fromPromise<Page<ServiceItemCard>, CatalogueBody>(() => Promise.reject(new Error('load is provided by the app'))),
  },
  actions: {
    setQuery: assign({ query: (_, params: { query: CatalogueQuery }) => params.query }),
    setPage: assign({ page: (_, params: { page: Page<ServiceItemCard> }) => params.page }),
  },
  guards: {
    sameQuery: ({ context, event }) =>
      event.type === 'QUERY' && context.query.category === event.query.category && context.query.keyword === event.query.keyword && context.query.page === event.query.page,
    isEmpty: ({ event }) => doneOutput<LoadDone['output']>(event).records.length === 0,
  },
}).createMachine({
  id: 'serviceCatalogue',
  context: ({ input }) => ({ query: input.query, page: null }),
  initial: 'loading',
  on: {
    QUERY: [{ guard: 'sameQuery' }, { target: '.loading', actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) } }],
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => toCatalogueBody(context.query),
        onDone: [
          { guard: 'isEmpty', target: 'empty', actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) } },
          { target: 'ready', actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    ready: {},
    empty: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
