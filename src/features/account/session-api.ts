// The account calls the session needs on every page (src/app/actors.ts starts the session actors
// with them): member info, logout, trial VIP days. Apart from api.ts (which re-exports them) so the
// first load of `/` does not carry the account pages' calls (issue 20).
import { get, post } from '../../lib/client.ts';
import type { MemberInfo } from '../../../machines/shell/session.ts';

/** POST /system/api/oauth/logout: revokes the token (failures are the caller's to ignore). */
export function revokeToken(token: string): Promise<void> {
  return post<void>('/system/api/oauth/logout', undefined, { token, silent: true, background: true });
}

/** GET /member/api/member/memberInfo; its failure is swallowed by the session (spec 8). */
export function fetchMemberInfo(token: string): Promise<MemberInfo> {
  return get<MemberInfo>('/member/api/member/memberInfo', undefined, { token, silent: true, background: true });
}

/** POST /member/open/member/uncheckAuthority/getTrialVipDays: the trial VIP length in days. */
export function fetchTrialVipDays(): Promise<number> {
  return post<number>('/member/open/member/uncheckAuthority/getTrialVipDays', undefined, {
    silent: true,
    background: true,
  });
}
