// The pure points rules (domain/points/points-rules.ts): streak days by China date, the configured
// rewards cycling, expiry at the end of the following China year, order points and refund shares,
// and the FIFO reading of a ledger (oldest first; an expired batch is not spent).
import { describe, expect, it } from 'vitest';
import { addChinaDays, expiryOf, nextStreak, pointsForOrder, pointsForRefund, readBatches, rewardOfStreak, type LedgerEntry } from '../../domain/points/points-rules.ts';

const R = [5, 5, 10, 10, 15, 15, 30];
const at = (iso: string) => new Date(iso);

describe('points rules', () => {
  it('streaks follow China dates across month and year ends', () => {
    expect(addChinaDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addChinaDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(nextStreak('2027-01-01', { date: '2026-12-31', streak: 6 })).toBe(7);
    expect(nextStreak('2027-01-02', { date: '2026-12-31', streak: 6 })).toBe(1);
    expect(nextStreak('2027-01-02', null)).toBe(1);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 14, 15].map((d) => rewardOfStreak(d, R))).toEqual([5, 5, 10, 10, 15, 15, 30, 5, 30, 5]);
  });

  it('expires at the end of the following China year', () => {
    expect(expiryOf(at('2026-01-01T00:00:00+08:00'), 1).toISOString()).toBe('2027-12-31T16:00:00.000Z');
    // 2026-12-31 23:30 China time is still 2026.
    expect(expiryOf(at('2026-12-31T15:30:00Z'), 1).toISOString()).toBe('2027-12-31T16:00:00.000Z');
    // 2027-01-01 00:30 China time is 2027 although UTC still says 2026.
    expect(expiryOf(at('2026-12-31T16:30:00Z'), 1).toISOString()).toBe('2028-12-31T16:00:00.000Z');
    expect(expiryOf(at('2026-06-01T00:00:00Z'), 2).toISOString()).toBe('2028-12-31T16:00:00.000Z');
  });

  it('orders earn whole points per yuan kept; a refund takes back its share once', () => {
    expect(pointsForOrder(12_345, 1)).toBe(123);
    expect(pointsForOrder(99, 1)).toBe(0);
    expect(pointsForOrder(-5, 1)).toBe(0);
    expect(pointsForRefund(123, 12_345, 6_000, 0)).toBe(60);
    expect(pointsForRefund(123, 12_345, 12_345, 60)).toBe(63);
    expect(pointsForRefund(123, 12_345, 99_999, 123)).toBe(0);
  });

  it('reads the ledger FIFO: oldest batch spent first, an expired batch not spent, expiry takes its own batch', () => {
    const e = (id: number, change: number, created: string, expires = '2099-01-01T00:00:00Z', sourceType = 'x', sourceId: string | null = null): LedgerEntry =>
      ({ id, change, createdAt: at(created), expiresAt: at(expires), sourceType, sourceId });
    const rows = [
      e(1, 100, '2025-03-01T00:00:00Z', '2026-12-31T16:00:00Z'),
      e(2, 300, '2026-05-01T00:00:00Z', '2027-12-31T16:00:00Z'),
      e(3, -150, '2026-06-01T00:00:00Z'),
    ];
    const mid = readBatches(rows, at('2026-07-01T00:00:00Z'));
    expect(mid.batches.map((b) => b.left)).toEqual([0, 250]);
    expect(mid.due).toEqual([]);
    const later = readBatches([e(1, 100, '2025-03-01T00:00:00Z', '2026-12-31T16:00:00Z'), e(2, 300, '2026-05-01T00:00:00Z', '2027-12-31T16:00:00Z')], at('2027-01-05T00:00:00Z'));
    expect(later.due.map((b) => [b.id, b.left])).toEqual([[1, 100]]);
    const spentAfterExpiry = readBatches([...later.batches.map((b) => e(b.id, b.id === 1 ? 100 : 300, '2025-03-01T00:00:00Z', b.expiresAt.toISOString())), e(3, -50, '2027-01-05T00:00:00Z')], at('2027-01-06T00:00:00Z'));
    expect(spentAfterExpiry.batches.map((b) => b.left)).toEqual([100, 250]);
    const written = readBatches([...rows.slice(0, 2), e(3, -100, '2027-01-01T00:00:00Z', undefined, 'expire', '1')], at('2027-01-06T00:00:00Z'));
    expect(written.batches.map((b) => b.left)).toEqual([0, 300]);
    expect(written.due).toEqual([]);
  });
});
