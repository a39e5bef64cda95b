// The logged-in member's record as the session holds it (read again on every navigation and
// after each account change), with the account fields (hasPassword, wxBound).
import { useSelector } from '@xstate/react';
import type { AccountInfo } from './api.ts';
import { sessionActor } from '../../lib/session.ts';

export interface AccountInfoState {
  info: AccountInfo | null;
  /** Member info is being read and none has arrived yet. */
  loading: boolean;
}

export function useAccountInfo(): AccountInfoState {
  const info = useSelector(sessionActor, (s) => s.context.userInfo as AccountInfo | null);
  const loading = useSelector(sessionActor, (s) => s.matches({ authenticated: 'loadingMember' }) || s.matches('loggingOut'));
  return { info, loading: info === null && loading };
}

export type SecurityLevel = 'low' | 'medium' | 'high';

/** 高 with a password, a mobile and WeChat; 中 with two of them; else 低. */
export function securityLevel(info: AccountInfo): SecurityLevel {
  const score = [info.hasPassword !== false, !!info.mobile, !!info.wxBound].filter(Boolean).length;
  return score >= 3 ? 'high' : score === 2 ? 'medium' : 'low';
}
