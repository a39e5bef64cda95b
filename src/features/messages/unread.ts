// The top bar's unread count: a member count (src/lib/member-count.ts) read with
// GET message/unreadCount; the page tells it when messages were marked read. The shell reads it
// through public.ts (useUnreadCount).
import { memberCount } from '../../lib/member-count.ts';
import { fetchUnreadCount } from './api.ts';

const unread = memberCount(async () => (await fetchUnreadCount()).total);

/** Messages were marked read (or arrived): read the count again now. */
export const refreshUnread = (): void => unread.refresh();

/** The member's unread count (0 for a visitor), read again at every navigation and every 60 s. */
export const useUnreadCount = (): number => unread.useCount();
