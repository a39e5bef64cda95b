// The member record's distributor columns (is_distributor, invite_code, referrer_id,
// referred_at), read and written for the distribution module through public.ts: its rules stay
// there, the member table's queries here. Writes run with the caller's executor (its transaction).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whether the member is a distributor and their invitation code, or undefined for no such member. */
export async function memberDistributorFlags(db: Kysely<Database>, memberId: number) {
  return db.selectFrom('member').select(['isDistributor', 'inviteCode']).where('id', '=', memberId).executeTakeFirst();
}

/** The member whose invitation code this is (exact match) and whether they are a distributor, or undefined. */
export async function memberByInviteCode(db: Kysely<Database>, inviteCode: string) {
  return db.selectFrom('member').select(['id', 'isDistributor']).where('inviteCode', '=', inviteCode).executeTakeFirst();
}

/** Gives the member this invitation code unless they already have one. */
export async function setInviteCodeIfNone(db: Kysely<Database>, memberId: number, inviteCode: string): Promise<void> {
  await db.updateTable('member').set({ inviteCode }).where('id', '=', memberId).where('inviteCode', 'is', null).execute();
}

/** How many members are bound to this referrer. */
export async function countReferredMembers(db: Kysely<Database>, referrerId: number): Promise<number> {
  const row = await db.selectFrom('member').select(sql<string>`count(*)`.as('n')).where('referrerId', '=', referrerId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member locked FOR UPDATE (id and the distributor flag), or undefined. */
export async function lockMemberDistributorFlag(db: Kysely<Database>, memberId: number) {
  return db.selectFrom('member').select(['id', 'isDistributor']).where('id', '=', memberId).forUpdate().executeTakeFirst();
}

/** The member with this mobile locked FOR UPDATE (id and the distributor flag), or undefined. */
export async function lockMemberDistributorFlagByMobile(db: Kysely<Database>, mobile: string) {
  return db.selectFrom('member').select(['id', 'isDistributor']).where('mobile', '=', mobile).forUpdate().executeTakeFirst();
}

export async function setDistributorFlag(db: Kysely<Database>, memberId: number, isDistributor: boolean, now: Date): Promise<void> {
  await db.updateTable('member').set({ isDistributor, updatedAt: now }).where('id', '=', memberId).execute();
}

/** Records the member's referrer unless one is recorded already. */
export async function bindMemberReferrer(db: Kysely<Database>, memberId: number, referrerId: number, now: Date): Promise<void> {
  await db.updateTable('member').set({ referrerId, referredAt: now }).where('id', '=', memberId).where('referrerId', 'is', null).execute();
}
