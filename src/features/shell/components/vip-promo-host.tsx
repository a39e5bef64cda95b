// Mounts the VIP promotion dialogs when the promotion machine opens one (spec 2.4).
import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { vipPromoActor } from '../../../lib/session.ts';

const VipDialogs = lazy(() => import('./vip-dialogs.tsx'));

export function VipPromoHost() {
  const open = useSelector(vipPromoActor, (s) => s.matches({ promo: 'open' }) || s.matches({ offer: 'open' }));
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <VipDialogs />
    </Suspense>
  );
}
