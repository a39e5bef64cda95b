// The arithmetic of after-sales amounts (domain/after-sales/refund-rules.ts) and the named
// transitions of a request (domain/after-sales/refund-status.ts).
import { describe, expect, it } from 'vitest';
import { lineRefundCap, linePaidShares, splitAmount, unitsWorth } from '../../../domain/after-sales/refund-rules.ts';
import { nextRefundStatus, REFUND_STATUS as S, REFUND_STATUSES, REFUND_TRANSITION_TEXT, type RefundTransition } from '../../../domain/after-sales/refund-status.ts';

describe('refund amounts', () => {
  it('splits a discount over lines by subtotal so the shares add up exactly', () => {
    const shares = linePaidShares([{ id: 1, lineFen: 1000 }, { id: 2, lineFen: 2000 }, { id: 3, lineFen: 3001 }], 100);
    expect([...shares.values()].reduce((s, v) => s + v, 0)).toBe(6001 - 100);
    expect(shares.get(1)).toBe(1000 - 17);
  });

  it('never refunds more than a line was paid, whatever the order of partial requests', () => {
    for (const [paid, num] of [[1000, 3], [999, 7], [1, 2], [12345, 10]] as const) {
      let takenQty = 0;
      let takenFen = 0;
      for (const k of [1, 2, num].map((x) => Math.min(x, num - takenQty)).filter((x) => x > 0)) {
        if (takenQty + k > num) break;
        const cap = lineRefundCap({ paidFen: paid, num, takenQty, takenFen }, k);
        takenQty += k;
        takenFen += cap;
        expect(takenFen).toBeLessThanOrEqual(paid);
      }
      if (takenQty === num) expect(takenFen).toBe(paid);
    }
    expect(unitsWorth(1000, 3, 1)).toBe(333);
    expect(unitsWorth(1000, 3, 3)).toBe(1000);
  });

  it('splits a smaller amount over the caps without exceeding any', () => {
    const parts = splitAmount([300, 700, 0], 501);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(501);
    parts.forEach((p, i) => expect(p).toBeLessThanOrEqual([300, 700, 0][i]!));
    expect(splitAmount([300, 700], 2000)).toEqual([300, 700]);
  });
});

describe('refund transitions', () => {
  const ALLOWED: [number, RefundTransition, number][] = [
    [S.applying, 'approve', S.agreed], [S.applying, 'reject', S.refused], [S.applying, 'cancel', S.cancelled],
    [S.agreed, 'shipBack', S.awaitingReturn], [S.agreed, 'refund', S.refunding], [S.agreed, 'cancel', S.cancelled],
    [S.awaitingReturn, 'receive', S.received], [S.awaitingReturn, 'refuseReturn', S.returnRefused],
    [S.received, 'refund', S.refunding], [S.refunding, 'settle', S.refunded],
  ];
  it('allows exactly the named moves', () => {
    for (const from of REFUND_STATUSES) {
      for (const t of Object.keys(REFUND_TRANSITION_TEXT) as RefundTransition[]) {
        const hit = ALLOWED.find(([f, tr]) => f === from && tr === t);
        expect(nextRefundStatus(from, t), `${from} ${t}`).toBe(hit ? hit[2] : null);
      }
    }
  });
});
