// The queries of the staff quote step (quote-service.ts, quote-batch-service.ts and the dashboard's
// count hold the rules and the transactions): the lines that asked a quote, a line and its enquiry
// locked for the answer, the quote written with named columns, and the counts of waiting lines.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type QuoteState = 'requested' | 'quoted';

function quoteLines(db: Db, state: QuoteState) {
  // reads member of account: the member's name beside each line of a page, in the same query
  return db
    .selectFrom('enquiryLine as l')
    .innerJoin('enquiry as e', 'e.id', 'l.enquiryId')
    .innerJoin('member as m', 'm.id', 'e.memberId')
    .where('l.quoteState', '=', state)
    .where('e.deletedAt', 'is', null);
}

/** How many lines of live enquiries are in this quote state (the staff list's total). */
export async function countQuoteLines(db: Db, state: QuoteState): Promise<number> {
  const { n } = await quoteLines(db, state).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/** One page of the lines in this quote state, oldest request first, with the enquiry and member. */
export async function quoteLinesPage(db: Db, state: QuoteState, limit: number, offset: number) {
  return quoteLines(db, state)
    .select(['l.id as lineId', 'e.id as enquiryId', 'e.enquiryNo', 'e.memberId', 'm.username', 'm.companyName', 'l.lineNo', 'l.rawModel', 'l.rawBrand', 'l.qty', 'l.quoteState', 'l.quoteRequestedAt'])
    .orderBy('l.quoteRequestedAt')
    .orderBy('l.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The lines waiting for a quote on live enquiries (the dashboard's count, on enquiry_line_quote_idx). */
export async function countLinesWaitingQuote(db: Db): Promise<number> {
  const row = await db
    .selectFrom('enquiryLine as l')
    .innerJoin('enquiry as e', 'e.id', 'l.enquiryId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('l.quoteState', '=', 'requested')
    .where('e.deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The line's id and enquiry, or undefined. */
export async function findLineEnquiry(db: Db, lineId: number) {
  return db.selectFrom('enquiryLine').select(['id', 'enquiryId']).where('id', '=', lineId).executeTakeFirst();
}

/** Locks the enquiry's row (deleted or not) until the transaction ends. */
export async function lockEnquiryRow(trx: Transaction<Database>, enquiryId: number): Promise<void> {
  await trx.selectFrom('enquiry').select('id').where('id', '=', enquiryId).forUpdate().executeTakeFirst();
}

/** The line's quote as stored now, its validity as 'YYYY-MM-DD' (the line must exist). */
export async function lineQuoteNow(db: Db, lineId: number) {
  return db
    .selectFrom('enquiryLine')
    .select(['quoteState', 'quoteGoodsId', 'quotePriceFen', 'quoteLeadDays', 'quoteNote', sql<string | null>`to_char(quote_valid_until, 'YYYY-MM-DD')`.as('validUntil')])
    .where('id', '=', lineId)
    .executeTakeFirstOrThrow();
}

/** The line a staff answer names, or undefined. */
export async function findQuoteLine(db: Db, lineId: number) {
  return db.selectFrom('enquiryLine').select(['id', 'enquiryId', 'lineNo', 'rawModel', 'quoteState']).where('id', '=', lineId).executeTakeFirst();
}

/** The live enquiry's row, locked for update; undefined when it is gone or deleted. */
export async function lockLiveEnquiry(trx: Transaction<Database>, enquiryId: number) {
  return trx.selectFrom('enquiry').select(['id', 'memberId', 'enquiryNo', 'status']).where('id', '=', enquiryId).where('deletedAt', 'is', null).forUpdate().executeTakeFirst();
}

/** The line's quote state (the line must exist). */
export async function lineQuoteState(db: Db, lineId: number) {
  return db.selectFrom('enquiryLine').select('quoteState').where('id', '=', lineId).executeTakeFirstOrThrow();
}

export interface QuoteAnswer {
  quoteGoodsId: number | null;
  quotePriceFen: number;
  quoteLeadDays: number;
  quoteValidUntil: string;
  quoteNote: string | null;
  quotedBy: string;
  quotedAt: Date;
}

/** Writes the quote on the line while it still waits for one. */
export async function writeQuote(trx: Transaction<Database>, lineId: number, q: QuoteAnswer): Promise<void> {
  await trx
    .updateTable('enquiryLine')
    .set({
      quoteState: 'quoted',
      quoteGoodsId: q.quoteGoodsId,
      quotePriceFen: q.quotePriceFen,
      quoteLeadDays: q.quoteLeadDays,
      quoteValidUntil: q.quoteValidUntil,
      quoteNote: q.quoteNote,
      quotedBy: q.quotedBy,
      quotedAt: q.quotedAt,
    })
    .where('id', '=', lineId)
    .where('quoteState', '=', 'requested')
    .execute();
}

/** How many lines of the enquiry still wait for a quote. */
export async function countRequestedLines(db: Db, enquiryId: number): Promise<number> {
  const waiting = await db.selectFrom('enquiryLine').select((eb) => eb.fn.countAll<number>().as('n')).where('enquiryId', '=', enquiryId).where('quoteState', '=', 'requested').executeTakeFirstOrThrow();
  return Number(waiting.n);
}
