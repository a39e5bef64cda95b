import { describe, expect, it } from 'vitest';
import {
  CANCEL_NOTE_MAX,
  cancelReasonText,
  cancelNoteCount,
  checkCancel,
  draftHref,
  limitCancelNote,
  LEAVING_MS,
  orderActionsMachine,
  payReturnPath,
} from '../../../machines/orders/order-actions.ts';
import { CANCEL_REASONS, OTHER_REASON } from '../../../domain/orders/cancel-reasons.ts';
import type { OrderActionsEmitted, OrderActionsEvent } from '../../../machines/orders/order-actions.ts';
import type { DraftView, OrderDetail, PayStart } from '../../../domain/orders/orders.ts';
import type { CancelOrderBody, ConfirmReceiptBody, PayBody } from '../../../domain/orders/order-payloads.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine, useFakeTimers } from '../../support/machine-harness.ts';
import { detail } from '../../support/order-fixtures.ts';

const PAY: PayStart = { paymentId: 9, payUrl: '/gateway/common/open/pay/sandbox?paymentId=9&sign=abc', amountFen: 123_456 };
const DRAFT = { id: 77, orderType: 2 } as DraftView;
const CANCELLED: OrderDetail = { ...detail(5, 5), cancelReason: '不想买了' };
const REFUSED = { message: '订单当前状态不能取消', code: 2003, status: 409 };
const RECEIVED: OrderDetail = { ...detail(5, 4, 1), completedAt: '2026-11-28T08:00:00.000Z' };
const RECEIPT_REFUSED = { message: '订单当前状态为「已取消」，不能确认收货', code: 2003, status: 409 };

const EVENTS = [
  { type: 'PAY', orderId: 5 },
  { type: 'REORDER', orderId: 5 },
  { type: 'CANCEL', orderId: 5, orderNo: 'SO261121000005' },
  { type: 'CANCEL_CLOSE' },
  { type: 'CANCEL_SUBMIT', reason: '不想买了', note: '' },
  { type: 'CANCEL_SUBMIT', reason: '其他原因', note: '' },
  { type: 'EDIT', field: 'note' },
  { type: 'xstate.done.actor.pay', output: PAY },
  { type: 'xstate.error.actor.pay', error: { message: '订单不存在', status: 404 } },
  { type: 'xstate.done.actor.reorder', output: DRAFT },
  { type: 'xstate.error.actor.reorder', error: { message: '商品 6205 库存不足，当前可售 0', status: 409 } },
  { type: 'xstate.done.actor.cancel', output: CANCELLED },
  { type: 'xstate.error.actor.cancel', error: REFUSED },
  { type: 'CONFIRM_RECEIPT', orderId: 5, orderNo: 'SO261121000005' },
  { type: 'RECEIPT_CLOSE' },
  { type: 'RECEIPT_SUBMIT' },
  { type: 'xstate.done.actor.confirmReceipt', output: RECEIVED },
  { type: 'xstate.error.actor.confirmReceipt', error: RECEIPT_REFUSED },
] as unknown as OrderActionsEvent[];

interface Effects {
  pays: PayBody[];
  reorders: Array<{ orderId: number }>;
  cancels: CancelOrderBody[];
  receipts: ConfirmReceiptBody[];
  emitted: OrderActionsEmitted[];
}

const fresh = (): Effects => ({ pays: [], reorders: [], cancels: [], receipts: [], emitted: [] });

function startActions(effects: Effects): Harness {
  return startMachine(orderActionsMachine, {
    timers: true,
    beforeStart: (actor) => actor.on('*', (event) => effects.emitted.push(event)),
    provide: (fake) => ({
      actors: {
        startPay: fake.promise<PayStart, PayBody>('pay', effects.pays),
        reorder: fake.promise<DraftView, { orderId: number }>('reorder', effects.reorders),
        cancelOrder: fake.promise<OrderDetail, CancelOrderBody>('cancel', effects.cancels),
        confirmReceipt: fake.promise<OrderDetail, ConfirmReceiptBody>('confirmReceipt', effects.receipts),
      },
    }),
  });
}

useFakeTimers();

const paths = shortestPaths(orderActionsMachine, { events: EVENTS, stopWhenDone: true });

describePaths('order actions, model-based', paths, {
  effects: fresh,
  start: startActions,
  delays: { [String(LEAVING_MS)]: LEAVING_MS },
  check: (effects, h) => {
    const snap = h.snapshot() as { value: unknown; context: { orderId: number | null } };
    // Payments always come back to the order's detail page, through the sandbox.
    for (const p of effects.pays) expect(p).toEqual({ orderId: 5, channel: 'sandbox', returnPath: '/myOrderDetail/5' });
    // Only a valid reason is ever sent.
    for (const c of effects.cancels) expect(c).toEqual({ id: 5, reason: '不想买了' });
    for (const e of effects.emitted) {
      if (e.type === 'pay') expect(e.url).toBe(PAY.payUrl);
      if (e.type === 'navigate') expect(e.href).toBe('/addOrderVip?tmpId=77');
      if (e.type === 'cancelled') expect(e.order).toBe(CANCELLED);
      if (e.type === 'received') expect(e.order).toBe(RECEIVED);
    }
    // 确认收货 is only sent from its dialog, for the order it was opened on.
    for (const r of effects.receipts) expect(r).toEqual({ orderId: 5 });
    // At most one action runs: a confirmation and a cancel never both go out on one path.
    expect(effects.receipts.length === 0 || effects.cancels.length === 0).toBe(true);
    if (snap.value === 'idle') expect(snap.context.orderId).toBeNull();
    else expect(snap.context.orderId).toBe(5);
  },
});

describe('order action rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(orderActionsMachine, paths);
  });

  it('checks the cancel reason', () => {
    expect(checkCancel('', '')).toEqual({ reason: 'reasonRequired' });
    expect(checkCancel('随便写的', '')).toEqual({ reason: 'reasonRequired' });
    expect(checkCancel('其他原因', '  ')).toEqual({ note: 'noteRequired' });
    expect(checkCancel('其他原因', '供应商已换')).toEqual({});
    expect(checkCancel('不想买了', '字'.repeat(CANCEL_NOTE_MAX + 1))).toEqual({ note: 'noteTooLong' });
    expect(checkCancel('不想买了', '字'.repeat(CANCEL_NOTE_MAX))).toEqual({});
    expect(cancelReasonText('其他原因', ' 供应商已换 ')).toBe('其他原因：供应商已换');
    expect(cancelReasonText('不想买了', '')).toBe('不想买了');
    // The longest reason fits the server's 100 characters.
    expect([...cancelReasonText('收货地址或发票信息有误', '字'.repeat(CANCEL_NOTE_MAX))].length).toBeLessThanOrEqual(100);
    for (const reason of CANCEL_REASONS) {
      expect(checkCancel(reason, '供应商已换')).toEqual({});
      expect(checkCancel(reason, '')).toEqual(reason === OTHER_REASON ? { note: 'noteRequired' } : {});
      expect([...cancelReasonText(reason, '字'.repeat(CANCEL_NOTE_MAX))].length).toBeLessThanOrEqual(100);
    }
    expect(CANCEL_REASONS).toEqual(['不想买了', '商品信息填写错误', '收货地址或发票信息有误', '需要重新下单', '付款遇到问题', '其他原因']);
    expect(OTHER_REASON).toBe('其他原因');
  });

  it('a re-order opens the checkout of the member type; payments return to the detail page', () => {
    expect(draftHref({ id: 3, orderType: 1 })).toBe('/addOrder?tmpId=3');
    expect(draftHref({ id: 4, orderType: 2 })).toBe('/addOrderVip?tmpId=4');
    expect(payReturnPath(12)).toBe('/myOrderDetail/12');
  });

  it('an invalid reason is not sent; a refusal keeps the dialog open with the server reason', async () => {
    const effects = fresh();
    const h = startActions(effects);
    h.send({ type: 'CANCEL', orderId: 5, orderNo: 'SO261121000005' });
    h.send({ type: 'CANCEL_SUBMIT', reason: '', note: '' });
    expect(h.snapshot().value).toEqual({ cancelling: 'editing' });
    expect((h.snapshot().context as { errors: object }).errors).toEqual({ reason: 'reasonRequired' });
    expect(effects.cancels).toEqual([]);
    h.send({ type: 'CANCEL_SUBMIT', reason: '其他原因', note: '改从线下采购' });
    expect(effects.cancels).toEqual([{ id: 5, reason: '其他原因：改从线下采购' }]);
    h.pending('cancel')!.reject(REFUSED);
    await flushMicrotasks();
    expect(h.snapshot().value).toEqual({ cancelling: 'editing' });
    expect((h.snapshot().context as { formError: string }).formError).toBe(REFUSED.message);
    h.stop();
  });

  it('counts the cancel note as typed and cuts a paste at the limit', () => {
    expect(cancelNoteCount('')).toBe(0);
    expect(cancelNoteCount('供应商已换')).toBe(5);
    expect(cancelNoteCount('𠀀a')).toBe(2);
    expect(limitCancelNote('字'.repeat(CANCEL_NOTE_MAX + 15))).toBe('字'.repeat(CANCEL_NOTE_MAX));
    expect(limitCancelNote('短')).toBe('短');
    expect(checkCancel('不想买了', limitCancelNote('字'.repeat(200)))).toEqual({});
  });

  it('确认收货: closing sends nothing; a refusal stays in the dialog; a success hands over the completed order', async () => {
    const effects = fresh();
    const h = startActions(effects);
    h.send({ type: 'CONFIRM_RECEIPT', orderId: 5, orderNo: 'SO261121000005' });
    expect(h.snapshot().value).toEqual({ confirmingReceipt: 'asking' });
    h.send({ type: 'RECEIPT_CLOSE' });
    expect(h.snapshot().value).toBe('idle');
    expect(effects.receipts).toEqual([]);
    h.send({ type: 'CONFIRM_RECEIPT', orderId: 5, orderNo: 'SO261121000005' });
    h.send({ type: 'CANCEL', orderId: 5, orderNo: 'SO261121000005' });
    expect(h.snapshot().value).toEqual({ confirmingReceipt: 'asking' });
    h.send({ type: 'RECEIPT_SUBMIT' });
    expect(effects.receipts).toEqual([{ orderId: 5 }]);
    h.pending('confirmReceipt')!.reject(RECEIPT_REFUSED);
    await flushMicrotasks();
    expect(h.snapshot().value).toEqual({ confirmingReceipt: 'asking' });
    expect((h.snapshot().context as { formError: string }).formError).toBe(RECEIPT_REFUSED.message);
    h.send({ type: 'RECEIPT_SUBMIT' });
    expect((h.snapshot().context as { formError: string | null }).formError).toBeNull();
    h.pending('confirmReceipt')!.resolve(RECEIVED);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('idle');
    expect(effects.emitted).toEqual([{ type: 'received', order: RECEIVED }]);
    h.stop();
  });

  it('after leaving for the gateway the buttons come back if the page is still here', async () => {
    const effects = fresh();
    const h = startActions(effects);
    h.send({ type: 'PAY', orderId: 5 });
    h.pending('pay')!.resolve(PAY);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('leaving');
    expect(effects.emitted).toEqual([{ type: 'pay', url: PAY.payUrl }]);
    h.send({ type: 'PAY', orderId: 5 });
    expect(effects.pays).toHaveLength(1);
    await h.advance!(LEAVING_MS);
    expect(h.snapshot().value).toBe('idle');
    h.stop();
  });
});
