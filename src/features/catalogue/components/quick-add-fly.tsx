// Fly-to-cart: each time the pad's lines reach the cart (CART_CHANGED_EVENT), a small dot flies
// from 加入购物车 to the cart entry of the side strip (the element marked data-fly-target="cart").
// No target on screen (or no source): no dot. The dot and framer-motion are a chunk of their
// own (quick-add-fly-dot.tsx), fetched once the pad is on screen, so the pad itself stays light;
// under prefers-reduced-motion that chunk draws nothing (framer-motion's useReducedMotion).
import { lazy, Suspense, useEffect, useState } from 'react';
import type { RefObject } from 'react';
import type { Flight, Point } from './quick-add-flight.ts';

/** The window event the pad sends when the cart has changed (detail: { lineCount }). */
export const CART_CHANGED_EVENT = 'aibeike:cart-changed';
export const FLY_TARGET_SELECTOR = '[data-fly-target="cart"]';

const loadDot = () => import('./quick-add-fly-dot.tsx');
const FlyDot = lazy(loadDot);

function centre(element: Element): Point | null {
  const r = element.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return null;
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** Listens for CART_CHANGED_EVENT and flies a dot from `source` to the cart entry each time. */
export function FlyToCart({ source }: { source: RefObject<HTMLElement | null> }) {
  const [flight, setFlight] = useState<Flight | null>(null);
  useEffect(() => {
    // Off the critical path: the pad is already on screen.
    void loadDot().catch(() => {});
    let n = 0;
    const onChanged = () => {
      const target = document.querySelector(FLY_TARGET_SELECTOR);
      const from = source.current ? centre(source.current) : null;
      const to = target ? centre(target) : null;
      if (from && to) setFlight({ key: ++n, from, to });
    };
    window.addEventListener(CART_CHANGED_EVENT, onChanged);
    return () => window.removeEventListener(CART_CHANGED_EVENT, onChanged);
  }, [source]);
  if (!flight) return null;
  return (
    <Suspense fallback={null}>
      <FlyDot key={flight.key} flight={flight} onDone={() => setFlight(null)} />
    </Suspense>
  );
}
