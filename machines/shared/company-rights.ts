// What a company member's role lets the SPA offer (issue 37), apart from the session's rules so the
// first load does not carry the role table: the member pages and the checkout read it.
import { ROLE_RIGHTS } from '../../domain/company/company-roles.ts';
import type { CompanyRole } from '../../domain/shared/company-role.ts';

interface Membership {
  companyRole?: CompanyRole | null;
  companyMemberStatus?: 'active' | 'disabled' | null;
}

/**
 * Whether the member may change the addresses and invoice titles (issue 37 item 4): a personal
 * member always; a company member by role (ROLE_RIGHTS.manageBooks: admin and finance), never while
 * disabled. The member pages and the checkout hide 新增/编辑/删除 by it; the server checks the same.
 */
export function mayManageBooks(info: Membership | null): boolean {
  const role = info?.companyRole ?? null;
  if (role === null) return true;
  return info?.companyMemberStatus !== 'disabled' && ROLE_RIGHTS[role].manageBooks;
}
