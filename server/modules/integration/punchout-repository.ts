// PunchOut sessions (issue 40, item 4): punchout_session is the integration module's own table.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

interface NewPunchoutSession {
  protocol: 'oci' | 'cxml';
  apiClientId: number;
  companyId: number;
  memberId: number;
  returnUrl: string;
  buyerCookie: string | null;
  ociTarget: string | null;
  operation: 'create' | 'edit' | 'inspect';
  ticketHash: string;
  ticketExpiresAt: Date;
}

export async function insertPunchoutSession(db: Db, s: NewPunchoutSession): Promise<number> {
  const row = await db
    .insertInto('punchoutSession')
    .values({
      protocol: s.protocol, apiClientId: s.apiClientId, companyId: s.companyId, memberId: s.memberId, returnUrl: s.returnUrl,
      buyerCookie: s.buyerCookie, ociTarget: s.ociTarget, operation: s.operation, ticketHash: s.ticketHash, ticketExpiresAt: s.ticketExpiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The session a start ticket opens, with its client's id and status. */
export async function sessionByTicket(db: Db, ticketHash: string) {
  return db
    .selectFrom('punchoutSession as s')
    .innerJoin('apiClient as c', 'c.id', 's.apiClientId')
    .select(['s.id', 's.protocol', 's.operation', 's.memberId', 's.ticketExpiresAt', 's.ticketUsedAt', 's.status', 'c.clientId', 'c.status as clientStatus'])
    .where('s.ticketHash', '=', ticketHash)
    .executeTakeFirst();
}

/** Uses the ticket once: true when this call claimed it (unused and in time). */
export async function claimTicket(trx: Db, id: number, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('punchoutSession')
    .set({ ticketUsedAt: now })
    .where('id', '=', id)
    .where('ticketUsedAt', 'is', null)
    .where('ticketExpiresAt', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setSessionToken(trx: Db, id: number, tokenId: number): Promise<void> {
  await trx.updateTable('punchoutSession').set({ memberTokenId: tokenId }).where('id', '=', id).execute();
}

/** The session of the caller's own token (another token's session is not found). */
export async function sessionOfToken(db: Db, id: number, memberId: number, tokenId: number) {
  return db
    .selectFrom('punchoutSession as s')
    .innerJoin('apiClient as c', 'c.id', 's.apiClientId')
    .select(['s.id', 's.protocol', 's.operation', 's.returnUrl', 's.buyerCookie', 's.ociTarget', 's.status', 'c.clientId'])
    .where('s.id', '=', id)
    .where('s.memberId', '=', memberId)
    .where('s.memberTokenId', '=', tokenId)
    .executeTakeFirst();
}

/** Marks the session returned (once): true when this call did. */
export async function markReturned(db: Db, id: number, now: Date): Promise<boolean> {
  const row = await db.updateTable('punchoutSession').set({ status: 'returned', returnedAt: now }).where('id', '=', id).where('status', '=', 'open').returning('id').executeTakeFirst();
  return row !== undefined;
}

/** The category code (its id) of each goods. */
export async function categoryCodes(db: Db, goodsIds: number[]): Promise<Map<number, string>> {
  if (goodsIds.length === 0) return new Map();
  // reads goods of catalogue: each returned line's category, which the cart's lines do not carry
  const rows = await db.selectFrom('goods').select(['id', 'categoryId']).where('id', 'in', goodsIds).execute();
  return new Map(rows.map((r) => [r.id, String(r.categoryId)]));
}
