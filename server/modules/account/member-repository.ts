// Reads and small writes of the member record (the account calls' own queries).
import type { Kysely } from 'kysely';
import type { MemberInfo } from '../../../domain/account/account-answers.ts';
import type { Database } from '../../db/schema.ts';
import { actingOf } from '../company/public.ts';

export type { MemberInfo };

/** The member type and VIP end of a company's certified account. */
async function holderTerms(db: Kysely<Database>, memberId: number) {
  return db.selectFrom('member').select(['memberType', 'memberPriceEndTime']).where('id', '=', memberId).executeTakeFirst();
}

export async function findMemberInfo(db: Kysely<Database>, memberId: number): Promise<MemberInfo | null> {
  const row = await db
    .selectFrom('member')
    .select(['id', 'username', 'nickname', 'avatarUrl', 'mobile', 'memberType', 'companyName', 'memberPriceEndTime', 'isDistributor', 'points', 'passwordHash', 'wxOpenId'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) return null;
  const { passwordHash, wxOpenId, ...info } = row;
  const { company, active, ownerId } = await actingOf(db, memberId);
  // VIP status applies to every member of a company, and they buy as it (enterprise orders, credit
  // terms): the member type and the VIP end are the certified account's (issue 37).
  const holder = active && ownerId !== memberId ? await holderTerms(db, ownerId) : undefined;
  const vipEnd = holder ? holder.memberPriceEndTime : row.memberPriceEndTime;
  return {
    ...info,
    memberType: holder ? holder.memberType : info.memberType,
    companyName: company?.companyName ?? info.companyName,
    companyId: company?.companyId ?? null,
    companyRole: company?.role ?? null,
    companyMemberStatus: company?.status ?? null,
    memberPriceEndTime: vipEnd ? vipEnd.toISOString() : null,
    hasPassword: passwordHash !== null,
    wxBound: wxOpenId !== null,
  };
}

/** What the security calls need of the caller's record. */
export async function findMemberCredentials(db: Kysely<Database>, memberId: number) {
  return db.selectFrom('member').select(['id', 'mobile', 'username', 'passwordHash', 'wxOpenId']).where('id', '=', memberId).executeTakeFirstOrThrow();
}

/** The member registered with a mobile (id and WeChat binding), if any. */
export async function findMemberByMobile(db: Kysely<Database>, mobile: string) {
  return (await db.selectFrom('member').select(['id', 'wxOpenId']).where('mobile', '=', mobile).executeTakeFirst()) ?? null;
}

/** The member a WeChat openId is bound to (id and status), if any. */
export async function findMemberByWxOpenId(db: Kysely<Database>, openId: string) {
  return (await db.selectFrom('member').select(['id', 'status']).where('wxOpenId', '=', openId).executeTakeFirst()) ?? null;
}

/** Whether a mobile is some member's mobile or username. */
export async function mobileInUse(db: Kysely<Database>, mobile: string): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where((eb) => eb.or([eb('mobile', '=', mobile), eb('username', '=', mobile)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Changes the mobile; a username that was the old mobile follows it. */
export async function changeMemberMobile(db: Kysely<Database>, member: { id: number; mobile: string | null; username: string }, mobile: string): Promise<void> {
  await db
    .updateTable('member')
    .set({ mobile, ...(member.username === member.mobile ? { username: mobile } : {}), updatedAt: new Date() })
    .where('id', '=', member.id)
    .execute();
}

/** Binds a WeChat openId to the member, or unbinds it (null). */
export async function setMemberWxOpenId(db: Kysely<Database>, memberId: number, openId: string | null): Promise<void> {
  await db.updateTable('member').set({ wxOpenId: openId, updatedAt: new Date() }).where('id', '=', memberId).execute();
}

/** The URL of the member's avatar (an upload, a seeded picture or none). */
export async function findMemberAvatarUrl(db: Kysely<Database>, memberId: number): Promise<string | null> {
  const row = await db.selectFrom('member').select('avatarUrl').where('id', '=', memberId).executeTakeFirst();
  return row?.avatarUrl ?? null;
}

/** A new nickname and/or avatar. */
export async function updateMemberProfile(db: Kysely<Database>, memberId: number, changes: { nickname?: string; avatarUrl?: string }): Promise<void> {
  await db
    .updateTable('member')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', memberId)
    .execute();
}

/** A new personal member; undefined when the mobile (or username) is taken already. */
export async function insertPersonalMember(
  db: Kysely<Database>,
  m: { mobile: string; passwordHash: string | null; wxOpenId: string | null; nickname: string | null },
): Promise<number | undefined> {
  const row = await db
    .insertInto('member')
    .values({ username: m.mobile, mobile: m.mobile, passwordHash: m.passwordHash, memberType: 1, wxOpenId: m.wxOpenId, nickname: m.nickname })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A new password hash, the failed-login lock cleared. */
export async function setMemberPasswordHash(db: Kysely<Database>, memberId: number, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('member').set({ passwordHash, failedLoginCount: 0, lockedUntil: null, updatedAt: now }).where('id', '=', memberId).execute();
}
