// The headers of the login and order-progress layouts. `/` and most pages use the default layout,
// so each of these is a chunk of its own (issue 20: not in the first load of `/`); a route of
// such a layout loads its header together with its page (routes.ts), so both appear at once.
import { lazy } from 'react';

const loadLoginHeader = () => import('../../features/shell/components/login-header.tsx');
const loadOrderProgressHeader = () => import('../../features/checkout/components/order-progress-header.tsx');

export const LoginHeader = lazy(() => loadLoginHeader().then((m) => ({ default: m.LoginHeader })));
export const OrderProgressHeader = lazy(() => loadOrderProgressHeader().then((m) => ({ default: m.OrderProgressHeader })));

/** Starts loading the header chunk a layout needs beyond the default one (nothing for 'default'). */
export function loadLayoutHeader(layout: 'default' | 'order' | 'login'): Promise<unknown> {
  if (layout === 'login') return loadLoginHeader();
  if (layout === 'order') return loadOrderProgressHeader();
  return Promise.resolve();
}
