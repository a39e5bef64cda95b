// The staff step of batch enquiry: lines waiting for a manual quote, and the answer to one line (a
// goods we sell or a special price, lead time and validity). One transaction locks the enquiry,
// writes the quote, moves the enquiry to 已报价 when no line waits any more, and messages the
// member. Used by the staff route and `npm run enquiry`.
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
import { notifyMember } from '../messages/public.ts';
import { ENQUIRY_MSG } from './messages.ts';

export interface Quoter {
  actor: string;
}
export const quoterOf = (staffId: number): Quoter => ({ actor: `staff:${staffId}` });
export const CLI_QUOTER: Quoter = { actor: 'cli' };

/** Lines that asked a manual quote, oldest request first (waiting ones by default). */
export async function listQuoteLines(db: Kysely<Database>, q: StaffQuoteQuery): Promise<Page<StaffQuoteRow>> {
  const state = q.state ?? 'requested';
  const base = db
    .selectFrom('enquiryLine as l')
    .innerJoin('enquiry as e', 'e.id', 'l.enquiryId')
    .innerJoin('member as m', 'm.id', 'e.memberId')
    .where('l.quoteState', '=', state)
    .where('e.deletedAt', 'is', null);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['l.id as lineId', 'e.id as enquiryId', 'e.enquiryNo', 'e.memberId', 'm.username', 'm.companyName', 'l.lineNo', 'l.rawModel', 'l.rawBrand', 'l.qty', 'l.quoteState', 'l.quoteRequestedAt'])
      .orderBy('l.quoteRequestedAt')
      .orderBy('l.id')
      .limit(q.size)
      .offset(offsetOf(q))
      .execute(),
  ]);
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
    Number(n),
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
  const line = await trx.selectFrom('enquiryLine').select(['id', 'enquiryId', 'lineNo', 'rawModel', 'quoteState']).where('id', '=', body.lineId).executeTakeFirst();
  if (!line) throw notFound(ENQUIRY_MSG.quoteLineNotFound);
  const enquiry = await trx.selectFrom('enquiry').select(['id', 'memberId', 'enquiryNo', 'status']).where('id', '=', line.enquiryId).where('deletedAt', 'is', null).forUpdate().executeTakeFirst();
  if (!enquiry) throw notFound(ENQUIRY_MSG.quoteLineNotFound);
  // Read the line again under the enquiry's lock: two staff answering at once see each other.
  const locked = await trx.selectFrom('enquiryLine').select('quoteState').where('id', '=', line.id).executeTakeFirstOrThrow();
  if (locked.quoteState === null) throw badRequest(ENQUIRY_MSG.quoteNotRequested);
  if (locked.quoteState === 'quoted') throw conflict(ENQUIRY_MSG.quoteAlreadyAnswered(line.lineNo));
  if (body.goodsId !== undefined) {
    const goods = await trx.selectFrom('goods').select('status').where('id', '=', body.goodsId).executeTakeFirst();
    if (!goods || goods.status !== 1) throw badRequest(ENQUIRY_MSG.quoteGoodsGone);
  }
  await trx
    .updateTable('enquiryLine')
    .set({
      quoteState: 'quoted',
      quoteGoodsId: body.goodsId ?? null,
      quotePriceFen: body.priceFen,
      quoteLeadDays: body.leadTimeDays,
      quoteValidUntil: body.validUntil,
      quoteNote: body.note?.trim() || null,
      quotedBy: who.actor,
      quotedAt: new Date(),
    })
    .where('id', '=', line.id)
    .where('quoteState', '=', 'requested')
    .execute();
  const waiting = await trx.selectFrom('enquiryLine').select((eb) => eb.fn.countAll<number>().as('n')).where('enquiryId', '=', enquiry.id).where('quoteState', '=', 'requested').executeTakeFirstOrThrow();
  if (Number(waiting.n) === 0 && enquiry.status === ENQUIRY_STATUS.waitingQuote) {
    const status = moveEnquiry(enquiry.status as EnquiryStatus, 'answerAll')!;
    await trx.updateTable('enquiry').set({ status, updatedAt: new Date() }).where('id', '=', enquiry.id).execute();
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
