// What a typed quantity says, read without rewriting it (issue 12, item 4): "-5", "12.5", "1e3"
// and "abc" are refused in a buyer's words, never turned into 5, 125, 13 or 1; a number above
// the per-line cap is refused, not clamped. Full-width digits (１２) are read as digits.
// fitQuantity then applies the goods' rules to a readable number and says what it changed;
// settleTypedQuantity is both, as a quantity field does when it is left (the cart line's stepper
// and the product page's buy box, through src/features/cart/typed-quantity.ts).
import { CART_MAX_NUM } from './cart-limits.ts';

export type QuantityText =
  | { kind: 'empty' }
  | { kind: 'number'; num: number }
  | { kind: 'invalid'; message: string };

export const QUANTITY_MSG = {
  negative: '购买数量不能为负数',
  decimal: '购买数量须为整数，不能有小数',
  notNumber: '请输入数字',
  tooMany: (max: number, unit: string) => `单次最多购买 ${max} ${unit}`,
  zero: '购买数量至少为 1',
  raisedToMinimum: (least: number, unit: string) => `最小起订量为 ${least}${unit}，已调整为 ${least}`,
  roundedToPack: (pack: number, num: number, unit: string) => `须按整包购买（每包 ${pack}${unit}），已调整为 ${num}`,
  loweredToStock: (max: number, unit: string) => `当前最多可购买 ${max}${unit}，已调整为 ${max}`,
} as const;

const FULL_WIDTH_DIGIT = /[\uff10-\uff19]/g;

/** Reads a typed quantity. `unit` words the cap ("单次最多购买 99999 个"). */
export function readQuantityText(text: string, unit = '件'): QuantityText {
  const t = text.replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).trim();
  if (t === '') return { kind: 'empty' };
  if (/^\d+$/.test(t)) {
    const num = Number(t);
    return num > CART_MAX_NUM ? { kind: 'invalid', message: QUANTITY_MSG.tooMany(CART_MAX_NUM, unit) } : { kind: 'number', num };
  }
  if (/^-\s*\d/.test(t)) return { kind: 'invalid', message: QUANTITY_MSG.negative };
  if (/^\d*[.．]\d+$/.test(t)) return { kind: 'invalid', message: QUANTITY_MSG.decimal };
  return { kind: 'invalid', message: QUANTITY_MSG.notNumber };
}

export interface QuantityRule {
  /** Minimum order quantity. */
  min: number;
  /** Sold in whole multiples of this. */
  pack: number;
}

export interface FittedQuantity {
  num: number;
  /** What was changed and why, in a buyer's words; null when the number was already right. */
  note: string | null;
}

/**
 * A readable quantity made to fit the rules, with a note saying what changed: up to the minimum
 * (itself rounded up to whole packs), up to whole packs, down to `most` when given (the stock or
 * the cart's cap, already in whole packs).
 */
export function fitQuantity(num: number, rule: QuantityRule, unit: string, most?: number): FittedQuantity {
  const pack = Math.max(1, Math.floor(rule.pack));
  const least = Math.ceil(Math.max(1, Math.floor(rule.min)) / pack) * pack;
  if (num < least) return { num: least, note: QUANTITY_MSG.raisedToMinimum(least, unit) };
  if (num % pack !== 0) {
    const up = Math.ceil(num / pack) * pack;
    if (most !== undefined && up > most) return { num: most, note: QUANTITY_MSG.loweredToStock(most, unit) };
    return { num: up, note: QUANTITY_MSG.roundedToPack(pack, up, unit) };
  }
  if (most !== undefined && num > most && most >= least) return { num: most, note: QUANTITY_MSG.loweredToStock(most, unit) };
  return { num, note: null };
}

/** What a quantity field does with its text when it is left: refuse it, go back to the current quantity, or take the fitted number. */
export type SettledQuantity =
  | { kind: 'refused'; message: string }
  | { kind: 'empty' }
  | { kind: 'fitted'; num: number; note: string | null };

/** A typed quantity read and, when readable, fitted to the rules (`most` as fitQuantity). */
export function settleTypedQuantity(text: string, rule: QuantityRule, unit: string, most?: number): SettledQuantity {
  const reading = readQuantityText(text, unit);
  if (reading.kind === 'invalid') return { kind: 'refused', message: reading.message };
  if (reading.kind === 'empty') return { kind: 'empty' };
  return { kind: 'fitted', ...fitQuantity(reading.num, rule, unit, most) };
}
