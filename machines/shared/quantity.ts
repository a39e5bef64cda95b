// The quantity rules of a goods line, shared by the product page, the quick-add pad and the cart:
// at least the minimum order, in whole packs, and (in the cart) at most the stock and the per-line cap.
import { CART_MAX_NUM } from '../../domain/cart/cart-limits.ts';

export interface QtyRule {
  /** Minimum order quantity (minOrderQty). */
  min: number;
  /** Sold in multiples of this (packQty). */
  pack: number;
}

/** The smallest quantity that can be ordered: the minimum, rounded up to whole packs. */
export function minimumQty(rule: QtyRule): number {
  const pack = Math.max(1, Math.floor(rule.pack));
  const min = Math.max(1, Math.floor(rule.min));
  return Math.ceil(min / pack) * pack;
}

/** A typed quantity made valid: whole packs (rounded up), never below the minimum. */
export function normaliseQty(value: number, rule: QtyRule): number {
  const least = minimumQty(rule);
  if (!Number.isFinite(value)) return least;
  const pack = Math.max(1, Math.floor(rule.pack));
  const packs = Math.ceil(Math.max(0, value) / pack);
  return Math.max(least, packs * pack);
}

/** One step up or down (one pack), never below the minimum. */
export function stepQty(value: number, rule: QtyRule, direction: 1 | -1): number {
  const pack = Math.max(1, Math.floor(rule.pack));
  return normaliseQty(normaliseQty(value, rule) + direction * pack, rule);
}

/** The largest whole-pack quantity within the stock (and the per-line cap), or the minimum when even that is short. */
export function maximumQty(rule: QtyRule, stock: number): number {
  const pack = Math.max(1, Math.floor(rule.pack));
  const cap = Math.min(Math.max(0, stock), CART_MAX_NUM);
  return Math.max(minimumQty(rule), Math.floor(cap / pack) * pack);
}

/** A wanted quantity made valid for a cart line: whole packs, from the minimum to the maximum. */
export function clampQty(value: number, rule: QtyRule, stock: number): number {
  return Math.min(normaliseQty(value, rule), maximumQty(rule, stock));
}
