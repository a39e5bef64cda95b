// A quote's totals (issue 39): the goods total of the priced lines (tax-inclusive, fen) and the
// VAT part of it shown on the quote and its PDF. Prices are tax-inclusive, so the tax is what is
// left after taking the tax out: tax = total - round(total / (1 + rate)), in integer fen
// (total × 10000 / (10000 + rate in basis points), rounded half up).
import { lineTotal, type Fen } from '../shared/money.ts';
import { QUOTE_VAT_BP } from './quote-rules.ts';

/** The VAT part of a tax-inclusive amount at `bp` basis points (13% = 1300). */
export function taxOfInclusive(totalFen: Fen, bp: number = QUOTE_VAT_BP): Fen {
  if (!Number.isInteger(totalFen) || totalFen < 0) throw new Error('金额必须是非负整数分');
  const net = Math.floor((totalFen * 10_000 * 2 + (10_000 + bp)) / (2 * (10_000 + bp)));
  return totalFen - net;
}

export interface QuoteTotals {
  goodsFen: Fen;
  taxFen: Fen;
}

/** The totals of priced lines, or null while any line has no price yet. */
export function quoteTotals(lines: readonly { priceFen: Fen | null; num: number }[]): QuoteTotals | null {
  if (lines.length === 0 || lines.some((l) => l.priceFen === null)) return null;
  const goodsFen = lines.reduce((sum, l) => sum + lineTotal(l.priceFen!, l.num), 0);
  return { goodsFen, taxFen: taxOfInclusive(goodsFen) };
}
