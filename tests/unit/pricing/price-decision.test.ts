// The one pricing rule (issue 39, domain/pricing/price-decision.ts): the lowest applicable price,
// the agreement winning ties; fixed prices, brand rates and category rates (any ancestor) of the
// list price; quantity tiers keep their source; two agreements naming one goods keep the lower.
import { describe, expect, it } from 'vitest';
import { contractPriceOf, decideListedPrice, decidePrice, decideTiers, type ContractTerms, type PricedGoods } from '../../../domain/pricing/price-decision.ts';

const GOODS: PricedGoods = { id: 7, brandId: 3, categoryPath: [31, 30, 1], listPriceFen: 10_000, memberPriceFen: 9_000, vipPriceFen: 8_500, minOrderQty: 1 };
const ref = (validTo = '2027-06-30') => ({ agreementId: 1, validTo });
const terms = (t: Partial<{ goods: number; brand: number; category: [number, number] }>): ContractTerms => ({
  goodsPrices: new Map(t.goods !== undefined ? [[7, { ...ref(), priceFen: t.goods }]] : []),
  brandRates: new Map(t.brand !== undefined ? [[3, { ...ref(), rateBp: t.brand }]] : []),
  categoryRates: new Map(t.category !== undefined ? [[t.category[0], { ...ref('2027-01-31'), rateBp: t.category[1] }]] : []),
});

describe('decidePrice', () => {
  it('without terms: the viewer\'s own price and kind; a quantity tier below it is tier', () => {
    expect(decidePrice(GOODS, 'member', 1, null)).toEqual({ priceFen: 9_000, priceSource: 'member', contractValidTo: null });
    expect(decidePrice(GOODS, 'list', 1, null)).toEqual({ priceFen: 10_000, priceSource: 'list', contractValidTo: null });
    expect(decidePrice(GOODS, 'member', 10, null)).toEqual({ priceFen: 8_820, priceSource: 'tier', contractValidTo: null });
  });

  it('a fixed price below the viewer\'s price wins, with the agreement\'s last day; one above it loses', () => {
    expect(decidePrice(GOODS, 'vip', 1, terms({ goods: 8_000 }))).toEqual({ priceFen: 8_000, priceSource: 'contract', contractValidTo: '2027-06-30' });
    expect(decidePrice(GOODS, 'vip', 1, terms({ goods: 8_600 }))).toEqual({ priceFen: 8_500, priceSource: 'vip', contractValidTo: null });
  });

  it('a tie goes to the agreement', () => {
    expect(decidePrice(GOODS, 'member', 1, terms({ goods: 9_000 })).priceSource).toBe('contract');
  });

  it('brand and category rates apply to the list price; an ancestor category counts; the lowest of all terms wins', () => {
    expect(contractPriceOf(GOODS, terms({ brand: 8_000 }))).toEqual({ priceFen: 8_000, validTo: '2027-06-30' });
    expect(contractPriceOf(GOODS, terms({ category: [1, 7_500] }))).toEqual({ priceFen: 7_500, validTo: '2027-01-31' });
    expect(contractPriceOf(GOODS, terms({ goods: 8_200, brand: 8_000, category: [30, 7_900] }))).toEqual({ priceFen: 7_900, validTo: '2027-01-31' });
    expect(contractPriceOf(GOODS, terms({ category: [99, 1_000] }))).toBeNull();
  });

  it('a quantity tier cheaper than the agreement wins at its quantity', () => {
    // 50x the minimum: 95% of the member price (8,550) beats a fixed 8,600.
    expect(decidePrice(GOODS, 'member', 50, terms({ goods: 8_600 }))).toEqual({ priceFen: 8_550, priceSource: 'tier', contractValidTo: null });
    expect(decideTiers(GOODS, 'member', terms({ goods: 8_600 })).map((t) => [t.minQty, t.priceFen, t.priceSource])).toEqual([
      [1, 8_600, 'contract'], [10, 8_600, 'contract'], [50, 8_550, 'tier'],
    ]);
  });

  it('the listed price (cards, product page) compares the agreement with the viewer\'s price column', () => {
    expect(decideListedPrice(GOODS, 'list', terms({ brand: 9_500 }))).toEqual({ priceFen: 9_500, priceSource: 'contract', contractValidTo: '2027-06-30' });
    expect(decideListedPrice(GOODS, 'vip', terms({ brand: 9_500 }))).toEqual({ priceFen: 8_500, priceSource: 'vip', contractValidTo: null });
  });
});
