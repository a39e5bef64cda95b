// Finds the account a login names: a member by username or mobile (user_type 0) or a staff user
// by username (user_type 1), or a stand-in for a username that names none (answered like a real
// account by the login policy, login-policy.ts); and the member of an SMS login.
import type { Kysely } from 'kysely';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { insertSmsLoginMember, memberIdAndStatusByMobile, memberLoginRow, staffLoginRow } from './login-account-repository.ts';
import { unknownAccountKey, type LoginAccount } from './login-policy.ts';

export const memberAccountKey = (memberId: number) => `member:${memberId}`;
export const staffAccountKey = (staffId: number) => `staff:${staffId}`;

export async function memberAccount(db: Kysely<Database>, username: string): Promise<LoginAccount> {
  const member = await memberLoginRow(db, username);
  if (!member) return { key: unknownAccountKey('0', username), kind: 'member', id: null, username, passwordHash: null, status: 1, mobile: 'pretend' };
  return { key: memberAccountKey(member.id), kind: 'member', id: member.id, username, passwordHash: member.passwordHash, status: member.status, mobile: member.mobile };
}

/** Staff users have no mobile: their SMS step is the captcha (and the 管理员 alert). */
export async function staffAccount(db: Kysely<Database>, username: string): Promise<LoginAccount> {
  const staff = await staffLoginRow(db, username);
  if (!staff) return { key: unknownAccountKey('1', username), kind: 'staff', id: null, username, passwordHash: null, status: 1, mobile: null };
  return { key: staffAccountKey(staff.id), kind: 'staff', id: staff.id, username, passwordHash: staff.passwordHash, status: staff.status, mobile: null };
}

/** SMS login: the code proves the mobile; an unknown mobile becomes a new personal member. */
export async function memberBySmsLogin(db: Kysely<Database>, mobile: string): Promise<number> {
  const existing = await memberIdAndStatusByMobile(db, mobile);
  if (existing) {
    if (existing.status !== 1) throw badRequest(MSG.accountDisabled);
    return existing.id;
  }
  return insertSmsLoginMember(db, mobile, new Date());
}
