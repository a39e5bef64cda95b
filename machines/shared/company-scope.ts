// The 全公司 / 我的 switch and the member and department filters of /myOrder, /enquiry and
// /afterSale (issue 37 item 5), shared by the three list machines: the part of the URL that holds
// them (?scope=company&member=&dept=), the body fields the server reads (CompanyScopeFields), and
// who is shown the switch (a role whose reach is the department or the company).
import { ROLE_RIGHTS } from '../../domain/company/company-roles.ts';
import type { CompanyRole } from '../../domain/shared/company-role.ts';
import type { CompanyScopeQuery } from '../../domain/shared/company-scope.ts';
import type { CompanyMemberRow, DepartmentRow } from '../../domain/company/company-views.ts';

export interface ScopeQuery {
  /** 我的 (the default) or 全公司. */
  scope: 'mine' | 'company';
  /** 全公司 only: one member's records, or null for everyone in reach. */
  memberId: number | null;
  /** 全公司 only: one department (with its sub-departments), or null. */
  departmentId: number | null;
}

export const MINE: ScopeQuery = { scope: 'mine', memberId: null, departmentId: null };

/** The members and departments the 全公司 filters offer. */
export interface ScopeFilters {
  members: Pick<CompanyMemberRow, 'memberId' | 'name' | 'departmentId'>[];
  departments: Pick<DepartmentRow, 'id' | 'name' | 'parentId'>[];
}

/** Whether the role sees more than its own records (the switch is shown). */
export function mayScope(role: CompanyRole | null | undefined): boolean {
  return role !== null && role !== undefined && ROLE_RIGHTS[role].reach !== 'own';
}

const idOf = (text: string | null): number | null => {
  const n = Number(text);
  return text !== null && Number.isSafeInteger(n) && n >= 1 ? n : null;
};

/** The scope part of a list URL; filters only count in 全公司. */
export function parseScope(params: URLSearchParams): ScopeQuery {
  if (params.get('scope') !== 'company') return MINE;
  return { scope: 'company', memberId: idOf(params.get('member')), departmentId: idOf(params.get('dept')) };
}

export function writeScope(params: URLSearchParams, q: ScopeQuery): void {
  if (q.scope !== 'company') return;
  params.set('scope', 'company');
  if (q.memberId !== null) params.set('member', String(q.memberId));
  if (q.departmentId !== null) params.set('dept', String(q.departmentId));
}

/** The body fields of the list and count calls (nothing for 我的). */
export function scopeBody(q: ScopeQuery): CompanyScopeQuery {
  if (q.scope !== 'company') return {};
  return { scope: 'company', ...(q.memberId !== null ? { scopeMemberId: q.memberId } : {}), ...(q.departmentId !== null ? { scopeDepartmentId: q.departmentId } : {}) };
}

export function sameScope(a: ScopeQuery, b: ScopeQuery): boolean {
  return a.scope === b.scope && a.memberId === b.memberId && a.departmentId === b.departmentId;
}

/** The switch: 我的 drops the filters. */
export function switchScope(scope: 'mine' | 'company'): ScopeQuery {
  return scope === 'company' ? { scope, memberId: null, departmentId: null } : MINE;
}

/** A filter changed (null: 全部). */
export function filterScope(q: ScopeQuery, change: { memberId?: number | null; departmentId?: number | null }): ScopeQuery {
  return { scope: 'company', memberId: change.memberId !== undefined ? change.memberId : q.memberId, departmentId: change.departmentId !== undefined ? change.departmentId : q.departmentId };
}
