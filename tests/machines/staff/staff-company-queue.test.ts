// The 企业管理 list's machine (machines/staff/staff-company-queue.ts): every shortest path walked with
// a fake fetch, and its rules: what is sent matches the keyword and page; a keyword over the
// server's bound is refused before sending; a search or 清空 goes back to page 1.
import { describe, expect, it } from 'vitest';
import type { StaffCompanyQuery, StaffCompanyRow } from '../../../domain/company/staff-company.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import {
  companyKeywordErrorOf, companyQuery, companyQueueMachine, type CompanyQueueContext, type CompanyQueueEvent,
} from '../../../machines/staff/staff-company-queue.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const page = (pages: number): Page<StaffCompanyRow> => ({ records: [], total: pages * 20, size: 20, current: 1, pages });

const EVENTS = [
  { type: 'SEARCH', keyword: ' 精工 ' },
  { type: 'SEARCH', keyword: '字'.repeat(61) },
  { type: 'CLEAR' },
  { type: 'PAGE', current: 2 },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.fetchPage', output: page(3) },
  { type: 'xstate.error.actor.fetchPage', error: { message: '网络错误' } },
] as unknown as CompanyQueueEvent[];

function start(queries: StaffCompanyQuery[]): Harness {
  return startMachine(companyQueueMachine, { provide: (fake) => ({ actors: { fetchPage: fake.promise<Page<StaffCompanyRow>, StaffCompanyQuery>('fetchPage', queries) } }) });
}

const paths = shortestPaths(companyQueueMachine, { events: EVENTS });

describePaths('company list, model-based', paths, {
  effects: (): StaffCompanyQuery[] => [],
  start,
  check: (queries, h) => {
    const snap = h.snapshot() as { value: string; context: CompanyQueueContext };
    // Never a keyword the server refuses; what is loading is what the context says.
    for (const q of queries) expect(companyKeywordErrorOf(q.keyword ?? null)).toBeNull();
    const last = queries.at(-1);
    if (last && snap.value === 'loading') expect(last).toEqual(companyQuery(snap.context.keyword, snap.context.current));
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(companyQueueMachine, paths);
});

describe('company list rules', () => {
  it('sends the keyword trimmed, only when set', () => {
    expect(companyQuery(null, 1)).toEqual({ current: 1, size: 20 });
    expect(companyQuery('   ', 2)).toEqual({ current: 2, size: 20 });
    expect(companyQuery(' 91320500 ', 1)).toEqual({ current: 1, size: 20, keyword: '91320500' });
  });

  it('refuses a keyword over 60 characters', () => {
    expect(companyKeywordErrorOf('字'.repeat(60))).toBeNull();
    expect(companyKeywordErrorOf(` ${'字'.repeat(60)} `)).toBeNull();
    expect(companyKeywordErrorOf('字'.repeat(61))).toBe('tooLong');
  });
});
