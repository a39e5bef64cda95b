// The queries of VIP grants (vip_grant): the one certification trial per member and the 688
// years bought (started, voided, paid); and the members whose VIP ends soon (read from member).
// Writes name their columns and run in the caller's transaction.
import type { Kysely, Transaction } from 'kysely';
import { VIP_GRANT_STATUS } from '../../../domain/certification/vip-rules.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

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


/** Voids the member's 688 years still waiting for payment (only the newest attempt can be paid). */
export async function voidPendingVip688(db: Db, memberId: number, note: string): Promise<void> {
  await db
    .updateTable('vipGrant')
    .set({ status: VIP_GRANT_STATUS.void, note })
    .where('memberId', '=', memberId)
    .where('kind', '=', 'vip688')
    .where('status', '=', VIP_GRANT_STATUS.pending)
    .execute();
}

/** A 688 year waiting for payment; answers its id. */
export async function insertPendingVip688(db: Db, g: { memberId: number; days: number; amountFen: number; provider: string; at: Date }): Promise<number> {
  const { id } = await db
    .insertInto('vipGrant')
    .values({ memberId: g.memberId, kind: 'vip688', days: g.days, amountFen: g.amountFen, status: VIP_GRANT_STATUS.pending, provider: g.provider, createdAt: g.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setVipGrantTradeNo(db: Db, id: number, tradeNo: string): Promise<void> {
  await db.updateTable('vipGrant').set({ outTradeNo: tradeNo }).where('id', '=', id).execute();
}

/** What a checkout link of a 688 year needs: amount, status, provider and trade number, or undefined. */
export async function vip688LinkRow(db: Db, grantId: number) {
  return db
    .selectFrom('vipGrant')
    .select(['amountFen', 'status', 'provider', 'outTradeNo'])
    .where('id', '=', grantId)
    .where('kind', '=', 'vip688')
    .executeTakeFirst();
}

/** The member, provider and trade number of a 688 year (read before its transaction), or undefined. */
export async function vip688Head(db: Db, grantId: number) {
  return db.selectFrom('vipGrant').select(['memberId', 'provider', 'outTradeNo']).where('id', '=', grantId).where('kind', '=', 'vip688').executeTakeFirst();
}

/** The grant, locked for update, or undefined. */
export async function lockVipGrant(db: Db, id: number) {
  return db.selectFrom('vipGrant').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Whether a grant holds this gateway transaction id already. */
export async function vipProviderRefUsed(db: Db, providerRef: string): Promise<boolean> {
  const used = await db.selectFrom('vipGrant').select('id').where('providerRef', '=', providerRef).executeTakeFirst();
  return used !== undefined;
}

/** A failed payment voids the grant (with the gateway's transaction id). */
export async function voidFailedVipGrant(db: Db, id: number, providerRef: string, note: string): Promise<void> {
  await db.updateTable('vipGrant').set({ status: VIP_GRANT_STATUS.void, providerRef, note }).where('id', '=', id).execute();
}

/** A paid grant: active, with the gateway's transaction id, when it was paid, and the VIP end before and after. */
export async function activateVipGrant(db: Db, id: number, p: { providerRef: string; paidAt: Date; endBefore: Date | null; endAfter: Date }): Promise<void> {
  await db
    .updateTable('vipGrant')
    .set({ status: VIP_GRANT_STATUS.active, providerRef: p.providerRef, paidAt: p.paidAt, endBefore: p.endBefore, endAfter: p.endAfter, note: null })
    .where('id', '=', id)
    .execute();
}

/** The member's grants, newest first (at most 100). */
export async function vipGrantRows(db: Db, memberId: number) {
  return db
    .selectFrom('vipGrant')
    .select(['id', 'kind', 'days', 'amountFen', 'status', 'outTradeNo', 'providerRef', 'endBefore', 'endAfter', 'paidAt', 'createdAt'])
    .where('memberId', '=', memberId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** The active members whose VIP ends after `from` and no later than `until`. */
export async function membersVipEndingBetween(db: Db, from: Date, until: Date) {
  // reads member of account: the VIP end is a member column; one query for every member due
  return db
    .selectFrom('member')
    .select(['id', 'memberPriceEndTime'])
    .where('memberPriceEndTime', '>', from)
    .where('memberPriceEndTime', '<=', until)
    .where('status', '=', 1)
    .execute();
}
