// The layouts of spec 2.3, fixed for a 1440 px minimum width:
// - default: top bar, header with search, side strip, page, footer strip, help-link footer;
// - order: the same with the order-progress header instead of the search header;
// - login: the login header, page and footers.
// If the footer's help list or the header's zone list fails, the page area shows the 500 error
// page with 服务器错误 (spec 8).
// Not in the first load of `/` (issue 20): the login and order-progress headers (layout-headers.ts;
// those layouts show nothing until their header is in, so nothing moves), the footers, below the
// fold, and the fixed side strip, each of which appears where it always stood once its chunk is in.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import type { LayoutKind } from '../routes.ts';
import { helpCenterList } from '../../features/shell/shell-data.ts';
import { headerZones } from '../../features/catalogue/header-data.ts';
import type { Resource } from '../../lib/resource.ts';
import { TopBar } from '../../features/shell/components/top-bar.tsx';
import { SiteHeader } from '../../features/shell/components/site-header.tsx';
import { LoginHeader, OrderProgressHeader } from './layout-headers.ts';
// The badge itself, not the cart's public.ts: that one also carries the row add-to-cart controls,
// which the first load of `/` does not need (issue 20).
import { CartCountBadge } from '../../features/cart/components/cart-count-badge.tsx';
import { VipPromoHost } from '../../features/shell/components/vip-promo-host.tsx';
import { PunchoutBanner } from '../../features/shell/components/punchout-banner.tsx';
import { ErrorPage } from '../../features/shell/components/error-page.tsx';
import { zh } from '../../features/shell/text.ts';
import { LAYOUT_MIN_WIDTH } from '../../ui/theme.ts';
import { SkipLink } from '../../ui/skip-link.tsx';

const LazyFooters = lazy(() => import('./footers.tsx'));
// The fixed strip at the right edge (cart, orders, QR codes, back to top): a chunk of its own too;
// fixed-position, so its arrival moves nothing.
const SideStrip = lazy(() => import('../../features/shell/components/side-strip.tsx').then((m) => ({ default: m.SideStrip })));

function Footers() {
  return (
    <Suspense fallback={null}>
      <LazyFooters />
    </Suspense>
  );
}

function PageArea({ failed, children }: { failed: boolean; children: ReactNode }) {
  return (
    <Box as="main" id="main" tabIndex={-1} minHeight="480px" outline="none">
      {failed ? <ErrorPage statusCode={500} message={zh.errors.serverError} /> : children}
    </Box>
  );
}

/** Whether a resource failed: the layout re-renders only when that flips, not on every load step. */
function useFailed(resource: Resource<unknown>): boolean {
  return useSyncExternalStore(resource.subscribe, () => resource.get().status === 'error', () => false);
}

export function Shell({ layout, children }: { layout: LayoutKind; children: ReactNode }) {
  const zonesFailed = useFailed(headerZones);
  const helpFailed = useFailed(helpCenterList);
  if (layout === 'login') {
    return (
      <Suspense fallback={null}>
        <Box minWidth={LAYOUT_MIN_WIDTH} data-layout="login">
          <SkipLink target="main">{zh.skip.toMain}</SkipLink>
          <LoginHeader />
          <PageArea failed={helpFailed}>{children}</PageArea>
          <Footers />
        </Box>
      </Suspense>
    );
  }
  const body = (
    <Box minWidth={LAYOUT_MIN_WIDTH} data-layout={layout}>
      <SkipLink target="main">{zh.skip.toMain}</SkipLink>
      <Box as="header">
        <TopBar />
        <PunchoutBanner />
        {layout === 'order' ? <OrderProgressHeader /> : <SiteHeader cartBadge={<CartCountBadge />} />}
      </Box>
      <PageArea failed={helpFailed || (layout === 'default' && zonesFailed)}>{children}</PageArea>
      <Suspense fallback={null}>
        <SideStrip cartBadge={<CartCountBadge corner />} />
      </Suspense>
      <Footers />
      <VipPromoHost />
    </Box>
  );
  return layout === 'order' ? <Suspense fallback={null}>{body}</Suspense> : body;
}
