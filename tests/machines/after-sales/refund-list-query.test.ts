// /afterSale's list (machines/after-sales/refund-list-query.ts, loaded by machines/shared/page-load.ts
// keyed by refundListHref): the URL holds the tab, keyword, page and, for a company role, 全公司 with
// its member and department filters (issue 37); the list and count bodies carry the scope only in
// 全公司. The page-load machine is walked model-based with /afterSale keys (我的, another page,
// 全公司 by one member): every state reached, every load asks the key's question.
import { describe, expect, it } from 'vitest';
import {
  ALL_REFUNDS,
  countBody,
  listBody,
  parseRefundQuery,
  REFUND_PAGE_SIZE,
  refundListHref,
  withKeyword,
  withPage,
  withScope,
  withTab,
  type RefundQuery,
} from '../../../machines/after-sales/refund-list-query.ts';
import { filterScope, MINE, switchScope } from '../../../machines/shared/company-scope.ts';
import { pageLoadMachine, type PageLoadEvent } from '../../../machines/shared/page-load.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

/** Issue 37: 全公司 by one member. */
const COMPANY: RefundQuery = withScope(ALL_REFUNDS, filterScope(switchScope('company'), { memberId: 7 }));
const FIRST = refundListHref(ALL_REFUNDS);

const EVENTS = [
  { type: 'LOAD', key: refundListHref(withPage(ALL_REFUNDS, 2)) },
  { type: 'LOAD', key: refundListHref(COMPANY) },
  { type: 'LOAD', key: FIRST },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.load', output: { page: { records: [], total: 0, size: REFUND_PAGE_SIZE, current: 1, pages: 0 } } },
  { type: 'xstate.error.actor.load', error: Object.assign(new Error('售后单不存在'), { status: 404 }) },
  { type: 'xstate.error.actor.load', error: Object.assign(new Error('无权查看全公司的售后单'), { status: 403 }) },
] as unknown as PageLoadEvent[];

const queryOf = (key: string) => parseRefundQuery(key.split('?')[1] ?? '');

function startList(keys: string[]): Harness {
  return startMachine(pageLoadMachine, {
    input: { key: FIRST },
    provide: (fake) => ({ actors: { load: fake.promise<unknown, { key: string }>('load', (input) => keys.push(input.key)) } }),
  });
}

const paths = shortestPaths(pageLoadMachine, { events: EVENTS, input: { key: FIRST } });

describePaths('after-sales list, model-based', paths, {
  effects: (): string[] => [],
  start: startList,
  check: (keys, h) => {
    const snap = h.snapshot() as { value: string; context: { key: string } };
    // Every load asks the shown question; its key is the canonical href of what it parses to.
    if (snap.value === 'loading') expect(keys.at(-1)).toBe(snap.context.key);
    for (const key of keys) expect(refundListHref(queryOf(key))).toBe(key);
  },
});

describe('after-sales list rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(pageLoadMachine, paths);
  });

  it('the URL holds the question; odd values are dropped', () => {
    const q = parseRefundQuery('?tab=applying&keyword=%20SO2611%20&page=2');
    expect(q).toEqual({ tab: 'applying', keyword: 'SO2611', page: 2, scope: MINE });
    expect(queryOf(refundListHref(q))).toEqual(q);
    expect(refundListHref(ALL_REFUNDS)).toBe('/afterSale');
    expect(parseRefundQuery('tab=nope&page=-1')).toEqual(ALL_REFUNDS);
    expect(listBody(q)).toEqual({ tab: 'applying', current: 2, size: REFUND_PAGE_SIZE, keyword: 'SO2611' });
    expect(countBody(q)).toEqual({});
  });

  it('全公司 and its filters live in the URL, the list body and the count body; 我的 drops them (issue 37)', () => {
    const q = parseRefundQuery('?tab=processing&scope=company&member=7&dept=3&page=2');
    expect(q.scope).toEqual({ scope: 'company', memberId: 7, departmentId: 3 });
    expect(refundListHref(q)).toBe('/afterSale?tab=processing&page=2&scope=company&member=7&dept=3');
    expect(queryOf(refundListHref(q))).toEqual(q);
    expect(listBody(q)).toEqual({ tab: 'processing', current: 2, size: REFUND_PAGE_SIZE, scope: 'company', scopeMemberId: 7, scopeDepartmentId: 3 });
    expect(countBody(q)).toEqual({ scope: 'company', scopeMemberId: 7, scopeDepartmentId: 3 });
    // Filters without 全公司, or odd ids, are dropped.
    expect(parseRefundQuery('member=7&dept=3').scope).toEqual(MINE);
    expect(parseRefundQuery('scope=company&member=x&dept=-1').scope).toEqual({ scope: 'company', memberId: null, departmentId: null });
    // The switch and a filter keep the tab and keyword and start at page 1; 我的 drops the filters.
    expect(withScope(q, switchScope('mine'))).toEqual({ ...q, scope: MINE, page: 1 });
    expect(withScope(q, filterScope(q.scope, { departmentId: null }))).toEqual({ ...q, scope: { scope: 'company', memberId: 7, departmentId: null }, page: 1 });
    // A tab, a search and paging keep the scope.
    expect(withTab(q, 'closed').scope).toEqual(q.scope);
    expect(withKeyword(q, '6205').scope).toEqual(q.scope);
    expect(withPage(q, 3).scope).toEqual(q.scope);
    expect(refundListHref(COMPANY)).toBe('/afterSale?scope=company&member=7');
  });
});
