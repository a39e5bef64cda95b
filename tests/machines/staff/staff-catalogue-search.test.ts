// The 商品管理 list's machine (machines/staff/staff-catalogue-search.ts): every shortest path walked with a
// fake fetch, and its rules: a search goes back to page 1 and sends only the filters that are set,
// a page past the last is not asked for, a failed load can be retried.
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { CatalogueListBody, CatalogueRow } from '../../../domain/staff/catalogue-payloads.ts';
import { catalogueQuery, catalogueSearchMachine, NO_CATALOGUE_FILTERS, type CatalogueSearchEvent } from '../../../machines/staff/staff-catalogue-search.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const PAGE: Page<CatalogueRow> = { records: [], total: 45, size: 20, current: 1, pages: 3 };
const FILTERS = { keyword: ' 6205 ', brand: 'SKF', category: '', shelf: 'off' as const };

const EVENTS = [
  { type: 'SEARCH', filters: FILTERS },
  { type: 'PAGE', current: 2 },
  { type: 'PAGE', current: 9 },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.fetchPage', output: PAGE },
  { type: 'xstate.error.actor.fetchPage', error: { message: '网络错误' } },
] as unknown as CatalogueSearchEvent[];

const start = (fetched: CatalogueListBody[]): Harness =>
  startMachine(catalogueSearchMachine, { input: {}, provide: (fake) => ({ actors: { fetchPage: fake.promise('fetchPage', fetched) } }) });

const paths = shortestPaths(catalogueSearchMachine, { events: EVENTS, input: {} });

describePaths('catalogue search, model-based', paths, {
  effects: (): CatalogueListBody[] => [],
  start,
  check: (fetched) => {
    for (const q of fetched) {
      expect(q.size).toBe(20);
      expect(q.current).toBeLessThanOrEqual(3);
      if (q.keyword !== undefined) expect(q).toMatchObject({ keyword: '6205', brand: 'SKF', shelf: 'off' });
      expect(q).not.toHaveProperty('category');
    }
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(catalogueSearchMachine, paths);
});

describe('catalogue query', () => {
  it('sends only the filters that are set, trimmed', () => {
    expect(catalogueQuery(NO_CATALOGUE_FILTERS, 1)).toEqual({ current: 1, size: 20 });
    expect(catalogueQuery(FILTERS, 2)).toEqual({ current: 2, size: 20, keyword: '6205', brand: 'SKF', shelf: 'off' });
  });
});
