// The member's side of messages: a page (unread first, then newest), mark one or all read, the
// unread counts of the top bar and the tabs. Each call is scoped to the member of the token.
import { MESSAGE_KIND_LABEL, MESSAGE_KINDS, isMessageKind, type MessageKind } from '../../../domain/messages/message-kinds.ts';
import type { MessagePage, MessagePageBody, MessageView, UnreadCount } from '../../../domain/messages/message-payloads.ts';
import { page } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { markAllRead, markRead, pageMessages, unreadByKind, type Db } from './message-repository.ts';
import { MESSAGE_MSG } from './messages.ts';

const DEFAULT_SIZE = 10;

function view(row: { id: number; kind: string; title: string; body: string; link: string | null; readAt: Date | null; createdAt: Date }): MessageView {
  const kind: MessageKind = isMessageKind(row.kind) ? row.kind : 'system';
  return {
    id: Number(row.id),
    kind,
    kindLabel: MESSAGE_KIND_LABEL[kind],
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function messagePage(db: Db, memberId: number, body: MessagePageBody): Promise<MessagePage> {
  const current = body.current ?? 1;
  const size = body.size ?? DEFAULT_SIZE;
  const { rows, total } = await pageMessages(db, { memberId, kind: body.kind, unread: body.unread }, (current - 1) * size, size);
  return page(rows.map(view), total, current, size);
}

/** Marks one message read; 404 when it is not the member's. Reading it again changes nothing. */
export async function readMessage(db: Db, memberId: number, id: number): Promise<void> {
  if (!(await markRead(db, memberId, id))) throw notFound(MESSAGE_MSG.notFound);
}

export async function readAllMessages(db: Db, memberId: number, kind?: MessageKind): Promise<number> {
  return markAllRead(db, memberId, kind);
}

export async function unreadCount(db: Db, memberId: number): Promise<UnreadCount> {
  const byKind = Object.fromEntries(MESSAGE_KINDS.map((k) => [k, 0])) as Record<MessageKind, number>;
  let total = 0;
  for (const { kind, n } of await unreadByKind(db, memberId)) {
    if (isMessageKind(kind)) byKind[kind] += n;
    total += n;
  }
  return { total, byKind };
}
