// One receipt's review (machines/staff/staff-receipt-review.ts): every shortest path walked with fake
// load and review; a refusal is never sent without a reason, nothing is sent for a receipt that
// is not reviewable, what is sent names the receipt (goods) or its order (service), and a receipt
// whose stated amount differs from the amount due (or was not stated) is confirmed only with the
// 已核对银行流水 box ticked (issue 34).
import { describe, expect, it } from 'vitest';
import { needsBankCheck, type ReceiptDetail } from '../../../domain/staff/receipts-payloads.ts';
import { reasonError, receiptsReviewMachine, type ReceiptReviewContext, type ReceiptReviewEvent, type ReviewInput } from '../../../machines/staff/staff-receipt-review.ts';
import { flushMicrotasks, type Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

/** A receipt stating `statedFen` (null: not stated) for 123.00 due. */
const detail = (reviewable: boolean, statedFen: number | null = 12_300): ReceiptDetail => ({
  id: 7, kind: 'order', orderId: 42, orderNo: 'DD20261124000042', memberName: '测试企业有限公司', purposeText: '订单付款', amountFen: statedFen, payableFen: 12_300,
  payerName: statedFen === null ? null : '测试企业有限公司', amountDueFen: 12_300, differenceFen: statedFen === null ? null : statedFen - 12_300,
  receiptType: 'image/png', state: reviewable ? 'pending' : 'approved', stateText: reviewable ? '待确认' : '已确认', note: null, createdAt: '2026-11-24T01:00:00.000Z',
  reviewedAt: null, receiptUrl: '/files/uploads/0123456789abcdef0123456789abcdef', memberMobile: '13800000000', orderStatusText: '待确认', totalFen: 12_300, paidFen: 0,
  lines: [], reviewable,
});

const EVENTS = [
  { type: 'APPROVE' },
  { type: 'ACKNOWLEDGE', checked: true },
  { type: 'ACKNOWLEDGE', checked: false },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'REJECT', reason: '   ' },
  { type: 'REJECT', reason: '金额不符' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.load', output: detail(true) },
  { type: 'xstate.done.actor.load', output: detail(false) },
  { type: 'xstate.done.actor.load', output: detail(true, 100_000) },
  { type: 'xstate.done.actor.load', output: detail(true, null) },
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
      if (!r.approve) expect(r.acknowledgeMismatch).toBe(false);
    }
    // A confirm is sent only from the dialog, and a receipt not shown to match only with the box ticked.
    const last = effects.reviews.at(-1);
    if (snap.value === 'approving') {
      expect(last?.approve).toBe(true);
      if (needsBankCheck(snap.context.detail!)) expect(last?.acknowledgeMismatch).toBe(true);
    }
    if (snap.value === 'approving' || snap.value === 'rejecting') expect(snap.context.detail?.reviewable).toBe(true);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(receiptsReviewMachine, paths);
});

describe('receipt review rules', () => {
  it('a mismatched receipt: CONFIRM without the box is refused in the dialog; ticked, the tick is sent; CANCEL sends nothing', async () => {
    const effects: Effects = { reviews: [] };
    const h = start(effects);
    h.pending('load')!.resolve(detail(true, 100_000));
    await flushMicrotasks();
    h.send({ type: 'APPROVE' });
    expect(h.snapshot().value).toBe('confirming');
    h.send({ type: 'CONFIRM' });
    expect(h.snapshot().value).toBe('confirming');
    expect((h.snapshot().context as ReceiptReviewContext).ackMissing).toBe(true);
    h.send({ type: 'CANCEL' });
    expect(h.snapshot().value).toBe('ready');
    h.send({ type: 'APPROVE' });
    expect((h.snapshot().context as ReceiptReviewContext)).toMatchObject({ acknowledged: false, ackMissing: false });
    h.send({ type: 'ACKNOWLEDGE', checked: true });
    h.send({ type: 'CONFIRM' });
    expect(h.snapshot().value).toBe('approving');
    expect(effects.reviews).toEqual([{ kind: 'order', paymentId: 7, orderId: 42, approve: true, note: null, acknowledgeMismatch: true }]);
    h.stop();
  });

  it('a matching receipt is confirmed from the dialog without the box', async () => {
    const effects: Effects = { reviews: [] };
    const h = start(effects);
    h.pending('load')!.resolve(detail(true));
    await flushMicrotasks();
    h.send({ type: 'APPROVE' });
    h.send({ type: 'CONFIRM' });
    expect(effects.reviews).toEqual([{ kind: 'order', paymentId: 7, orderId: 42, approve: true, note: null, acknowledgeMismatch: false }]);
    h.stop();
  });

  it('requires a reason of at most 200 characters', () => {
    expect(reasonError('')).toBe('reasonRequired');
    expect(reasonError(' \n ')).toBe('reasonRequired');
    expect(reasonError('金额不符')).toBeNull();
    expect(reasonError('字'.repeat(201))).toBe('reasonTooLong');
  });
});
