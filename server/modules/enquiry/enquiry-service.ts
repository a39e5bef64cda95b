// The rules of batch enquiry: import (read, match, write in one transaction), the report priced for
// the member now, the list, delete, re-enquire, add the ticked lines to the cart in one call, and
// ask a manual quote. Only the owner sees an enquiry: another member's id answers 404. The queries
// are the repositories' (enquiry-repository.ts, choice-repository.ts).
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { unitPriceFor, type PriceKind } from '../../../domain/shared/pricing.ts';
import type { UnitPrice } from '../../../domain/pricing/price-decision.ts';
import { chinaDateKey, chinaYymmdd } from '../../../domain/shared/china-time.ts';
import { ENQUIRY_MAX_LINES, cartQtyFor } from '../../../domain/enquiry/enquiry-rules.ts';
import { ENQUIRY_LINE_STATUSES, ENQUIRY_STATUS, ENQUIRY_STATUS_TEXT, moveEnquiry, type EnquiryStatus } from '../../../domain/enquiry/enquiry-status.ts';
import type { ChooseBody, MyEnquiryQuery, SaveCartBody } from '../../../domain/enquiry/enquiry-payloads.ts';
import type { EnquiryCounts, EnquiryGoods, EnquiryLine, EnquiryLineStock, EnquiryListRow, EnquiryReport, ImportAnswer, SaveCartAnswer } from '../../../domain/enquiry/enquiry-views.ts';
import type { EnquirySkippedRow, SheetMapping } from '../../../domain/enquiry/sheet-mapping.ts';
import { offsetOf } from '../../../domain/shared/page-query.ts';
import type { Database } from '../../db/schema.ts';
import { page, type Page } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { addToCart, withCartLock, SELF_VENDOR_ID } from '../cart/public.ts';
import { linePrices, memberPriceViewer } from '../pricing/public.ts';
import { actingOf, assertRecordAccess, assertRecordActor, bookOwnerOf, listScope, mayActOn, memberNames, orderingFor } from '../company/public.ts';
import { notifyMember } from '../messages/public.ts';
import { availableStock } from '../orders/public.ts';
import { brandIndex, choiceBrandKey, choiceBrandKeys, matchLines, type BrandIndex, type InputLine } from './matcher.ts';
import { ENQUIRY_MSG } from './messages.ts';
import { rememberMapping } from './mapping-memory.ts';
import {
  countScopedEnquiries, deleteLines, findEnquiry, insertEnquiry, insertLines, lineStatsOf, markEnquiryDeleted, markQuoteRequested, scopedEnquiriesPage, readGoods, readLines,
  readSkippedRows, recordRematch, setEnquiryStatus, setLineChoice, type ChosenColumns, type EnquiryRow, type GoodsRow, type LineRow, type QuoteColumns,
} from './enquiry-repository.ts';
import { deleteChoice, deleteChoicesUnderKeys, upsertChoice } from './choice-repository.ts';
import { modelKey } from '../../../domain/catalogue/model-key.ts';
import { pickedGoods } from '../../../domain/enquiry/picked-goods.ts';
import { matchByBuyerCode, rememberBuyerCode } from './buyer-code-match.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

function enquiryNo(): string {
  return `XJ${chinaYymmdd()}${Date.now().toString().slice(-6)}${randomInt(0, 1000).toString().padStart(3, '0')}`;
}

export function countsOf(lines: readonly { status: (typeof ENQUIRY_LINE_STATUSES)[number] }[]): EnquiryCounts {
  const counts: EnquiryCounts = { matched: 0, candidates: 0, unmatched: 0, invalid: 0, duplicate: 0 };
  for (const l of lines) counts[l.status]++;
  return counts;
}

export interface ImportInput {
  source: 'file' | 'paste';
  fileName: string | null;
  lines: InputLine[];
  /** The sheet rows not read as lines, with the reason (a file only). */
  skipped?: EnquirySkippedRow[];
  /** The columns the sheet was read with (a file only; null for a paste). */
  mapping?: SheetMapping | null;
  /** The mapping the buyer sent, remembered for their next sheet with the same header. */
  remember?: { headerKey: string; mapping: SheetMapping } | null;
  /** The brand index the sheet was read with, so one import reads it once. */
  brands?: BrandIndex;
}

/** Matches the lines and writes the enquiry with them in one transaction. */
export async function importEnquiry(db: Kysely<Database>, memberId: number, input: ImportInput): Promise<ImportAnswer> {
  if (input.lines.length === 0) throw badRequest(ENQUIRY_MSG.noLines);
  if (input.lines.length > ENQUIRY_MAX_LINES) throw badRequest(ENQUIRY_MSG.tooManyLines);
  // Issue 37: a company role that may not order is refused; the enquiry is stamped with the company and department.
  const ordering = await orderingFor(db, memberId);
  // The cross-reference (choices, buyer codes, mappings) is the company's for a member of one.
  const ownerId = await bookOwnerOf(db, memberId);
  const matched = await matchByBuyerCode(db, ownerId, await matchLines(db, ownerId, input.lines, input.brands));
  const counts = countsOf(matched);
  const enquiryId = await db.transaction().execute(async (trx) => {
    const id = await insertEnquiry(trx, {
      enquiryNo: enquiryNo(), memberId, ...ordering, status: ENQUIRY_STATUS.matched, fileName: input.fileName, source: input.source, lineCount: matched.length, matchedCount: counts.matched,
      skippedRows: JSON.stringify(input.skipped ?? []),
    });
    await insertLines(trx, id, matched);
    if (input.remember) await rememberMapping(trx, ownerId, input.remember.headerKey, input.remember.mapping);
    return id;
  });
  return { enquiryId, lineCount: matched.length, counts, mapping: input.mapping ?? null };
}

const ENQUIRY_ACCESS = { missing: ENQUIRY_MSG.notFound, forbidden: ENQUIRY_MSG.colleagueEnquiry, placerOnly: ENQUIRY_MSG.placerOnly };

/**
 * The member's live enquiry to act on, or 404 (another member's id answers the same); a
 * colleague's the caller can read answers 403 (issue 37: only its placer acts on it).
 */
async function ownEnquiry(db: Kysely<Database> | Transaction<Database>, memberId: number, id: number, lock = false): Promise<EnquiryRow> {
  const row = await findEnquiry(db, id, lock);
  await assertRecordActor(db, await actingOf(db, memberId), row, ENQUIRY_ACCESS);
  return row!;
}

/** A live enquiry the member may read: their own, or a colleague's within the role's reach (issue 37). */
async function readableEnquiry(db: Kysely<Database>, memberId: number, id: number): Promise<EnquiryRow> {
  const row = await findEnquiry(db, id, false);
  await assertRecordAccess(db, await actingOf(db, memberId), row, ENQUIRY_ACCESS);
  return row!;
}

/** The state shown: a quoted enquiry whose every quote is past its validity is expired. */
function shownStatus(stored: number, lines: readonly LineRow[], today: string): EnquiryStatus {
  const quoted = lines.filter((l) => l.quoteState === 'quoted');
  if (stored === ENQUIRY_STATUS.quoted && quoted.length > 0 && quoted.every((l) => (l.quoteValidUntil ?? '') < today)) return moveEnquiry(ENQUIRY_STATUS.quoted, 'expire')!;
  return stored as EnquiryStatus;
}

/** The quantity a line buys of a goods (its minimum and pack rounded up): what it is priced at. */
const buyQtyOf = (g: GoodsRow, qty: number | null) => cartQtyFor(qty ?? 1, g.minOrderQty, g.packQty);
const priceKey = (goodsId: number, num: number) => `${goodsId}:${num}`;

function goodsView(g: GoodsRow, prices: ReadonlyMap<string, UnitPrice>, kind: PriceKind, qty: number | null, stock: ReadonlyMap<number, number>): EnquiryGoods {
  const buyQty = buyQtyOf(g, qty);
  const price = prices.get(priceKey(g.id, buyQty)) ?? { priceFen: unitPriceFor(g, kind, buyQty), priceSource: kind, contractValidTo: null };
  return {
    goodsId: g.id,
    goodsCode: g.goodsCode,
    model: g.model,
    brandName: g.brandName,
    name: g.name,
    unit: g.unit,
    minOrderQty: g.minOrderQty,
    packQty: g.packQty,
    unitPriceFen: price.priceFen,
    priceSource: price.priceSource,
    contractValidTo: price.contractValidTo,
    stockQty: Math.max(0, stock.get(g.id) ?? 0),
    leadTimeDays: g.leadTimeDays,
  };
}

/** What the line's goods cannot cover from stock now (null: the stock covers the quantity, or no goods yet). */
export function stockOf(line: EnquiryLine): EnquiryLineStock | null {
  if (line.status === 'invalid' || line.status === 'duplicate') return null;
  const picked = pickedGoods(line);
  if (!picked || picked.qty <= picked.goods.stockQty) return null;
  const leadTimeDays = picked.source === 'quoted' && line.quote?.leadTimeDays != null ? line.quote.leadTimeDays : picked.goods.leadTimeDays;
  return { inStock: picked.goods.stockQty, short: picked.qty - picked.goods.stockQty, leadTimeDays };
}

/** Every line of the enquiry in sheet order, priced for the member now. */
export async function readReport(db: Kysely<Database>, memberId: number, id: number): Promise<EnquiryReport> {
  const enquiry = await readableEnquiry(db, memberId, id);
  const [viewer, rows, skipped] = await Promise.all([memberPriceViewer(db, memberId), readLines(db, id), readSkippedRows(db, id)]);
  const kind = viewer.kind;
  const goodsOfRow = (r: (typeof rows)[number]) => [r.matchedGoodsId, r.quoteGoodsId, ...r.candidates.map((c) => c.goodsId)].filter((x): x is number => x !== null);
  const ids = rows.flatMap(goodsOfRow);
  const [goods, stock] = await Promise.all([readGoods(db, ids), availableStock(db, [...new Set(ids)])]);
  // Issue 39: every (goods, quantity) the report shows, priced by the one pricing function (the member's company agreement included).
  const asks = [...new Map(rows.flatMap((r) => goodsOfRow(r).flatMap((gid) => {
    const g = goods.get(gid);
    return g ? [[priceKey(gid, buyQtyOf(g, r.qty)), { goodsId: gid, num: buyQtyOf(g, r.qty) }] as const] : [];
  }))).values()];
  const decided = await linePrices(db, viewer, asks);
  const prices = new Map(asks.flatMap((a, i) => (decided[i] ? [[priceKey(a.goodsId, a.num), decided[i]] as const] : [])));
  const today = chinaDateKey();
  const lines: EnquiryLine[] = rows.map((r) => {
    const matched = r.matchedGoodsId !== null ? goods.get(r.matchedGoodsId) : undefined;
    const quoteGoods = r.quoteGoodsId !== null ? goods.get(r.quoteGoodsId) : undefined;
    const line: EnquiryLine = {
      id: r.id,
      rowNo: r.lineNo,
      inputModel: r.rawModel,
      inputBrand: r.rawBrand ?? '',
      inputQty: r.inputQty,
      inputUnit: r.inputUnit,
      remark: r.remark,
      buyerCode: r.buyerCode,
      qty: r.qty,
      cartQty: r.qty === null ? null : matched ? cartQtyFor(r.qty, matched.minOrderQty, matched.packQty) : r.qty,
      status: r.lineStatus,
      reason: r.lineStatus === 'unmatched' && r.quoteState ? (r.quoteState === 'quoted' ? ENQUIRY_MSG.reasonQuoted : ENQUIRY_MSG.reasonQuoteWaiting) : r.reason,
      how: r.matchHow,
      goodsId: r.matchedGoodsId,
      goods: matched ? goodsView(matched, prices, kind, r.qty, stock) : null,
      candidates: r.candidates.flatMap((c) => {
        const g = goods.get(c.goodsId);
        return g ? [{ goodsId: g.id, model: g.model, brandName: g.brandName, why: c.why, goods: goodsView(g, prices, kind, r.qty, stock) }] : [];
      }),
      quote: r.quoteState
        ? {
            state: r.quoteState,
            requestedAt: iso(r.quoteRequestedAt ?? new Date()),
            goods: quoteGoods ? goodsView(quoteGoods, prices, kind, r.qty, stock) : null,
            priceFen: r.quotePriceFen,
            leadTimeDays: r.quoteLeadDays,
            validUntil: r.quoteValidUntil,
            expired: r.quoteValidUntil !== null && r.quoteValidUntil < today,
            note: r.quoteNote,
            quotedAt: r.quotedAt ? iso(r.quotedAt) : null,
          }
        : null,
      chosenGoodsId: r.chosenGoodsId !== null && offeredGoods(r).has(r.chosenGoodsId) ? r.chosenGoodsId : null,
      // A blank quantity is read as one unit: the line says so.
      qtyNote: r.qty !== null && r.inputQty.trim() === '' ? ENQUIRY_MSG.qtyDefault(r.inputUnit.trim() || (matched?.unit ?? '')) : '',
      stock: null,
    };
    line.stock = stockOf(line);
    if (line.stock) line.reason = ENQUIRY_MSG.reasonAnd(line.reason, ENQUIRY_MSG.stockShort(line.stock.inStock, line.stock.short, line.stock.leadTimeDays, pickedGoods(line)!.goods.unit));
    return line;
  });
  const status = shownStatus(enquiry.status, rows, today);
  return {
    id: enquiry.id,
    enquiryNo: enquiry.enquiryNo,
    fileName: enquiry.fileName ?? '',
    createdAt: iso(enquiry.createdAt),
    matchedAt: iso(enquiry.matchedAt),
    status,
    statusText: ENQUIRY_STATUS_TEXT[status],
    lineCount: lines.length,
    counts: countsOf(lines),
    buyerName: enquiry.companyId === null ? null : ((await memberNames(db, [enquiry.memberId])).get(enquiry.memberId) ?? null),
    priceKind: kind,
    lines,
    skipped,
  };
}

/**
 * My enquiries (issue 37: or the company's, by the 全公司 / 我的 scope), newest first, with line
 * counts by status; `canDelete` only on the reader's own (as deleteEnquiry's assertRecordActor decides).
 */
export async function listMyEnquiries(db: Kysely<Database>, memberId: number, q: MyEnquiryQuery): Promise<Page<EnquiryListRow>> {
  const acting = await actingOf(db, memberId);
  const scope = await listScope(db, acting, q, ENQUIRY_MSG.enquiriesWord);
  const [n, rows] = await Promise.all([countScopedEnquiries(db, scope), scopedEnquiriesPage(db, scope, q.size, offsetOf(q))]);
  const ids = rows.map((r) => r.id);
  const today = chinaDateKey();
  const [stats, names] = await Promise.all([
    ids.length ? lineStatsOf(db, ids, today) : Promise.resolve([]),
    memberNames(db, rows.filter((r) => r.companyId !== null).map((r) => r.memberId)),
  ]);
  const records = rows.map((r): EnquiryListRow => {
    const counts: EnquiryCounts = { matched: 0, candidates: 0, unmatched: 0, invalid: 0, duplicate: 0 };
    let quoted = 0;
    let live = 0;
    for (const s of stats) {
      if (s.enquiryId !== r.id) continue;
      counts[s.lineStatus] += Number(s.n);
      quoted += Number(s.quoted);
      live += Number(s.live);
    }
    const status: EnquiryStatus = r.status === ENQUIRY_STATUS.quoted && quoted > 0 && live === 0 ? ENQUIRY_STATUS.expired : (r.status as EnquiryStatus);
    return {
      id: r.id,
      enquiryNo: r.enquiryNo,
      fileName: r.fileName ?? '',
      createdAt: iso(r.createdAt),
      matchedAt: iso(r.matchedAt),
      status,
      statusText: ENQUIRY_STATUS_TEXT[status],
      lineCount: r.lineCount,
      counts,
      buyerName: r.companyId === null ? null : (names.get(r.memberId) ?? null),
      canDelete: mayActOn(acting, r),
    };
  });
  return page(records, n, q.current, q.size);
}

/** Deletes (hides) the member's enquiry; a second delete answers 404. */
export async function deleteEnquiry(db: Kysely<Database>, memberId: number, id: number): Promise<void> {
  await ownEnquiry(db, memberId, id);
  if ((await markEnquiryDeleted(db, memberId, id)) === 0) throw notFound(ENQUIRY_MSG.notFound);
}

/** Matches the enquiry again against today's catalogue and prices; quotes are kept. */
export async function againEnquiry(db: Kysely<Database>, memberId: number, id: number): Promise<ImportAnswer> {
  await ownEnquiry(db, memberId, id);
  const old = await readLines(db, id);
  const input: InputLine[] = old.map((r) => ({ rowNo: r.lineNo, model: r.rawModel, brand: r.rawBrand ?? '', qtyText: r.inputQty, unit: r.inputUnit, remark: r.remark, buyerCode: r.buyerCode }));
  const ownerId = await bookOwnerOf(db, memberId);
  const matched = await matchByBuyerCode(db, ownerId, await matchLines(db, ownerId, input));
  const quotes = new Map<number, QuoteColumns>(
    old.filter((r) => r.quoteState !== null).map((r) => [r.lineNo, {
      quoteState: r.quoteState, quoteRequestedAt: r.quoteRequestedAt, quoteGoodsId: r.quoteGoodsId, quotePriceFen: r.quotePriceFen, quoteLeadDays: r.quoteLeadDays,
      quoteValidUntil: r.quoteValidUntil, quoteNote: r.quoteNote, quotedBy: r.quotedBy, quotedAt: r.quotedAt,
    }]),
  );
  // The buyer's picks stay on their rows while the new match still offers the goods.
  const chosen = new Map<number, ChosenColumns>();
  const byRow = new Map(matched.map((m) => [m.rowNo, m]));
  for (const r of old) {
    const now = byRow.get(r.lineNo);
    if (r.chosenGoodsId === null || !now || now.status === 'invalid' || now.status === 'duplicate') continue;
    const offered = new Set([now.goodsId, ...now.candidates.map((c) => c.goodsId), r.quoteState === 'quoted' ? r.quoteGoodsId : null]);
    if (offered.has(r.chosenGoodsId)) chosen.set(r.lineNo, { chosenGoodsId: r.chosenGoodsId, chosenAt: r.chosenAt });
  }
  const counts = countsOf(matched);
  await db.transaction().execute(async (trx) => {
    const enquiry = await ownEnquiry(trx, memberId, id, true);
    await deleteLines(trx, id);
    await insertLines(trx, id, matched, quotes, chosen);
    const status = moveEnquiry(enquiry.status as EnquiryStatus, 'again')!;
    await recordRematch(trx, id, { status, lineCount: matched.length, matchedCount: counts.matched });
  });
  return { enquiryId: id, lineCount: matched.length, counts, mapping: null };
}

/** The goods a line offers: its match, its candidates, or its quoted goods. */
function offeredGoods(r: LineRow): Set<number> {
  const ids = new Set<number>(r.candidates.map((c) => c.goodsId));
  if (r.matchedGoodsId !== null) ids.add(r.matchedGoodsId);
  if (r.quoteGoodsId !== null && r.quoteState === 'quoted') ids.add(r.quoteGoodsId);
  return ids;
}

/**
 * Remembers (or replaces) the book owner's cross-reference (the member's, or their company's): this goods for this typed text and
 * brand, kept under the brand's resolved key (choiceBrandKey); a choice kept under another word of
 * the same brand is replaced by it, so one brand has one choice per text.
 */
async function rememberChoice(trx: Transaction<Database>, brands: BrandIndex, ownerId: number, row: LineRow, goodsId: number): Promise<void> {
  const inputKey = modelKey(row.rawModel);
  const key = choiceBrandKey(brands, row.rawBrand ?? '');
  const others = choiceBrandKeys(brands, row.rawBrand ?? '').filter((k) => k !== key);
  if (others.length > 0) await deleteChoicesUnderKeys(trx, ownerId, inputKey, others);
  await upsertChoice(trx, ownerId, inputKey, key, goodsId);
}

/**
 * Keeps the buyer's picks on the lines (chooseGoods/{id}), in one transaction: each line must be
 * the enquiry's and buyable (not invalid or duplicate), each goods one the line offers (else 400,
 * nothing kept); null takes the pick back. A goods that is not the automatic match is remembered
 * for the member's next enquiry with the same typed text; taking it back (or going back to the
 * match) forgets it. Sending the same picks again changes nothing.
 */
export async function chooseGoods(db: Kysely<Database>, memberId: number, id: number, body: ChooseBody): Promise<number> {
  const brands = await brandIndex(db);
  return db.transaction().execute(async (trx) => {
    await ownEnquiry(trx, memberId, id, true);
    const ownerId = await bookOwnerOf(trx, memberId);
    const rows = await readLines(trx, id);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const picks = body.lines.map((l) => {
      const row = byId.get(l.lineId);
      if (!row) throw badRequest(ENQUIRY_MSG.lineUnknown);
      if (row.lineStatus === 'invalid' || row.lineStatus === 'duplicate') throw badRequest(ENQUIRY_MSG.chooseNotBuyable(row.lineNo));
      if (l.goodsId !== null && !offeredGoods(row).has(l.goodsId)) throw badRequest(ENQUIRY_MSG.goodsNotOffered(row.lineNo));
      return { row, goodsId: l.goodsId };
    });
    for (const pick of picks) {
      const row = byId.get(pick.row.id)!;
      const { goodsId } = pick;
      if (row.chosenGoodsId === goodsId) continue;
      await setLineChoice(trx, id, row.id, goodsId);
      if (goodsId !== null) await rememberBuyerCode(trx, ownerId, row.buyerCode, goodsId);
      if (goodsId !== null && goodsId !== row.matchedGoodsId) {
        await rememberChoice(trx, brands, ownerId, row, goodsId);
      } else if (row.chosenGoodsId !== null) {
        await deleteChoice(trx, ownerId, modelKey(row.rawModel), choiceBrandKeys(brands, row.rawBrand ?? ''), row.chosenGoodsId);
      }
      byId.set(row.id, { ...row, chosenGoodsId: goodsId });
    }
    return picks.length;
  });
}

/**
 * Adds the ticked lines to the cart in one call (one cart transaction): every line must be the
 * enquiry's and its goods one the line offers (else 400, nothing added). A line the cart refuses
 * (stock, off shelf, cart full) is skipped with its reason; a quantity up to the stock is taken,
 * so the buyer may buy what is in stock and ask a quote for the rest. The cart line keeps the
 * buyer's 物料编码 and 备注; the line's staff-quoted goods becomes a quoted cart line (priced at the
 * quote until its validity, cart-repository.ts). A chosen candidate is remembered as the member's
 * own cross-reference for the same typed text, and a line's buyer code as that goods.
 */
export async function saveCartBatch(db: Kysely<Database>, memberId: number, id: number, body: SaveCartBody): Promise<SaveCartAnswer> {
  await ownEnquiry(db, memberId, id);
  const rows = await readLines(db, id);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const brands = await brandIndex(db);
  const ownerId = await bookOwnerOf(db, memberId);
  const picked = body.lines.map((l) => {
    const row = byId.get(l.lineId);
    if (!row) throw badRequest(ENQUIRY_MSG.lineUnknown);
    if (!offeredGoods(row).has(l.goodsId)) {
      throw badRequest(row.quoteState === 'quoted' && row.quoteGoodsId === null ? ENQUIRY_MSG.quoteNoGoods(row.lineNo) : ENQUIRY_MSG.goodsNotOffered(row.lineNo));
    }
    return { ...l, row };
  });
  return withCartLock(db, memberId, async (trx) => {
    let added = 0;
    const skipped: SaveCartAnswer['skipped'] = [];
    for (const p of picked) {
      const quoted = p.row.quoteState === 'quoted' && p.row.quoteGoodsId === p.goodsId;
      const refusal = await addToCart(trx, memberId, {
        goodsId: p.goodsId,
        num: p.qty,
        vendorId: SELF_VENDOR_ID,
        buyerCode: p.row.buyerCode.trim() || null,
        buyerRemark: p.row.remark.trim() || null,
        quote: quoted ? { enquiryId: id, lineNo: p.row.lineNo } : null,
      });
      if (refusal) {
        skipped.push({ lineId: p.lineId, rowNo: p.row.lineNo, reason: refusal.message });
        continue;
      }
      added++;
      if (p.row.matchedGoodsId !== p.goodsId) await rememberChoice(trx, brands, ownerId, p.row, p.goodsId);
      await rememberBuyerCode(trx, ownerId, p.row.buyerCode, p.goodsId);
    }
    return { added, skipped };
  });
}

/** Whether a matched line's goods (the buyer's pick, else the match) cannot cover its quantity from stock now. */
async function shortOfStock(db: Kysely<Database> | Transaction<Database>, r: LineRow): Promise<boolean> {
  const goodsId = r.chosenGoodsId ?? r.matchedGoodsId;
  if (goodsId === null) return false;
  const [goods, stock] = await Promise.all([readGoods(db, [goodsId]), availableStock(db, [goodsId])]);
  const g = goods.get(goodsId);
  if (!g) return false;
  return cartQtyFor(r.qty ?? 1, g.minOrderQty, g.packQty) > Math.max(0, stock.get(goodsId) ?? 0);
}

/** Asks a manual quote for unmatched or candidate lines, or for a matched line above stock (the rest); the member gets a message. Idempotent. */
export async function requestQuote(db: Kysely<Database>, memberId: number, id: number, lineIds: readonly number[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const enquiry = await ownEnquiry(trx, memberId, id, true);
    const rows = await readLines(trx, id);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const fresh: number[] = [];
    for (const lineId of lineIds) {
      const r = byId.get(lineId);
      if (!r) throw badRequest(ENQUIRY_MSG.lineUnknown);
      if (r.lineStatus === 'matched' && !(await shortOfStock(trx, r))) throw badRequest(ENQUIRY_MSG.quoteNotNeeded(r.lineNo));
      if (r.lineStatus === 'invalid' || r.lineStatus === 'duplicate') throw badRequest(ENQUIRY_MSG.quoteInvalidLine(r.lineNo));
      if (r.quoteState === null) fresh.push(r.id);
    }
    if (fresh.length === 0) return 0;
    await markQuoteRequested(trx, id, fresh);
    const status = moveEnquiry(enquiry.status as EnquiryStatus, 'requestQuote')!;
    await setEnquiryStatus(trx, id, status);
    await notifyMember(trx, {
      memberId,
      kind: 'enquiry',
      title: ENQUIRY_MSG.messageRequestedTitle,
      body: ENQUIRY_MSG.messageRequestedBody(enquiry.enquiryNo, fresh.length),
      link: `/enquiryDetail?id=${id}`,
      eventKey: `enquiry:${id}:request:${fresh.join(',').slice(0, 200)}`,
    });
    return fresh.length;
  });
}

