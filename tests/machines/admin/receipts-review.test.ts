// One receipt's review (machines/admin/receipts-review.ts): every shortest path walked with fake
// load and review; a refusal is never sent without a reason, nothing is sent for a receipt that
// is not reviewable, and what is sent names the receipt (goods) or its order (service).
import { describe, expect, it } from 'vitest';
import type { ReceiptDetail } from '../../../domain/staff/receipts-payloads.ts';
import { reasonError, receiptsReviewMachine, type ReceiptReviewContext, type ReceiptReviewEvent, type ReviewInput } from '../../../machines/admin/receipts-review.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const detail = (reviewable: boolean): ReceiptDetail => ({
  id: 7, kind: 'order', orderId: 42, orderNo: 'DD20261124000042', memberName: '测试企业有限公司', purposeText: '订单付款', amountFen: 12_300, payableFen: 12_300,
  receiptType: 'image/png', state: reviewable ? 'pending' : 'approved', stateText: reviewable ? '待确认' : '已确认', note: null, createdAt: '2026-11-24T01:00:00.000Z',
  reviewedAt: null, receiptUrl: '/files/uploads/0123456789abcdef0123456789abcdef', memberMobile: '13800000000', orderStatusText: '待确认', totalFen: 12_300, paidFen: 0,
  lines: [], reviewable,
});

const EVENTS = [
  { type: 'APPROVE' },
  { type: 'REJECT', reason: '   ' },
  { type: 'REJECT', reason: '金额不符' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.load', output: detail(true) },
  { type: 'xstate.done.actor.load', output: detail(false) },
  { type: 'xstate.error.actor.load', error: { message: '回单不存在' } },
  { type: 'xstate.done.actor.review', output: null },
  { type: 'xstate.error.actor.review', error: { message: '该付款已处理，不能重复审核' } },
] as unknown as ReceiptReviewEvent[];

interface Effects {
  reviews: ReviewInput[];
}

const INPUT = { kind: 'order' as const, id: 7 };

function start(effects: Effects): Harness {
  return startMachine(receiptsReviewMachine, {
    input: INPUT,
    provide: (fake) => ({ actors: { load: fake.promise('load'), review: fake.promise<unknown, ReviewInput>('review', effects.reviews) } }),
  });
}

const paths = shortestPaths(receiptsReviewMachine, { events: EVENTS, input: INPUT });

describePaths('receipt review, model-based', paths, {
  effects: (): Effects => ({ reviews: [] }),
  start,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: ReceiptReviewContext };
    for (const r of effects.reviews) {
      expect(r.paymentId).toBe(7);
      expect(r.orderId).toBe(42);
      if (!r.approve) expect(reasonError(r.note ?? '')).toBeNull();
    }
    if (snap.value === 'approving' || snap.value === 'rejecting') expect(snap.context.detail?.reviewable).toBe(true);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(receiptsReviewMachine, paths);
});

describe('receipt review rules', () => {
  it('requires a reason of at most 200 characters', () => {
    expect(reasonError('')).toBe('reasonRequired');
    expect(reasonError(' \n ')).toBe('reasonRequired');
    expect(reasonError('金额不符')).toBeNull();
    expect(reasonError('字'.repeat(201))).toBe('reasonTooLong');
  });
});
