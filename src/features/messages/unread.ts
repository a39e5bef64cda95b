// The top bar's unread count: one long-lived actor of machines/messages/unread-count.ts, told of
// the session's token (login, logout) and of every navigation; the page tells it when messages
// were marked read. The shell reads it through public.ts (useUnreadCount).
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { createActor, fromPromise } from 'xstate';
import { memberCountMachine } from '../../../machines/shell/member-count.ts';
import { sessionActor } from '../../lib/session.ts';
import { fetchUnreadCount } from './api.ts';

const unreadActor = createActor(
  memberCountMachine.provide({
    actors: { fetchCount: fromPromise<number, { token: string }>(async () => (await fetchUnreadCount()).total) },
  }),
  { input: { token: null } },
);

let started = false;

function ensureStarted(): void {
  if (started) return;
  started = true;
  unreadActor.start();
  const tell = (token: string | null) => unreadActor.send({ type: 'SESSION', token });
  tell(sessionActor.getSnapshot().context.token);
  sessionActor.subscribe((snapshot) => tell(snapshot.context.token));
}

/** Messages were marked read (or arrived): read the count again now. */
export function refreshUnread(): void {
  if (started) unreadActor.send({ type: 'REFRESH' });
}

/** The member's unread count (0 for a visitor), read again at every navigation and every 60 s. */
export function useUnreadCount(): number {
  ensureStarted();
  const [location] = useLocation();
  const seen = useRef(location);
  useEffect(() => {
    if (seen.current === location) return;
    seen.current = location;
    unreadActor.send({ type: 'REFRESH' });
  }, [location]);
  return useSelector(unreadActor, (s) => s.context.total);
}
