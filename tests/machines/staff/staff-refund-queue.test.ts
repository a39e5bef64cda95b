// The after-sales queue machine (machines/staff/staff-refund-queue.ts): every shortest path walked
// with a fake call; a filter goes back to page 1 and sends only what is set; a keyword too long
// is refused before anything is sent.
import { describe, expect, it } from 'vitest';
import type { StaffRefundQuery } from '../../../domain/after-sales/refund-payloads.ts';
import { KEYWORD_TOO_LONG } from '../../../domain/after-sales/staff-refund-queue.ts';
import { NO_REFUND_FILTERS, refundQuery, refundQueueMachine, type RefundQueueEvent, type RefundQueueResult } from '../../../machines/staff/staff-refund-queue.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const RESULT = { page: { records: [], total: 30, size: 20, current: 1, pages: 2 }, counts: { total: 30, byStatus: [] } } as unknown as RefundQueueResult;
const RETURNS = { status: 0, refundType: 2, keyword: 'SO2026' } as const;

const EVENTS = [
  { type: 'RETRY' },
  { type: 'FILTER', filters: RETURNS },
  { type: 'FILTER', filters: { ...NO_REFUND_FILTERS, keyword: 'x'.repeat(51) } },
  { type: 'PAGE', current: 2 },
  { type: 'xstate.done.actor.fetchQueue', output: RESULT },
  { type: 'xstate.error.actor.fetchQueue', error: { message: '网络错误' } },
] as unknown as RefundQueueEvent[];

function start(queries: StaffRefundQuery[]): Harness {
  return startMachine(refundQueueMachine, { provide: (fake) => ({ actors: { fetchQueue: fake.promise('fetchQueue', queries) } }) });
}

const paths = shortestPaths(refundQueueMachine, { events: EVENTS });

describePaths('after-sales queue, model-based', paths, {
  effects: (): StaffRefundQuery[] => [],
  start,
  check: (queries, h) => {
    for (const q of queries) {
      expect(q.size).toBe(20);
      if (q.status !== undefined) expect(q).toMatchObject({ status: 0, refundType: 2, keyword: 'SO2026' });
      expect(q.keyword?.length ?? 0).toBeLessThanOrEqual(50);
    }
    const ctx = (h.snapshot() as { context: { filterError: string | null } }).context;
    if (ctx.filterError) expect(ctx.filterError).toBe(KEYWORD_TOO_LONG);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(refundQueueMachine, paths);
});

describe('the list query', () => {
  it('sends only the filters that are set', () => {
    expect(refundQuery(NO_REFUND_FILTERS, 1)).toEqual({ current: 1, size: 20 });
    expect(refundQuery({ status: 3, refundType: 1, keyword: '  RF1 ' }, 2)).toEqual({ current: 2, size: 20, status: 3, refundType: 1, keyword: 'RF1' });
  });
});
