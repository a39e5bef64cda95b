// A count the shell shows for the logged-in member (unread messages, cart lines): one long-lived
// actor of machines/shell/member-count.ts per count, started on first use, told of the session's
// token (login, logout) and of every navigation. A feature makes one with its own read call.
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { createActor, fromPromise } from 'xstate';
import { memberCountMachine } from '../../machines/shell/member-count.ts';
import { sessionActor } from './session.ts';

export interface MemberCount {
  /** A fresh answer already says the count. */
  set(total: number): void;
  /** Something changed that no answer reported: read the count again. */
  refresh(): void;
  /** The count (0 for a visitor), read again at every navigation and every 60 s. */
  useCount(): number;
}

/** `onSession` runs each time a member's session starts or changes (a token appears). */
export function memberCount(read: () => Promise<number>, onSession?: (token: string) => void): MemberCount {
  const actor = createActor(memberCountMachine.provide({ actors: { fetchCount: fromPromise<number, { token: string }>(() => read()) } }), {
    input: { token: null },
  });
  let started = false;
  const ensureStarted = () => {
    if (started) return;
    started = true;
    actor.start();
    const tell = (token: string | null) => {
      actor.send({ type: 'SESSION', token });
      if (token && onSession) onSession(token);
    };
    tell(sessionActor.getSnapshot().context.token);
    sessionActor.subscribe((snapshot) => tell(snapshot.context.token));
  };
  return {
    set(total) {
      ensureStarted();
      actor.send({ type: 'SET', total });
    },
    refresh() {
      if (started) actor.send({ type: 'REFRESH' });
    },
    useCount() {
      ensureStarted();
      const [location] = useLocation();
      const seen = useRef(location);
      useEffect(() => {
        if (seen.current === location) return;
        seen.current = location;
        actor.send({ type: 'REFRESH' });
      }, [location]);
      return useSelector(actor, (s) => s.context.total);
    },
  };
}
