// The staff console's pages and the side menu each role sees (issue 22): a page needs one
// permission (domain/staff/staff-roles.ts) or none; the menu lists only the pages the signed-in
// staff member's permissions open. The server checks every call again on its own.
import type { Permission } from '../../domain/staff/staff-roles.ts';

export type AdminPageKey = 'home' | 'audit' | 'staff';

export interface AdminPage {
  key: AdminPageKey;
  /** Under /admin. */
  path: string;
  permission: Permission | null;
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  { key: 'home', path: '/', permission: null },
  { key: 'audit', path: '/audit', permission: 'audit.view' },
  { key: 'staff', path: '/staff', permission: 'staff.manage' },
];

export function pageAllowed(page: AdminPage, permissions: readonly Permission[]): boolean {
  return page.permission === null || permissions.includes(page.permission);
}

/** The menu of a staff member: the pages their permissions open, in order. */
export function menuFor(permissions: readonly Permission[]): AdminPage[] {
  return ADMIN_PAGES.filter((p) => pageAllowed(p, permissions));
}

/** The page at a path under /admin, or null for an unknown path. */
export function pageAt(path: string): AdminPage | null {
  const clean = path.replace(/\/+$/, '') || '/';
  return ADMIN_PAGES.find((p) => p.path === clean) ?? null;
}
