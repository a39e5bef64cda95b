// What the 全公司 filters of /myOrder, /enquiry and /afterSale offer (issue 37 item 5): the
// company's members (POST company/member/list) and departments (GET company/department/list).
import type { CompanyMemberRow, DepartmentRow } from '../../../domain/company/company-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { ScopeFilters } from '../../../machines/shared/company-scope.ts';
import { get, post } from '../../lib/client.ts';

const COMPANY = '/member/api/company';
/** One page holds a company's members (the member list's largest page). */
const MEMBERS_MAX = 100;

export async function fetchScopeFilters(): Promise<ScopeFilters> {
  const [members, departments] = await Promise.all([
    post<Page<CompanyMemberRow>>(`${COMPANY}/member/list`, { current: 1, size: MEMBERS_MAX }, { background: true }),
    get<DepartmentRow[]>(`${COMPANY}/department/list`, undefined, { background: true }),
  ]);
  return {
    members: members.records.map((m) => ({ memberId: m.memberId, name: m.name, departmentId: m.departmentId })),
    departments: departments.map((d) => ({ id: d.id, name: d.name, parentId: d.parentId })),
  };
}
