// The cart as the server sends it (docs/api/cart.md) and the SPA shows it. Every price is re-read
// from the goods at the viewer's price kind and quantity tier each time the cart is read; money
// is integer fen.
import type { PriceKind } from './pricing.ts';

/** Why a line cannot be bought as it stands; null when it can. */
export type CartProblem = 'offShelf' | 'outOfStock' | 'short' | 'belowMinimum' | null;

export interface CartGoods {
  goodsCode: string;
  model: string;
  name: string;
  brandName: string;
  unit: string;
  imageUrl: string;
  minOrderQty: number;
  packQty: number;
  leadTimeDays: number;
}

export interface CartLine {
  id: number;
  goodsId: number;
  vendorId: number;
  num: number;
  selected: boolean;
  goods: CartGoods;
  /** The unit price for this quantity (viewer price kind, then quantity tier). */
  unitPriceFen: number;
  listPriceFen: number;
  lineFen: number;
  /** Units that can still be sold now. */
  stockQty: number;
  problem: CartProblem;
  /** The problem as a Chinese sentence, or null. */
  problemText: string | null;
}

export interface CartView {
  lines: CartLine[];
  priceKind: PriceKind;
  /** Selected lines without a problem: the ones checkout takes. */
  selectedCount: number;
  selectedNum: number;
  selectedTotalFen: number;
  /** All lines in the cart (the header badge). */
  lineCount: number;
}

/** The most lines one member's cart holds. */
export const CART_MAX_LINES = 200;
/** The most units of one goods in one line. */
export const CART_MAX_NUM = 99_999;
