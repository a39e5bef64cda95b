// How the index checks a word against goods names without lower-casing each name
// (search-index-query.ts nameMode, includesFolded): the same answer as toLowerCase().includes().
import { describe, expect, it } from 'vitest';
import { includesFolded, nameMode } from '../../server/modules/catalogue/search-index-query.ts';

/** What the index would answer for lower(name).includes(text), text lower-case. */
function found(name: string, text: string): boolean {
  const mode = nameMode(text);
  if (mode === 'plain') return name.includes(text);
  if (mode === 'folded') return includesFolded(name, text) ?? name.toLowerCase().includes(text);
  return name.toLowerCase().includes(text);
}

describe('a word in a name without lower-casing the name', () => {
  it('relies on İ and the Kelvin sign being the only characters past ASCII whose lower case holds ASCII', () => {
    const holders: number[] = [];
    for (let cp = 128; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const l = String.fromCodePoint(cp).toLowerCase();
      for (let i = 0; i < l.length; i++) {
        if (l.charCodeAt(i) < 128) {
          holders.push(cp);
          break;
        }
      }
    }
    expect(holders).toEqual([0x130, 0x212a]);
  });

  it('answers as toLowerCase().includes() for ASCII, mixed case, Chinese, İ and K', () => {
    const names = [
      '', 'SKF 6205-2RS 深沟球轴承', 'skf 6205-2rs', 'CDQ2B32-50DZ 薄型气缸', 'cdq2', 'Cdq2', 'xCDQ', 'CD Q2', '6205', '62 05', 'İSTANBUL 6205',
      'KELVIN \u212a 6205', '\u212aSF', 'ｓｋｆ　６２０５', 'aAaAa', 'Straße 12', 'ΣΊΣΥΦΟΣ', '轴承-6205/ZZ', 'M10x110', 'm10X110',
    ];
    const texts = ['', '6205', '-2rs', '2rs', 'skf', 'cdq2', 'q2', 'k', 'i', 'ksf', 'istanbul', 'aaa', '05', '62 05', '/zz', 'm10x110', '轴承', 'ß', 'σ', 'i̇stanbul', 'x'];
    let compared = 0;
    for (const name of names) {
      for (const text of texts) {
        expect(found(name, text), `${name} / ${text}`).toBe(name.toLowerCase().includes(text));
        compared++;
      }
    }
    expect(compared).toBe(names.length * texts.length);
    expect(nameMode('6205-/.')).toBe('plain');
    expect(nameMode('2rs')).toBe('folded');
    expect(nameMode('轴承')).toBe('lower');
    expect(includesFolded('İ2RS', '2rs')).toBe(true);
    expect(includesFolded('İ', 'i')).toBeNull();
  });
});
