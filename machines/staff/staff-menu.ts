// The staff console's pages and the side menu each role sees (issue 22): a page opens for any of
// its permissions (domain/staff/staff-roles.ts), or for everyone when it lists none; the menu
// lists only the pages the signed-in staff member's permissions open. A page owns the paths
// under its own (/receipts/12 is the receipts page's detail). The server checks every call again.
import type { Permission } from '../../domain/staff/staff-roles.ts';

export type StaffPageKey =
  | 'home'
  | 'receipts'
  | 'shipping'
  | 'afterSales'
  | 'redemptions'
  | 'enquiry'
  | 'quotes'
  | 'services'
  | 'certifications'
  | 'companies'
  | 'agreements'
  | 'applications'
  | 'catalogue'
  | 'audit'
  | 'staff';

export interface StaffPage {
  key: StaffPageKey;
  /** Under /admin. */
  path: string;
  /** Any one of these opens the page; empty: every staff member. */
  permissions: readonly Permission[];
}

export const STAFF_PAGES: readonly StaffPage[] = [
  { key: 'home', path: '/', permissions: [] },
  { key: 'receipts', path: '/receipts', permissions: ['payment.review'] },
  { key: 'shipping', path: '/shipping', permissions: ['order.ship'] },
  { key: 'afterSales', path: '/after-sales', permissions: ['refund.view'] },
  { key: 'redemptions', path: '/redemptions', permissions: ['points.redemption'] },
  { key: 'enquiry', path: '/enquiry', permissions: ['enquiry.quote'] },
  { key: 'quotes', path: '/quotes', permissions: ['quote.desk'] },
  { key: 'services', path: '/services', permissions: ['service.order'] },
  { key: 'certifications', path: '/certifications', permissions: ['certification.review'] },
  { key: 'companies', path: '/companies', permissions: ['company.manage'] },
  { key: 'agreements', path: '/agreements', permissions: ['pricing.agreement', 'pricing.confirm'] },
  { key: 'applications', path: '/applications', permissions: ['cooperation.review', 'distribution.manage'] },
  { key: 'catalogue', path: '/catalogue', permissions: ['catalogue.edit', 'stock.in'] },
  { key: 'audit', path: '/audit', permissions: ['audit.view'] },
  { key: 'staff', path: '/staff', permissions: ['staff.manage'] },
];

export function pageAllowed(page: StaffPage, permissions: readonly Permission[]): boolean {
  return page.permissions.length === 0 || page.permissions.some((p) => permissions.includes(p));
}

/** The menu of a staff member: the pages their permissions open, in order. */
export function menuFor(permissions: readonly Permission[]): StaffPage[] {
  return STAFF_PAGES.filter((p) => pageAllowed(p, permissions));
}

/** The page at a path under /admin (its own path or one below it), or null for an unknown path. */
export function pageAt(path: string): StaffPage | null {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/') return STAFF_PAGES[0] ?? null;
  return STAFF_PAGES.find((p) => p.path !== '/' && (clean === p.path || clean.startsWith(`${p.path}/`))) ?? null;
}
