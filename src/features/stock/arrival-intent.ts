// A visitor's 到货通知 press, kept in sessionStorage for this tab while they log in, and carried
// out when the goods' button shows again with a session (machines/stock/arrival-notice.ts
// `resume`). Half an hour at most; one goods at a time.
const KEY = 'aibeike.arrivalIntent';
const TTL_MS = 30 * 60 * 1000;

export function keepArrivalIntent(goodsId: number): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ goodsId, at: Date.now() }));
  } catch {
    // storage blocked: the member presses again after logging in
  }
}

/** Whether a fresh press for this goods is kept; it stays until forgetArrivalIntent. */
export function peekArrivalIntent(goodsId: number): boolean {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as { goodsId?: unknown; at?: unknown } | null;
    return !!kept && kept.goodsId === goodsId && typeof kept.at === 'number' && Date.now() - kept.at <= TTL_MS;
  } catch {
    return false;
  }
}

export function forgetArrivalIntent(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
