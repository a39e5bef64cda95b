// The payloads and views of /api/member/message/* (docs/api/messages.md): the SPA types its calls
// with the same schemas the server validates and answers with.
import { Type, type Static } from 'typebox';
import type { Page } from '../shared/envelope.ts';
import { PAGE_MAX } from '../shared/page-query.ts';
import { MESSAGE_KINDS, MessageKindSchema, type MessageKind } from './message-kinds.ts';

const closed = { additionalProperties: false } as const;

/** message/page: one page of the member's messages, unread first, then newest. */
export const MessagePageBody = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1, description: '当前页' })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10, description: '每页条数' })),
    kind: Type.Optional(MessageKindSchema),
    unread: Type.Optional(Type.Boolean({ description: '只看未读' })),
  },
  closed,
);
export type MessagePageBody = Static<typeof MessagePageBody>;

/** message/readAll: every unread message (of one kind, when given). */
export const ReadAllBody = Type.Object({ kind: Type.Optional(MessageKindSchema) }, closed);
export type ReadAllBody = Static<typeof ReadAllBody>;

/** One message as the member sees it. */
export const MessageView = Type.Object({
  id: Type.Integer({ description: '消息编号' }),
  kind: MessageKindSchema,
  kindLabel: Type.String({ description: '类型名称' }),
  title: Type.String({ description: '标题' }),
  body: Type.String({ description: '内容' }),
  link: Type.Union([Type.String(), Type.Null()], { description: '相关页面（站内路径）' }),
  read: Type.Boolean({ description: '是否已读' }),
  createdAt: Type.String({ description: '发送时间（ISO 8601）' }),
});
export type MessageView = Static<typeof MessageView>;

/** message/unreadCount: the total and one count per kind (every kind, 0 included). */
export const UnreadCount = Type.Object({
  total: Type.Integer({ minimum: 0, description: '未读总数' }),
  byKind: Type.Object(Object.fromEntries(MESSAGE_KINDS.map((k) => [k, Type.Integer({ minimum: 0 })])) as Record<MessageKind, ReturnType<typeof Type.Integer>>),
});
export type UnreadCount = { total: number; byKind: Record<MessageKind, number> };

/** message/readAll's answer: how many became read. */
export const ReadAllResult = Type.Object({ changed: Type.Integer({ minimum: 0, description: '标为已读的条数' }) });
export type ReadAllResult = Static<typeof ReadAllResult>;

/** The page the list answers. */
export type MessagePage = Page<MessageView>;
