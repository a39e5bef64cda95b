// The member columns other modules change through account/public.ts: the enterprise type, company
// and VIP end an approved certification grants, the VIP end a 688 year extends (certification),
// and the points balance (points). Each runs in the caller's transaction, which holds the member's
// row locked; writes name their columns.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The member becomes an enterprise member of `companyName`; a trial's VIP end when one was granted. */
export async function makeMemberEnterprise(db: Db, memberId: number, companyName: string, vipEnd: Date | null, at: Date): Promise<void> {
  await db
    .updateTable('member')
    .set({ memberType: 2, companyName, ...(vipEnd ? { memberPriceEndTime: vipEnd } : {}), updatedAt: at })
    .where('id', '=', memberId)
    .execute();
}

/** The member's new VIP end (member.member_price_end_time). */
export async function setMemberVipEnd(db: Db, memberId: number, end: Date, at: Date): Promise<void> {
  await db.updateTable('member').set({ memberPriceEndTime: end, updatedAt: at }).where('id', '=', memberId).execute();
}

/** The member's new points balance (member.points), written with its ledger row. */
export async function setMemberPoints(db: Db, memberId: number, points: number): Promise<void> {
  await db.updateTable('member').set({ points }).where('id', '=', memberId).execute();
}
