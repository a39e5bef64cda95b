import { describe, expect, it } from 'vitest';
import { productListMachine } from '../../../machines/catalogue/product-list.ts';
import type { ListAnswer, ProductListEvent } from '../../../machines/catalogue/product-list.ts';
import { EMPTY_QUERY, toListRequest, withPage, withView } from '../../../machines/catalogue/product-list-query.ts';
import type { ListQuery, ListRequest } from '../../../machines/catalogue/product-list-query.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const START: ListQuery = { ...EMPTY_QUERY, keyword: '6205' };
const FACETS = { categories: [{ id: 1001, name: '深沟球轴承', count: 8 }], brands: [{ id: 1, name: 'SKF', count: 3 }], params: [] };
const FOUND: ListAnswer = { records: [{ id: 1 }], total: 8, size: 20, current: 1, pages: 1, keyword: '6205', matchMode: 'fuzzy', facets: FACETS };
const NOTHING: ListAnswer = { records: [], total: 0, size: 20, current: 1, pages: 0, keyword: 'zzz', matchMode: 'fuzzy', facets: { categories: [], brands: [], params: [] } };

const EVENTS = [
  { type: 'QUERY', query: withPage(START, 2) },
  { type: 'QUERY', query: withView(START, 'grid') },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.page', output: FOUND },
  { type: 'xstate.done.actor.page', output: NOTHING },
  { type: 'xstate.error.actor.page', error: new Error('请求失败') },
] as unknown as ProductListEvent[];

function startList(requests: ListRequest[]): Harness {
  return startMachine(productListMachine, {
    input: { query: START },
    provide: (fake) => ({
      actors: {
        fetchPage: fake.promise<ListAnswer, ListRequest>('page', requests),
      },
    }),
  });
}

const paths = shortestPaths(productListMachine, { events: EVENTS, input: { query: START } });

describePaths('product list, model-based', paths, {
  effects: (): ListRequest[] => [],
  start: startList,
  check: (requests, h) => {
    const snap = h.snapshot() as { value: string; context: { query: ListQuery } };
    // Every request asks exactly what the current state says.
    if (snap.value === 'loading') expect(requests.at(-1)).toEqual(toListRequest(snap.context.query));
  },
});

describe('product list rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(productListMachine, paths);
  });

  it('switching the view does not reload; the previous answer stays while the next page loads', async () => {
    const requests: ListRequest[] = [];
    const h = startList(requests);
    h.pending('page')!.resolve(FOUND);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('ready');
    h.send({ type: 'QUERY', query: withView(START, 'grid') });
    expect(h.snapshot().value).toBe('ready');
    expect(requests).toHaveLength(1);
    expect((h.snapshot().context as { query: ListQuery }).query.view).toBe('grid');
    h.send({ type: 'QUERY', query: withPage(withView(START, 'grid'), 2) });
    expect(h.snapshot().value).toBe('loading');
    expect((h.snapshot().context as { answer: ListAnswer }).answer).toBe(FOUND);
    expect(requests.at(-1)).toEqual({ keyword: '6205', isExactMatch: false, current: 2, size: 20 });
    h.stop();
  });

  it('a newer question wins over an answer still under way', async () => {
    const requests: ListRequest[] = [];
    const h = startList(requests);
    const first = h.pending('page')!;
    h.send({ type: 'QUERY', query: withPage(START, 2) });
    first.resolve(NOTHING);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('loading');
    h.pending('page')!.resolve(FOUND);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('ready');
    expect((h.snapshot().context as { answer: ListAnswer }).answer).toBe(FOUND);
    h.stop();
  });
});
