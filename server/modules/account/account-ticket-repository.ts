// The account_ticket queries: store a ticket's hash, use a live one up, find a live one. Writes
// name their columns; the rules (digest, refusals) live in account-tickets.ts.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertAccountTicket(
  db: Db,
  t: { ticketHash: string; purpose: string; memberId: number | null; payload: string; expiresAt: Date },
): Promise<void> {
  await db.insertInto('accountTicket').values({ ticketHash: t.ticketHash, purpose: t.purpose, memberId: t.memberId, payload: t.payload, expiresAt: t.expiresAt }).execute();
}

/** Marks the live (unused, unexpired) ticket used and answers what it carries, or undefined. */
export async function useLiveAccountTicket(db: Db, ticketHash: string, purpose: string, now: Date) {
  return db
    .updateTable('accountTicket')
    .set({ usedAt: now })
    .where('ticketHash', '=', ticketHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['memberId', 'payload'])
    .executeTakeFirst();
}

/** Whether a live (unused, unexpired) ticket of this hash and purpose exists. */
export async function liveAccountTicketExists(db: Db, ticketHash: string, purpose: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('accountTicket')
    .select('ticketHash')
    .where('ticketHash', '=', ticketHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
