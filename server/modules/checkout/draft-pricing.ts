// Who is buying and what their lines cost now: the buyer (order type, price kind, credit terms),
// the priced lines of a draft and its totals. Checkout drafts hold goods and quantities only, so
// every read and the submission itself go through here and agree to the fen.
import type { Kysely } from 'kysely';
import { freightFor } from '../../../domain/orders/freight.ts';
import { checkLine } from '../../../domain/cart/line-check.ts';
import { lineTotal, type Fen } from '../../../domain/shared/money.ts';
import { DRAFT_STATUS, DRAFT_STATUS_TEXT, ORDER_CODE, ORDER_TYPE, payMethodsFor, type DraftSource, type DraftStatus, type OrderType } from '../../../domain/orders/order-rules.ts';
import type { CreditTerms, DraftLine, DraftView } from '../../../domain/orders/orders.ts';
import type { PriceKind, PriceSource } from '../../../domain/shared/pricing.ts';
import { decidePrice } from '../../../domain/pricing/price-decision.ts';
import type { CartProblem } from '../../../domain/cart/cart.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { findMemberInfo } from '../account/public.ts';
import { checkoutCompany } from '../approvals/public.ts';
import { actingOf } from '../company/public.ts';
import { goodsForPricing } from '../catalogue/public.ts';
import { creditAccount, creditHolderOf, creditOwed, type CreditHolder } from '../credit/public.ts';
import { availableStock, ORDER_MSG } from '../orders/public.ts';
import { quoteOf, readQuotes, type QuotedPrice } from '../cart/public.ts';
import { acceptedQuotePrices, formalQuoteKey, priceContextFor, priceViewerOf, type PriceViewer } from '../pricing/public.ts';
import { draftLineRequests as draftLineRows, type DraftRow } from './draft-repository.ts';

export interface Buyer {
  memberId: number;
  /** The member's type decides the order type: 1 personal, 2 enterprise (a company member's is the company's: findMemberInfo). */
  orderType: OrderType;
  priceKind: PriceKind;
  /** Issue 39: the price viewer (kind and the company whose agreements apply). */
  pricing: PriceViewer;
}

export async function loadBuyer(db: Kysely<Database>, memberId: number, now: Date = new Date()): Promise<Buyer> {
  const m = await findMemberInfo(db, memberId);
  if (!m) throw notFound(ORDER_MSG.memberNotFound);
  const pricing = priceViewerOf(m, now);
  return {
    memberId,
    orderType: m.memberType === ORDER_TYPE.enterprise ? ORDER_TYPE.enterprise : ORDER_TYPE.personal,
    priceKind: pricing.kind,
    pricing,
  };
}

/** What the holder still owes on credit terms: goods credit orders and service orders on credit (the shared ledger, server/modules/credit). */
export function creditUsed(db: Kysely<Database>, holder: CreditHolder): Promise<Fen> {
  return creditOwed(db, holder);
}

/** An enterprise's active credit terms (账期) with what is still available (a company member: the company's), or null. */
export async function loadCredit(db: Kysely<Database>, memberId: number): Promise<CreditTerms | null> {
  const c = await creditAccount(db, await creditHolderOf(db, memberId));
  return c && { limitFen: c.limitFen, availableFen: c.availableFen, termDays: c.termDays };
}

export interface LineRequest {
  goodsId: number;
  num: number;
  cartItemId?: number | null;
  /** Carried from a cart line added from a batch enquiry: the buyer's code and remark, the quoted line. */
  buyerCode?: string | null;
  buyerRemark?: string | null;
  quoteEnquiryId?: number | null;
  quoteLineNo?: number | null;
  /** Issue 39: the accepted formal quote line (报价单) the line is priced from. */
  formalQuoteId?: number | null;
  formalQuoteLineNo?: number | null;
}

export interface PricedLine extends DraftLine {
  cartItemId: number | null;
  taxClassCode: string;
  /** False when the goods no longer exists at all. */
  exists: boolean;
  problem: CartProblem;
  available: number;
  buyerCode: string | null;
  buyerRemark: string | null;
  /** The staff quote the line names (valid or expired), or null; a valid one set unitPriceFen. */
  quote: QuotedPrice | null;
  /** Issue 39: the formal quote line that priced the line (null: none, or it no longer counts). */
  formalQuoteId: number | null;
  formalQuoteLineNo: number | null;
}

/**
 * Prices lines for the buyer now (issue 39: one rule, domain/pricing/price-decision.ts: the lowest
 * of their tier price and their company's agreement), with each line's problem (off shelf, short,
 * below minimum). A line naming an accepted formal quote (报价单) of the buyer is priced at the
 * quote; a line naming the buyer's valid staff quote (batch enquiry) at that quote.
 * `withStock: false` skips reading the stock (submission settles it by reserving under lock), so
 * only off-shelf and below-minimum problems are reported and stockQty is not meaningful.
 */
export async function priceLines(db: Kysely<Database>, requests: LineRequest[], buyer: Pick<Buyer, 'memberId' | 'pricing'>, opts: { withStock?: boolean } = {}): Promise<PricedLine[]> {
  if (requests.length === 0) return [];
  const ids = [...new Set(requests.map((r) => r.goodsId))];
  const refs = requests.flatMap((r) => (r.quoteEnquiryId != null && r.quoteLineNo != null ? [{ enquiryId: r.quoteEnquiryId, lineNo: r.quoteLineNo, goodsId: r.goodsId }] : []));
  const formalRefs = requests.flatMap((r) => (r.formalQuoteId != null && r.formalQuoteLineNo != null ? [{ quoteId: r.formalQuoteId, lineNo: r.formalQuoteLineNo, goodsId: r.goodsId }] : []));
  const [rows, stock, quotes, formal, ctx] = await Promise.all([
    goodsForPricing(db, ids),
    opts.withStock === false ? null : availableStock(db, ids),
    readQuotes(db, buyer.memberId, refs),
    acceptedQuotePrices(db, buyer.memberId, formalRefs),
    priceContextFor(db, buyer.pricing, ids),
  ]);
  const goods = new Map(rows.map((r) => [r.id, r]));
  return requests.map((r) => {
    const quote = quoteOf(quotes, r.goodsId, r.quoteEnquiryId ?? null, r.quoteLineNo ?? null);
    const formalKey = r.formalQuoteId != null && r.formalQuoteLineNo != null ? formalQuoteKey({ quoteId: r.formalQuoteId, lineNo: r.formalQuoteLineNo, goodsId: r.goodsId }) : null;
    const formalFen = formalKey === null ? undefined : formal.get(formalKey);
    const g = goods.get(r.goodsId) ?? null;
    const available = stock ? (stock.get(r.goodsId) ?? 0) : Number.MAX_SAFE_INTEGER;
    const check = checkLine(g, r.num, available);
    let unitPriceFen = 0;
    let priceSource: PriceSource = buyer.pricing.kind;
    let contractValidTo: string | null = null;
    if (g && formalFen !== undefined) [unitPriceFen, priceSource] = [formalFen, 'quote'];
    else if (g && quote?.chargeFen != null) [unitPriceFen, priceSource] = [quote.chargeFen, 'quote'];
    else if (g) {
      const p = decidePrice(
        { id: g.id, brandId: g.brandId, categoryPath: (g.categoryPath ?? []).map(Number), listPriceFen: Number(g.listPriceFen), memberPriceFen: Number(g.memberPriceFen), vipPriceFen: Number(g.vipPriceFen), minOrderQty: g.minOrderQty, priceTiers: g.priceTiers },
        ctx.kind, r.num, ctx.terms,
      );
      [unitPriceFen, priceSource, contractValidTo] = [p.priceFen, p.priceSource, p.contractValidTo];
    }
    return {
      goodsId: r.goodsId,
      goodsCode: g?.goodsCode ?? '',
      model: g?.model ?? '',
      name: g?.name ?? '',
      brandName: g?.brandName ?? '',
      unit: g?.unit ?? '',
      imageUrl: g?.imageUrl ?? '',
      minOrderQty: g?.minOrderQty ?? 1,
      num: r.num,
      unitPriceFen,
      lineFen: lineTotal(unitPriceFen, r.num),
      priceSource,
      contractValidTo,
      stockQty: Math.max(0, available),
      problemText: check.text,
      cartItemId: r.cartItemId ?? null,
      taxClassCode: g?.taxClassCode ?? '',
      exists: g !== null,
      problem: check.problem,
      available: Math.max(0, available),
      buyerCode: r.buyerCode ?? null,
      buyerRemark: r.buyerRemark ?? null,
      quote,
      formalQuoteId: formalFen !== undefined ? (r.formalQuoteId ?? null) : null,
      formalQuoteLineNo: formalFen !== undefined ? (r.formalQuoteLineNo ?? null) : null,
    };
  });
}

export interface Totals {
  goodsAmountFen: Fen;
  freightFen: Fen;
  totalFen: Fen;
  totalNum: number;
}

export function totalsOf(lines: Pick<DraftLine, 'lineFen' | 'num'>[]): Totals {
  const goodsAmountFen = lines.reduce((s, l) => s + l.lineFen, 0);
  const totalNum = lines.reduce((s, l) => s + l.num, 0);
  const freightFen = freightFor({ goodsAmountFen, totalNum });
  return { goodsAmountFen, freightFen, totalFen: goodsAmountFen + freightFen, totalNum };
}

/** The refusal for a line that cannot be ordered: stock problems carry ORDER_CODE.outOfStock. */
export function lineRefusal(line: PricedLine): AppError {
  if (!line.exists) return new AppError(404, ORDER_MSG.goodsNotFound, 404, { goodsId: line.goodsId });
  const text = ORDER_MSG.lineProblem(line.model, line.problemText ?? '');
  if (line.problem === 'outOfStock' || line.problem === 'short') {
    return new AppError(409, text, ORDER_CODE.outOfStock, { goodsId: line.goodsId, available: line.available });
  }
  return new AppError(409, text, 409, { goodsId: line.goodsId });
}

export async function draftLineRequests(db: Kysely<Database>, draftId: number): Promise<LineRequest[]> {
  return draftLineRows(db, draftId);
}

/** A draft priced now, for the buyer who owns it. */
export async function buildDraftView(db: Kysely<Database>, draft: DraftRow, buyer: Buyer, priced?: PricedLine[]): Promise<DraftView> {
  const lines = priced ?? (await priceLines(db, await draftLineRequests(db, draft.id), buyer));
  const orderType = draft.orderType as OrderType;
  const credit = orderType === ORDER_TYPE.enterprise ? await loadCredit(db, draft.memberId) : null;
  const totals = totalsOf(lines);
  return {
    id: draft.id,
    tmpNo: draft.tmpNo,
    orderType,
    source: draft.source as DraftSource,
    status: draft.status as DraftStatus,
    statusText: DRAFT_STATUS_TEXT[draft.status as DraftStatus],
    saleOrderId: draft.saleOrderId,
    priceKind: buyer.priceKind,
    lines: lines.map(toDraftLine),
    ...totals,
    orderable: lines.length > 0 && lines.every((l) => l.problem === null),
    payMethods: payMethodsFor(orderType, credit !== null),
    credit,
    company: draft.status === DRAFT_STATUS.open ? await draftCompany(db, draft.memberId, totals.totalFen, lines) : null,
    createdAt: draft.createdAt.toISOString(),
  };
}

/** Issue 38: a company member's PO setting, cost centre, budgets and the approval the draft would need (null: a personal member). */
async function draftCompany(db: Kysely<Database>, memberId: number, totalFen: number, lines: PricedLine[]): Promise<DraftView['company']> {
  const acting = await actingOf(db, memberId);
  if (!acting.company || !acting.active) return null;
  const facts = { memberId, companyId: acting.company.companyId, departmentId: acting.company.departmentId, totalFen, goodsIds: lines.map((l) => l.goodsId) };
  return checkoutCompany(db, facts);
}

export function toDraftLine(l: PricedLine): DraftLine {
  return {
    goodsId: l.goodsId, goodsCode: l.goodsCode, model: l.model, name: l.name, brandName: l.brandName, unit: l.unit, imageUrl: l.imageUrl,
    minOrderQty: l.minOrderQty, num: l.num, unitPriceFen: l.unitPriceFen, lineFen: l.lineFen, priceSource: l.priceSource, contractValidTo: l.contractValidTo,
    stockQty: l.stockQty, problemText: l.problemText,
  };
}
