// A visitor's 加入购物车 from a list row, kept in sessionStorage (this tab, half an hour) while
// they log in, and carried out once when the session has a token (cart-count.ts starts it with
// the shell, so it happens on whatever page the login returns to). The product page keeps its
// own press the same way (catalogue/buy-intent.ts) because buy now is resumed there too.
import type { RowLine } from '../../../machines/cart/row-add.ts';

const KEY = 'aibeike.pendingCartAdd';
const TTL_MS = 30 * 60 * 1000;

export function keepPendingAdd(line: RowLine): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ goodsId: line.goodsId, num: line.num, at: Date.now() }));
  } catch {
    // storage blocked: the member presses again after the login
  }
}

/** The kept add, if fresh, removed as it is taken (it is carried out once). */
export function takePendingAdd(): RowLine | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as { goodsId?: unknown; num?: unknown; at?: unknown } | null;
    window.sessionStorage.removeItem(KEY);
    if (!kept || typeof kept.at !== 'number' || Date.now() - kept.at > TTL_MS) return null;
    if (!Number.isSafeInteger(kept.goodsId) || !Number.isSafeInteger(kept.num) || (kept.num as number) <= 0) return null;
    return { goodsId: kept.goodsId as number, num: kept.num as number };
  } catch {
    return null;
  }
}
