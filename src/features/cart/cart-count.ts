// The cart badges of the header and the side strip (issue 12, item 6): one long-lived actor of
// machines/shell/member-count.ts, told of the session's token and of every navigation, and set at
// once from any fresh cart answer (the cart page, the product page, the quick-order pad, the list
// rows), so a badge never waits for the next read. The shell reads it through public.ts. When a
// member's session starts, a visitor's row add kept before the login is carried out here.
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { createActor, fromPromise } from 'xstate';
import { memberCountMachine } from '../../../machines/shell/member-count.ts';
import { sessionActor } from '../../lib/session.ts';
import type { CartCount } from '../../../domain/cart/cart.ts';
import type { CartView } from '../../../domain/cart/cart.ts';
import { SELF_VENDOR_ID } from '../../../domain/cart/cart-limits.ts';
import { get, post } from '../../lib/client.ts';
import { showInfo } from '../../lib/toaster.ts';
import { takePendingAdd } from './pending-add.ts';
import { cartText } from './text.ts';

/** GET cart/count: the number of lines (quiet: a badge never shows errors). */
function fetchCartCount(): Promise<CartCount> {
  return get<CartCount>('/goods/api/cart/count', undefined, { silent: true, background: true });
}

const cartCountActor = createActor(
  memberCountMachine.provide({
    actors: { fetchCount: fromPromise<number, { token: string }>(async () => (await fetchCartCount()).lines) },
  }),
  { input: { token: null } },
);

let started = false;

function ensureStarted(): void {
  if (started) return;
  started = true;
  cartCountActor.start();
  const tell = (token: string | null) => {
    cartCountActor.send({ type: 'SESSION', token });
    if (token) void resumePendingAdd();
  };
  tell(sessionActor.getSnapshot().context.token);
  sessionActor.subscribe((snapshot) => tell(snapshot.context.token));
}

/** A visitor's row add kept before the login (pending-add.ts), carried out once now. */
async function resumePendingAdd(): Promise<void> {
  const line = takePendingAdd();
  if (!line) return;
  try {
    const cart = await post<CartView>('/goods/api/cart/save', { goodsId: line.goodsId, num: line.num, vendorId: SELF_VENDOR_ID });
    setCartCount(cart.lines.length);
    showInfo(cartText.pendingAdded);
  } catch {
    // the client has shown the server's reason (out of stock, off shelf)
  }
}

/** A fresh answer says how many lines the cart holds now. */
export function setCartCount(lines: number): void {
  ensureStarted();
  cartCountActor.send({ type: 'SET', total: lines });
}

/** The cart changed in a way no answer reported: read the count again. */
export function refreshCartCount(): void {
  if (started) cartCountActor.send({ type: 'REFRESH' });
}

/** The member's cart lines (0 for a visitor), read again at every navigation and every 60 s. */
export function useCartCount(): number {
  ensureStarted();
  const [location] = useLocation();
  const seen = useRef(location);
  useEffect(() => {
    if (seen.current === location) return;
    seen.current = location;
    cartCountActor.send({ type: 'REFRESH' });
  }, [location]);
  return useSelector(cartCountActor, (s) => s.context.total);
}
