// The failed-login counters of the token endpoint. Each password login first counts itself
// atomically against its account (a member's row, or the limit store for staff and for usernames
// that name no account), and only an attempt within LOGIN_MAX_FAILURES gets its password checked;
// the per-IP and global limits of password and SMS logins sit in front of that (login-limits.ts).
//
// Account enumeration: an unknown username is counted and locked exactly like a real account, so
// both get the same answers ("再错 N 次" on the last two tries, then 423 for LOGIN_LOCK_MINUTES),
// and both run one password hash (a dummy one for unknown accounts and members without a
// password), so neither the answer nor the time tells whether an account exists.
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../../security/password.ts';
import type { LimitStore } from '../../security/limits.ts';

/** How long failures of a series are remembered in the limit store (a member row keeps them until the next success). */
export const LOGIN_FAILURE_WINDOW_SECONDS = 30 * 24 * 3600;

/** This attempt's place in its account's series of tries, or the minutes the account stays locked. */
export type AttemptStart = { attempt: number } | { lockedMinutes: number };

export interface FailureCounter {
  /** Counts this attempt before any password is checked; past `max` attempts it locks the account. */
  begin(max: number, lockMinutes: number): Promise<AttemptStart>;
  /** The attempt that used up the last try failed: lock for `lockMinutes` and start a new series. */
  lock(lockMinutes: number): Promise<void>;
  /** The right password: the series of failures ends (a lock set meanwhile by other attempts stays). */
  clear(): Promise<void>;
}

const minutesUntil = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));

/** A member's counter: failed_login_count and locked_until on the member row (one UPDATE ... RETURNING each). */
export function memberRowCounter(db: Kysely<Database>, memberId: number): FailureCounter {
  const lock = async (lockMinutes: number) => {
    await db
      .updateTable('member')
      .set({ failedLoginCount: 0, lockedUntil: new Date(Date.now() + lockMinutes * 60_000) })
      .where('id', '=', memberId)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', new Date())]))
      .execute();
  };
  return {
    async begin(max, lockMinutes) {
      // During a lock the count stays 0, so the series starts afresh when the lock ends.
      const row = await db
        .updateTable('member')
        .set({ failedLoginCount: sql<number>`case when locked_until > now() then 0 else failed_login_count + 1 end` })
        .where('id', '=', memberId)
        .returning(['failedLoginCount', 'lockedUntil'])
        .executeTakeFirstOrThrow();
      if (row.lockedUntil && row.lockedUntil.getTime() > Date.now()) return { lockedMinutes: minutesUntil(row.lockedUntil) };
      if (row.failedLoginCount > max) {
        await lock(lockMinutes);
        return { lockedMinutes: lockMinutes };
      }
      return { attempt: row.failedLoginCount };
    },
    lock,
    async clear() {
      // Only the count: a lock that other attempts set meanwhile stays (as in the limit store).
      await db.updateTable('member').set({ failedLoginCount: 0 }).where('id', '=', memberId).where('failedLoginCount', '>', 0).execute();
    },
  };
}

/** A counter in the limit store (shared by every process through the database or Redis). */
export function storeCounter(limits: LimitStore, key: string): FailureCounter {
  const failKey = `login:fail:${key}`;
  const lockKey = `login:lock:${key}`;
  const lock = async (lockMinutes: number) => {
    // A hit on a live lock does not extend it; the failures start a new series.
    await limits.hit(lockKey, lockMinutes * 60);
    await limits.reset(failKey);
  };
  return {
    async begin(max, lockMinutes) {
      // Count first, then look at the lock: whatever order the processes run in, an attempt
      // counted after a lock was set sees it (lock() sets the lock before it resets the count).
      const attempt = await limits.hit(failKey, LOGIN_FAILURE_WINDOW_SECONDS);
      const lockedSeconds = await limits.ttl(lockKey);
      if (lockedSeconds > 0) {
        await limits.reset(failKey);
        return { lockedMinutes: Math.max(1, Math.ceil(lockedSeconds / 60)) };
      }
      if (attempt > max) {
        await lock(lockMinutes);
        return { lockedMinutes: lockMinutes };
      }
      return { attempt };
    },
    lock,
    async clear() {
      await limits.reset(failKey);
    },
  };
}

/** The limit-store key of a staff account's counter. */
export const staffCounterKey = (staffId: number) => `staff:${staffId}`;

/** The limit-store key of a username that names no account (hashed: any text may arrive). */
export function unknownCounterKey(userType: '0' | '1', username: string): string {
  return `unknown:${userType}:${createHash('sha256').update(username).digest('hex').slice(0, 40)}`;
}

let dummy: Promise<string> | undefined;

/** A hash with the real parameters for a password nobody knows: checked when there is no real hash. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}
