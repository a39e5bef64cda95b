import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { productListMachine } from '../../machines/product-list.ts';
import type { ListAnswer, ProductListEvent } from '../../machines/product-list.ts';
import { EMPTY_QUERY, toListRequest, withPage, withView } from '../../machines/product-list-query.ts';
import type { ListQuery, ListRequest } from '../../machines/product-list-query.ts';
import { createActorTestModel, deferred, flushMicrotasks, reachedNodeIds, stateNodeIds, walkPath } from './actor-test-model.ts';
import type { Deferred, Harness } from './actor-test-model.ts';

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
  const pending = new Map<string, Deferred<unknown>>();
  const machine = productListMachine.provide({
    actors: {
      fetchPage: fromPromise<ListAnswer, ListRequest>(({ input }) => {
        requests.push(input);
        const d = deferred<unknown>();
        pending.set('page', d);
        return d.promise as Promise<ListAnswer>;
      }),
    },
  });
  const actor = createActor(machine, { input: { query: START } }).start();
  return {
    snapshot: () => actor.getSnapshot(),
    send: (event) => actor.send(event as ProductListEvent),
    pending: (id) => pending.get(id),
    stop: () => actor.stop(),
  };
}

const model = createActorTestModel(productListMachine, { events: EVENTS, input: { query: START } });
const paths = model.getShortestPaths();

describe(`product list, model-based: ${paths.length} shortest paths`, () => {
  for (const path of paths) {
    it(path.description, async () => {
      let requests: ListRequest[] = [];
      await walkPath(
        path,
        () => {
          requests = [];
          return startList(requests);
        },
        {},
        (_s, h) => {
          const snap = h.snapshot() as { value: string; context: { query: ListQuery } };
          // Every request asks exactly what the current state says.
          if (snap.value === 'loading') expect(requests.at(-1)).toEqual(toListRequest(snap.context.query));
        },
      );
    });
  }
});

describe('product list rules', () => {
  it('the shortest paths reach every state node', () => {
    const reached = reachedNodeIds(paths);
    for (const id of stateNodeIds(productListMachine)) expect(reached, id).toContain(id);
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
