import { describe, expect, it } from 'vitest';
import { trigramSimilarity } from '../../domain/catalogue/search-query.ts';
import { KeySimilarity } from '../../server/modules/catalogue/key-similarity.ts';

describe('KeySimilarity', () => {
  const keys = [
    '', 'A', 'AB', 'ABC', '6205', '62052RS', '6205-2RSH', 'LC1D09M7C', 'lc1d09m7c', 'AAAA', 'ABABAB', 'SY5120', 'SY5120-5LZD-01',
    'HSR15W1ZZ+285L', 'MBB63-1755Z', 'SC125X2338S', 'Z[]^_`{', 'ÄÖ62', '轴承6205', '6205ＲＳ', 'X'.repeat(200), `${'AB'.repeat(61)}C`,
  ];

  it('gives trigramSimilarity exactly, for every pair (ASCII, mixed case, non-ASCII, long keys)', () => {
    for (const keyword of keys) {
      const s = new KeySimilarity(keyword);
      for (const key of keys) expect(s.of(key), `${keyword} ~ ${key}`).toBe(trigramSimilarity(key, keyword));
    }
  });

  it('gives the same answer however many keys it ranked before', () => {
    const s = new KeySimilarity('6205DDU');
    const first = keys.map((k) => s.of(k));
    expect(keys.map((k) => s.of(k))).toEqual(first);
  });
});
