import { describe, expect, it } from 'vitest';
import { applyRate, formatPrice, formatYuan, lineTotal, parseYuan } from '../../domain/shared/money.ts';

describe('money in fen', () => {
  it('formats fen as yuan', () => {
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(5)).toBe('0.05');
    expect(formatYuan(123456)).toBe('1,234.56');
    expect(formatYuan(-1999)).toBe('-19.99');
    expect(formatPrice(2350)).toBe('¥23.50');
  });

  it('parses typed amounts to fen without floating point', () => {
    expect(parseYuan('0.1')).toBe(10);
    expect(parseYuan('1,234.56')).toBe(123456);
    expect(parseYuan('¥19.9')).toBe(1990);
    expect(parseYuan('1.005'.slice(0, 4))).toBe(100);
    expect(() => parseYuan('1.005')).toThrow('金额格式不正确');
    expect(() => parseYuan('abc')).toThrow();
  });

  it('refuses non-integer fen and quantities', () => {
    expect(() => formatYuan(1.5)).toThrow('金额必须是整数分');
    expect(() => lineTotal(100, 1.5)).toThrow('数量必须是非负整数');
    expect(lineTotal(2350, 3)).toBe(7050);
  });

  it('applies a rate in basis points, rounding half up', () => {
    expect(applyRate(1000, 9200)).toBe(920);
    expect(applyRate(1005, 5000)).toBe(503);
    expect(applyRate(1, 5000)).toBe(1);
  });
});

describe('formatYuan groups thousands as the en-US locale does', () => {
  it('for every magnitude from 0 to a trillion yuan', () => {
    for (let fen = 0; fen < 1e14; fen = fen * 7 + 13) {
      expect(formatYuan(fen)).toBe(`${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`);
      expect(formatYuan(-fen)).toBe(fen === 0 ? '0.00' : `-${formatYuan(fen)}`);
    }
  });
});
