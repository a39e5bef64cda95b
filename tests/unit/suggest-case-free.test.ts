// The suggestion reader tests a name for a word's case-free run without lower-casing the name
// (server/modules/catalogue/suggest-index.ts): exact only if lower-casing leaves every case-free
// unit as it is and makes it from no other character. Checked here for every code point.
import { describe, expect, it } from 'vitest';
import { caseFree, longestCaseFreeRun } from '../../server/modules/catalogue/suggest-index.ts';

describe('case-free units', () => {
  it('are left as they are by lower-casing, and made from no other code point', () => {
    let checked = 0;
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      const lower = ch.toLowerCase();
      if (cp <= 0xffff && caseFree(cp)) {
        expect(lower, cp.toString(16)).toBe(ch);
        checked++;
      }
      for (let i = 0; i < lower.length; i++) {
        const unit = lower.charCodeAt(i);
        if (caseFree(unit) && lower !== ch) throw new Error(`U+${cp.toString(16)} lower-cases to ${JSON.stringify(lower)}, which holds a case-free unit`);
      }
    }
    // Lower-casing in context (final sigma) makes only sigmas.
    expect('ΑΣ'.toLowerCase()).toBe('ας');
    expect(checked).toBe(128 - 52 + (0x9fff - 0x4e00 + 1));
  });

  it('the longest run of a word', () => {
    expect(longestCaseFreeRun('6205')).toBe('6205');
    expect(longestCaseFreeRun('v747-75')).toBe('747-75');
    expect(longestCaseFreeRun('缸径63')).toBe('缸径63');
    expect(longestCaseFreeRun('iso标准气缸')).toBe('标准气缸');
    expect(longestCaseFreeRun('abc')).toBe('');
    expect(longestCaseFreeRun('')).toBe('');
  });
});
