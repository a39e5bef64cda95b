// The queries of VIP grants (vip_grant): the one certification trial per member and the 688
// years bought; and the member's VIP end (member.member_price_end_time). Writes name their columns.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function trialUsed(db: Kysely<Database>, memberId: number): Promise<boolean> {
  const row = await db.selectFrom('vipGrant').select('id').where('memberId', '=', memberId).where('kind', '=', 'trial').executeTakeFirst();
  return row !== undefined;
}

/** Records the member's trial; false when they had one already (the unique index decides). */
export async function insertTrial(db: Kysely<Database>, g: { memberId: number; days: number; endBefore: Date | null; endAfter: Date; certId: number; at: Date }): Promise<boolean> {
  const row = await db
    .insertInto('vipGrant')
    .values({ memberId: g.memberId, kind: 'trial', days: g.days, amountFen: 0, status: 1, endBefore: g.endBefore, endAfter: g.endAfter, certId: g.certId, paidAt: null, createdAt: g.at })
    .onConflict((oc) => oc.column('memberId').where('kind', '=', 'trial').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setVipEnd(db: Kysely<Database>, memberId: number, end: Date, at: Date): Promise<void> {
  await db.updateTable('member').set({ memberPriceEndTime: end, updatedAt: at }).where('id', '=', memberId).execute();
}
