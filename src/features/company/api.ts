// Company calls (member service, issue 37): my company, members, invitations, departments and the
// audit log. Rights are the server's; a refusal's sentence reaches the machines through ApiError.
import type { DepartmentSaveBody, InviteBody } from '../../../domain/company/company-payloads.ts';
import type { AuditRow, CompanyInfo, CompanyMemberRow, DepartmentRow, InvitationRow } from '../../../domain/company/company-views.ts';
import type { MemberChange } from '../../../machines/company/member-editor.ts';
import { get, post, type Page } from '../../lib/client.ts';

const BASE = '/member/api/company';

export type { AuditRow, CompanyInfo, CompanyMemberRow, DepartmentRow, InvitationRow };

export const fetchCompanyInfo = () => get<CompanyInfo>(`${BASE}/info`);
export const inviteMember = (body: InviteBody) => post<{ invitationId: number }>(`${BASE}/member/invite`, body);
export const acceptInvitation = (id: number) => post<CompanyInfo>(`${BASE}/invitation/accept/${id}`);
export const fetchMyInvitations = () => get<InvitationRow[]>(`${BASE}/invitation/mine`);
export const fetchInvitations = () => get<InvitationRow[]>(`${BASE}/invitation/list`);
export const cancelInvitation = (id: number) => post<null>(`${BASE}/invitation/cancel/${id}`);
export const fetchMembers = () => post<Page<CompanyMemberRow>>(`${BASE}/member/list`, { current: 1, size: 100 });
export const updateMember = (change: MemberChange) => post<null>(`${BASE}/member/update`, change);
export const removeMember = (memberId: number) => post<null>(`${BASE}/member/remove/${memberId}`);
export const saveDepartment = (body: DepartmentSaveBody) => post<{ id: number }>(`${BASE}/department/save`, body);
export const fetchDepartments = () => get<DepartmentRow[]>(`${BASE}/department/list`);
export const fetchAudit = (current: number) => post<Page<AuditRow>>(`${BASE}/audit/page`, { current, size: 20 });
