// The buyer's quote calls (issue 39): the page of the company's (or the member's) quotes with the
// status counts, one quote, accepting it into an order draft at exactly the quoted prices,
// withdrawing it. Accepting locks the quote row (FOR UPDATE) and makes the draft (checkout's
// createQuoteDraft) in the same transaction as the status change; a second accept of the same
// quote answers the same draft (idempotent). After the last valid day the accept moves the quote
// to expired (committed) and answers 409.
import type { Kysely } from 'kysely';
import { offsetOf } from '../../../domain/shared/page-query.ts';
import { moveQuote } from '../../../domain/quotes/quote-rules.ts';
import type { QuotePageBody } from '../../../domain/quotes/quote-payloads.ts';
import type { QuoteDetail, QuotePage } from '../../../domain/quotes/quote-views.ts';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { createQuoteDraft, draftOrderIdOf } from '../checkout/public.ts';
import { actingOf, memberNames } from '../company/public.ts';
import { ACTION, QUOTE_MSG } from './messages.ts';
import { assertQuoteActor, assertQuoteReader, mayActOnQuote, quoteScopeOf } from './quote-access.ts';
import { expireQuoteIn } from './quote-expiry.ts';
import { companyNames, findQuote, lineCounts, linesOfQuotes, markAccepted, markWithdrawn, quotePage, requesterFacts, type QuoteRecord, type QuoteScope } from './quote-repository.ts';
import { detailOf, pastValidity, shownStatus, summaryOf } from './quote-view.ts';

/** A page of quotes in `scope`, with the status counts (a quoted quote past validity counted as expired once the sweeper moved it). */
export async function pageOfQuotes(db: Kysely<Database>, scope: QuoteScope, q: QuotePageBody & { staff: boolean }, now: Date): Promise<QuotePage> {
  const { rows, total, counts } = await quotePage(db, scope, { status: q.status ?? null, keyword: q.keyword?.trim() || null, staff: q.staff, offset: offsetOf(q), size: q.size });
  const ids = rows.map((r) => r.id);
  const [facts, names, companies] = await Promise.all([lineCounts(db, ids), memberNames(db, rows.map((r) => r.memberId)), companyNames(db, rows.map((r) => r.companyId))]);
  return {
    records: rows.map((r) =>
      summaryOf(r, { lines: facts.get(r.id)?.lines ?? 0, totalFen: facts.get(r.id)?.totalFen ?? null, requesterName: names.get(r.memberId) ?? '', companyName: r.companyId === null ? null : (companies.get(r.companyId) ?? null) }, now),
    ),
    total,
    current: q.current,
    size: q.size,
    counts,
  };
}

/** POST /api/goods/quote/page. */
export async function listMyQuotes(db: Kysely<Database>, memberId: number, q: QuotePageBody, now: Date = new Date()): Promise<QuotePage> {
  const acting = await actingOf(db, memberId);
  return pageOfQuotes(db, await quoteScopeOf(db, acting), { ...q, staff: false }, now);
}

/** One quote as its detail view, `mayAct` deciding the can* flags. */
export async function quoteDetail(db: Kysely<Database>, q: QuoteRecord, mayAct: boolean, now: Date): Promise<QuoteDetail> {
  const [lines, facts, orderId] = await Promise.all([
    linesOfQuotes(db, [q.id]),
    requesterFacts(db, q.memberId, q.companyId),
    q.draftId === null ? Promise.resolve(null) : draftOrderIdOf(db, q.draftId),
  ]);
  return detailOf(db, q, lines, { companyName: facts.companyName, orderId, rights: { mayAct }, now });
}

/** GET /api/goods/quote/get/{id}: another member's or company's quote answers 404. */
export async function getMyQuote(db: Kysely<Database>, memberId: number, id: number, now: Date = new Date()): Promise<QuoteDetail> {
  const acting = await actingOf(db, memberId);
  const q = await findQuote(db, id);
  await assertQuoteReader(db, acting, q);
  return quoteDetail(db, q!, mayActOnQuote(acting, q!), now);
}

/** The quote a member may read (for the PDF). */
export async function readableQuote(db: Kysely<Database>, memberId: number, id: number): Promise<QuoteRecord> {
  const q = await findQuote(db, id);
  await assertQuoteReader(db, await actingOf(db, memberId), q);
  return q!;
}

/** POST /api/goods/quote/accept/{id}: the draft at the quoted prices (the same draft when accepted again). */
export async function acceptQuote(db: Kysely<Database>, memberId: number, id: number, now: Date = new Date()): Promise<{ draftId: number }> {
  await assertQuoteActor(db, await actingOf(db, memberId), await findQuote(db, id));
  const result = await db.transaction().execute(async (trx) => {
    const q = (await findQuote(trx, id, true))!;
    if (q.status === 'accepted' && q.draftId !== null) return { draftId: q.draftId };
    if (pastValidity(q, now)) {
      await expireQuoteIn(trx, q, now);
      return { expired: true as const };
    }
    if (moveQuote(q.status, 'accept') === null) throw conflict(QUOTE_MSG.cannot(ACTION.accept, shownStatus(q, now)));
    const lines = await linesOfQuotes(trx, [id]);
    const draftId = await createQuoteDraft(trx, memberId, lines.map((l) => ({ goodsId: l.goodsId, num: l.num, quoteId: id, lineNo: l.lineNo })));
    await markAccepted(trx, id, { acceptedBy: memberId, draftId, now });
    return { draftId };
  });
  // The move to expired is committed before the refusal.
  if ('expired' in result) throw conflict(QUOTE_MSG.expired);
  return result;
}

/** POST /api/goods/quote/withdraw/{id}: a requested or quoted quote withdrawn by its requester. */
export async function withdrawQuote(db: Kysely<Database>, memberId: number, id: number, now: Date = new Date()): Promise<QuoteDetail> {
  const acting = await actingOf(db, memberId);
  await assertQuoteActor(db, acting, await findQuote(db, id));
  await db.transaction().execute(async (trx) => {
    const q = (await findQuote(trx, id, true))!;
    if (q.status === 'withdrawn') return;
    if (pastValidity(q, now)) {
      await expireQuoteIn(trx, q, now);
      return;
    }
    if (moveQuote(q.status, 'withdraw') === null) throw conflict(QUOTE_MSG.cannot(ACTION.withdraw, q.status));
    await markWithdrawn(trx, id, now);
  });
  const after = (await findQuote(db, id))!;
  if (after.status === 'expired') throw conflict(QUOTE_MSG.expired);
  return quoteDetail(db, after, mayActOnQuote(acting, after), now);
}
