// The query behind the staff quotes a cart or checkout line is priced by (quoted-price.ts): the
// member's live, quoted enquiry lines of the given enquiries, with their goods, price, validity
// (as a 'YYYY-MM-DD' text) and enquiry number. The rules (which ref, expired or not) stay in
// quoted-price.ts.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface QuotedLineRow {
  id: number;
  enquiryId: number;
  lineNo: number;
  quoteGoodsId: number | null;
  quotePriceFen: number | null;
  validUntil: string;
  enquiryNo: string;
}

/** The member's quoted lines (goods and price set) of these live enquiries. */
export async function memberQuotedLines(db: Db, memberId: number, enquiryIds: readonly number[]): Promise<QuotedLineRow[]> {
  // reads enquiry_line and enquiry of enquiry: the enquiry module imports cart's public.ts (addToCart, withCartLock), so a call through its public.ts would be an import cycle
  return db
    .selectFrom('enquiryLine as l')
    .innerJoin('enquiry as e', 'e.id', 'l.enquiryId')
    .select(['l.id', 'l.enquiryId', 'l.lineNo', 'l.quoteGoodsId', 'l.quotePriceFen', sql<string>`l.quote_valid_until::text`.as('validUntil'), 'e.enquiryNo'])
    .where('e.memberId', '=', memberId)
    .where('e.deletedAt', 'is', null)
    .where('l.quoteState', '=', 'quoted')
    .where('l.quoteGoodsId', 'is not', null)
    .where('l.quotePriceFen', 'is not', null)
    .where('l.enquiryId', 'in', [...enquiryIds])
    .execute();
}
