// The queries of member_message (Kysely, named columns). A member sees only their own rows: every
// read and write is scoped by member_id.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { MessageKind } from '../../../domain/messages/message-kinds.ts';
import type { Database } from '../../db/schema.ts';

export type Db = Kysely<Database> | Transaction<Database>;

export interface NewMessage {
  memberId: number;
  kind: MessageKind;
  title: string;
  body: string;
  link?: string | null;
  eventKey?: string | null;
}

/** Writes one message; a second write with the same (memberId, eventKey) writes nothing. */
export async function insertMessage(db: Db, m: NewMessage): Promise<void> {
  await db
    .insertInto('memberMessage')
    .values({ memberId: m.memberId, kind: m.kind, title: m.title, body: m.body, link: m.link ?? null, eventKey: m.eventKey ?? null })
    .onConflict((oc) => oc.columns(['memberId', 'eventKey']).doNothing())
    .execute();
}

export interface MessageFilter {
  memberId: number;
  kind?: MessageKind;
  unread?: boolean;
}

function filtered(db: Db, f: MessageFilter) {
  let q = db.selectFrom('memberMessage').where('memberId', '=', f.memberId);
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.unread) q = q.where('readAt', 'is', null);
  return q;
}

/** One page, unread first, then newest (id breaks ties). */
export async function pageMessages(db: Db, f: MessageFilter, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .select(['id', 'kind', 'title', 'body', 'link', 'readAt', 'createdAt'])
      .orderBy(sql`(read_at is null)`, 'desc')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    filtered(db, f).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Marks one of the member's messages read (keeps the first read time); false when it is not theirs. */
export async function markRead(db: Db, memberId: number, id: number): Promise<boolean> {
  const row = await db
    .updateTable('memberMessage')
    .set({ readAt: sql`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('memberId', '=', memberId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks every unread message (of one kind, when given) read; returns how many changed. */
export async function markAllRead(db: Db, memberId: number, kind?: MessageKind): Promise<number> {
  let q = db.updateTable('memberMessage').set({ readAt: sql`now()` }).where('memberId', '=', memberId).where('readAt', 'is', null);
  if (kind) q = q.where('kind', '=', kind);
  const rows = await q.returning('id').execute();
  return rows.length;
}

/** Unread messages per kind. */
export async function unreadByKind(db: Db, memberId: number): Promise<{ kind: string; n: number }[]> {
  const rows = await db
    .selectFrom('memberMessage')
    .select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
    .where('memberId', '=', memberId)
    .where('readAt', 'is', null)
    .groupBy('kind')
    .execute();
  return rows.map((r) => ({ kind: r.kind, n: Number(r.n) }));
}
