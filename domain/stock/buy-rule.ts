// The out-of-stock rule (issue 12 item 5, docs/decisions.md "Out of stock"): we sell only what a
// warehouse holds. Goods with sellable stock are bought (加入购物车, 立即购买); goods with none
// offer 到货通知 (a subscription that sends a message when stock is received) and 询价 (a quote
// from the enquiry desk). The supplier lead time is shown as an expectation, never as a promise.
export type BuyAction = 'buy' | 'notify';

/** What a buyer can do with goods that have `stockQty` sellable units. */
export function buyActionFor(stockQty: number): BuyAction {
  return stockQty > 0 ? 'buy' : 'notify';
}

/** The most goods one member may wait for at once. */
export const ARRIVAL_NOTICE_MAX = 200;

/** The longest 入库单号 and note a stock receipt keeps. */
export const STOCK_REF_MAX = 40;
/** What a 入库单号 may hold: letters, digits, - and _. */
export const STOCK_REF_PATTERN = '^[A-Za-z0-9_-]+$';
export const STOCK_NOTE_MAX = 200;
/** The most units one receipt adds (a bound, not a business rule: larger receipts are split). */
export const STOCK_IN_MAX = 1_000_000;
