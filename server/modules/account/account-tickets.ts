// Short-lived one-use tickets that carry a verified step to the next (forgot password, social
// registration, mobile change). Only the ticket's hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { insertAccountTicket, liveAccountTicketExists, useLiveAccountTicket } from './account-ticket-repository.ts';

export type TicketPurpose = 'forgot' | 'social' | 'socialBind' | 'mobileChange';

const digest = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export async function issueTicket(
  db: Kysely<Database>,
  purpose: TicketPurpose,
  ttlSeconds: number,
  data: { memberId?: number | null; payload?: Record<string, unknown> },
): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await insertAccountTicket(db, {
    ticketHash: digest(ticket),
    purpose,
    memberId: data.memberId ?? null,
    payload: JSON.stringify(data.payload ?? {}),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return ticket;
}

/** Uses a ticket up and returns what it carries; refuses an unknown, used or expired one. */
export async function consumeTicket(db: Kysely<Database>, purpose: TicketPurpose, ticket: string) {
  const row = await useLiveAccountTicket(db, digest(ticket), purpose, new Date());
  if (!row) throw badRequest(MSG.ticketInvalid);
  return { memberId: row.memberId, payload: row.payload };
}

/** Refuses an unknown, used or expired ticket without using it up (check other proofs first). */
export async function assertTicket(db: Kysely<Database>, purpose: TicketPurpose, ticket: string): Promise<void> {
  if (!(await liveAccountTicketExists(db, digest(ticket), purpose, new Date()))) throw badRequest(MSG.ticketInvalid);
}
