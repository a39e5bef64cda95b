// The staff console's calls (issue 22): the console's login (the server sets the HttpOnly session
// cookie, issue 35), who is signed in, logout, the audit log and staff accounts. Every call goes
// through the one client; the browser sends the cookie, the client the CSRF token (session.ts).
import { get, post } from '../../lib/client.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { AddStaffBody, AuditListBody, AuditRow, StaffAccountRow, StaffMe, StaffSessionAnswer } from '../../../domain/staff/staff-payloads.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import type { LoginProof } from '../../../machines/shared/login-challenge.ts';
import { proofQuery } from '../account/public.ts';

/** POST /system/oauth/staff/session: the client credential as Basic, the captcha the login policy asked for; the answer sets the session cookie. */
export function staffLogin(username: string, password: string, proof?: LoginProof): Promise<StaffSessionAnswer> {
  return post<StaffSessionAnswer>('/system/oauth/staff/session', { username, password, ...proofQuery(proof) }, { clientAuth: true, silent: true });
}

/** Who is signed in (with the session's CSRF token); a 401 when the browser holds no live session. */
export function fetchStaffMe(): Promise<StaffMe> {
  return get<StaffMe>('/system/api/staff/me', undefined, { silent: true });
}

/** Revokes the session's token; the server clears the cookie. */
export function revokeStaffSession(): Promise<void> {
  return post<void>('/system/api/oauth/logout', undefined, { silent: true, background: true });
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
