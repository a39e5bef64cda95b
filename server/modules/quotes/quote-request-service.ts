// Asking for a formal quote (issue 39): from the cart's ticked lines, a batch enquiry's lines that
// name a goods, or a requisition list (each read through its module's public.ts), or the lines the
// buyer sent (goods and quantities only: a price in a line is refused by the body's schema). Each
// line keeps the price the buyer saw when asking and its source (the one pricing function). A
// company member's quote is the company's (company_id); a role that may not order cannot ask. One
// transaction writes the quote, its lines and the member's confirmation. Asking again from an
// expired or withdrawn quote makes a new quote with the same goods and quantities.
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { chinaDateKey, chinaYymmdd } from '../../../domain/shared/china-time.ts';
import { QUOTE_LINES_MAX, QUOTE_SOURCE_TEXT, type QuoteSource } from '../../../domain/quotes/quote-rules.ts';
import type { QuoteRequestBody } from '../../../domain/quotes/quote-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { goodsForPricing } from '../catalogue/public.ts';
import { actingOf, orderingFor, requisitionListLinesForQuote } from '../company/public.ts';
import { enquiryLinesForQuote } from '../enquiry/public.ts';
import { notifyMember } from '../messages/public.ts';
import { pricesForMember } from '../pricing/public.ts';
import { ACTION, QUOTE_MSG } from './messages.ts';
import { assertQuoteActor } from './quote-access.ts';
import { expireQuoteIn } from './quote-expiry.ts';
import { cartLinesForQuote } from './cart-source-repository.ts';
import { findQuote, insertQuote, insertQuoteLines, linesOfQuotes } from './quote-repository.ts';
import { pastValidity } from './quote-view.ts';

type GoodsLine = { goodsId: number; num: number };

function quoteNo(): string {
  return `BJ${chinaYymmdd()}${Date.now().toString().slice(-6)}${randomInt(0, 1000).toString().padStart(3, '0')}`;
}

/** One line per goods, in first-seen order (quantities of a repeated goods add up). */
function mergeLines(lines: readonly GoodsLine[]): GoodsLine[] {
  const byGoods = new Map<number, GoodsLine>();
  for (const l of lines) {
    const had = byGoods.get(l.goodsId);
    byGoods.set(l.goodsId, { goodsId: l.goodsId, num: Math.min(999_999, (had?.num ?? 0) + l.num) });
  }
  return [...byGoods.values()];
}

function checkDate(text: string): void {
  const d = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text) throw badRequest(QUOTE_MSG.badDate);
}

/** The lines the source holds (checked for the caller: another's enquiry or list answers 404). */
async function sourceLines(db: Kysely<Database>, memberId: number, source: QuoteSource, sourceId: number | undefined): Promise<GoodsLine[]> {
  if (source === 'cart') return cartLinesForQuote(db, memberId);
  if (sourceId === undefined) throw badRequest(QUOTE_MSG.sourceIdNeeded(QUOTE_SOURCE_TEXT[source]));
  return source === 'enquiry' ? enquiryLinesForQuote(db, memberId, sourceId) : requisitionListLinesForQuote(db, memberId, sourceId);
}

interface NewQuote {
  memberId: number;
  companyId: number | null;
  source: QuoteSource;
  sourceId: number | null;
  message: string;
  wantedDate: string | null;
  lines: GoodsLine[];
}

/** Checks the goods (known, on shelf) and prices the lines as the buyer sees them now. */
async function pricedLines(db: Kysely<Database>, memberId: number, lines: GoodsLine[]) {
  if (lines.length === 0) throw badRequest(QUOTE_MSG.noLines);
  if (lines.length > QUOTE_LINES_MAX) throw badRequest(QUOTE_MSG.tooManyLines);
  const goods = new Map((await goodsForPricing(db, lines.map((l) => l.goodsId))).map((g) => [Number(g.id), g]));
  for (const l of lines) {
    const g = goods.get(l.goodsId);
    if (!g) throw badRequest(QUOTE_MSG.goodsMissing);
    if (g.status !== 1) throw badRequest(QUOTE_MSG.goodsOffShelf(g.model));
  }
  const prices = await pricesForMember(db, memberId, lines);
  return lines.map((l) => {
    const p = prices.get(l.goodsId);
    if (!p) throw badRequest(QUOTE_MSG.goodsMissing);
    return { ...l, askedPriceFen: p.priceFen, askedPriceSource: p.priceSource };
  });
}

async function writeQuote(trx: Transaction<Database>, q: NewQuote, lines: Awaited<ReturnType<typeof pricedLines>>, now: Date): Promise<number> {
  const no = quoteNo();
  const id = await insertQuote(trx, { quoteNo: no, memberId: q.memberId, companyId: q.companyId, source: q.source, sourceId: q.sourceId, message: q.message, wantedDate: q.wantedDate, now });
  await insertQuoteLines(trx, id, lines);
  await notifyMember(trx, {
    memberId: q.memberId,
    kind: 'enquiry',
    title: QUOTE_MSG.messageRequestedTitle,
    body: QUOTE_MSG.messageRequestedBody(no, lines.length),
    link: `/quote/${id}`,
    eventKey: `quote-requested:${id}`,
  });
  return id;
}

/** POST /api/goods/quote/request: the new quote's id. */
export async function requestQuote(db: Kysely<Database>, memberId: number, body: QuoteRequestBody, now: Date = new Date()): Promise<number> {
  const { companyId } = await orderingFor(db, memberId);
  const wantedDate = body.wantedDate ?? null;
  if (wantedDate !== null) {
    checkDate(wantedDate);
    if (wantedDate < chinaDateKey(now)) throw badRequest(QUOTE_MSG.wantedPast);
  }
  // The source is checked for the caller even when `lines` replaces what it holds.
  const held = body.source === 'cart' && body.lines ? [] : await sourceLines(db, memberId, body.source, body.sourceId);
  const lines = await pricedLines(db, memberId, mergeLines(body.lines ?? held));
  const q: NewQuote = {
    memberId, companyId, source: body.source, sourceId: body.source === 'cart' ? null : (body.sourceId ?? null), message: body.message?.trim() ?? '', wantedDate, lines,
  };
  return db.transaction().execute((trx) => writeQuote(trx, q, lines, now));
}

/** POST /api/goods/quote/rerequest/{id}: an expired or withdrawn quote asked again (same goods and quantities); the new quote's id. */
export async function rerequestQuote(db: Kysely<Database>, memberId: number, id: number, now: Date = new Date()): Promise<number> {
  const acting = await actingOf(db, memberId);
  const old = await findQuote(db, id);
  await assertQuoteActor(db, acting, old);
  const { companyId } = await orderingFor(db, memberId);
  const lines = await pricedLines(db, memberId, (await linesOfQuotes(db, [id])).map((l) => ({ goodsId: l.goodsId, num: l.num })));
  return db.transaction().execute(async (trx) => {
    const locked = (await findQuote(trx, id, true))!;
    if (pastValidity(locked, now)) await expireQuoteIn(trx, locked, now);
    const status = pastValidity(locked, now) ? 'expired' : locked.status;
    if (status !== 'expired' && status !== 'withdrawn') throw conflict(QUOTE_MSG.cannot(ACTION.rerequest, status));
    const wantedDate = locked.wantedDate !== null && locked.wantedDate >= chinaDateKey(now) ? locked.wantedDate : null;
    return writeQuote(trx, { memberId, companyId, source: locked.source, sourceId: locked.sourceId, message: locked.message, wantedDate, lines }, lines, now);
  });
}
