// The prices of accepted formal quotes (报价单, issue 39) that draft lines name: a draft made by
// accepting a quote prices each line at the quoted price, whatever the list or agreement says
// now. A line counts only when its quote was accepted by this member and the line's goods is the
// quoted goods; anything else prices normally.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface FormalQuoteRef {
  quoteId: number;
  lineNo: number;
  goodsId: number;
}

export const formalQuoteKey = (r: FormalQuoteRef) => `${r.quoteId}:${r.lineNo}:${r.goodsId}`;

/** The quoted unit price (fen) of each ref the member accepted, by formalQuoteKey. */
export async function acceptedQuotePrices(db: Db, memberId: number, refs: readonly FormalQuoteRef[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (refs.length === 0) return out;
  // reads quote and quote_line of quotes: quotes imports checkout (accepting makes a draft), and checkout prices through pricing, so a call through quotes' public.ts would make an import cycle
  const rows = await db
    .selectFrom('quoteLine as l')
    .innerJoin('quote as q', 'q.id', 'l.quoteId')
    .select(['l.quoteId', 'l.lineNo', 'l.goodsId', 'l.priceFen'])
    .where('q.id', 'in', [...new Set(refs.map((r) => r.quoteId))])
    .where('q.status', '=', 'accepted')
    .where('q.acceptedBy', '=', memberId)
    .execute();
  const wanted = new Set(refs.map(formalQuoteKey));
  for (const r of rows) {
    const key = formalQuoteKey(r);
    if (r.priceFen !== null && wanted.has(key)) out.set(key, Number(r.priceFen));
  }
  return out;
}
