// Writes to the member record that several account calls share.
import type { Kysely } from 'kysely';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { hashPassword } from '../../security/password.ts';

/** Creates a personal member; a mobile that is already registered is a 409. */
export async function createPersonalMember(
  db: Kysely<Database>,
  data: { mobile: string; password?: string; wxOpenId?: string; nickname?: string },
): Promise<number> {
  const passwordHash = data.password ? await hashPassword(data.password) : null;
  const row = await db
    .insertInto('member')
    .values({
      username: data.mobile,
      mobile: data.mobile,
      passwordHash,
      memberType: 1,
      wxOpenId: data.wxOpenId ?? null,
      nickname: data.nickname ?? null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw conflict(MSG.mobileRegistered);
  return row.id;
}

/** Sets a new password and clears the failed-login lock. */
export async function setMemberPassword(db: Kysely<Database>, memberId: number, password: string): Promise<void> {
  await db
    .updateTable('member')
    .set({ passwordHash: await hashPassword(password), failedLoginCount: 0, lockedUntil: null, updatedAt: new Date() })
    .where('id', '=', memberId)
    .execute();
}
