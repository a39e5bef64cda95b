// The two list machines of services: the catalogue (machines/services/service-catalogue.ts) and
// the member's service orders (machines/services/service-order-list.ts). Every shortest path
// walked with a fake `load`, every state reached, and the URL rules (parse, href, body).
import { describe, expect, it } from 'vitest';
import type { ServiceItemCard, ServiceOrderRow, ServiceStatusCounts } from '../../../domain/services/service-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import {
  catalogueHref, parseCatalogueQuery, serviceCatalogueMachine, serviceDetailId, toCatalogueBody, withCategory, withKeyword, type CatalogueBody, type CatalogueEvent,
} from '../../../machines/services/service-catalogue.ts';
import {
  parseServiceOrderQuery, serviceCountOf, serviceOrderListHref, serviceOrderListMachine, toServiceOrderBody, type ServiceListAnswer, type ServiceListEvent,
} from '../../../machines/services/service-order-list.ts';
import type { ServiceOrderQuery } from '../../../domain/services/service-payloads.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const page = <T>(records: T[], current = 1, total = records.length, pages = Math.max(1, Math.ceil(total / 10))): Page<T> => ({ records, total, size: 10, current, pages });
const CARD = { id: 1, name: '扭力扳手校准' } as ServiceItemCard;
const ROW = { id: 7, serviceNo: 'FW261125000007' } as ServiceOrderRow;
const COUNTS: ServiceStatusCounts = { total: 3, counts: [{ status: 0, statusText: '待确认', count: 2 }, { status: 1, statusText: '已报价', count: 1 }] };

describe('catalogue', () => {
  const EVENTS = [
    { type: 'xstate.done.actor.load', output: page([CARD]) },
    { type: 'xstate.done.actor.load', output: page([]) },
    { type: 'xstate.error.actor.load', error: new Error('offline') },
    { type: 'RETRY' },
    { type: 'QUERY', query: { category: '仪器校准', keyword: '', page: 1 } },
  ] as unknown as CatalogueEvent[];
  const input = { query: parseCatalogueQuery('') };
  const paths = shortestPaths(serviceCatalogueMachine, { events: EVENTS, input });
  describePaths('service catalogue, model-based', paths, {
    effects: () => [] as CatalogueBody[],
    start: (loads) => startMachine(serviceCatalogueMachine, { input, provide: (fake) => ({ actors: { load: fake.promise('load', loads) } }) }),
    check: (loads) => {
      for (const body of loads) expect(body.size).toBe(12);
    },
  });
  it('the shortest paths reach every state node', () => expectEveryStateReached(serviceCatalogueMachine, paths));

  it('reads and writes the URL: an unknown category and a bad page are dropped; a tab and a search start at page 1', () => {
    const q = parseCatalogueQuery('?category=%E4%BB%AA%E5%99%A8%E6%A0%A1%E5%87%86&keyword=%20%E5%8E%8B%E5%8A%9B%E8%A1%A8%20&page=2');
    expect(q).toEqual({ category: '仪器校准', keyword: '压力表', page: 2 });
    expect(parseCatalogueQuery('category=别的&page=-1')).toEqual({ category: null, keyword: '', page: 1 });
    expect(catalogueHref(withCategory(q, '现场维保'))).toBe(`/serve/serveList?category=${encodeURIComponent('现场维保')}&keyword=${encodeURIComponent('压力表')}`);
    expect(catalogueHref(withKeyword(q, ''))).toBe(`/serve/serveList?category=${encodeURIComponent('仪器校准')}`);
    expect(toCatalogueBody(q)).toEqual({ current: 2, size: 12, category: '仪器校准', keyword: '压力表' });
    expect(serviceDetailId('id=12')).toBe(12);
    expect(serviceDetailId('?id=0')).toBeNull();
    expect(serviceDetailId('id=abc')).toBeNull();
  });
});

describe('service orders list', () => {
  const EVENTS = [
    { type: 'xstate.done.actor.load', output: { page: page([ROW]), counts: COUNTS } },
    { type: 'xstate.done.actor.load', output: { page: page([]), counts: COUNTS } },
    { type: 'xstate.error.actor.load', error: new Error('offline') },
    { type: 'RETRY' },
    { type: 'RELOAD' },
    { type: 'QUERY', query: { status: 1, page: 1 } },
  ] as unknown as ServiceListEvent[];
  const input = { query: parseServiceOrderQuery('') };
  const paths = shortestPaths(serviceOrderListMachine, { events: EVENTS, input });
  describePaths('service order list, model-based', paths, {
    effects: () => [] as ServiceOrderQuery[],
    start: (loads) => startMachine(serviceOrderListMachine, { input, provide: (fake) => ({ actors: { load: fake.promise('load', loads) } }) }),
    check: (loads) => {
      for (const body of loads) expect(body.size).toBe(10);
    },
  });
  it('the shortest paths reach every state node', () => expectEveryStateReached(serviceOrderListMachine, paths));

  it('reads and writes the URL; the tabs count from findDiffStatusNumber', () => {
    expect(parseServiceOrderQuery('status=1&page=3')).toEqual({ status: 1, page: 3 });
    expect(parseServiceOrderQuery('status=9&page=x')).toEqual({ status: null, page: 1 });
    expect(serviceOrderListHref({ status: 0, page: 2 })).toBe('/serviceOrder?status=0&page=2');
    expect(serviceOrderListHref({ status: null, page: 1 })).toBe('/serviceOrder');
    expect(toServiceOrderBody({ status: null, page: 1 })).toEqual({ current: 1, size: 10 });
    expect(serviceCountOf(COUNTS, null)).toBe(3);
    expect(serviceCountOf(COUNTS, 1)).toBe(1);
    expect(serviceCountOf(COUNTS, 5)).toBe(0);
    expect(serviceCountOf(null, 1)).toBeNull();
  });

  it('a page past the last one (its orders cancelled) moves to the last page and loads it', async () => {
    const loads: ServiceOrderQuery[] = [];
    const h = startMachine(serviceOrderListMachine, { input: { query: { status: null, page: 3 } }, provide: (fake) => ({ actors: { load: fake.promise('load', loads) } }) });
    h.pending('load')!.resolve({ page: page([], 3, 11, 2), counts: COUNTS } satisfies ServiceListAnswer);
    await flushMicrotasks();
    expect(loads.map((l) => l.current)).toEqual([3, 2]);
    h.stop();
  });
});
