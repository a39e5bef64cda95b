// Starts the app's long-lived actors (src/lib/session.ts) with the account feature's calls.
import { startSessionActors } from '../lib/session.ts';
import { fetchMemberInfo, fetchTrialVipDays, revokeToken } from '../features/account/session-api.ts';

export function startActors(): void {
  startSessionActors({ fetchMemberInfo, revokeToken, fetchTrialVipDays });
}
