// My enquiries (machines/enquiry/enquiry-list.ts): every shortest path walked with fake `load`
// and `remove` (load, empty, failed, retry, another page, delete with a confirmation, cancel, a
// refused delete, a page past the last one), every state reached, and the URL's page read safely.
import { describe, expect, it } from 'vitest';
import type { EnquirySummary } from '../../../domain/enquiry/enquiry-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { ENQUIRY_LIST_SIZE, enquiryListHref, enquiryListMachine, parseListPage, type EnquiryListEvent } from '../../../machines/enquiry/enquiry-list.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const ROW: EnquirySummary = {
  id: 9, enquiryNo: 'EQ261123000009', fileName: '备件采购询价单.xlsx', createdAt: '2026-11-23T01:00:00.000Z', matchedAt: '2026-11-23T01:00:00.000Z', status: 0, statusText: '已匹配', lineCount: 14,
  counts: { matched: 5, candidates: 2, unmatched: 2, invalid: 4, duplicate: 1 }, buyerName: null,
};
const page = (records: EnquirySummary[], current: number, total: number): Page<EnquirySummary> => ({ records, current, size: ENQUIRY_LIST_SIZE, total, pages: Math.ceil(total / ENQUIRY_LIST_SIZE) });
const ONE = page([ROW], 1, 1);
const NONE = page([], 1, 0);
const PAST = page([], 3, 11);

const EVENTS = [
  { type: 'xstate.done.actor.load', output: ONE },
  { type: 'xstate.done.actor.load', output: NONE },
  { type: 'xstate.done.actor.load', output: PAST },
  { type: 'xstate.error.actor.load', error: new Error('offline') },
  { type: 'RETRY' },
  { type: 'PAGE', page: 3 },
  { type: 'DELETE', enquiry: ROW },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  { type: 'xstate.done.actor.remove', output: null },
  { type: 'xstate.error.actor.remove', error: { message: '询价单不存在', status: 404 } },
] as unknown as EnquiryListEvent[];

interface Effects {
  loads: Array<{ current: number; size: number }>;
  removes: Array<{ id: number }>;
  replaced: number[];
}

const start = (effects: Effects) =>
  startMachine(enquiryListMachine, {
    input: { page: 1 },
    provide: (fake) => ({ actors: { load: fake.promise('load', effects.loads), remove: fake.promise('remove', effects.removes) } }),
    beforeStart: (actor) => actor.on('replacePage', (e) => effects.replaced.push(e.page)),
  });

// A page past the last one only comes back for a page after the first.
const paths = shortestPaths(enquiryListMachine, {
  events: EVENTS,
  input: { page: 1 },
  filterEvents: (state, event) => {
    const output = (event as unknown as { output?: Page<EnquirySummary> }).output;
    if ((event.type as string) === 'xstate.done.actor.load' && output === PAST) return (state.context as { page: number }).page === 3;
    return true;
  },
});

describePaths('my enquiries, model-based', paths, {
  effects: (): Effects => ({ loads: [], removes: [], replaced: [] }),
  start,
  check: (effects) => {
    for (const l of effects.loads) expect(l.size).toBe(ENQUIRY_LIST_SIZE);
    for (const r of effects.removes) expect(r).toEqual({ id: ROW.id });
    for (const p of effects.replaced) expect(p).toBe(2);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(enquiryListMachine, paths);
});

describe('my enquiries rules', () => {
  it('reads the page from the URL and writes it back', () => {
    expect(parseListPage('')).toBe(1);
    expect(parseListPage('?page=4')).toBe(4);
    expect(parseListPage('page=0')).toBe(1);
    expect(parseListPage('?page=2.5')).toBe(1);
    expect(parseListPage('?page=abc')).toBe(1);
    expect(enquiryListHref(1)).toBe('/enquiry');
    expect(enquiryListHref(3)).toBe('/enquiry?page=3');
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
