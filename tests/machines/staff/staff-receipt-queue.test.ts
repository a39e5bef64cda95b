// The 收款确认 list's machine (machines/staff/staff-receipt-queue.ts): every shortest path walked with
// a fake fetch; what is sent always matches the kind, state, filters and page held; filters the
// server would refuse are never sent; kind, state and filter changes go back to page 1.
import { describe, expect, it } from 'vitest';
import type { ReceiptListAnswer } from '../../../domain/staff/receipts-payloads.ts';
import {
  NO_RECEIPT_FILTERS, receiptFilterError, receiptQuery, receiptsQueueMachine, type ReceiptPageInput, type ReceiptQueueContext, type ReceiptQueueEvent,
} from '../../../machines/staff/staff-receipt-queue.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const page = (pages: number): ReceiptListAnswer => ({ records: [], total: pages * 20, size: 20, current: 1, pages, counts: { pending: 3, approved: 1, rejected: 0 } });
const BY_NO = { ...NO_RECEIPT_FILTERS, orderNo: 'DD2026', from: '2026-11-01', to: '2026-11-24' };
const BACKWARDS = { ...NO_RECEIPT_FILTERS, from: '2026-11-24', to: '2026-11-01' };

const EVENTS = [
  { type: 'KIND', kind: 'service' },
  { type: 'STATE', state: 'rejected' },
  { type: 'FILTER', filters: BY_NO },
  { type: 'FILTER', filters: BACKWARDS },
  { type: 'CLEAR' },
  { type: 'PAGE', current: 2 },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.fetchPage', output: page(2) },
  { type: 'xstate.error.actor.fetchPage', error: { message: '网络错误' } },
] as unknown as ReceiptQueueEvent[];

interface Effects {
  queries: ReceiptPageInput[];
}

function start(effects: Effects): Harness {
  return startMachine(receiptsQueueMachine, {
    input: {},
    provide: (fake) => ({ actors: { fetchPage: fake.promise<ReceiptListAnswer, ReceiptPageInput>('fetchPage', effects.queries) } }),
  });
}

const paths = shortestPaths(receiptsQueueMachine, { events: EVENTS, input: {} });

describePaths('receipts queue, model-based', paths, {
  effects: (): Effects => ({ queries: [] }),
  start,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: ReceiptQueueContext };
    const c = snap.context;
    for (const q of effects.queries) {
      expect(receiptFilterError({ orderNo: q.body.orderNo ?? null, from: q.body.from ?? null, to: q.body.to ?? null })).toBeNull();
    }
    const last = effects.queries.at(-1);
    if (last && snap.value === 'loading') expect(last).toEqual(receiptQuery(c.kind, c.state, c.filters, c.current));
    expect(c.current).toBeGreaterThanOrEqual(1);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(receiptsQueueMachine, paths);
});

describe('receipts queue rules', () => {
  it('checks the filters as the server does, and sends only those set', () => {
    expect(receiptFilterError(NO_RECEIPT_FILTERS)).toBeNull();
    expect(receiptFilterError(BY_NO)).toBeNull();
    expect(receiptFilterError(BACKWARDS)).toBe('dateRange');
    expect(receiptFilterError({ ...NO_RECEIPT_FILTERS, orderNo: '订单' })).toBe('orderNo');
    expect(receiptFilterError({ ...NO_RECEIPT_FILTERS, to: '2026/1/1' })).toBe('dateFormat');
    expect(receiptQuery('order', 'pending', NO_RECEIPT_FILTERS, 1)).toEqual({ kind: 'order', body: { current: 1, size: 20, state: 'pending' } });
    expect(receiptQuery('service', 'approved', BY_NO, 2).body).toEqual({ current: 2, size: 20, state: 'approved', orderNo: 'DD2026', from: '2026-11-01', to: '2026-11-24' });
  });
});
