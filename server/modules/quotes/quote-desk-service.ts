// The quote desk (客服, permission quote.desk; issue 39): every quote, newest first, with the status
// counts; one quote; sending it: a price and lead time for every line, the validity (today up to
// QUOTE_VALID_DAYS_MAX days on, China dates) and the terms. The send is checked against the version
// the desk read (a concurrent send or a withdrawal in between answers 409); one transaction locks the
// quote, prices the lines, moves it requested → quoted and messages the member. Used by the staff
// routes and `npm run quotes`.
import type { Kysely } from 'kysely';
import { chinaDateKey, chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import { formatYuan } from '../../../domain/shared/money.ts';
import { moveQuote, QUOTE_VALID_DAYS_MAX } from '../../../domain/quotes/quote-rules.ts';
import type { QuoteSendBody, StaffQuotePageBody } from '../../../domain/quotes/quote-payloads.ts';
import { quoteTotals } from '../../../domain/quotes/quote-totals.ts';
import type { QuoteDetail, QuotePage } from '../../../domain/quotes/quote-views.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { notifyMember } from '../messages/public.ts';
import { recordCompanyEvent } from '../integration/public.ts';
import { ACTION, QUOTE_MSG } from './messages.ts';
import { pageOfQuotes, quoteDetail } from './quote-member-service.ts';
import { findQuote, linesOfQuotes, markQuoted, priceQuoteLine } from './quote-repository.ts';
import { shownStatus } from './quote-view.ts';

/** Who sends: a staff member (the audit log names them), or the CLI acting as one. */
export interface QuoteDesk {
  staffId: number;
}

export function staffQuotePage(db: Kysely<Database>, q: StaffQuotePageBody, now: Date = new Date()): Promise<QuotePage> {
  return pageOfQuotes(db, { kind: 'all' }, { ...q, staff: true }, now);
}

export async function staffQuoteDetail(db: Kysely<Database>, id: number, now: Date = new Date()): Promise<QuoteDetail> {
  const q = await findQuote(db, id);
  if (!q) throw notFound(QUOTE_MSG.notFound);
  return quoteDetail(db, q, false, now);
}

function checkValidUntil(text: string, now: Date): void {
  const d = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text) throw badRequest(QUOTE_MSG.badDate);
  const today = chinaDateKey(now);
  if (text < today) throw badRequest(QUOTE_MSG.validPast);
  if (text > chinaDateKey(chinaMidnightUtc(today, QUOTE_VALID_DAYS_MAX))) throw badRequest(QUOTE_MSG.validTooLong);
}

/** POST /api/staff/goods/quote/send: the quote, now quoted. */
export async function sendQuote(db: Kysely<Database>, desk: QuoteDesk, body: QuoteSendBody, now: Date = new Date()): Promise<QuoteDetail> {
  checkValidUntil(body.validUntil, now);
  const byLine = new Map(body.lines.map((l) => [l.lineNo, l]));
  if (byLine.size !== body.lines.length) throw badRequest(QUOTE_MSG.linesMismatch);
  await db.transaction().execute(async (trx) => {
    const q = await findQuote(trx, body.id, true);
    if (!q) throw notFound(QUOTE_MSG.notFound);
    if (q.version !== body.version) throw conflict(QUOTE_MSG.changed);
    if (moveQuote(q.status, 'send') === null) throw conflict(QUOTE_MSG.cannot(ACTION.send, shownStatus(q, now)));
    const lines = await linesOfQuotes(trx, [q.id]);
    if (lines.length !== byLine.size || lines.some((l) => !byLine.has(l.lineNo))) throw badRequest(QUOTE_MSG.linesMismatch);
    for (const l of body.lines) await priceQuoteLine(trx, q.id, { lineNo: l.lineNo, priceFen: l.priceFen, leadDays: l.leadDays, remark: l.remark?.trim() ?? '' });
    await markQuoted(trx, q.id, { validUntil: body.validUntil, terms: body.terms?.trim() ?? '', staffNote: body.staffNote?.trim() ?? '', quotedBy: desk.staffId, now });
    const totals = quoteTotals(lines.map((l) => ({ num: l.num, priceFen: byLine.get(l.lineNo)!.priceFen })))!;
    await notifyMember(trx, {
      memberId: q.memberId,
      kind: 'enquiry',
      title: QUOTE_MSG.messageQuotedTitle,
      body: QUOTE_MSG.messageQuotedBody(q.quoteNo, formatYuan(totals.goodsFen), body.validUntil),
      link: `/quote/${q.id}`,
      eventKey: `quote-quoted:${q.id}`,
    });
    // Issue 40: a company's quote.sent webhook event, in the transaction of the send.
    if (q.companyId !== null) {
      await recordCompanyEvent(trx, { companyId: q.companyId, type: 'quote.sent', data: { quoteNo: q.quoteNo, validUntil: body.validUntil, totalFen: totals.goodsFen } });
    }
  });
  return staffQuoteDetail(db, body.id, now);
}
