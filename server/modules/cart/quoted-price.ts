// The staff quotes cart and checkout lines are priced by (issue 33 item 5): a line added from a
// batch enquiry's quoted line names it by (enquiry, sheet row), a pair a re-enquiry keeps. The
// quote counts only while it is the member's own live enquiry, the line is still quoted with the
// same goods, and today (China date) is not past its validity; an expired quote prices the line
// at the normal price again, and the line says so. The lines are read from the enquiry tables by
// quoted-price-repository.ts (the enquiry module imports the cart, not the other way round).
import type { Kysely } from 'kysely';
import type { CartLineQuote } from '../../../domain/cart/cart.ts';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import type { Database } from '../../db/schema.ts';
import { CART_MSG } from './messages.ts';
import { memberQuotedLines } from './quoted-price-repository.ts';

export interface QuoteRef {
  enquiryId: number;
  lineNo: number;
  goodsId: number;
}

export interface QuotedPrice extends CartLineQuote {
  /** The price to charge: the quote's while valid, else null (the normal price). */
  chargeFen: number | null;
  /** The quoted line's sheet row (with enquiryId, the pair kept on cart and order lines). */
  lineNo: number;
}

export const quoteKey = (r: QuoteRef) => `${r.enquiryId}:${r.lineNo}:${r.goodsId}`;

/** The member's quotes for the given refs, by quoteKey; a ref whose quote is gone is absent. */
export async function readQuotes(db: Kysely<Database>, memberId: number, refs: readonly QuoteRef[], today: string = chinaDateKey()): Promise<Map<string, QuotedPrice>> {
  const out = new Map<string, QuotedPrice>();
  if (refs.length === 0) return out;
  const rows = await memberQuotedLines(db, memberId, [...new Set(refs.map((r) => r.enquiryId))]);
  for (const r of rows) {
    if (r.quoteGoodsId === null || r.quotePriceFen === null || !r.validUntil) continue;
    const key = quoteKey({ enquiryId: r.enquiryId, lineNo: r.lineNo, goodsId: r.quoteGoodsId });
    if (!refs.some((ref) => quoteKey(ref) === key)) continue;
    const expired = r.validUntil < today;
    const priceFen = Number(r.quotePriceFen);
    out.set(key, {
      enquiryId: r.enquiryId,
      lineId: r.id,
      enquiryNo: r.enquiryNo,
      priceFen,
      validUntil: r.validUntil,
      expired,
      note: expired ? CART_MSG.quoteExpired(r.validUntil) : CART_MSG.quoteValid(r.validUntil),
      chargeFen: expired ? null : priceFen,
      lineNo: r.lineNo,
    });
  }
  return out;
}

/** The quote a stored (enquiry, row) pair on a goods names, or null. */
export function quoteOf(quotes: ReadonlyMap<string, QuotedPrice>, goodsId: number, enquiryId: number | null, lineNo: number | null): QuotedPrice | null {
  if (enquiryId === null || lineNo === null) return null;
  return quotes.get(quoteKey({ enquiryId, lineNo, goodsId })) ?? null;
}

/** The view of a quote (without the charge). */
export function quoteView(q: QuotedPrice | null): CartLineQuote | null {
  if (!q) return null;
  return { enquiryId: q.enquiryId, lineId: q.lineId, enquiryNo: q.enquiryNo, priceFen: q.priceFen, validUntil: q.validUntil, expired: q.expired, note: q.note };
}
