// Checks a username and password against members (user_type 0) or staff (user_type 1).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { verifyPassword } from '../../security/password.ts';

export type CredentialCheck =
  | { ok: true; memberId: number }
  | { ok: true; staffId: number }
  | { ok: false; reason: 'bad-credentials' | 'disabled' };

export async function checkMemberPassword(db: Kysely<Database>, username: string, password: string): Promise<CredentialCheck> {
  const member = await db
    .selectFrom('member')
    .select(['id', 'passwordHash', 'status'])
    .where((eb) => eb.or([eb('username', '=', username), eb('mobile', '=', username)]))
    .executeTakeFirst();
  if (!member || !(await verifyPassword(password, member.passwordHash))) return { ok: false, reason: 'bad-credentials' };
  if (member.status !== 1) return { ok: false, reason: 'disabled' };
  return { ok: true, memberId: member.id };
}

export async function checkStaffPassword(db: Kysely<Database>, username: string, password: string): Promise<CredentialCheck> {
  const staff = await db.selectFrom('staffUser').select(['id', 'passwordHash', 'status']).where('username', '=', username).executeTakeFirst();
  if (!staff || !(await verifyPassword(password, staff.passwordHash))) return { ok: false, reason: 'bad-credentials' };
  if (staff.status !== 1) return { ok: false, reason: 'disabled' };
  return { ok: true, staffId: staff.id };
}
