// The staff step of batch enquiry: lines waiting for a manual quote, and the answer to one line (a
// goods we sell or a special price, lead time and validity). One transaction locks the enquiry,
// writes the quote, moves the enquiry to 已报价 when no line waits any more, and messages the
// member. Used by the staff route and `npm run enquiry`. The queries are quote-repository.ts's; the
// goods' shelf status is read through catalogue's public.ts.
import type { Kysely, Transaction } from 'kysely';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import { formatYuan } from '../../../domain/shared/money.ts';
import { ENQUIRY_STATUS, moveEnquiry, type EnquiryStatus } from '../../../domain/enquiry/enquiry-status.ts';
import type { StaffQuoteBody, StaffQuoteQuery } from '../../../domain/enquiry/enquiry-payloads.ts';
import type { StaffQuoteRow } from '../../../domain/enquiry/enquiry-views.ts';
import { offsetOf } from '../../../domain/shared/page-query.ts';
import type { Database } from '../../db/schema.ts';
import { page, type Page } from '../../http/envelope.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { goodsShelfStatus } from '../catalogue/public.ts';
import { notifyMember } from '../messages/public.ts';
import { setEnquiryStatus } from './enquiry-repository.ts';
import { ENQUIRY_MSG } from './messages.ts';
import { countQuoteLines, countRequestedLines, findQuoteLine, lineQuoteState, lockLiveEnquiry, quoteLinesPage, writeQuote } from './quote-repository.ts';

export interface Quoter {
  actor: string;
}
export const quoterOf = (staffId: number): Quoter => ({ actor: `staff:${staffId}` });
export const CLI_QUOTER: Quoter = { actor: 'cli' };

/** Lines that asked a manual quote, oldest request first (waiting ones by default). */
export async function listQuoteLines(db: Kysely<Database>, q: StaffQuoteQuery): Promise<Page<StaffQuoteRow>> {
  const state = q.state ?? 'requested';
  const [n, rows] = await Promise.all([countQuoteLines(db, state), quoteLinesPage(db, state, q.size, offsetOf(q))]);
  return page(
    rows.map((r) => ({
      lineId: r.lineId,
      enquiryId: r.enquiryId,
      enquiryNo: r.enquiryNo,
      memberId: r.memberId,
      memberName: r.companyName ?? r.username,
      rowNo: r.lineNo,
      inputModel: r.rawModel,
      inputBrand: r.rawBrand ?? '',
      qty: r.qty,
      state: r.quoteState ?? 'requested',
      requestedAt: new Date(r.quoteRequestedAt ?? 0).toISOString(),
    })),
    n,
    q.current,
    q.size,
  );
}

export function checkQuoteDate(text: string): void {
  const d = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text) throw badRequest(ENQUIRY_MSG.quoteBadDate);
  if (text < chinaDateKey()) throw badRequest(ENQUIRY_MSG.quotePastDate);
}

/** Answers one waiting line; a line already quoted answers 409. Returns the enquiry id. */
export async function answerQuote(db: Kysely<Database>, who: Quoter, body: StaffQuoteBody): Promise<number> {
  checkQuoteDate(body.validUntil);
  return db.transaction().execute(async (trx) => answerQuoteIn(trx, who, body));
}

/** answerQuote's writes inside the caller's transaction (the batch of quote-batch-service.ts shares it); the date is checked by the caller. */
export async function answerQuoteIn(trx: Transaction<Database>, who: Quoter, body: StaffQuoteBody): Promise<number> {
  const line = await findQuoteLine(trx, body.lineId);
  if (!line) throw notFound(ENQUIRY_MSG.quoteLineNotFound);
  const enquiry = await lockLiveEnquiry(trx, line.enquiryId);
  if (!enquiry) throw notFound(ENQUIRY_MSG.quoteLineNotFound);
  // Read the line again under the enquiry's lock: two staff answering at once see each other.
  const locked = await lineQuoteState(trx, line.id);
  if (locked.quoteState === null) throw badRequest(ENQUIRY_MSG.quoteNotRequested);
  if (locked.quoteState === 'quoted') throw conflict(ENQUIRY_MSG.quoteAlreadyAnswered(line.lineNo));
  if (body.goodsId !== undefined) {
    if ((await goodsShelfStatus(trx, body.goodsId)) !== 1) throw badRequest(ENQUIRY_MSG.quoteGoodsGone);
  }
  await writeQuote(trx, line.id, {
    quoteGoodsId: body.goodsId ?? null,
    quotePriceFen: body.priceFen,
    quoteLeadDays: body.leadTimeDays,
    quoteValidUntil: body.validUntil,
    quoteNote: body.note?.trim() || null,
    quotedBy: who.actor,
    quotedAt: new Date(),
  });
  const waiting = await countRequestedLines(trx, enquiry.id);
  if (waiting === 0 && enquiry.status === ENQUIRY_STATUS.waitingQuote) {
    const status = moveEnquiry(enquiry.status as EnquiryStatus, 'answerAll')!;
    await setEnquiryStatus(trx, enquiry.id, status);
  }
  await notifyMember(trx, {
    memberId: enquiry.memberId,
    kind: 'enquiry',
    title: ENQUIRY_MSG.messageQuotedTitle,
    body: ENQUIRY_MSG.messageQuotedBody(enquiry.enquiryNo, line.lineNo, line.rawModel, formatYuan(body.priceFen), body.validUntil),
    link: `/enquiryDetail?id=${enquiry.id}`,
    eventKey: `enquiry-quote:${line.id}`,
  });
  return enquiry.id;
}
