// The one rule for what a viewer pays (issue 39, docs/decisions.md "Contract prices"): the lowest
// of every price that applies to them. Their own price is the tier price of their kind (list,
// member or VIP, then the quantity tier); a company member's agreement adds a fixed price for the
// goods and rates of the list price for its brand or its category (or an ancestor category), each
// in effect today. The agreement wins ties, so a 协议价 equal to the member price is labelled 协议价.
// Pure: the server loads the terms (server/modules/pricing) and every price view calls this.
import { applyRate, type Fen } from '../shared/money.ts';
import { priceOf, tiersOf, unitPriceFor, type PriceKind, type PriceSource, type TieredGoods } from '../shared/pricing.ts';

/** One agreement term as the decision needs it: the agreement it comes from and its last day. */
export interface TermRef {
  agreementId: number;
  /** The agreement's last valid day (yyyy-mm-dd, China). */
  validTo: string;
}

/** The terms of a company's agreements in effect today (fixed prices only for the goods asked about). */
export interface ContractTerms {
  goodsPrices: ReadonlyMap<number, TermRef & { priceFen: Fen }>;
  brandRates: ReadonlyMap<number, TermRef & { rateBp: number }>;
  categoryRates: ReadonlyMap<number, TermRef & { rateBp: number }>;
}

/** A goods as the decision needs it: prices, tiers, brand and its category with every ancestor. */
export type PricedGoods = TieredGoods & { id: number; brandId: number; categoryPath: readonly number[] };

export interface UnitPrice {
  priceFen: Fen;
  priceSource: PriceSource;
  /** When priceSource is contract: the agreement's last valid day (yyyy-mm-dd); else null. */
  contractValidTo: string | null;
}

/** The agreement's lowest price for the goods, or null when no term covers it. */
export function contractPriceOf(goods: PricedGoods, terms: ContractTerms | null): { priceFen: Fen; validTo: string } | null {
  if (!terms) return null;
  let best: { priceFen: Fen; validTo: string } | null = null;
  const offer = (priceFen: Fen, validTo: string) => {
    if (best === null || priceFen < best.priceFen || (priceFen === best.priceFen && validTo > best.validTo)) best = { priceFen, validTo };
  };
  const fixed = terms.goodsPrices.get(goods.id);
  if (fixed) offer(fixed.priceFen, fixed.validTo);
  const list = goods.listPriceFen;
  const brand = terms.brandRates.get(goods.brandId);
  if (brand) offer(applyRate(list, brand.rateBp), brand.validTo);
  for (const c of goods.categoryPath) {
    const rate = terms.categoryRates.get(c);
    if (rate) offer(applyRate(list, rate.rateBp), rate.validTo);
  }
  return best;
}

/** What the viewer pays for one unit when buying `qty`, and where that price comes from. */
export function decidePrice(goods: PricedGoods, kind: PriceKind, qty: number, terms: ContractTerms | null): UnitPrice {
  const own = unitPriceFor(goods, kind, qty);
  const contract = contractPriceOf(goods, terms);
  if (contract && contract.priceFen <= own) return { priceFen: contract.priceFen, priceSource: 'contract', contractValidTo: contract.validTo };
  const base = tiersOf(goods, kind)[0]!.priceFen;
  return { priceFen: own, priceSource: own < base ? 'tier' : kind, contractValidTo: null };
}

/** The price a list or a product page shows: the viewer's own price of the goods (its price column, no quantity tier) against the agreement. */
export function decideListedPrice(goods: PricedGoods, kind: PriceKind, terms: ContractTerms | null): UnitPrice {
  const own = priceOf(goods, kind);
  const contract = contractPriceOf(goods, terms);
  if (contract && contract.priceFen <= own) return { priceFen: contract.priceFen, priceSource: 'contract', contractValidTo: contract.validTo };
  return { priceFen: own, priceSource: kind, contractValidTo: null };
}

/** The quantity tiers a viewer sees: each tier's price under the same rule (a contract price flattens the tiers it beats). */
export function decideTiers(goods: PricedGoods, kind: PriceKind, terms: ContractTerms | null): { minQty: number; priceFen: Fen; priceSource: PriceSource }[] {
  return tiersOf(goods, kind).map((t) => {
    const p = decidePrice(goods, kind, t.minQty, terms);
    return { minQty: t.minQty, priceFen: p.priceFen, priceSource: p.priceSource };
  });
}
