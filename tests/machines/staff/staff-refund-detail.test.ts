// The after-sales request machine (machines/staff/staff-refund-detail.ts): every shortest path walked
// with fake calls, and its rules: a step opens only when the status and the staff member's powers
// allow it, only a valid form is sent (a reason to reject, whole quantities within what came back,
// a transfer reference for a bank-transfer order), the answer replaces the request.
import { describe, expect, it } from 'vitest';
import type { StaffRefundRow } from '../../../domain/after-sales/refund-views.ts';
import { AS_FORM_MSG, receiveErrors } from '../../../domain/after-sales/staff-refund-forms.ts';
import {
  refundDetailMachine, stepsFor, type RefundAction, type RefundDetailContext, type RefundDetailEvent,
} from '../../../machines/staff/staff-refund-detail.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const LINE = {
  orderLineId: 5, goodsId: 9, goodsCode: 'G9', model: '6205-2RS', name: '深沟球轴承', brandName: 'SKF', unit: '个', imageUrl: null, unitPriceFen: 1000, num: 3, amountFen: 3000,
  receivedNum: null, damagedNum: null,
};
const BASE = {
  id: 7, refundNo: 'RF1', orderId: 3, orderNo: 'SO1', refundType: 2, refundTypeText: '退货退款', reason: '商品质量问题', amountFen: 3000, totalNum: 3, lines: [LINE],
  createdAt: '2026-11-24T00:00:00.000Z', description: null, images: [], freightFen: 0, refuseReason: null, payMethod: 2, refundMethod: null, refundMethodText: null, refundedAt: null,
  returnAddress: null, trace: { id: 7, steps: [], returnCarrier: null, returnTrackingNo: null, returnShippedAt: null }, canCancel: false, canShipBack: false, memberId: 1, memberName: '会员',
};
const APPLYING = { ...BASE, status: 0, statusText: '申请中' } as unknown as StaffRefundRow;
const WAITING = { ...BASE, status: 3, statusText: '已寄回' } as unknown as StaffRefundRow;
const RECEIVED = { ...BASE, status: 4, statusText: '已收货' } as unknown as StaffRefundRow;

const EVENTS = [
  { type: 'RETRY' },
  { type: 'OPEN', step: 'approve' },
  { type: 'OPEN', step: 'reject' },
  { type: 'OPEN', step: 'receive' },
  { type: 'OPEN', step: 'refund' },
  { type: 'EDIT_REASON', value: '已超过退货期限' },
  { type: 'EDIT_QTY', orderLineId: 5, field: 'received', value: '4' },
  { type: 'EDIT_QTY', orderLineId: 5, field: 'received', value: '2' },
  { type: 'EDIT_TRANSFER', value: 'TR20261124' },
  { type: 'SUBMIT' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.fetchRefund', output: APPLYING },
  { type: 'xstate.done.actor.fetchRefund', output: WAITING },
  { type: 'xstate.done.actor.fetchRefund', output: RECEIVED },
  { type: 'xstate.error.actor.fetchRefund', error: { message: '售后单不存在', status: 404 } },
  { type: 'xstate.done.actor.act', output: RECEIVED },
  { type: 'xstate.error.actor.act', error: { message: '售后单状态已变化', status: 409 } },
] as unknown as RefundDetailEvent[];

const INPUT = { id: 7, powers: { review: true, receive: true } };

function start(acts: RefundAction[]): Harness {
  return startMachine(refundDetailMachine, {
    input: INPUT,
    provide: (fake) => ({ actors: { fetchRefund: fake.promise('fetchRefund'), act: fake.promise<StaffRefundRow, RefundAction>('act', acts) } }),
  });
}

// Keep the walk small: one load outcome per path start, fewer repeated edits.
const paths = shortestPaths(refundDetailMachine, {
  events: EVENTS,
  input: INPUT,
  filterEvents: (state, event) => !((event.type as string) === 'xstate.done.actor.act' && (state.context as RefundDetailContext).row?.status === 4 && (state.context as RefundDetailContext).step !== 'refund'),
});

describePaths('after-sales request, model-based', paths, {
  effects: (): RefundAction[] => [],
  start,
  check: (acts) => {
    for (const a of acts) {
      if (a.step === 'review' && !a.body.approve) expect(a.body.reason).toBe('已超过退货期限');
      if (a.step === 'receive') expect(a.body.lines).toEqual([{ orderLineId: 5, receivedNum: a.body.lines![0]!.receivedNum, damagedNum: 0 }]);
      if (a.step === 'receive') expect(a.body.lines![0]!.receivedNum).toBeLessThanOrEqual(3);
      if (a.step === 'pay') expect(a.body).toEqual({ id: 7, transferRef: 'TR20261124' });
    }
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(refundDetailMachine, paths);
});

describe('after-sales form rules', () => {
  it('offers each role only its own steps', () => {
    expect(stepsFor(APPLYING, { review: true, receive: false })).toEqual(['approve', 'reject']);
    expect(stepsFor(APPLYING, { review: false, receive: true })).toEqual([]);
    expect(stepsFor(WAITING, { review: true, receive: false })).toEqual([]);
    expect(stepsFor(WAITING, { review: false, receive: true })).toEqual(['receive']);
    expect(stepsFor(RECEIVED, { review: true, receive: false })).toEqual(['refund']);
    expect(stepsFor({ ...APPLYING, status: 1, refundType: 1 } as StaffRefundRow, { review: true, receive: false })).toEqual(['refund']);
    expect(stepsFor({ ...APPLYING, status: 1 } as StaffRefundRow, { review: true, receive: true })).toEqual([]);
  });

  it('checks every received quantity in Chinese', () => {
    const lines = [LINE, { ...LINE, orderLineId: 6, num: 2 }];
    expect(receiveErrors(lines, { 5: { received: '', damaged: '0' }, 6: { received: '1.5', damaged: '0' } }).lines).toEqual({ 5: { received: AS_FORM_MSG.qtyRequired }, 6: { received: AS_FORM_MSG.qtyWhole } });
    expect(receiveErrors(lines, { 5: { received: '4', damaged: '-1' }, 6: { received: '2', damaged: '3' } }).lines).toEqual({
      5: { received: AS_FORM_MSG.receivedTooMany(3), damaged: AS_FORM_MSG.qtyWhole },
      6: { damaged: AS_FORM_MSG.damagedTooMany },
    });
    expect(receiveErrors(lines, { 5: { received: '0', damaged: '0' }, 6: { received: '0', damaged: '0' } })).toEqual({ lines: {}, form: AS_FORM_MSG.nothingReceived });
    expect(receiveErrors(lines, { 5: { received: '3', damaged: '1' }, 6: { received: '0', damaged: '0' } })).toEqual({ lines: {}, form: null });
  });
});
