// Which price a viewer pays, and the quantity tiers shown on a product page. All money in fen.
// A visitor sees the list price, a logged-in member the member price, and a member whose VIP
// (memberPriceEndTime) has not yet ended the VIP price.
import { Type, type Static } from 'typebox';
import { applyRate, type Fen } from './money.ts';

/** Which price the viewer pays: list (visitors), member, or vip. An enum of strings (not anyOf), so lists serialise fast. */
export const PriceKind = Type.Enum(['list', 'member', 'vip'], { type: 'string', description: '价格类型（list 市场价，member 会员价，vip VIP 价）' });
export type PriceKind = Static<typeof PriceKind>;

export interface GoodsPrices {
  listPriceFen: Fen;
  memberPriceFen: Fen;
  vipPriceFen: Fen;
}

export interface PriceViewer {
  loggedIn: boolean;
  /** memberPriceEndTime: VIP pricing applies until this moment. */
  vipEndTime: Date | string | null;
}

export function priceKindFor(viewer: PriceViewer, now: Date = new Date()): PriceKind {
  if (!viewer.loggedIn) return 'list';
  if (viewer.vipEndTime !== null && new Date(viewer.vipEndTime).getTime() > now.getTime()) return 'vip';
  return 'member';
}

export function priceOf(prices: GoodsPrices, kind: PriceKind): Fen {
  return kind === 'vip' ? prices.vipPriceFen : kind === 'member' ? prices.memberPriceFen : prices.listPriceFen;
}

/** Quantity tiers: the unit price from the minimum order, 2% off from 10x it, 5% off from 50x it. */
export const PRICE_TIERS: readonly { multiple: number; basisPoints: number }[] = [
  { multiple: 1, basisPoints: 10_000 },
  { multiple: 10, basisPoints: 9_800 },
  { multiple: 50, basisPoints: 9_500 },
];

export function priceTiers(unitFen: Fen, minOrderQty: number): { minQty: number; priceFen: Fen }[] {
  const moq = Math.max(1, Math.floor(minOrderQty));
  return PRICE_TIERS.map((t) => ({ minQty: moq * t.multiple, priceFen: applyRate(unitFen, t.basisPoints) }));
}

/** The unit price that applies to `qty` under the tiers. */
export function tierPrice(unitFen: Fen, minOrderQty: number, qty: number): Fen {
  return priceAt(priceTiers(unitFen, minOrderQty), qty);
}

/** A goods' own quantity tier (staff console, goods.price_tiers): from `minQty` up, the three prices. */
export interface StoredTier extends GoodsPrices {
  minQty: number;
}

/** A goods as pricing needs it: its prices, minimum order and (when staff set them) its own tiers. */
export type TieredGoods = GoodsPrices & { minOrderQty: number; priceTiers?: readonly StoredTier[] | null };

/** The tiers a viewer of `kind` sees: the goods' own when it has them, else the default multiples. */
export function tiersOf(goods: TieredGoods, kind: PriceKind): { minQty: number; priceFen: Fen }[] {
  if (goods.priceTiers && goods.priceTiers.length > 0) return goods.priceTiers.map((t) => ({ minQty: t.minQty, priceFen: priceOf(t, kind) }));
  return priceTiers(priceOf(goods, kind), goods.minOrderQty);
}

function priceAt(tiers: readonly { minQty: number; priceFen: Fen }[], qty: number): Fen {
  let price = tiers[0]!.priceFen;
  for (const t of tiers) if (qty >= t.minQty) price = t.priceFen;
  return price;
}

/** The unit price a viewer pays for `qty` of a goods: their price kind, then the quantity tier. */
export function unitPriceFor(prices: TieredGoods, kind: PriceKind, qty: number): Fen {
  return priceAt(tiersOf(prices, kind), qty);
}

/**
 * Where the price a viewer pays comes from (issue 39): list (visitors), member, vip, tier (a
 * quantity tier below the viewer's base price), contract (the company's price agreement, 协议价)
 * or quote (a formal quote or a staff quote). Goods views carry it beside the price.
 */
export const PRICE_SOURCES = ['list', 'member', 'vip', 'tier', 'contract', 'quote'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];
export const PriceSourceField = Type.Enum([...PRICE_SOURCES], { type: 'string', description: '价格来源：list 市场价，member 会员价，vip VIP 价，tier 阶梯价，contract 协议价，quote 报价' });
export const PRICE_SOURCE_TEXT: Record<PriceSource, string> = { list: '市场价', member: '会员价', vip: 'VIP价', tier: '阶梯价', contract: '协议价', quote: '报价' };
