// A quote as the calls answer it (domain/quotes/quote-views.ts): the row, its lines with their
// goods (read through catalogue's public.ts), the totals with the VAT part, the status shown (a
// quoted quote past its last valid day reads as expired before the sweeper moves it) and what the
// viewer may do now.
import type { Kysely, Transaction } from 'kysely';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import type { PriceSource } from '../../../domain/shared/pricing.ts';
import { QUOTE_SOURCE_TEXT, QUOTE_STATUS_TEXT, type QuoteStatus } from '../../../domain/quotes/quote-rules.ts';
import { quoteTotals } from '../../../domain/quotes/quote-totals.ts';
import type { QuoteDetail, QuoteLineView, QuoteSummary } from '../../../domain/quotes/quote-views.ts';
import type { Database } from '../../db/schema.ts';
import { goodsForPricing } from '../catalogue/public.ts';
import { memberNames } from '../company/public.ts';
import type { QuoteLineRecord, QuoteRecord } from './quote-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Whether a quoted quote's last valid day is past (China date). */
export function pastValidity(q: Pick<QuoteRecord, 'status' | 'validUntil'>, now: Date = new Date()): boolean {
  return q.status === 'quoted' && q.validUntil !== null && q.validUntil < chinaDateKey(now);
}

/** The status shown: a quoted quote past its validity is expired. */
export function shownStatus(q: Pick<QuoteRecord, 'status' | 'validUntil'>, now: Date = new Date()): QuoteStatus {
  return pastValidity(q, now) ? 'expired' : q.status;
}

export function summaryOf(q: QuoteRecord, facts: { lines: number; totalFen: number | null; requesterName: string; companyName: string | null }, now: Date): QuoteSummary {
  const status = shownStatus(q, now);
  return {
    id: q.id,
    quoteNo: q.quoteNo,
    status,
    statusText: QUOTE_STATUS_TEXT[status],
    source: q.source,
    sourceText: QUOTE_SOURCE_TEXT[q.source],
    lineCount: facts.lines,
    totalFen: q.status === 'requested' ? null : facts.totalFen,
    requesterName: facts.requesterName,
    companyName: facts.companyName,
    wantedDate: q.wantedDate,
    validUntil: q.validUntil,
    createdAt: iso(q.createdAt)!,
    quotedAt: iso(q.quotedAt),
  };
}

/** The lines with their goods; a goods no longer in the catalogue keeps its id with empty names. */
export async function lineViews(db: Db, lines: readonly QuoteLineRecord[]): Promise<QuoteLineView[]> {
  const goods = lines.length === 0 ? [] : await goodsForPricing(db, [...new Set(lines.map((l) => l.goodsId))]);
  const byId = new Map(goods.map((g) => [Number(g.id), g]));
  return lines.map((l) => {
    const g = byId.get(l.goodsId);
    return {
      lineNo: l.lineNo,
      goodsId: l.goodsId,
      goodsCode: g?.goodsCode ?? '',
      model: g?.model ?? '',
      name: g?.name ?? '',
      brandName: g?.brandName ?? '',
      unit: g?.unit ?? '',
      imageUrl: g?.imageUrl ?? '',
      num: l.num,
      askedPriceFen: l.askedPriceFen,
      askedPriceSource: l.askedPriceSource as PriceSource,
      priceFen: l.priceFen,
      lineFen: l.priceFen === null ? null : l.priceFen * l.num,
      leadDays: l.leadDays,
      remark: l.remark,
    };
  });
}

export interface ViewerRights {
  /** The viewer placed the quote and may still order for the company. */
  mayAct: boolean;
}

export async function detailOf(
  db: Db,
  q: QuoteRecord,
  lines: readonly QuoteLineRecord[],
  extra: { companyName: string | null; orderId: number | null; rights: ViewerRights; now: Date },
): Promise<QuoteDetail> {
  const names = await memberNames(db, [q.memberId]);
  const totals = q.status === 'requested' ? null : quoteTotals(lines);
  const summary = summaryOf(q, { lines: lines.length, totalFen: totals?.goodsFen ?? null, requesterName: names.get(q.memberId) ?? '', companyName: extra.companyName }, extra.now);
  const status = summary.status;
  return {
    ...summary,
    message: q.message,
    terms: q.terms,
    staffNote: q.staffNote,
    lines: await lineViews(db, lines),
    goodsFen: totals?.goodsFen ?? null,
    taxFen: totals?.taxFen ?? null,
    canAccept: extra.rights.mayAct && status === 'quoted',
    canWithdraw: extra.rights.mayAct && (status === 'requested' || status === 'quoted'),
    canRerequest: extra.rights.mayAct && (status === 'expired' || status === 'withdrawn'),
    draftId: q.draftId,
    orderId: extra.orderId,
    acceptedAt: iso(q.acceptedAt),
    version: q.version,
  };
}
