// The staff console's pages by key (machines/staff/staff-menu.ts), each a lazy chunk: a page is
// `src/features/staff/<area>/<area>-page.tsx`, default-exported, given the signed-in staff member.
// It routes its own detail paths (/receipts/12) with wouter inside the /admin router.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffPageKey } from '../../../machines/staff/staff-menu.ts';
import type { StaffPageProps } from '../../features/staff/page-props.ts';

type PageComponent = LazyExoticComponent<ComponentType<StaffPageProps>>;

export const STAFF_PAGE_VIEWS: Record<StaffPageKey, PageComponent> = {
  home: lazy(() => import('../../features/staff/dashboard/dashboard-page.tsx')),
  receipts: lazy(() => import('../../features/staff/receipts/receipts-page.tsx')),
  shipping: lazy(() => import('../../features/staff/shipping/shipping-page.tsx')),
  afterSales: lazy(() => import('../../features/staff/after-sales/after-sales-page.tsx')),
  redemptions: lazy(() => import('../../features/staff/redemptions/redemptions-page.tsx')),
  enquiry: lazy(() => import('../../features/staff/enquiry/enquiry-page.tsx')),
  quotes: lazy(() => import('../../features/staff/quotes/quotes-page.tsx')),
  services: lazy(() => import('../../features/staff/services/services-page.tsx')),
  certifications: lazy(() => import('../../features/staff/certifications/certifications-page.tsx')),
  companies: lazy(() => import('../../features/staff/companies/companies-page.tsx')),
  agreements: lazy(() => import('../../features/staff/pricing/pricing-page.tsx')),
  applications: lazy(() => import('../../features/staff/applications/applications-page.tsx')),
  catalogue: lazy(() => import('../../features/staff/catalogue/catalogue-page.tsx')),
  audit: lazy(() => import('../../features/staff/pages/audit-log-page.tsx')),
  staff: lazy(() => import('../../features/staff/pages/staff-accounts-page.tsx')),
};
