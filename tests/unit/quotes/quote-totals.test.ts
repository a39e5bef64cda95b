import { describe, expect, it } from 'vitest';
import { quoteTotals, taxOfInclusive } from '../../../domain/quotes/quote-totals.ts';

describe('quote totals and the 13% VAT part', () => {
  it('takes the tax out of a tax-inclusive total, rounding the net half up', () => {
    expect(taxOfInclusive(11300)).toBe(1300);
    expect(taxOfInclusive(0)).toBe(0);
    expect(taxOfInclusive(1)).toBe(0); // net 0.885 → 1
    expect(taxOfInclusive(100)).toBe(12); // net 88.495… → 88
    expect(taxOfInclusive(113)).toBe(13);
    expect(taxOfInclusive(1_000_000)).toBe(1_000_000 - Math.round(1_000_000 / 1.13));
    for (const total of [7, 99, 12345, 999_999, 56_500_01]) expect(taxOfInclusive(total)).toBe(total - Math.round(total / 1.13));
    expect(taxOfInclusive(10600, 600)).toBe(600);
  });

  it('refuses a fractional or negative amount', () => {
    expect(() => taxOfInclusive(1.5)).toThrow('金额必须是非负整数分');
    expect(() => taxOfInclusive(-1)).toThrow();
  });

  it('sums priced lines; null while a line waits for its price', () => {
    expect(quoteTotals([{ priceFen: 1000, num: 3 }, { priceFen: 2350, num: 2 }])).toEqual({ goodsFen: 7700, taxFen: 7700 - Math.round(7700 / 1.13) });
    expect(quoteTotals([{ priceFen: 1000, num: 3 }, { priceFen: null, num: 2 }])).toBeNull();
    expect(quoteTotals([])).toBeNull();
  });
});
