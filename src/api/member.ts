// Member service calls of the shell.
import { get, post } from './client.ts';
import type { MemberInfo } from '../../machines/session.ts';

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
