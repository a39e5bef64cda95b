// The press a visitor made on a product page before being sent to log in (加入购物车 or 立即购买,
// with the quantity), kept in sessionStorage for this tab and carried out when they come back
// logged in (machines/catalogue/product-purchase.ts resumes it). Half an hour at most.
import type { BuyIntent } from '../../../machines/catalogue/product-purchase.ts';

const KEY = 'aibeike.buyIntent';
const TTL_MS = 30 * 60 * 1000;

interface Kept extends BuyIntent {
  goodsId: number;
  at: number;
}

export function keepBuyIntent(goodsId: number, intent: BuyIntent): void {
  try {
    const kept: Kept = { goodsId, action: intent.action, num: intent.num, at: Date.now() };
    window.sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // storage blocked: the visitor presses again after logging in
  }
}

/** The kept press for this goods, if fresh; it stays until forgetBuyIntent. */
export function peekBuyIntent(goodsId: number): BuyIntent | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<Kept> | null;
    if (!kept || kept.goodsId !== goodsId || typeof kept.at !== 'number' || Date.now() - kept.at > TTL_MS) return null;
    if ((kept.action !== 'ADD_TO_CART' && kept.action !== 'BUY_NOW') || !Number.isSafeInteger(kept.num) || (kept.num ?? 0) <= 0) return null;
    return { action: kept.action, num: kept.num! };
  } catch {
    return null;
  }
}

export function forgetBuyIntent(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
