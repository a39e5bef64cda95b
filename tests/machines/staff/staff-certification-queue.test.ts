// The certification queue's machine (machines/staff/staff-certification-queue.ts): every shortest path
// walked with a fake fetch, and its rules: what is sent matches the filters and page; a bad date
// range is refused before sending; filters and the status tab go back to page 1.
import { describe, expect, it } from 'vitest';
import type { CertificationQueue, CertificationQueueQuery } from '../../../domain/certification/staff-certification-payloads.ts';
import {
  certificationQueueMachine, DEFAULT_FILTERS, queueFilterErrorOf, queueQuery, type CertificationQueueContext, type CertificationQueueEvent,
} from '../../../machines/staff/staff-certification-queue.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const queue = (pages: number): CertificationQueue => ({
  records: [], total: pages * 20, size: 20, current: 1, pages, counts: { pending: 1, certified: 2, rejected: 0, recertify: 0, all: 3 },
});
const BY_NAME = { keyword: '精工', from: '2026-11-01', to: '2026-11-24' };
const BACKWARDS = { keyword: null, from: '2026-11-24', to: '2026-11-01' };

const EVENTS = [
  { type: 'FILTER', filters: BY_NAME },
  { type: 'FILTER', filters: BACKWARDS },
  { type: 'STATUS', status: 1 },
  { type: 'CLEAR' },
  { type: 'PAGE', current: 2 },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.fetchQueue', output: queue(3) },
  { type: 'xstate.error.actor.fetchQueue', error: { message: '网络错误' } },
] as unknown as CertificationQueueEvent[];

function start(queries: CertificationQueueQuery[]): Harness {
  return startMachine(certificationQueueMachine, { provide: (fake) => ({ actors: { fetchQueue: fake.promise<CertificationQueue, CertificationQueueQuery>('fetchQueue', queries) } }) });
}

const paths = shortestPaths(certificationQueueMachine, { events: EVENTS });

describePaths('certification queue, model-based', paths, {
  effects: (): CertificationQueueQuery[] => [],
  start,
  check: (queries, h) => {
    const snap = h.snapshot() as { value: string; context: CertificationQueueContext };
    for (const q of queries) expect(q.from === undefined || q.to === undefined || q.from <= q.to).toBe(true);
    const last = queries.at(-1);
    if (last && snap.value === 'loading') expect(last).toEqual(queueQuery(snap.context.filters, snap.context.current));
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(certificationQueueMachine, paths);
});

describe('queue rules', () => {
  it('checks the filters as the server does', () => {
    expect(queueFilterErrorOf(DEFAULT_FILTERS)).toBeNull();
    expect(queueFilterErrorOf({ ...DEFAULT_FILTERS, ...BACKWARDS })).toBe('dateRange');
    expect(queueFilterErrorOf({ ...DEFAULT_FILTERS, from: '2026-02-30' })).toBe('dateFormat');
    expect(queueFilterErrorOf({ ...DEFAULT_FILTERS, keyword: '字'.repeat(61) })).toBe('keyword');
  });

  it('sends only the filters that are set; opens on 待审核', () => {
    expect(queueQuery(DEFAULT_FILTERS, 1)).toEqual({ current: 1, size: 20, status: 0 });
    expect(queueQuery({ status: null, keyword: '  精工 ', from: null, to: '2026-11-24' }, 2)).toEqual({ current: 2, size: 20, keyword: '精工', to: '2026-11-24' });
  });
});
