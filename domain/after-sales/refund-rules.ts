// The rules of an after-sales request both sides agree on: limits of the form, the tabs of
// /afterSale, the ways money goes back, and the arithmetic of what may be refunded. All money is
// integer fen; the server computes every amount (the SPA shows the same numbers before submitting).
import { IntEnum } from '../shared/int-enum.ts';
import { REFUND_STATUS, type RefundStatus } from './refund-status.ts';

export const DESCRIPTION_MAX = 500;
export const EVIDENCE_MAX = 6;
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
/** Evidence uploaded but on no refund request is deleted this long after its upload (the member's quota frees). */
export const EVIDENCE_KEEP_HOURS = 24;
export const EVIDENCE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const REFUSE_REASON_MAX = 200;
export const CARRIER_MAX = 30;
/** Tracking numbers and transfer references: letters, digits and dashes. */
export const TRACKING_NO_PATTERN = '^[A-Za-z0-9-]{6,40}$';
/** The upload purpose of evidence images (private: the member and staff). */
export const EVIDENCE_PURPOSE = 'refundEvidence';
/** Lines one request may cover (an order has at most this many). */
export const REFUND_LINES_MAX = 200;
export const REFUND_QTY_MAX = 1_000_000;

/** How the money of a request goes back: the original online payment, a bank transfer back, or less owed on credit terms. */
export const REFUND_METHOD = { original: 1, transferBack: 2, creditRelief: 3 } as const;
/** A refund payment's state (refund_payment.status): waiting for the money to go back, or done. */
export const REFUND_PAYMENT_STATUS = { pending: 0, settled: 1 } as const;
export type RefundMethod = (typeof REFUND_METHOD)[keyof typeof REFUND_METHOD];
export const RefundMethodSchema = IntEnum<RefundMethod>([1, 2, 3], '退款方式（1 原路退回，2 转账退回，3 冲减账期欠款）');
export const REFUND_METHOD_TEXT: Record<RefundMethod, string> = { 1: '原路退回', 2: '转账退回', 3: '冲减账期欠款' };

/** The tabs of /afterSale (findRefundStatusCnt counts each); null is 全部. */
export const REFUND_TABS: readonly { key: string; statuses: readonly RefundStatus[] }[] = [
  { key: 'all', statuses: [] },
  { key: 'applying', statuses: [REFUND_STATUS.applying] },
  { key: 'processing', statuses: [REFUND_STATUS.agreed, REFUND_STATUS.awaitingReturn, REFUND_STATUS.received, REFUND_STATUS.refunding] },
  { key: 'refunded', statuses: [REFUND_STATUS.refunded] },
  { key: 'closed', statuses: [REFUND_STATUS.refused, REFUND_STATUS.returnRefused, REFUND_STATUS.cancelled] },
];
export type RefundTabKey = 'all' | 'applying' | 'processing' | 'refunded' | 'closed';
export const REFUND_TAB_KEYS: readonly RefundTabKey[] = ['all', 'applying', 'processing', 'refunded', 'closed'];

/**
 * What each line of an order was actually charged: its subtotal less its share of the order's
 * discount (split by subtotal, largest remainder first, so the shares add up exactly).
 */
export function linePaidShares(lines: readonly { id: number; lineFen: number }[], discountFen: number): Map<number, number> {
  const goods = lines.reduce((s, l) => s + l.lineFen, 0);
  const out = new Map<number, number>();
  if (goods === 0 || discountFen <= 0) {
    for (const l of lines) out.set(l.id, l.lineFen);
    return out;
  }
  const discount = Math.min(discountFen, goods);
  const shares = lines.map((l) => {
    const exact = l.lineFen * discount;
    return { id: l.id, lineFen: l.lineFen, floor: Math.floor(exact / goods), rest: exact % goods };
  });
  let left = discount - shares.reduce((s, x) => s + x.floor, 0);
  for (const x of [...shares].sort((a, b) => b.rest - a.rest || a.id - b.id)) {
    if (left <= 0) break;
    x.floor += 1;
    left -= 1;
  }
  for (const x of shares) out.set(x.id, x.lineFen - x.floor);
  return out;
}

/** What `units` of a line of `num` units charged `paidFen` in all are worth (all of it for every unit). */
export function unitsWorth(paidFen: number, num: number, units: number): number {
  if (units >= num) return paidFen;
  return Math.floor((paidFen * units) / num);
}

/**
 * The most a new request may refund for `qty` more units of a line: what all units taken so far
 * plus these are worth, less what live requests already refund on the line. Never negative.
 */
export function lineRefundCap(line: { paidFen: number; num: number; takenQty: number; takenFen: number }, qty: number): number {
  return Math.max(0, unitsWorth(line.paidFen, line.num, line.takenQty + qty) - line.takenFen);
}

/** Splits `amountFen` (at most the sum of `caps`) over the caps, proportionally, rounding down and giving the rest in order. */
export function splitAmount(caps: readonly number[], amountFen: number): number[] {
  const max = caps.reduce((s, c) => s + c, 0);
  if (amountFen >= max) return [...caps];
  if (max === 0) return caps.map(() => 0);
  const parts = caps.map((c) => Math.floor((c * amountFen) / max));
  let left = amountFen - parts.reduce((s, p) => s + p, 0);
  for (let i = 0; i < parts.length && left > 0; i += 1) {
    const room = caps[i]! - parts[i]!;
    const add = Math.min(room, left);
    parts[i]! += add;
    left -= add;
  }
  return parts;
}
