// What other features may use of messages: the top bar's unread-count link; the message page call,
// marking one read and the top bar's count refresh (the personal centre's 消息通知).
export { UnreadMessagesLink } from './components/unread-messages-link.tsx';
export { fetchMessagePage, markMessageRead } from './api.ts';
export { refreshUnread } from './unread.ts';
