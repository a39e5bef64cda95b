// The cart badges of the header and the side strip (issue 12, item 6): a member count
// (src/lib/member-count.ts) read with GET cart/count, and set at once from any fresh cart answer
// (the cart page, the product page, the quick-order pad, the list rows), so a badge never waits
// for the next read. The shell reads it through public.ts. When a
// member's session starts, a visitor's row add kept before the login is carried out here.
import { memberCount } from '../../lib/member-count.ts';
import type { CartCount } from '../../../domain/cart/cart.ts';
import type { CartView } from '../../../domain/cart/cart.ts';
import { SELF_VENDOR_ID } from '../../../domain/cart/cart-limits.ts';
import { get, post } from '../../lib/client.ts';
import { showInfo } from '../../lib/toaster.ts';
import { takePendingAdd } from './pending-add.ts';
import { cartCountText } from './count/text.ts';

/** GET cart/count: the number of lines (quiet: a badge never shows errors). */
function fetchCartCount(): Promise<CartCount> {
  return get<CartCount>('/goods/api/cart/count', undefined, { silent: true, background: true });
}

const cartCount = memberCount(
  async () => (await fetchCartCount()).lines,
  // The session sends the same token again on every member-info read; the kept add is taken once.
  () => void resumePendingAdd(),
);

/** A fresh answer says how many lines the cart holds now. */
export const setCartCount = (lines: number): void => cartCount.set(lines);

/** The cart changed in a way no answer reported: read the count again. */
export const refreshCartCount = (): void => cartCount.refresh();

/** The member's cart lines (0 for a visitor), read again at every navigation and every 60 s. */
export const useCartCount = (): number => cartCount.useCount();

/** A visitor's row add kept before the login (pending-add.ts), carried out once now. */
async function resumePendingAdd(): Promise<void> {
  const line = takePendingAdd();
  if (!line) return;
  try {
    const cart = await post<CartView>('/goods/api/cart/save', { goodsId: line.goodsId, num: line.num, vendorId: SELF_VENDOR_ID });
    setCartCount(cart.lines.length);
    showInfo(cartCountText.pendingAdded);
  } catch {
    // the client has shown the server's reason (out of stock, off shelf)
  }
}
