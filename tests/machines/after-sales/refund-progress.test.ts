// The progress bar of an after-sales request (machines/after-sales/refund-progress.ts, issue 34
// item 4): every status of both kinds walked; 已寄回 ticks 寄回商品 and stands at 商家收货, 已退款
// ticks 完成, a closed request ends with its status; one current step at most, ticks only before it.
import { describe, expect, it } from 'vitest';
import { REFUND_STATUS, REFUND_STATUSES, REFUND_TYPE, type RefundStatus, type RefundType } from '../../../domain/after-sales/refund-status.ts';
import { refundProgress, type RefundStep } from '../../../machines/after-sales/refund-progress.ts';

const bar = (steps: RefundStep[]) => steps.map((s) => `${s.key}:${s.mark}`).join(' ');
const of = (status: RefundStatus, refundType: RefundType) => bar(refundProgress({ status, refundType }));
const R = REFUND_STATUS;
const RETURN = REFUND_TYPE.returnAndRefund;
const ONLY = REFUND_TYPE.refundOnly;

describe('the progress of a 退货退款 request at every status', () => {
  const expected: Record<RefundStatus, string> = {
    [R.applying]: 'apply:done review:current shipBack:todo receive:todo refund:todo done:todo',
    [R.agreed]: 'apply:done review:done shipBack:current receive:todo refund:todo done:todo',
    [R.awaitingReturn]: 'apply:done review:done shipBack:done receive:current refund:todo done:todo',
    [R.received]: 'apply:done review:done shipBack:done receive:done refund:current done:todo',
    [R.refunding]: 'apply:done review:done shipBack:done receive:done refund:current done:todo',
    [R.refunded]: 'apply:done review:done shipBack:done receive:done refund:done done:done',
    [R.refused]: 'apply:done review:done closed:ended',
    [R.returnRefused]: 'apply:done review:done shipBack:done closed:ended',
    [R.cancelled]: 'apply:done closed:ended',
  };
  for (const status of REFUND_STATUSES) {
    it(`status ${status}`, () => expect(of(status, RETURN)).toBe(expected[status]));
  }
});

describe('the progress of a 仅退款 request at every status it can reach', () => {
  const expected: Partial<Record<RefundStatus, string>> = {
    [R.applying]: 'apply:done review:current refund:todo done:todo',
    [R.agreed]: 'apply:done review:done refund:current done:todo',
    [R.refunding]: 'apply:done review:done refund:current done:todo',
    [R.refunded]: 'apply:done review:done refund:done done:done',
    [R.refused]: 'apply:done review:done closed:ended',
    [R.cancelled]: 'apply:done closed:ended',
  };
  for (const [status, text] of Object.entries(expected)) {
    it(`status ${status}`, () => expect(of(Number(status) as RefundStatus, ONLY)).toBe(text));
  }
});

describe('rules every bar keeps', () => {
  for (const refundType of [ONLY, RETURN] as const) {
    for (const status of REFUND_STATUSES) {
      it(`type ${refundType}, status ${status}: ticks only before the current or closing step, at most one of them, last`, () => {
        const steps = refundProgress({ status, refundType });
        const marks = steps.map((s) => s.mark);
        expect(marks[0]).toBe('done');
        const stop = marks.findIndex((m) => m === 'current' || m === 'ended');
        expect(marks.filter((m) => m === 'current' || m === 'ended').length).toBeLessThanOrEqual(1);
        if (stop === -1) expect(marks.every((m) => m === 'done')).toBe(true);
        else {
          expect(marks.slice(0, stop).every((m) => m === 'done')).toBe(true);
          expect(marks.slice(stop + 1).every((m) => m === 'todo')).toBe(true);
        }
        expect(steps.some((s) => s.key === 'closed')).toBe(marks.includes('ended'));
      });
    }
  }
  it('已退款 is the only status with 完成 ticked', () => {
    for (const refundType of [ONLY, RETURN] as const)
      for (const status of REFUND_STATUSES) {
        const done = refundProgress({ status, refundType }).find((s) => s.key === 'done');
        expect(done?.mark === 'done').toBe(status === R.refunded);
      }
  });
});
