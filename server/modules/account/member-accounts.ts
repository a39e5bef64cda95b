// The member record writes several account calls share: a new personal member (a mobile taken
// already is a 409) and a new password (hashed here); the queries are in member-repository.ts.
import type { Kysely } from 'kysely';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { hashPassword } from '../../security/password.ts';
import { insertPersonalMember, setMemberPasswordHash } from './member-repository.ts';

/** Creates a personal member; a mobile that is already registered is a 409. */
export async function createPersonalMember(
  db: Kysely<Database>,
  data: { mobile: string; password?: string; wxOpenId?: string; nickname?: string },
): Promise<number> {
  const passwordHash = data.password ? await hashPassword(data.password) : null;
  const id = await insertPersonalMember(db, { mobile: data.mobile, passwordHash, wxOpenId: data.wxOpenId ?? null, nickname: data.nickname ?? null });
  if (id === undefined) throw conflict(MSG.mobileRegistered);
  return id;
}

/** Sets a new password and clears the failed-login lock. */
export async function setMemberPassword(db: Kysely<Database>, memberId: number, password: string): Promise<void> {
  await setMemberPasswordHash(db, memberId, await hashPassword(password), new Date());
}
