// The fly-to-cart dot itself (framer-motion, in its own chunk: the pad loads it after it shows).
// An arc from 加入购物车 to the side strip's cart entry, shrinking as it lands, ~0.7 s;
// decorative only (aria-hidden). framer-motion's useReducedMotion: under prefers-reduced-motion
// nothing is drawn (a dot that jumps straight to the cart would still be motion).
import { createPortal } from 'react-dom';
import { m, LazyMotion, domAnimation, useReducedMotion } from 'framer-motion';
import type { Flight } from './quick-add-flight.ts';

const DOT = 14;
const LIFT = 140;
const DURATION_S = 0.7;

export default function FlyDot({ flight, onDone }: { flight: Flight; onDone: () => void }) {
  const reduce = useReducedMotion();
  if (reduce) return null;
  const { from, to } = flight;
  const half = DOT / 2;
  const peak = Math.min(from.y, to.y) - LIFT;
  return createPortal(
    <LazyMotion features={domAnimation} strict>
      <m.span
        key={flight.key}
        aria-hidden="true"
        data-testid="fly-to-cart"
        style={{
          position: 'fixed',
          left: 0,
          top: 0,
          width: DOT,
          height: DOT,
          borderRadius: '50%',
          background: 'var(--chakra-colors-brand-600)',
          boxShadow: '0 0 0 3px rgba(255,255,255,0.8)',
          pointerEvents: 'none',
          zIndex: 2000,
        }}
        initial={{ x: from.x - half, y: from.y - half, scale: 1, opacity: 1 }}
        animate={{
          x: [from.x - half, (from.x + to.x) / 2 - half, to.x - half],
          y: [from.y - half, peak, to.y - half],
          scale: [1, 1.15, 0.45],
          opacity: [1, 1, 0.7],
        }}
        transition={{ duration: DURATION_S, times: [0, 0.45, 1], ease: 'easeInOut' }}
        onAnimationComplete={onDone}
      />
    </LazyMotion>,
    document.body,
  );
}
