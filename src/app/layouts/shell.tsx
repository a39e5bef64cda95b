// The layouts of spec 2.3, fixed for a 1440 px minimum width:
// - default: top bar, header with search, side strip, page, footer strip, help-link footer;
// - order: the same with the order-progress header instead of the search header;
// - login: the login header, page and footers.
// If the footer's help list or the header's zone list fails, the page area shows the 500 error
// page with 服务器错误 (spec 8).
import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import type { LayoutKind } from '../routes.ts';
import { helpCenterList } from '../../features/shell/shell-data.ts';
import { headerZones } from '../../features/catalogue/header-data.ts';
import type { Resource } from '../../lib/resource.ts';
import { TopBar } from '../../features/shell/components/top-bar.tsx';
import { SiteHeader } from '../../features/shell/components/site-header.tsx';
import { OrderProgressHeader } from '../../features/checkout/components/order-progress-header.tsx';
import { LoginHeader } from '../../features/shell/components/login-header.tsx';
import { SideStrip } from '../../features/shell/components/side-strip.tsx';
import { HelpFooter, PromiseStrip } from '../../features/shell/components/site-footer.tsx';
import { VipPromoHost } from '../../features/shell/components/vip-promo-host.tsx';
import { ErrorPage } from '../../features/shell/components/error-page.tsx';
import { zh } from '../../features/shell/text.ts';
import { LAYOUT_MIN_WIDTH } from '../../ui/theme.ts';
import { SkipLink } from '../../ui/skip-link.tsx';

function Footers() {
  return (
    <Box as="footer">
      <PromiseStrip />
      <HelpFooter />
    </Box>
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
      <Box minWidth={LAYOUT_MIN_WIDTH} data-layout="login">
        <SkipLink target="main">{zh.skip.toMain}</SkipLink>
        <LoginHeader />
        <PageArea failed={helpFailed}>{children}</PageArea>
        <Footers />
      </Box>
    );
  }
  return (
    <Box minWidth={LAYOUT_MIN_WIDTH} data-layout={layout}>
      <SkipLink target="main">{zh.skip.toMain}</SkipLink>
      <Box as="header">
        <TopBar />
        {layout === 'order' ? <OrderProgressHeader /> : <SiteHeader />}
      </Box>
      <PageArea failed={helpFailed || (layout === 'default' && zonesFailed)}>{children}</PageArea>
      <SideStrip />
      <Footers />
      <VipPromoHost />
    </Box>
  );
}
