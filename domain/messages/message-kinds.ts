// The kinds of a member message (issue 13 item 2): a stable string stored in member_message.kind,
// its Chinese label, and the order the tabs of /messageNotification show them in. Exported as data
// so the dictionary endpoint (`/open/sys/dict/data/message_kind`) serves the same labels.
import { Type, type TUnsafe } from 'typebox';

export const MESSAGE_KINDS = ['order', 'afterSales', 'certification', 'enquiry', 'points', 'service', 'system'] as const;

export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABEL: Readonly<Record<MessageKind, string>> = {
  order: '订单',
  afterSales: '售后',
  certification: '认证',
  enquiry: '询价',
  points: '积分',
  service: '服务',
  system: '系统',
};

/** Label/value rows in tab order, for a dictionary endpoint. */
export const MESSAGE_KIND_OPTIONS: readonly { value: MessageKind; label: string }[] = MESSAGE_KINDS.map((value) => ({ value, label: MESSAGE_KIND_LABEL[value] }));

export function isMessageKind(value: unknown): value is MessageKind {
  return typeof value === 'string' && (MESSAGE_KINDS as readonly string[]).includes(value);
}

/** The JSON schema of a kind: a closed string enum typed as the union. */
export const MessageKindSchema: TUnsafe<MessageKind> = Type.Unsafe<MessageKind>({ type: 'string', enum: [...MESSAGE_KINDS], description: 'message kind' });
