// The PunchOut session this tab is in (issue 40, item 4; app-wide like the login in session.ts), kept
// in sessionStorage: set when the start
// page trades its ticket, read by the header banner and the cart's 返回采购系统, forgotten when the
// cart has gone back (or the session is over). Listeners are told of every change.
import { useSyncExternalStore } from 'react';

export interface PunchoutMark {
  sessionId: number;
  protocol: 'oci' | 'cxml';
}

const KEY = 'aibeike.punchout';
const listeners = new Set<() => void>();
let cached: { raw: string | null; mark: PunchoutMark | null } = { raw: null, mark: null };

function read(): PunchoutMark | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: no banner, no button
  }
  if (raw === cached.raw) return cached.mark;
  let mark: PunchoutMark | null = null;
  try {
    const v = JSON.parse(raw ?? 'null') as { sessionId?: unknown; protocol?: unknown } | null;
    if (v && typeof v.sessionId === 'number' && (v.protocol === 'oci' || v.protocol === 'cxml')) mark = { sessionId: v.sessionId, protocol: v.protocol };
  } catch {
    mark = null;
  }
  cached = { raw, mark };
  return mark;
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function rememberPunchout(mark: PunchoutMark): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(mark));
  } catch {
    // storage blocked: the session still shops, without the banner
  }
  changed();
}

export function forgetPunchout(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tab's PunchOut session, or null. */
export function usePunchoutSession(): PunchoutMark | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
