// Alerts to the 管理员 (issue 35 item 1): the login policy writes one when a staff account is
// under attack (once per account per window, not per attempt; the limit store decides "once"
// across processes); admins list them in the staff API and the `npm run staff -- alerts` verb.
import type { Kysely } from 'kysely';
import type { StaffAlertRow } from '../../../domain/staff/staff-payloads.ts';
import type { Database } from '../../db/schema.ts';
import type { LimitStore } from '../../security/limits.ts';
import { STAFF_MSG } from './messages.ts';
import { insertStaffAlert, newestStaffAlerts } from './staff-alert-repository.ts';

/** Writes the alert unless one for this account was written in the current window; true when written. */
export async function alertStaffLoginAttack(
  deps: { db: Kysely<Database>; limits: LimitStore },
  staff: { id: number; username: string },
  tries: number,
  windowMinutes: number,
): Promise<boolean> {
  if ((await deps.limits.hit(`login:alert:staff:${staff.id}`, windowMinutes * 60)) !== 1) return false;
  await insertStaffAlert(deps.db, { kind: 'login_attack', staffId: staff.id, title: STAFF_MSG.loginAttackTitle(staff.username), body: STAFF_MSG.loginAttackBody(staff.username, tries, windowMinutes) });
  return true;
}

/** The newest alerts first, at most `limit`. */
export async function listStaffAlerts(db: Kysely<Database>, limit: number): Promise<StaffAlertRow[]> {
  const rows = await newestStaffAlerts(db, limit);
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, staffId: r.staffId === null ? null : Number(r.staffId), title: r.title, body: r.body, createdAt: new Date(r.createdAt).toISOString() }));
}
