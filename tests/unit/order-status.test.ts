import { describe, expect, it } from 'vitest';
import { ORDER_STATUS as S, canMove, isOrderStatus } from '../../domain/order-status.ts';

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
    expect([0, 1, 2, 3, 4, 5].every(isOrderStatus)).toBe(true);
    expect(isOrderStatus(6)).toBe(false);
    expect(isOrderStatus(1.5)).toBe(false);
  });
});
