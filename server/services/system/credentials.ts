// Checks a username and password against members (user_type 0, with the failed-login lock) or
// staff (user_type 1). The lock lives on the member row, so every process sees it.
import { sql, type Kysely } from 'kysely';
import { MSG } from '../../../domain/messages.ts';
import type { AccountLimits } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { verifyPassword } from '../../security/password.ts';

const LOCKED = 423;

/** Resolves with the member id, or throws the refusal (wrong password, locked, disabled). */
export async function checkMemberPassword(
  db: Kysely<Database>,
  limits: Pick<AccountLimits, 'loginMaxFailures' | 'loginLockMinutes'>,
  username: string,
  password: string,
): Promise<number> {
  const member = await db
    .selectFrom('member')
    .select(['id', 'passwordHash', 'status', 'lockedUntil'])
    .where((eb) => eb.or([eb('username', '=', username), eb('mobile', '=', username)]))
    .executeTakeFirst();
  if (!member) throw badRequest(MSG.badCredentials);
  if (member.lockedUntil && member.lockedUntil.getTime() > Date.now()) {
    throw new AppError(LOCKED, MSG.accountLocked(Math.ceil((member.lockedUntil.getTime() - Date.now()) / 60_000)));
  }
  if (!(await verifyPassword(password, member.passwordHash))) {
    const row = await db
      .updateTable('member')
      .set({ failedLoginCount: sql`failed_login_count + 1` })
      .where('id', '=', member.id)
      .returning('failedLoginCount')
      .executeTakeFirstOrThrow();
    if (row.failedLoginCount >= limits.loginMaxFailures) {
      await db
        .updateTable('member')
        .set({ failedLoginCount: 0, lockedUntil: new Date(Date.now() + limits.loginLockMinutes * 60_000) })
        .where('id', '=', member.id)
        .execute();
      throw new AppError(LOCKED, MSG.accountLocked(limits.loginLockMinutes));
    }
    const left = limits.loginMaxFailures - row.failedLoginCount;
    throw badRequest(left <= 2 ? MSG.passwordWrongLeft(left) : MSG.badCredentials);
  }
  if (member.status !== 1) throw badRequest(MSG.accountDisabled);
  await db.updateTable('member').set({ failedLoginCount: 0, lockedUntil: null }).where('id', '=', member.id).where('failedLoginCount', '>', 0).execute();
  return member.id;
}

export async function checkStaffPassword(db: Kysely<Database>, username: string, password: string): Promise<number> {
  const staff = await db.selectFrom('staffUser').select(['id', 'passwordHash', 'status']).where('username', '=', username).executeTakeFirst();
  if (!staff || !(await verifyPassword(password, staff.passwordHash))) throw badRequest(MSG.badCredentials);
  if (staff.status !== 1) throw badRequest(MSG.accountDisabled);
  return staff.id;
}

/** SMS login: the code proves the mobile; an unknown mobile becomes a new personal member. */
export async function memberBySmsLogin(db: Kysely<Database>, mobile: string): Promise<number> {
  const existing = await db.selectFrom('member').select(['id', 'status']).where('mobile', '=', mobile).executeTakeFirst();
  if (existing) {
    if (existing.status !== 1) throw badRequest(MSG.accountDisabled);
    return existing.id;
  }
  const created = await db
    .insertInto('member')
    .values({ username: mobile, mobile, memberType: 1 })
    .onConflict((oc) => oc.column('mobile').doUpdateSet({ updatedAt: new Date() }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
