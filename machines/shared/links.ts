// Addresses the machines of several features read or build: the positive id in a query string
// (?tmpId=, ?orderId=) and the checkout page of a draft (/addOrder or /addOrderVip by its order
// type), which the product page, the cart and the checkout open.
import type { DraftView } from '../../domain/orders/orders.ts';
import { ORDER_TYPE } from '../../domain/orders/order-rules.ts';

/** Which page the checkout runs on. */
export type CheckoutPage = 'personal' | 'enterprise';

/** A positive whole id from the query text, else null. */
export function parseId(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

export function pageOf(draft: Pick<DraftView, 'orderType'>): CheckoutPage {
  return draft.orderType === ORDER_TYPE.enterprise ? 'enterprise' : 'personal';
}

/** The checkout page of a draft. */
export function checkoutHref(draft: Pick<DraftView, 'id' | 'orderType'>): string {
  return `${pageOf(draft) === 'enterprise' ? '/addOrderVip' : '/addOrder'}?tmpId=${draft.id}`;
}
