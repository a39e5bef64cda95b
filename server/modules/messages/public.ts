// What other modules may use of the messages module: the only file of it they import. Every
// feature notifies a member through notifyMember, inside the transaction of the change it reports.
// The messages module imports no other module.
import type { Kysely, Transaction } from 'kysely';
import type { MessageKind } from '../../../domain/messages/message-kinds.ts';
import type { Database } from '../../db/schema.ts';
import { insertMessage } from './message-repository.ts';

export type { MessageKind } from '../../../domain/messages/message-kinds.ts';

/**
 * Writes a message to the member with the caller's `db` (pass the transaction of the change, so the
 * message exists exactly when the change does). `eventKey` is unique per member: a retried event
 * (same key) writes one row (`on conflict do nothing`). `link` is the SPA path it concerns
 * (e.g. `/myOrderDetail/12`).
 */
export async function notifyMember(
  db: Kysely<Database> | Transaction<Database>,
  message: { memberId: number; kind: MessageKind; title: string; body: string; link?: string | null; eventKey?: string | null },
): Promise<void> {
  await insertMessage(db, message);
}
