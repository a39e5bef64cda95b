import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS as S,
  ORDER_STATUS_TEXT,
  ORDER_TRANSITIONS,
  ORDER_TRANSITION_TEXT,
  STATUS_CODE,
  STATUS_NAME,
  canMove,
  isOrderStatus,
  nextStatus,
  type OrderStatus,
  type OrderTransition,
} from '../../domain/orders/order-status.ts';

const ALL_STATUSES: OrderStatus[] = [0, 1, 2, 3, 4, 5, 6];
const ALL_TRANSITIONS = Object.keys(ORDER_TRANSITION_TEXT) as OrderTransition[];

/** Every allowed move, written out: [from, transition, to]. */
const ALLOWED: [OrderStatus, OrderTransition, OrderStatus][] = [
  [S.awaitingPayment, 'pay', S.awaitingShipment],
  [S.awaitingPayment, 'uploadReceipt', S.awaitingConfirmation],
  [S.awaitingPayment, 'cancel', S.cancelled],
  [S.awaitingPayment, 'expire', S.cancelled],
  [S.awaitingConfirmation, 'confirmPayment', S.awaitingShipment],
  [S.awaitingConfirmation, 'rejectReceipt', S.awaitingPayment],
  [S.awaitingConfirmation, 'cancel', S.cancelled],
  [S.awaitingShipment, 'ship', S.shipped],
  [S.awaitingShipment, 'refund', S.cancelled],
  [S.shipped, 'complete', S.completed],
  // Issue 38: a company order waiting for approval.
  [S.awaitingApproval, 'approve', S.awaitingPayment],
  [S.awaitingApproval, 'approveOnCredit', S.awaitingShipment],
  [S.awaitingApproval, 'rejectApproval', S.cancelled],
  [S.awaitingApproval, 'expireApproval', S.cancelled],
  [S.awaitingApproval, 'cancel', S.cancelled],
];

describe('order status transitions', () => {
  it('walks the whole life of a bank-transfer order', () => {
    expect(canMove(S.awaitingPayment, S.awaitingConfirmation)).toBe(true);
    expect(canMove(S.awaitingConfirmation, S.awaitingShipment)).toBe(true);
    expect(canMove(S.awaitingShipment, S.shipped)).toBe(true);
    expect(canMove(S.shipped, S.completed)).toBe(true);
  });

  it('lets a rejected receipt go back to awaiting payment, and online payment skip confirmation', () => {
    expect(canMove(S.awaitingConfirmation, S.awaitingPayment)).toBe(true);
    expect(canMove(S.awaitingPayment, S.awaitingShipment)).toBe(true);
  });

  it('refuses to cancel what has shipped, to revive a cancelled order, or to skip shipping', () => {
    expect(canMove(S.shipped, S.cancelled)).toBe(false);
    expect(canMove(S.completed, S.cancelled)).toBe(false);
    expect(canMove(S.cancelled, S.awaitingPayment)).toBe(false);
    expect(canMove(S.awaitingShipment, S.completed)).toBe(false);
    expect(canMove(S.awaitingPayment, S.shipped)).toBe(false);
  });

  it('knows its statuses', () => {
    expect([0, 1, 2, 3, 4, 5, 6].every(isOrderStatus)).toBe(true);
    expect(isOrderStatus(7)).toBe(false);
    expect(isOrderStatus(1.5)).toBe(false);
  });

  it('names every status once, with its stored number', () => {
    expect(STATUS_CODE).toEqual({ PENDING_PAYMENT: 0, TO_CONFIRM: 1, TO_SHIP: 2, SHIPPED: 3, COMPLETED: 4, CANCELLED: 5, AWAITING_APPROVAL: 6 });
    for (const s of ALL_STATUSES) expect(STATUS_CODE[STATUS_NAME[s]]).toBe(s);
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual(Object.keys(STATUS_CODE).sort());
  });

  it.each(ALLOWED)('from %i, %s leads to %i', (from, transition, to) => {
    expect(nextStatus(from, transition)).toBe(to);
    expect(canMove(from, to)).toBe(true);
  });

  it('refuses every other transition from every status', () => {
    const allowed = new Set(ALLOWED.map(([from, t]) => `${from}:${t}`));
    let refused = 0;
    for (const from of ALL_STATUSES) {
      for (const t of ALL_TRANSITIONS) {
        if (allowed.has(`${from}:${t}`)) continue;
        expect(nextStatus(from, t), `${STATUS_NAME[from]} ${t}`).toBeNull();
        refused += 1;
      }
    }
    expect(refused).toBe(ALL_STATUSES.length * ALL_TRANSITIONS.length - ALLOWED.length);
  });

  it('ends in 已完成 and 已取消: nothing leaves them', () => {
    for (const t of ALL_TRANSITIONS) {
      expect(nextStatus(S.completed, t)).toBeNull();
      expect(nextStatus(S.cancelled, t)).toBeNull();
    }
  });

  it('only an unpaid order times out; the buyer cancels only before the money is confirmed', () => {
    expect(nextStatus(S.awaitingConfirmation, 'expire')).toBeNull();
    expect(nextStatus(S.awaitingShipment, 'cancel')).toBeNull();
    expect(nextStatus(S.shipped, 'cancel')).toBeNull();
  });

  it('keeps the Chinese status labels and calls every transition something in a refusal', () => {
    expect(ALL_STATUSES.map((s) => STATUS_NAME[s])).toEqual(['PENDING_PAYMENT', 'TO_CONFIRM', 'TO_SHIP', 'SHIPPED', 'COMPLETED', 'CANCELLED', 'AWAITING_APPROVAL']);
    expect(ALL_STATUSES.map((s) => ORDER_STATUS_TEXT[s])).toEqual(['待付款', '待确认', '待发货', '已发货', '已完成', '已取消', '待审批']);
    expect(ORDER_TRANSITION_TEXT).toMatchObject({ cancel: '取消', ship: '发货', complete: '完成', uploadReceipt: '提交付款凭证', confirmPayment: '确认收款' });
  });
});
