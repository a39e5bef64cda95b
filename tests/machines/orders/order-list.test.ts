import { describe, expect, it } from 'vitest';
import {
  checkSearch,
  clearSearch,
  countOf,
  EMPTY_ORDER_QUERY,
  orderListHref,
  orderListMachine,
  ORDER_PAGE_SIZE,
  parseOrderQuery,
  statusTabs,
  toOrderExportBody,
  toOrderListBody,
  withPage,
  withSearch,
  withScope,
  withStatus,
} from '../../../machines/orders/order-list.ts';
import { filterScope, MINE, mayScope, switchScope } from '../../../machines/shared/company-scope.ts';
import type { OrderListAnswer, OrderListEmitted, OrderListEvent, OrderQuery } from '../../../machines/orders/order-list.ts';
import type { OrderListBody } from '../../../domain/orders/order-payloads.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';
import { summary } from '../../support/order-fixtures.ts';

const START: OrderQuery = { ...EMPTY_ORDER_QUERY, status: 0 };
const COUNTS = [
  { status: null, text: '全部', count: 14 },
  { status: 0, text: '待付款', count: 12 },
  { status: 1, text: '待确认', count: 2 },
];
const page = (records: number, current: number, total: number) => ({
  records: Array.from({ length: records }, (_, i) => summary(i + 1)),
  total,
  size: ORDER_PAGE_SIZE,
  current,
  pages: Math.ceil(total / ORDER_PAGE_SIZE),
});
const FOUND: OrderListAnswer = { page: page(10, 1, 12), counts: COUNTS, filters: null };
const NOTHING: OrderListAnswer = { page: page(0, 1, 0), counts: COUNTS, filters: null };
/** Page 3 asked after its orders were cancelled: 2 pages are left. */
const PAST_END: OrderListAnswer = { page: { ...page(0, 3, 12), current: 3 }, counts: COUNTS, filters: null };
/** Issue 37: 全公司 by one member. */
const COMPANY: OrderQuery = withScope(START, filterScope(switchScope('company'), { memberId: 7 }));

const EVENTS = [
  { type: 'QUERY', query: withPage(START, 3) },
  { type: 'QUERY', query: START },
  { type: 'QUERY', query: COMPANY },
  { type: 'RETRY' },
  { type: 'RELOAD' },
  { type: 'xstate.done.actor.load', output: FOUND },
  { type: 'xstate.done.actor.load', output: NOTHING },
  { type: 'xstate.done.actor.load', output: PAST_END },
  { type: 'xstate.error.actor.load', error: { message: '请求失败', status: 500 } },
] as unknown as OrderListEvent[];

interface Effects {
  requests: OrderListBody[];
  emitted: OrderListEmitted[];
}

function startList(effects: Effects, query: OrderQuery = START): Harness {
  return startMachine(orderListMachine, {
    input: { query },
    beforeStart: (actor) => actor.on('*', (event) => effects.emitted.push(event)),
    provide: (fake) => ({ actors: { load: fake.promise<OrderListAnswer, OrderListBody>('load', effects.requests) } }),
  });
}

const paths = shortestPaths(orderListMachine, { events: EVENTS, input: { query: START }, stopWhenDone: true });

describePaths('order list, model-based', paths, {
  effects: (): Effects => ({ requests: [], emitted: [] }),
  start: startList,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: { query: OrderQuery; answer: OrderListAnswer | null } };
    // Every request asks exactly what the current query says.
    if (snap.value === 'loading') expect(effects.requests.at(-1)).toEqual(toOrderListBody(snap.context.query));
    // The page shown is never a page past the end, and the URL is asked to follow a move.
    expect(snap.context.answer).not.toBe(PAST_END);
    for (const e of effects.emitted) expect(e.query.page).toBe(PAST_END.page.pages);
    if (snap.value === 'empty') expect(snap.context.answer?.page.records).toEqual([]);
    if (snap.value === 'ready') expect(snap.context.answer?.page.records.length).toBeGreaterThan(0);
  },
});

describe('order list rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(orderListMachine, paths);
  });

  it('the URL holds the question; odd values are dropped', () => {
    const q = parseOrderQuery('?status=1&keyword=%20SO261121000001%20&startDate=2026-11-01&endDate=2026-11-21&page=2');
    expect(q).toEqual({ status: 1, keyword: 'SO261121000001', startDate: '2026-11-01', endDate: '2026-11-21', page: 2, scope: MINE });
    expect(parseOrderQuery(orderListHref(q).split('?')[1] ?? '')).toEqual(q);
    expect(orderListHref(EMPTY_ORDER_QUERY)).toBe('/myOrder');
    expect(parseOrderQuery('status=9&page=-1&startDate=2026-02-30')).toEqual(EMPTY_ORDER_QUERY);
    expect(parseOrderQuery('status=&page=abc')).toEqual(EMPTY_ORDER_QUERY);
    // A start after the end is no range at all.
    expect(parseOrderQuery('startDate=2026-11-21&endDate=2026-11-01')).toEqual(EMPTY_ORDER_QUERY);
    expect(parseOrderQuery('status=0').status).toBe(0);
  });

  it('tabs and searches start at page 1 and keep each other', () => {
    const searched = withSearch(withPage(START, 4), { keyword: ' 6205 ', startDate: '2026-11-01', endDate: '' });
    expect(searched).toEqual({ status: 0, keyword: '6205', startDate: '2026-11-01', endDate: '', page: 1, scope: MINE });
    expect(withStatus(withPage(searched, 3), 5)).toEqual({ ...searched, status: 5, page: 1 });
    expect(clearSearch(searched)).toEqual({ ...START, page: 1 });
    expect(checkSearch({ keyword: '', startDate: '2026-11-21', endDate: '2026-11-01' })).toBe('dateOrder');
    expect(checkSearch({ keyword: '', startDate: '2026-11-01', endDate: '2026-11-21' })).toBeNull();
    expect(toOrderListBody(searched)).toEqual({ current: 1, size: ORDER_PAGE_SIZE, status: 0, keyword: '6205', startDate: '2026-11-01' });
    expect(toOrderListBody(EMPTY_ORDER_QUERY)).toEqual({ current: 1, size: ORDER_PAGE_SIZE });
    expect(toOrderExportBody(withPage(searched, 3))).toEqual({ status: 0, keyword: '6205', startDate: '2026-11-01' });
    expect(toOrderExportBody(EMPTY_ORDER_QUERY)).toEqual({});
  });

  it('全公司 and its filters live in the URL and the body; 我的 drops them; the export follows the scope (issue 37)', () => {
    const q = parseOrderQuery('?status=2&scope=company&member=7&dept=3&page=2');
    expect(q.scope).toEqual({ scope: 'company', memberId: 7, departmentId: 3 });
    expect(parseOrderQuery(orderListHref(q).split('?')[1] ?? '')).toEqual(q);
    // Filters without 全公司, or odd ids, are dropped.
    expect(parseOrderQuery('member=7&dept=3').scope).toEqual(MINE);
    expect(parseOrderQuery('scope=company&member=x&dept=-1').scope).toEqual({ scope: 'company', memberId: null, departmentId: null });
    expect(toOrderListBody(q)).toEqual({ current: 2, size: ORDER_PAGE_SIZE, status: 2, scope: 'company', scopeMemberId: 7, scopeDepartmentId: 3 });
    expect(toOrderExportBody(q)).toEqual({ status: 2, scope: 'company', scopeMemberId: 7, scopeDepartmentId: 3 });
    // The switch and a filter keep the tab and start at page 1; 我的 drops the filters.
    expect(withScope(q, switchScope('mine'))).toEqual({ ...q, scope: MINE, page: 1 });
    expect(withScope(q, filterScope(q.scope, { memberId: null }))).toEqual({ ...q, scope: { scope: 'company', memberId: null, departmentId: 3 }, page: 1 });
    expect(orderListHref(withScope(EMPTY_ORDER_QUERY, switchScope('company')))).toBe('/myOrder?scope=company');
    expect(orderListHref(withScope(q, switchScope('mine')))).toBe('/myOrder?status=2');
  });

  it('the switch is shown to a role that sees more than its own (issue 37)', () => {
    expect(mayScope('admin')).toBe(true);
    expect(mayScope('finance')).toBe(true);
    expect(mayScope('viewer')).toBe(true);
    expect(mayScope('approver')).toBe(true);
    expect(mayScope('buyer')).toBe(false);
    expect(mayScope(null)).toBe(false);
    expect(mayScope(undefined)).toBe(false);
  });

  it('a 全公司 question asks with its scope', async () => {
    const effects: Effects = { requests: [], emitted: [] };
    const h = startList(effects);
    h.pending('load')!.resolve(FOUND);
    await flushMicrotasks();
    h.send({ type: 'QUERY', query: COMPANY });
    expect(h.snapshot().value).toBe('loading');
    expect(effects.requests.at(-1)).toEqual({ current: 1, size: ORDER_PAGE_SIZE, status: 0, scope: 'company', scopeMemberId: 7 });
    h.stop();
  });

  it('counts by tab', () => {
    expect(countOf(COUNTS, null)).toBe(14);
    expect(countOf(COUNTS, 1)).toBe(2);
    expect(countOf(COUNTS, 4)).toBe(0);
    expect(countOf(null, 0)).toBeNull();
  });

  it('待审批 is a tab only while orders wait for approval or it is the tab shown (issue 38)', () => {
    const base = [null, 0, 1, 2, 3, 4, 5];
    expect(statusTabs({ status: null }, COUNTS)).toEqual(base);
    expect(statusTabs({ status: null }, null)).toEqual(base);
    expect(statusTabs({ status: null }, [...COUNTS, { status: 6, text: '待审批', count: 0 }])).toEqual(base);
    expect(statusTabs({ status: null }, [...COUNTS, { status: 6, text: '待审批', count: 3 }])).toEqual([null, 6, 0, 1, 2, 3, 4, 5]);
    expect(statusTabs({ status: 6 }, COUNTS)).toEqual([null, 6, 0, 1, 2, 3, 4, 5]);
  });

  it('the same question does not reload; the previous answer stays while the next one loads', async () => {
    const effects: Effects = { requests: [], emitted: [] };
    const h = startList(effects);
    h.pending('load')!.resolve(FOUND);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('ready');
    h.send({ type: 'QUERY', query: { ...START } });
    expect(effects.requests).toHaveLength(1);
    h.send({ type: 'QUERY', query: withPage(START, 2) });
    expect(h.snapshot().value).toBe('loading');
    expect((h.snapshot().context as { answer: OrderListAnswer }).answer).toBe(FOUND);
    expect(effects.requests.at(-1)).toEqual({ current: 2, size: ORDER_PAGE_SIZE, status: 0 });
    h.stop();
  });

  it('a page past the end moves to the last page and asks the URL to follow', async () => {
    const effects: Effects = { requests: [], emitted: [] };
    const h = startList(effects, withPage(START, 3));
    h.pending('load')!.resolve(PAST_END);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('loading');
    expect(effects.requests.at(-1)).toEqual({ current: 2, size: ORDER_PAGE_SIZE, status: 0 });
    expect(effects.emitted).toEqual([{ type: 'replaceQuery', query: withPage(START, 2) }]);
    h.pending('load')!.resolve({ page: page(2, 2, 12), counts: COUNTS, filters: null });
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('ready');
    h.stop();
  });

  it('a newer question wins over an answer still under way', async () => {
    const effects: Effects = { requests: [], emitted: [] };
    const h = startList(effects);
    const first = h.pending('load')!;
    h.send({ type: 'QUERY', query: withStatus(START, 1) });
    first.resolve(NOTHING);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('loading');
    h.pending('load')!.resolve(FOUND);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('ready');
    h.stop();
  });
});
