// Checks a username and password against members (user_type 0) or staff (user_type 1). Every
// attempt is first counted against its account (login-guard.ts: the member row, or the limit
// store for staff and unknown usernames) and refused while the account is locked, so the password
// of a locked account is never checked, whichever process answers.
import type { Kysely } from 'kysely';
import { MSG } from '../../../domain/shared/messages.ts';
import type { AccountLimits } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { LimitStore } from '../../security/limits.ts';
import { verifyPassword } from '../../security/password.ts';
import { dummyPasswordHash, memberRowCounter, staffCounterKey, storeCounter, unknownCounterKey, type FailureCounter } from './login-guard.ts';

const LOCKED = 423;

type LockLimits = Pick<AccountLimits, 'loginMaxFailures' | 'loginLockMinutes'>;

/**
 * Counts the attempt, checks the password (against a dummy hash when there is no real one), and
 * answers the same refusals for every account, real or not; resolves only for the right password.
 */
async function guardedCheck(counter: FailureCounter, limits: LockLimits, passwordHash: string | null, password: string): Promise<void> {
  const max = Math.max(1, limits.loginMaxFailures);
  const start = await counter.begin(max, limits.loginLockMinutes);
  if ('lockedMinutes' in start) throw new AppError(LOCKED, MSG.accountLocked(start.lockedMinutes));
  const right = await verifyPassword(password, passwordHash ?? (await dummyPasswordHash()));
  if (right && passwordHash !== null) return;
  if (start.attempt >= max) {
    await counter.lock(limits.loginLockMinutes);
    throw new AppError(LOCKED, MSG.accountLocked(limits.loginLockMinutes));
  }
  const left = max - start.attempt;
  throw badRequest(left <= 2 ? MSG.passwordWrongLeft(left) : MSG.badCredentials);
}

/** Resolves with the member id, or throws the refusal (wrong password, locked, disabled). */
export async function checkMemberPassword(db: Kysely<Database>, store: LimitStore, limits: LockLimits, username: string, password: string): Promise<number> {
  const member = await db
    .selectFrom('member')
    .select(['id', 'passwordHash', 'status'])
    .where((eb) => eb.or([eb('username', '=', username), eb('mobile', '=', username)]))
    .executeTakeFirst();
  if (!member) {
    await guardedCheck(storeCounter(store, unknownCounterKey('0', username)), limits, null, password);
    throw badRequest(MSG.badCredentials);
  }
  const counter = memberRowCounter(db, member.id);
  await guardedCheck(counter, limits, member.passwordHash, password);
  await counter.clear();
  if (member.status !== 1) throw badRequest(MSG.accountDisabled);
  return member.id;
}

/** Staff (user_type 1) are counted and locked like members, with the same limits. */
export async function checkStaffPassword(db: Kysely<Database>, store: LimitStore, limits: LockLimits, username: string, password: string): Promise<number> {
  const staff = await db.selectFrom('staffUser').select(['id', 'passwordHash', 'status']).where('username', '=', username).executeTakeFirst();
  const counter = storeCounter(store, staff ? staffCounterKey(staff.id) : unknownCounterKey('1', username));
  await guardedCheck(counter, limits, staff?.passwordHash ?? null, password);
  if (!staff) throw badRequest(MSG.badCredentials);
  await counter.clear();
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
