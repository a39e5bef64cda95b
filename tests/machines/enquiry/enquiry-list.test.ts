// My enquiries (machines/enquiry/enquiry-list.ts): every shortest path walked with fake `load`
// and `remove` (load, empty, failed, retry, another page, 全公司 by one member (issue 37), delete
// with a confirmation, cancel, a refused delete, a page past the last one), every state reached,
// and the URL's page and scope read safely.
import { describe, expect, it } from 'vitest';
import type { EnquiryListRow } from '../../../domain/enquiry/enquiry-views.ts';
import type { MyEnquiryQuery } from '../../../domain/enquiry/enquiry-payloads.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import {
  ENQUIRY_LIST_SIZE,
  enquiryListHref,
  enquiryListMachine,
  FIRST_ENQUIRIES,
  parseEnquiryQuery,
  toEnquiryListBody,
  withPage,
  withScope,
  type EnquiryListAnswer,
  type EnquiryListEvent,
  type EnquiryListQuery,
} from '../../../machines/enquiry/enquiry-list.ts';
import { filterScope, MINE, switchScope, type ScopeFilters } from '../../../machines/shared/company-scope.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const ROW: EnquiryListRow = {
  id: 9, enquiryNo: 'EQ261123000009', fileName: '备件采购询价单.xlsx', createdAt: '2026-11-23T01:00:00.000Z', matchedAt: '2026-11-23T01:00:00.000Z', status: 0, statusText: '已匹配', lineCount: 14,
  counts: { matched: 5, candidates: 2, unmatched: 2, invalid: 4, duplicate: 1 }, buyerName: null, canDelete: true,
};
/** Issue 37: a colleague's enquiry seen in 全公司 (read only). */
const COLLEAGUE_ROW: EnquiryListRow = { ...ROW, id: 10, enquiryNo: 'EQ261123000010', buyerName: '陈刚', canDelete: false };
const FILTERS: ScopeFilters = { members: [{ memberId: 7, name: '陈刚', departmentId: 3 }], departments: [{ id: 3, name: '采购部', parentId: null }] };
const page = (records: EnquiryListRow[], current: number, total: number): Page<EnquiryListRow> => ({ records, current, size: ENQUIRY_LIST_SIZE, total, pages: Math.ceil(total / ENQUIRY_LIST_SIZE) });
const ONE: EnquiryListAnswer = { page: page([ROW], 1, 1), filters: null };
const NONE: EnquiryListAnswer = { page: page([], 1, 0), filters: null };
const PAST: EnquiryListAnswer = { page: page([], 3, 11), filters: null };
const COMPANY_ONE: EnquiryListAnswer = { page: page([COLLEAGUE_ROW], 1, 1), filters: FILTERS };
/** Issue 37: 全公司 by one member. */
const COMPANY: EnquiryListQuery = withScope(FIRST_ENQUIRIES, filterScope(switchScope('company'), { memberId: 7 }));

const EVENTS = [
  { type: 'xstate.done.actor.load', output: ONE },
  { type: 'xstate.done.actor.load', output: NONE },
  { type: 'xstate.done.actor.load', output: PAST },
  { type: 'xstate.done.actor.load', output: COMPANY_ONE },
  { type: 'xstate.error.actor.load', error: new Error('offline') },
  { type: 'RETRY' },
  { type: 'QUERY', query: withPage(FIRST_ENQUIRIES, 3) },
  { type: 'QUERY', query: COMPANY },
  { type: 'DELETE', enquiry: ROW },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  { type: 'xstate.done.actor.remove', output: null },
  { type: 'xstate.error.actor.remove', error: { message: '询价单不存在', status: 404 } },
] as unknown as EnquiryListEvent[];

interface Effects {
  loads: MyEnquiryQuery[];
  removes: Array<{ id: number }>;
  replaced: EnquiryListQuery[];
}

const start = (effects: Effects) =>
  startMachine(enquiryListMachine, {
    input: { query: FIRST_ENQUIRIES },
    provide: (fake) => ({ actors: { load: fake.promise('load', effects.loads), remove: fake.promise('remove', effects.removes) } }),
    beforeStart: (actor) => actor.on('replaceQuery', (e) => effects.replaced.push(e.query)),
  });

// A page past the last one only comes back for a page after the first; the company's rows (with
// the filters) only for 全公司, and 我的 answers never carry filters.
const paths = shortestPaths(enquiryListMachine, {
  events: EVENTS,
  input: { query: FIRST_ENQUIRIES },
  filterEvents: (state, event) => {
    const output = (event as unknown as { output?: EnquiryListAnswer }).output;
    const query = (state.context as { query: EnquiryListQuery }).query;
    if ((event.type as string) !== 'xstate.done.actor.load') return true;
    if (output === PAST) return query.page === 3;
    return (output === COMPANY_ONE) === (query.scope.scope === 'company');
  },
});

describePaths('my enquiries, model-based', paths, {
  effects: (): Effects => ({ loads: [], removes: [], replaced: [] }),
  start,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: unknown; context: { query: EnquiryListQuery } };
    for (const l of effects.loads) expect(l.size).toBe(ENQUIRY_LIST_SIZE);
    // Every request asks exactly what the current query says (the scope fields only in 全公司).
    if (snap.value === 'loading') expect(effects.loads.at(-1)).toEqual(toEnquiryListBody(snap.context.query));
    for (const r of effects.removes) expect(r).toEqual({ id: ROW.id });
    for (const q of effects.replaced) expect(q.page).toBe(2);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(enquiryListMachine, paths);
});

describe('my enquiries rules', () => {
  it('reads the page from the URL and writes it back', () => {
    expect(parseEnquiryQuery('')).toEqual(FIRST_ENQUIRIES);
    expect(parseEnquiryQuery('?page=4')).toEqual({ page: 4, scope: MINE });
    expect(parseEnquiryQuery('page=0').page).toBe(1);
    expect(parseEnquiryQuery('?page=2.5').page).toBe(1);
    expect(parseEnquiryQuery('?page=abc').page).toBe(1);
    expect(enquiryListHref(FIRST_ENQUIRIES)).toBe('/enquiry');
    expect(enquiryListHref(withPage(FIRST_ENQUIRIES, 3))).toBe('/enquiry?page=3');
    expect(toEnquiryListBody(withPage(FIRST_ENQUIRIES, 3))).toEqual({ current: 3, size: ENQUIRY_LIST_SIZE });
  });

  it('全公司 and its filters live in the URL and the body; 我的 drops them (issue 37)', () => {
    const q = parseEnquiryQuery('?scope=company&member=7&dept=3&page=2');
    expect(q).toEqual({ page: 2, scope: { scope: 'company', memberId: 7, departmentId: 3 } });
    expect(enquiryListHref(q)).toBe('/enquiry?page=2&scope=company&member=7&dept=3');
    expect(parseEnquiryQuery(enquiryListHref(q).split('?')[1] ?? '')).toEqual(q);
    expect(toEnquiryListBody(q)).toEqual({ current: 2, size: ENQUIRY_LIST_SIZE, scope: 'company', scopeMemberId: 7, scopeDepartmentId: 3 });
    // Filters without 全公司, or odd ids, are dropped.
    expect(parseEnquiryQuery('member=7&dept=3').scope).toEqual(MINE);
    expect(parseEnquiryQuery('scope=company&member=x&dept=-1').scope).toEqual({ scope: 'company', memberId: null, departmentId: null });
    // The switch and a filter start at page 1; 我的 drops the filters.
    expect(withScope(q, switchScope('mine'))).toEqual(FIRST_ENQUIRIES);
    expect(withScope(q, filterScope(q.scope, { memberId: null }))).toEqual({ page: 1, scope: { scope: 'company', memberId: null, departmentId: 3 } });
    expect(enquiryListHref(withScope(FIRST_ENQUIRIES, switchScope('company')))).toBe('/enquiry?scope=company');
  });

  it('a 全公司 question asks with its scope; the same question does not reload', async () => {
    const effects: Effects = { loads: [], removes: [], replaced: [] };
    const h = start(effects);
    h.pending('load')!.resolve(ONE);
    await flushMicrotasks();
    h.send({ type: 'QUERY', query: { ...FIRST_ENQUIRIES } });
    expect(effects.loads).toHaveLength(1);
    h.send({ type: 'QUERY', query: COMPANY });
    expect(h.state().value).toBe('loading');
    expect(effects.loads.at(-1)).toEqual({ current: 1, size: ENQUIRY_LIST_SIZE, scope: 'company', scopeMemberId: 7 });
    // The previous answer stays while the next loads.
    expect((h.snapshot().context as { answer: EnquiryListAnswer }).answer).toBe(ONE);
    h.pending('load')!.resolve(COMPANY_ONE);
    await flushMicrotasks();
    expect(h.state().value).toEqual({ ready: 'idle' });
    expect((h.snapshot().context as { answer: EnquiryListAnswer }).answer.filters).toBe(FILTERS);
    h.send({ type: 'QUERY', query: { ...COMPANY, scope: { ...COMPANY.scope } } });
    expect(effects.loads).toHaveLength(2);
    h.stop();
  });

  it('a page past the last one moves to the last page and keeps the scope', async () => {
    const effects: Effects = { loads: [], removes: [], replaced: [] };
    const h = startMachine(enquiryListMachine, {
      input: { query: withPage(COMPANY, 3) },
      provide: (fake) => ({ actors: { load: fake.promise('load', effects.loads), remove: fake.promise('remove', effects.removes) } }),
      beforeStart: (actor) => actor.on('replaceQuery', (e) => effects.replaced.push(e.query)),
    });
    h.pending('load')!.resolve({ ...PAST, filters: FILTERS });
    await flushMicrotasks();
    expect(effects.replaced).toEqual([withPage(COMPANY, 2)]);
    expect(effects.loads.at(-1)).toEqual({ current: 2, size: ENQUIRY_LIST_SIZE, scope: 'company', scopeMemberId: 7 });
    h.stop();
  });

  it('a delete is sent only after the confirmation, then the page is read again', async () => {
    const effects: Effects = { loads: [], removes: [], replaced: [] };
    const h = start(effects);
    h.pending('load')!.resolve(ONE);
    await flushMicrotasks();
    h.send({ type: 'DELETE', enquiry: ROW });
    expect(effects.removes).toHaveLength(0);
    h.send({ type: 'CONFIRM' });
    expect(effects.removes).toEqual([{ id: 9 }]);
    h.pending('remove')!.resolve(null);
    await flushMicrotasks();
    expect(h.state().value).toBe('loading');
    expect(effects.loads).toHaveLength(2);
    h.stop();
  });
});
