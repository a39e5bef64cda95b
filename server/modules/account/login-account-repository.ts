// The rows a login looks up: a member by username or mobile, a staff user by username, a member
// by mobile for an SMS login (created when the mobile is new). The rules (stand-ins for unknown
// names, disabled accounts) live in credentials.ts.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The member whose username or mobile is `name`, with what the login policy checks. */
export async function memberLoginRow(db: Db, name: string) {
  return db
    .selectFrom('member')
    .select(['id', 'passwordHash', 'status', 'mobile'])
    .where((eb) => eb.or([eb('username', '=', name), eb('mobile', '=', name)]))
    .executeTakeFirst();
}

/** The staff user of a username, with what the login policy checks. */
export async function staffLoginRow(db: Db, username: string) {
  // reads staff_user of staff: the one login form checks members and staff users alike (login-policy.ts)
  return db.selectFrom('staffUser').select(['id', 'passwordHash', 'status']).where('username', '=', username).executeTakeFirst();
}

export async function memberIdAndStatusByMobile(db: Db, mobile: string) {
  return db.selectFrom('member').select(['id', 'status']).where('mobile', '=', mobile).executeTakeFirst();
}

/** A new personal member of an SMS login (a mobile registered meanwhile answers that member). */
export async function insertSmsLoginMember(db: Db, mobile: string, now: Date): Promise<number> {
  const created = await db
    .insertInto('member')
    .values({ username: mobile, mobile, memberType: 1 })
    .onConflict((oc) => oc.column('mobile').doUpdateSet({ updatedAt: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
