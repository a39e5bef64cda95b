// The staff console's pages by key (machines/admin/admin-menu.ts), each a lazy chunk: a page is
// `src/features/admin/<area>/<area>-page.tsx`, default-exported, given the signed-in staff member.
// It routes its own detail paths (/receipts/12) with wouter inside the /admin router.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminPageKey } from '../../../machines/admin/admin-menu.ts';
import type { AdminPageProps } from '../../features/admin/page-props.ts';

type PageComponent = LazyExoticComponent<ComponentType<AdminPageProps>>;

export const ADMIN_PAGE_VIEWS: Record<AdminPageKey, PageComponent> = {
  home: lazy(() => import('../../features/admin/dashboard/dashboard-page.tsx')),
  receipts: lazy(() => import('../../features/admin/receipts/receipts-page.tsx')),
  shipping: lazy(() => import('../../features/admin/shipping/shipping-page.tsx')),
  afterSales: lazy(() => import('../../features/admin/after-sales/after-sales-page.tsx')),
  redemptions: lazy(() => import('../../features/admin/redemptions/redemptions-page.tsx')),
  enquiry: lazy(() => import('../../features/admin/enquiry/enquiry-page.tsx')),
  services: lazy(() => import('../../features/admin/services/services-page.tsx')),
  certifications: lazy(() => import('../../features/admin/certifications/certifications-page.tsx')),
  applications: lazy(() => import('../../features/admin/applications/applications-page.tsx')),
  catalogue: lazy(() => import('../../features/admin/catalogue/catalogue-page.tsx')),
  audit: lazy(() => import('../../features/admin/pages/audit-log-page.tsx')),
  staff: lazy(() => import('../../features/admin/pages/staff-accounts-page.tsx')),
};
