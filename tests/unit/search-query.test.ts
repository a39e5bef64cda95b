// How keywords are read (normalisation, tokens, Chinese runs, LIKE escaping) and which price a
// viewer pays, with the quantity tiers.
import { describe, expect, it } from 'vitest';
import { priceKindFor, priceOf, priceTiers, tierPrice } from '../../domain/shared/pricing.ts';
import { cjkText, escapeLike, hasCjk, normaliseKeyword, searchTokens } from '../../domain/catalogue/search-query.ts';

describe('normaliseKeyword', () => {
  it('folds full-width forms and collapses whitespace', () => {
    expect(normaliseKeyword('  ＳＫＦ　　６２０５－２ＲＳ  ')).toBe('SKF 6205-2RS');
    expect(normaliseKeyword('深沟球轴承\t6205')).toBe('深沟球轴承 6205');
  });

  it('is empty when nothing searchable is left', () => {
    for (const blank of ['', '   ', ' - / . ', '　']) expect(normaliseKeyword(blank)).toBe('');
  });
});

describe('searchTokens', () => {
  it('splits on spaces and classifies each token', () => {
    const tokens = searchTokens('ＳＫＦ 深沟球轴承 ISO标准气缸 6205-2rs');
    expect(tokens.map((t) => [t.text, t.key, t.kind])).toEqual([
      ['skf', 'SKF', 'ascii'],
      ['深沟球轴承', '深沟球轴承', 'cjk'],
      ['iso标准气缸', 'ISO标准气缸', 'mixed'],
      ['6205-2rs', '62052RS', 'ascii'],
    ]);
    expect(tokens[2]!.cjk).toEqual(['标准气缸']);
  });

  it('keeps Chinese words with separators as Chinese runs', () => {
    const [token] = searchTokens('三角带/窄V带');
    expect(token!.kind).toBe('mixed');
    expect(token!.cjk).toEqual(['三角带', '窄', '带']);
    expect(searchTokens('交流-接触器')[0]!).toMatchObject({ kind: 'cjk', cjk: ['交流', '接触器'] });
  });

  it('drops tokens with no searchable character', () => {
    expect(searchTokens('6205 - 2RS')).toHaveLength(2);
  });
});

describe('cjkText and escapeLike', () => {
  it('keeps the runs of Chinese characters, as the database column does', () => {
    expect(cjkText('Festo ISO标准气缸 DSBC-32-50-PPVA-N3 缸径32 行程50')).toBe('标准气缸 缸径 行程');
    expect(cjkText('SKF 6205-2RSH')).toBe('');
    expect(hasCjk('6205')).toBe(false);
    expect(hasCjk('O形圈')).toBe(true);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('viewer prices', () => {
  const prices = { listPriceFen: 10_000, memberPriceFen: 9_200, vipPriceFen: 8_800 };
  const now = new Date('2026-03-01T00:00:00Z');

  it('charges visitors the list price, members the member price, VIP members the VIP price until it ends', () => {
    expect(priceKindFor({ loggedIn: false, vipEndTime: '2027-01-01T00:00:00Z' }, now)).toBe('list');
    expect(priceKindFor({ loggedIn: true, vipEndTime: null }, now)).toBe('member');
    expect(priceKindFor({ loggedIn: true, vipEndTime: '2026-12-31T00:00:00Z' }, now)).toBe('vip');
    expect(priceKindFor({ loggedIn: true, vipEndTime: new Date('2026-02-28T00:00:00Z') }, now)).toBe('member');
    expect(priceOf(prices, 'list')).toBe(10_000);
    expect(priceOf(prices, 'member')).toBe(9_200);
    expect(priceOf(prices, 'vip')).toBe(8_800);
  });

  it('lowers the unit price from 10x and 50x the minimum order, rounded to the fen', () => {
    expect(priceTiers(1_999, 2)).toEqual([
      { minQty: 2, priceFen: 1_999 },
      { minQty: 20, priceFen: 1_959 },
      { minQty: 100, priceFen: 1_899 },
    ]);
    expect(tierPrice(1_999, 2, 19)).toBe(1_999);
    expect(tierPrice(1_999, 2, 20)).toBe(1_959);
    expect(tierPrice(1_999, 2, 500)).toBe(1_899);
    expect(priceTiers(500, 0)[0]!.minQty).toBe(1);
  });
});
