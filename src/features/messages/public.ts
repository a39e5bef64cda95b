// What other features may use of messages: the top bar's unread-count link.
export { UnreadMessagesLink } from './components/unread-messages-link.tsx';
