// Money is an integer number of fen (1 yuan = 100 fen) everywhere it is stored or computed.
// These are the only conversions between fen and the text a person reads or types.

export type Fen = number;

export function assertFen(value: number): Fen {
  if (!Number.isSafeInteger(value)) throw new RangeError(`金额必须是整数分：${value}`);
  return value;
}

/** 123456 -> "1,234.56" */
export function formatYuan(fen: Fen): string {
  assertFen(fen);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  // Thousands grouped by hand: toLocaleString builds a locale formatter on every call (about
  // 15 ms of a product list's first render in the browser).
  const yuan = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${yuan}.${cents}`;
}

/** 123456 -> "¥1,234.56" */
export function formatPrice(fen: Fen): string {
  return `¥${formatYuan(fen)}`;
}

/** "1,234.5" -> 123450; rejects more than two decimals or anything that is not an amount. */
export function parseYuan(text: string): Fen {
  const clean = text.replace(/[,¥\s]/g, '');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) throw new RangeError(`金额格式不正确：${text}`);
  const [, sign, whole, frac = ''] = match;
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return assertFen(sign ? -fen : fen);
}

/** Unit price times quantity, in fen. */
export function lineTotal(unitFen: Fen, qty: number): Fen {
  if (!Number.isSafeInteger(qty) || qty < 0) throw new RangeError(`数量必须是非负整数：${qty}`);
  return assertFen(assertFen(unitFen) * qty);
}

/** A price lowered by a rate in basis points (e.g. 9200 = 92%), rounded half up to the fen. */
export function applyRate(fen: Fen, basisPoints: number): Fen {
  return assertFen(Math.floor((assertFen(fen) * basisPoints + 5000) / 10000));
}
