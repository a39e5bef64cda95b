// budgetWindow (issue 38): the China month and quarter a moment falls in, and the ones before it.
import { describe, expect, it } from 'vitest';
import { budgetWindow } from '../../domain/approvals/approval-rules.ts';

describe('budgetWindow', () => {
  it('starts a month at 00:00 Beijing time (16:00 UTC the day before)', () => {
    const w = budgetWindow('month', new Date('2026-11-30T16:30:00Z'));
    expect(w).toEqual({ start: new Date('2026-11-30T16:00:00Z'), end: new Date('2026-12-31T16:00:00Z'), label: '2026年12月' });
    expect(budgetWindow('month', new Date('2026-11-30T15:59:59Z')).label).toBe('2026年11月');
  });

  it('puts a moment in its China quarter', () => {
    expect(budgetWindow('quarter', new Date('2026-03-31T15:59:59Z'))).toEqual({ start: new Date('2025-12-31T16:00:00Z'), end: new Date('2026-03-31T16:00:00Z'), label: '2026年第1季度' });
    expect(budgetWindow('quarter', new Date('2026-03-31T16:00:00Z')).label).toBe('2026年第2季度');
    expect(budgetWindow('quarter', new Date('2026-11-29T10:00:00Z')).label).toBe('2026年第4季度');
  });

  it('steps back across years', () => {
    expect(budgetWindow('month', new Date('2026-01-15T00:00:00Z'), 1).label).toBe('2025年12月');
    expect(budgetWindow('month', new Date('2026-02-15T00:00:00Z'), 5).label).toBe('2025年9月');
    const q = budgetWindow('quarter', new Date('2026-02-01T00:00:00Z'), 2);
    expect(q).toEqual({ start: new Date('2025-06-30T16:00:00Z'), end: new Date('2025-09-30T16:00:00Z'), label: '2025年第3季度' });
  });
});
