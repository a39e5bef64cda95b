// The points rules both sides share (issue 17, docs/api/points.md): the sign-in streak and its
// reward, the China-date arithmetic of a streak, when a batch of points expires, what an order
// earns, the mall's categories and points ranges, and the FIFO reading of a ledger (oldest batch
// spent first; what is left of a batch at its expiry is written off). Pure functions; the numbers
// themselves are configuration (server/config.ts PointsSettings), passed in.
import { chinaDateKey } from '../shared/china-time.ts';

/** The default rules (POINTS_SIGN_REWARDS, POINTS_PER_YUAN, POINTS_EXPIRY_YEARS). */
export const DEFAULT_SIGN_REWARDS: readonly number[] = [5, 5, 10, 10, 15, 15, 30];
export const DEFAULT_POINTS_PER_YUAN = 1;
export const DEFAULT_EXPIRY_YEARS = 1;

/** A batch is "expiring soon" when it expires within this many days. */
export const EXPIRING_SOON_DAYS = 60;

/** Units one redemption may ask for. */
export const REDEEM_QTY_MAX = 99;

const DAY_MS = 86_400_000;

/** The China date (yyyy-mm-dd) `days` after `date`. */
export function addChinaDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

/** The streak day of a sign-in on `today` when the last one was on `lastDate` with `lastStreak`. */
export function nextStreak(today: string, last: { date: string; streak: number } | null): number {
  if (!last || addChinaDays(last.date, 1) !== today) return 1;
  return last.streak + 1;
}

/** The points of streak day `streak` (1-based): the configured list, starting again after its last day. */
export function rewardOfStreak(streak: number, rewards: readonly number[]): number {
  const n = rewards.length;
  return rewards[(Math.max(1, streak) - 1) % n]!;
}

/**
 * When points earned at `earnedAt` expire: the end of the `years`-th China year after the one they
 * were earned in (years 1: earned any day of 2026, gone at 2027-12-31 24:00 China time).
 */
export function expiryOf(earnedAt: Date, years: number): Date {
  const year = Number(chinaDateKey(earnedAt).slice(0, 4));
  return new Date(`${year + years + 1}-01-01T00:00:00+08:00`);
}

/** Points an order earns: whole points for `perYuan` per yuan of money kept (paid minus refunded). */
export function pointsForOrder(keptFen: number, perYuan: number): number {
  if (keptFen <= 0) return 0;
  return Math.floor((keptFen * perYuan) / 100);
}

/** Points taken back for a refund of `refundFen` of an order that earned `earned` on `basisFen` kept. */
export function pointsForRefund(earned: number, basisFen: number, refundFen: number, alreadyReversed: number): number {
  if (basisFen <= 0 || earned <= 0) return 0;
  const share = Math.ceil((earned * Math.min(refundFen, basisFen)) / basisFen);
  return Math.max(0, Math.min(share, earned - alreadyReversed));
}

/** The categories of points goods, in the order the mall's filter shows them. */
export const POINTS_GOODS_CATEGORIES = ['safety', 'tools', 'supplies', 'voucher'] as const;
export type PointsGoodsCategory = (typeof POINTS_GOODS_CATEGORIES)[number];
export const POINTS_GOODS_CATEGORY_TEXT: Record<PointsGoodsCategory, string> = {
  safety: '劳保防护',
  tools: '工具',
  supplies: '辅料耗材',
  voucher: '服务抵用券',
};

/** The points ranges of the mall's filter: [min, max] inclusive, max null for no upper bound. */
export const POINTS_RANGES: readonly { label: string; min: number; max: number | null }[] = [
  { label: '1000 以下', min: 1, max: 999 },
  { label: '1000-2999', min: 1000, max: 2999 },
  { label: '3000-9999', min: 3000, max: 9999 },
  { label: '10000 以上', min: 10000, max: null },
];

/** One ledger row as the FIFO reading needs it. */
export interface LedgerEntry {
  id: number;
  change: number;
  createdAt: Date;
  /** When the batch a positive row opens expires. */
  expiresAt: Date;
  sourceType: string;
  sourceId: string | null;
}

/** What is left of each positive batch, oldest first. */
export interface BatchLeft {
  id: number;
  left: number;
  expiresAt: Date;
}

/**
 * Reads a member's ledger (in id order) FIFO: every negative row spends the oldest batches first
 * (an expiry row spends exactly its own batch). Returns what is left of each batch and the batches
 * that have expired by `now` with points still left (each needs an expiry row).
 */
export function readBatches(entries: readonly LedgerEntry[], now: Date): { batches: BatchLeft[]; due: BatchLeft[] } {
  const batches: BatchLeft[] = [];
  let debt = 0;
  for (const e of entries) {
    if (e.change > 0) {
      let left = e.change;
      if (debt > 0) {
        const take = Math.min(debt, left);
        left -= take;
        debt -= take;
      }
      batches.push({ id: e.id, left, expiresAt: e.expiresAt });
      continue;
    }
    let need = -e.change;
    if (e.sourceType === 'expire') {
      const own = batches.find((b) => String(b.id) === e.sourceId);
      if (own) {
        const take = Math.min(own.left, need);
        own.left -= take;
        need -= take;
      }
    }
    for (const b of batches) {
      if (need === 0) break;
      if (b.left === 0 || (b.expiresAt.getTime() <= e.createdAt.getTime() && e.sourceType !== 'expire')) continue;
      const take = Math.min(b.left, need);
      b.left -= take;
      need -= take;
    }
    debt += need;
  }
  const due = batches.filter((b) => b.left > 0 && b.expiresAt.getTime() <= now.getTime());
  return { batches, due };
}

/** Points of unexpired batches that expire within EXPIRING_SOON_DAYS of `now`, and the first such date. */
export function expiringSoon(batches: readonly BatchLeft[], now: Date): { points: number; at: Date | null } {
  const limit = now.getTime() + EXPIRING_SOON_DAYS * DAY_MS;
  let points = 0;
  let at: Date | null = null;
  for (const b of batches) {
    const t = b.expiresAt.getTime();
    if (b.left > 0 && t > now.getTime() && t <= limit) {
      points += b.left;
      if (!at || t < at.getTime()) at = b.expiresAt;
    }
  }
  return { points, at };
}

/** Business codes of the points refusals (the envelope's `code`), so the SPA tells them apart. */
export const POINTS_CODE = {
  alreadySigned: 40901,
  outOfStock: 40902,
  notEnoughPoints: 40903,
  overLimit: 40904,
  redemptionStatus: 40905,
} as const;
