// Cart calls (the checkout issue builds the cart; the product pages add to it already).
import { post } from './client.ts';

/** The spec's cart add payload (spec 3): vendorId 0 is the shop itself. */
export interface CartAddPayload {
  goodsId: number;
  num: number;
  vendorId: number;
}

export const SELF_VENDOR_ID = 0;

/** POST /goods/api/cart/save: needs a token; a failure is toasted by the client and rejects. */
export function saveToCart(payload: CartAddPayload): Promise<unknown> {
  return post<unknown>('/goods/api/cart/save', payload);
}
