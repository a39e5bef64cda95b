// Cart calls of the goods service (docs/api/cart.md). Every change answers the whole fresh
// CartView, which the page shows as it is (prices, totals and problems come from the server).
// Favourites: the member's page of favourite goods (priced for the member) and the batch removal;
// the single save/delete of the product page are in the catalogue's api.ts.
// Every answer that carries the cart also sets the shell's cart badges (cart-count.ts) at once.
import type { CartView } from '../../../domain/cart/cart.ts';
import { setCartCount } from './cart-count.ts';
import type { CartSaveBatchBody, CartSaveBody, CartSelectBody, CartUpdateBody } from '../../../domain/cart/cart-payloads.ts';
import { get, post } from '../../lib/client.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { FavouriteCard, FavouritePageRequest } from '../../../machines/cart/favourites.ts';

const CART = '/goods/api/cart';

/** The spec's cart add payload (spec 3): vendorId 0 is the shop itself. */
export type CartAddPayload = CartSaveBody;

export { SELF_VENDOR_ID } from '../../../domain/cart/cart-limits.ts';

/** A line save/batch could not add, with the server's reason. */
export interface CartSkipped {
  goodsId: number;
  msg: string;
}

/** GET cart/list: the member's cart priced now. */
/** Sets the badges from a fresh cart and passes it on. */
function counted(cart: CartView): CartView {
  setCartCount(cart.lines.length);
  return cart;
}

export function fetchCart(): Promise<CartView> {
  return get<CartView>(`${CART}/list`).then(counted);
}

/** POST cart/save: adds num to the member's line for the goods (or makes one). */
export function saveToCart(payload: CartAddPayload): Promise<CartView> {
  return post<CartView>(`${CART}/save`, payload).then(counted);
}

/** POST cart/save/batch: one transaction; lines that cannot be added are skipped and reported. */
export function saveCartBatch(body: CartSaveBatchBody): Promise<{ cart: CartView; skipped: CartSkipped[] }> {
  return post<{ cart: CartView; skipped: CartSkipped[] }>(`${CART}/save/batch`, body).then((answer) => ({ ...answer, cart: counted(answer.cart) }));
}

/** POST cart/update: a line's quantity and/or tick. */
export function updateCartLine(body: CartUpdateBody): Promise<CartView> {
  return post<CartView>(`${CART}/update`, body).then(counted);
}

/** POST cart/select: ticks or unticks several lines (ids omitted: every line). */
export function selectCartLines(body: CartSelectBody): Promise<CartView> {
  return post<CartView>(`${CART}/select`, body).then(counted);
}

export function deleteCartLine(id: number): Promise<CartView> {
  return post<CartView>(`${CART}/delete/${id}`).then(counted);
}

export function deleteCartLines(ids: number[]): Promise<CartView> {
  return post<CartView>(`${CART}/delete/batch`, { ids }).then(counted);
}

export function clearCart(): Promise<CartView> {
  return post<CartView>(`${CART}/delete/all`).then(counted);
}

export type { FavouriteCard };

/** POST collect/page/two {current, size}. */
export function fetchFavourites(request: FavouritePageRequest): Promise<Page<FavouriteCard>> {
  return post<Page<FavouriteCard>>('/goods/api/goods/collect/page/two', request);
}

/** POST collect/delete {ids}: goods ids. */
export function removeFavourites(ids: number[]): Promise<{ removed: number }> {
  return post<{ removed: number }>('/goods/api/goods/collect/delete', { ids });
}
