// The member's messages (/member/api/member/message/* of the member service; read/{id} of the goods
// service, as spec 7 places it). Types are the domain's (domain/messages/message-payloads.ts).
import type { MessageKind } from '../../../domain/messages/message-kinds.ts';
import type { MessagePage, MessagePageBody, ReadAllResult, UnreadCount } from '../../../domain/messages/message-payloads.ts';
import { get, post } from '../../lib/client.ts';

export type { MessagePage, UnreadCount };

const MEMBER = '/member/api/member/message';

export function fetchMessagePage(body: MessagePageBody): Promise<MessagePage> {
  return post<MessagePage>(`${MEMBER}/page`, body);
}

/** The top bar's count: a background call that shows no toast and moves no loading bar. */
export function fetchUnreadCount(): Promise<UnreadCount> {
  return get<UnreadCount>(`${MEMBER}/unreadCount`, undefined, { silent: true, background: true });
}

/** The tabs' counts, read with the page. */
export function fetchTabCounts(): Promise<UnreadCount> {
  return get<UnreadCount>(`${MEMBER}/unreadCount`);
}

export function markMessageRead(id: number): Promise<null> {
  return get<null>(`/goods/api/member/message/read/${id}`);
}

export function markAllMessagesRead(kind: MessageKind | null): Promise<ReadAllResult> {
  return post<ReadAllResult>(`${MEMBER}/readAll`, kind === null ? {} : { kind });
}
