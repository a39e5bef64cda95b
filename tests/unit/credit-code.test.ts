import { describe, expect, it } from 'vitest';
import { buildCreditCode, creditCodeCheckChar, isValidCreditCode, organizationCodeCheckChar } from '../../domain/shared/credit-code.ts';

describe('unified social credit code (GB 32100)', () => {
  const valid = ['91350100M000100Y43', '911100001000080343', '91110000802100433B', '914403001922038216'];

  it.each(valid)('accepts the real-format code %s', (code) => {
    expect(isValidCreditCode(code)).toBe(true);
  });

  it('computes the check character from the first 17 characters', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91110000802100433')).toBe('B');
    for (const code of valid) expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17]);
  });

  it('rejects a wrong check character, a wrong length and characters outside the alphabet', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y433')).toBe(false);
    expect(isValidCreditCode('91350100I000100Y43')).toBe(false);
    expect(isValidCreditCode('91350100O000100Y43')).toBe(false);
    expect(isValidCreditCode('')).toBe(false);
    expect(creditCodeCheckChar('91350100M000100Z4')).toBeNull();
    expect(creditCodeCheckChar('123')).toBeNull();
  });

  it('ignores case and surrounding spaces', () => {
    expect(isValidCreditCode(' 91110000802100433b ')).toBe(true);
  });

  it('checks the embedded organisation code (GB 11714) and builds valid codes', () => {
    expect(organizationCodeCheckChar('M000100Y')).toBe('4');
    expect(organizationCodeCheckChar('80210043')).toBe('3');
    const code = buildCreditCode('91', '320505', 'MA1P2K3Q');
    expect(code).toHaveLength(18);
    expect(isValidCreditCode(code)).toBe(true);
    expect(code.slice(16, 17)).toBe(organizationCodeCheckChar('MA1P2K3Q'));
    expect(() => buildCreditCode('91', '320505', 'MA1P2K3')).toThrow(RangeError);
  });
});
