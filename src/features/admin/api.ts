// The staff console's calls (issue 22): the staff token grant (user_type 1), who is signed in,
// logout, the audit log and staff accounts. Every call goes through the one client, which sends
// the staff token the console's session holds (session.ts wires it in).
import { get, post } from '../../lib/client.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { AddStaffBody, AuditListBody, AuditRow, StaffAccountRow, StaffMe } from '../../../domain/staff/staff-payloads.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import type { TokenGrant } from '../../../machines/account/account-form.ts';
import type { LoginProof } from '../../../machines/account/login-challenge.ts';
import { proofQuery } from '../account/public.ts';

/** POST /system/oauth/token as staff: credentials as query parameters, the client credential as Basic. */
export async function staffLogin(username: string, password: string, proof?: LoginProof): Promise<string> {
  const query = { username, password, grant_type: 'password', user_type: 1, auth_type: 'password', ...proofQuery(proof) };
  const grant = await post<TokenGrant>('/system/oauth/token', undefined, { clientAuth: true, silent: true }, query);
  return grant.access_token;
}

export function fetchStaffMe(token: string): Promise<StaffMe> {
  return get<StaffMe>('/system/api/staff/me', undefined, { token, silent: true });
}

export function revokeStaffToken(token: string): Promise<void> {
  return post<void>('/system/api/oauth/logout', undefined, { token, silent: true, background: true });
}

export function fetchAuditPage(query: AuditListBody): Promise<Page<AuditRow>> {
  return post<Page<AuditRow>>('/system/api/staff/audit/list', query);
}

export function fetchStaffAccounts(): Promise<StaffAccountRow[]> {
  return get<StaffAccountRow[]>('/system/api/staff/account/list');
}

export function addStaffAccount(body: AddStaffBody): Promise<StaffAccountRow> {
  return post<StaffAccountRow>('/system/api/staff/account/add', body, { silent: true });
}

export function changeStaffRole(id: number, role: StaffRole): Promise<StaffAccountRow> {
  return post<StaffAccountRow>('/system/api/staff/account/role', { id, role });
}

export function disableStaffAccount(id: number): Promise<StaffAccountRow> {
  return post<StaffAccountRow>('/system/api/staff/account/disable', { id });
}
